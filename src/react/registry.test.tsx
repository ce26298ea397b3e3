/** A host's own registry reaches every view that looks a dialect up; the default never learns it. */
import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { askToolRequest } from '../../test/fixtures/requests';
import { askToolAdapter, createAskRegistry, listAskDialects } from '../core/adapters';
import type { AskDialectEntry } from '../core/registry';
import { AskInputError } from '../core/schema/errors';
import type { AskResolution } from '../core/dialects';
import { AskCard, useAskCard } from './ask-card';
import { AskDockSummary } from './dock';
import { AskRegistryProvider, useAskRegistry } from './registry';
import { AskTranscript } from './transcript';

const request = {
  ...askToolRequest({ question: 'Deploy?', options: ['yes', 'no'] }),
  dialect: 'host_vote',
};
const vote: AskDialectEntry = {
  dialect: 'host_vote',
  // Its own policy, visible in the card: a Close button.
  policy: { ...askToolAdapter.policy, dismissible: true },
  runtime: () => ({
    dialect: 'host_vote',
    toResult: (_r, answers, reason) => ({ reason, vote: answers[0]?.labels[0] ?? null }),
    formatContent: (_r, answers) => `vote: ${answers[0]?.labels.join(',') ?? ''}`,
  }),
};
const registry = createAskRegistry([askToolAdapter, vote]);

describe('issue 28 #1: the card takes a registry', () => {
  it('issue 28 #1: a host registry’s dialect renders and answers in the card; the default never learns it', async () => {
    const before = listAskDialects();
    const onResolve = vi.fn<(r: AskResolution) => void>();
    const { container } = render(
      <AskRegistryProvider registry={registry}>
        <AskCard request={request} onResolve={onResolve} />
      </AskRegistryProvider>,
    );
    // The dialect's policy, not asktool's: a Close button.
    expect(container.querySelector('[data-dialect="host_vote"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'yes' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResolve).toHaveBeenCalledTimes(1);
    const resolution = onResolve.mock.calls[0]![0];
    expect(resolution.content).toBe('vote: yes');
    expect(resolution.result).toEqual({ reason: 'submitted', vote: 'yes' });
    // The outcome summarizes it under the same registry.
    expect(container.querySelector('[data-part="outcome"]')).toHaveTextContent('yes');
    expect(listAskDialects()).toEqual(before);
  });

  it('issue 28 #1: under no provider the same request is the unknown-dialect notice, not a crash', () => {
    const onError = vi.fn();
    render(<AskCard request={request} onError={onError} />);
    expect(screen.getByRole('alert')).toHaveAttribute('data-state', 'invalid');
    expect(onError.mock.calls[0]![0]).toBeInstanceOf(AskInputError);
    expect((onError.mock.calls[0]![0] as AskInputError).message).toMatch(
      /dialect must be a registered dialect/,
    );
  });

  it('issue 28 #1: the `registry` option wins over the provider’s', () => {
    const other = createAskRegistry([askToolAdapter]);
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <AskRegistryProvider registry={other}>{children}</AskRegistryProvider>
    );
    expect(renderHook(() => useAskRegistry(), { wrapper }).result.current).toBe(other);
    expect(renderHook(() => useAskRegistry()).result.current).toBeUndefined();
    const { result } = renderHook(() => useAskCard(request, { registry }), { wrapper });
    expect(result.current.policy.dismissible).toBe(true);
    expect(result.current.actions.dismiss.offered).toBe(true);
    render(
      <AskRegistryProvider registry={other}>
        <AskCard request={request} registry={registry} />
      </AskRegistryProvider>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('issue 28 #1: the transcript and the dock summary read the provider’s registry', async () => {
    const onResolve = vi.fn<(r: AskResolution) => void>();
    render(
      <AskRegistryProvider registry={registry}>
        <AskCard request={request} onResolve={onResolve} />
      </AskRegistryProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    const resolution = onResolve.mock.calls[0]![0];
    expect(resolution.reason).toBe('dismissed');
    const bare = render(<AskTranscript details={resolution.details} content="fallback" />);
    expect(bare.container.querySelector('[data-part="transcript-fallback"]')).not.toBeNull();
    bare.unmount();
    const { container } = render(
      <AskRegistryProvider registry={registry}>
        <AskTranscript details={resolution.details} content="fallback" />
        <AskDockSummary resolutions={[resolution]} />
      </AskRegistryProvider>,
    );
    expect(container.querySelector('[data-part="transcript-fallback"]')).toBeNull();
    expect(container.querySelector('[data-part="transcript"]')).toHaveTextContent('Deploy?');
    expect(container.querySelector('[data-part="dock-summary"]')).toHaveTextContent('Deploy?');
  });
});
