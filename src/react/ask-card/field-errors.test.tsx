/**
 * Issue 30 #3: the agent refused the answers (a LangGraph `ZodError`, an AG-UI `RunError`): the
 * card opens again holding them, says per field what the agent said, and sends the fix.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useMemo, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { reopenAsk, type AskResolution } from '../../core/dialects';
import type { AskEvent, AskRequest } from '../../core/types';
import { AskCard, useAskCard, type AskCardRefusals } from '.';

const request: AskRequest = {
  dialect: 'json-schema-form',
  questions: [
    {
      id: 'env',
      header: 'Env',
      question: 'Which environment?',
      options: [{ label: 'staging' }, { label: 'prod' }],
      multiSelect: false,
      allowOther: false,
      required: true,
    },
    {
      id: 'replicas',
      header: 'Replicas',
      question: 'How many replicas?',
      options: [],
      multiSelect: false,
      input: { kind: 'integer' },
      required: false,
    },
    {
      id: 'note',
      header: 'Note',
      question: 'Anything else?',
      options: [],
      multiSelect: false,
      required: false,
    },
  ],
};

const refused = [
  { id: 'env', status: 'answered' as const, labels: ['prod'] },
  { id: 'replicas', status: 'answered' as const, labels: [], customText: '9' },
  { id: 'note', status: 'answered' as const, labels: [], customText: 'ship it' },
];

const HOSTILE = 'Too many: <img src=x onerror=alert(1)> **max 3** [see](https://evil.test)';

const liveRegion = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-part="live-region"]')!;
const replicasField = () => screen.getByRole('textbox', { name: /How many replicas/ });

function renderRefused(
  props: Partial<Parameters<typeof AskCard>[0]> = {},
  fieldErrors: Record<string, string> = { replicas: HOSTILE },
) {
  const onResolve = vi.fn<(r: AskResolution) => void>();
  const snapshot = reopenAsk(request, refused, { focus: 'replicas' });
  const utils = render(
    <StrictMode>
      <AskCard
        request={request}
        snapshot={snapshot}
        fieldErrors={fieldErrors}
        onResolve={onResolve}
        {...(props as object)}
      />
    </StrictMode>,
  );
  return { ...utils, onResolve };
}

describe('issue 30 #3: answers the agent refused, per field, on a card that stays open', () => {
  it('issue 30 #3: the error shows under its field as plain text, marks it invalid and describes it', async () => {
    const { container } = renderRefused();
    const field = replicasField();
    expect(field).toHaveValue('9');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(HOSTILE);
    const error = container.querySelector('[data-part="field-error"][data-source="agent"]')!;
    expect(error.textContent).toBe(HOSTILE);
    // Untrusted: never markup, a link or an image.
    expect(container.querySelector('img, a[href], strong')).toBeNull();
    // Announced once, by the live region (the error element itself is not live).
    expect(error.closest('[aria-live]')).toBeNull();
    expect(await within(liveRegion(container)).findByText(/did not accept/)).toHaveTextContent(
      `The agent did not accept these answers. Fix them and submit again. Replicas: ${HOSTILE}`,
    );
  });

  it('issue 30 #3: the stepper opens on the first question with an error', () => {
    const snapshot = reopenAsk(request, refused);
    expect(snapshot.cursor).toBe(2);
    render(<AskCard request={request} snapshot={snapshot} fieldErrors={{ env: 'Not today' }} />);
    expect(screen.getByRole('heading', { name: /Which environment/ })).toBeInTheDocument();
    const group = screen.getByRole('radiogroup');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription(/Not today/);
    expect(screen.getByRole('radio', { name: 'prod' })).toHaveAttribute('aria-checked', 'true');
  });

  it('issue 30 #3: an error clears when the user changes that answer, and the fix is sent', async () => {
    const user = userEvent.setup();
    const events: AskEvent[] = [];
    const { container, onResolve } = renderRefused({ onEvent: (e) => void events.push(e) });
    expect(container.querySelector('[data-source="agent"]')).not.toBeNull();
    await user.clear(replicasField());
    await user.type(replicasField(), '3');
    expect(replicasField()).not.toHaveAttribute('aria-invalid');
    expect(container.querySelector('[data-source="agent"]')).toBeNull();
    // Typing it back does not bring the error back: it was about the answer sent.
    await user.clear(replicasField());
    await user.type(replicasField(), '9');
    expect(container.querySelector('[data-source="agent"]')).toBeNull();
    await user.clear(replicasField());
    await user.type(replicasField(), '3');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResolve).toHaveBeenCalledTimes(1);
    const resolution = onResolve.mock.calls[0]![0];
    expect(resolution.reason).toBe('submitted');
    expect(resolution.answers.map((a) => a.customText ?? a.labels[0])).toEqual([
      'prod',
      '3',
      'ship it',
    ]);
    // Every change went through the machine's events.
    expect(events.some((e) => e.type === 'setOtherText')).toBe(true);
  });

  it('issue 30 #3: a key that matches no question shows above the actions, with the fields', async () => {
    const { container } = renderRefused(
      {},
      { replicas: 'Too many', '': 'Staging takes at most 2 replicas' },
    );
    const form = container.querySelector<HTMLElement>('[data-part="form-error"]')!;
    expect(form.textContent).toBe('Staging takes at most 2 replicas');
    expect(form.parentElement).toHaveAttribute('data-part', 'actions');
    expect(await within(liveRegion(container)).findByText(/did not accept/)).toHaveTextContent(
      /Replicas: Too many Staging takes at most 2 replicas$/,
    );
  });

  it('issue 30 #3: a new fieldErrors object, a second refusal, shows again', async () => {
    const user = userEvent.setup();
    const snapshot = reopenAsk(request, refused, { focus: 'replicas' });
    const { container, rerender } = render(
      <AskCard request={request} snapshot={snapshot} fieldErrors={{ replicas: 'Too many' }} />,
    );
    await user.clear(replicasField());
    await user.type(replicasField(), '4');
    expect(container.querySelector('[data-source="agent"]')).toBeNull();
    rerender(
      <AskCard
        request={request}
        snapshot={snapshot}
        fieldErrors={{ replicas: 'Still too many' }}
      />,
    );
    expect(container.querySelector('[data-source="agent"]')).toHaveTextContent('Still too many');
    expect(replicasField()).toHaveAttribute('aria-invalid', 'true');
    expect(liveRegion(container)).toHaveTextContent(/Replicas: Still too many/);
  });

  it('issue 30 #3: a refusal for another question on a mounted stepper opens that question', async () => {
    const snapshot = reopenAsk(request, refused, { focus: 'replicas' });
    const { rerender } = render(<AskCard request={request} snapshot={snapshot} />);
    expect(replicasField()).toBeInTheDocument();
    rerender(<AskCard request={request} snapshot={snapshot} fieldErrors={{ note: 'Too short' }} />);
    expect(await screen.findByRole('heading', { name: /Anything else/ })).toBeInTheDocument();
  });

  it('issue 30 #3: stacked, every refused field says why at once', () => {
    const snapshot = reopenAsk(request, refused, { layout: 'stacked' });
    const { container } = render(
      <AskCard
        request={request}
        layout="stacked"
        snapshot={snapshot}
        fieldErrors={{ env: 'No prod on Fridays', note: 'Say more' }}
      />,
    );
    const errors = container.querySelectorAll('[data-source="agent"]');
    expect([...errors].map((e) => e.textContent)).toEqual(['No prod on Fridays', 'Say more']);
    expect(screen.getByRole('textbox', { name: /Anything else/ })).toHaveAccessibleDescription(
      'Say more',
    );
  });
});

/** What a screen reader hears from a live region from now on: each text added to it. */
function listen(region: HTMLElement) {
  const added: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'characterData') added.push(r.target.textContent ?? '');
      for (const node of r.addedNodes) added.push(node.textContent ?? '');
    }
  });
  observer.observe(region, { childList: true, characterData: true, subtree: true });
  return {
    added,
    stop: () => {
      for (const r of observer.takeRecords())
        for (const node of r.addedNodes) added.push(node.textContent ?? '');
      observer.disconnect();
      return added.filter((text) => text !== '');
    },
  };
}

describe('issue 30 #3: the refusal is announced once, and goes once fixed', () => {
  const indicator = (n: number) =>
    screen.getByRole('button', { name: new RegExp(`^Question ${n} of 3`) });

  it('issue 30 #3: fixed and revisited, the stepper announces the step, never the refusal again', async () => {
    const user = userEvent.setup();
    const { container } = renderRefused({}, { replicas: 'Too many' });
    expect(await within(liveRegion(container)).findByText(/did not accept/)).toBeInTheDocument();
    const fixing = listen(liveRegion(container));
    await user.clear(replicasField());
    await user.type(replicasField(), '3');
    // Fixing it is no step: nothing new is read while the user types.
    expect(fixing.stop()).toEqual([]);
    await user.click(indicator(3));
    expect(liveRegion(container)).toHaveTextContent('Question 3 of 3');
    for (const step of [2, 1, 2]) {
      await user.click(indicator(step));
      expect(liveRegion(container)).toHaveTextContent(`Question ${step} of 3`);
    }
  });

  it('issue 30 #3: left unfixed and revisited, the error still shows but is not read again', async () => {
    const user = userEvent.setup();
    const { container } = renderRefused({}, { replicas: 'Too many' });
    expect(await within(liveRegion(container)).findByText(/did not accept/)).toBeInTheDocument();
    await user.click(indicator(3));
    await user.click(indicator(2));
    expect(liveRegion(container)).toHaveTextContent('Question 2 of 3');
    expect(replicasField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('issue 30 #3: a custom card reads no refusal once every refused answer changed', async () => {
    const user = userEvent.setup();
    const seen: (AskCardRefusals | null)[] = [];
    function Custom() {
      const snapshot = useMemo(() => reopenAsk(request, refused, { focus: 'replicas' }), []);
      const [fieldErrors] = useState(() => ({ replicas: 'Too many' }));
      const card = useAskCard(request, { snapshot, fieldErrors });
      seen.push(card.refusals);
      return <AskCard card={card} />;
    }
    render(<Custom />);
    expect(seen.at(-1)?.fields).toEqual({ replicas: 'Too many' });
    await user.clear(replicasField());
    await user.type(replicasField(), '3');
    expect(seen.at(-1)).toBeNull();
  });

  it('issue 30 #3: a form-level refusal describes the primary action while it shows', async () => {
    const user = userEvent.setup();
    const snapshot = reopenAsk(request, refused, { focus: 'note' });
    const { container } = render(
      <AskCard
        request={request}
        snapshot={snapshot}
        fieldErrors={{ '': 'Staging takes at most 2 replicas' }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAccessibleDescription(
      'Staging takes at most 2 replicas',
    );
    await user.click(indicator(1));
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAccessibleDescription(
      'Staging takes at most 2 replicas',
    );
    expect(container.querySelector('[data-part="form-error"]')).not.toBeNull();
  });

  it('issue 30 #3: the same words again in a new fieldErrors object are read again', async () => {
    const snapshot = reopenAsk(request, refused, { focus: 'replicas' });
    const { container, rerender } = render(
      <AskCard request={request} snapshot={snapshot} fieldErrors={{ replicas: 'Too many' }} />,
    );
    await within(liveRegion(container)).findByText(/did not accept/);
    const { added, stop } = listen(liveRegion(container));
    rerender(
      <AskCard request={request} snapshot={snapshot} fieldErrors={{ replicas: 'Too many' }} />,
    );
    await waitFor(() => expect(added.some((text) => /Replicas: Too many$/.test(text))).toBe(true));
    stop();
    expect(liveRegion(container)).toHaveTextContent(/Replicas: Too many$/);
  });
});
