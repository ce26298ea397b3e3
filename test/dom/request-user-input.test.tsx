/** Issue 12: the card for Codex's `request_user_input`, through roles and names. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parseRequestUserInputParams } from '../../src/core/adapters/request-user-input';
import { ruiParams } from '../../src/core/adapters/request-user-input/fixtures';
import type { AskResolution } from '../../src/core/dialects';
import { AskCard } from '../../src/react/ask-card';
import { AskTranscript } from '../../src/react/transcript';

function setup(params: unknown = ruiParams) {
  const resolved: AskResolution[] = [];
  const request = parseRequestUserInputParams(params);
  render(<AskCard request={request} onResolve={(r) => resolved.push(r)} />);
  return { resolved, user: userEvent.setup() };
}

describe('AskCard for request_user_input', () => {
  it('single-select radios with free text where isOther, a Skip, no countdown', () => {
    setup();
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual([
      expect.stringContaining('Staging (Recommended)'),
      expect.stringContaining('Production'),
      expect.stringContaining('Enter another answer'),
    ]);
    expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('isOther false still offers the free text (a Codex client always offers it: §5.4)', () => {
    setup({ ...ruiParams, questions: [{ ...ruiParams.questions[0]!, isOther: false }] });
    expect(screen.getByRole('radio', { name: /Enter another answer/ })).toBeInTheDocument();
  });

  it('by keyboard: a label, then a skip, answer { id: { answers } } with [] for the skip', async () => {
    const { user, resolved } = setup();
    await user.keyboard('2');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(resolved[0]!.result).toEqual({
      answers: { deploy_env: { answers: ['Production'] }, api_token: { answers: [] } },
    });
  });

  it('Decline all answers { answers: {} }', async () => {
    const { user, resolved } = setup();
    await user.click(screen.getByRole('button', { name: 'Decline all' }));
    expect(resolved[0]!.result).toEqual({ answers: {} });
  });
});

describe('AskTranscript for request_user_input', () => {
  it('renders the persisted { params, response }', () => {
    render(
      <AskTranscript
        details={{
          params: ruiParams,
          response: { answers: { deploy_env: { answers: ['Production', 'tonight'] } } },
        }}
        content="{}"
      />,
    );
    const list = screen.getByRole('list', { name: 'Questions and answers' });
    const items = list.querySelectorAll(':scope > li');
    expect(items[0]).toHaveTextContent('Production');
    expect(items[0]).toHaveTextContent('tonight');
  });
});
