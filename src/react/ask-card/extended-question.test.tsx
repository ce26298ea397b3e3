/** Issue 25 #2: Claude's extended questions on the card, through roles, names and keys. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  parseAskUserQuestionInput,
  toAskUserQuestionResult,
} from '../../core/adapters/ask-user-question';
import {
  EXTENDED_Q1,
  EXTENDED_Q2,
  EXTENDED_Q3,
  extendedInput,
} from '../../core/adapters/ask-user-question/extended-fixtures';
import { auqInput } from '../../core/adapters/ask-user-question/fixtures';
import type { AskResolution } from '../../core/dialects';
import { AskCard } from './AskCard';
import { stepNumber } from './connect';

function setup(input: unknown = extendedInput, layout?: 'stacked') {
  const resolved: AskResolution[] = [];
  const request = parseAskUserQuestionInput(input);
  render(<AskCard request={request} layout={layout} onResolve={(r) => resolved.push(r)} />);
  return { request, resolved, user: userEvent.setup() };
}

describe('issue 25 #2: extended questions on the card', () => {
  it('issue 25 #2: the title is the card’s heading, the questions a level below; a description under its question', () => {
    setup(extendedInput, 'stacked');
    const title = screen.getByRole('heading', { name: 'Set up the nightly backup', level: 2 });
    expect(title).toBeVisible();
    expect(screen.getByRole('heading', { name: /What should the backup job/ })).toHaveAttribute(
      'aria-level',
      '3',
    );
    const field = screen.getByRole('textbox', { name: /What should the backup job be called/ });
    expect(field).toHaveAccessibleDescription('Shown in the scheduler and in alerts.');
    expect(field).toHaveAttribute('placeholder', 'e.g. nightly-db');
  });

  it('issue 25 #2: a number question is a spinbutton with its bounds, step and unit; arrows step it, the default pre-filled', async () => {
    const { user, resolved, request } = setup(extendedInput, 'stacked');
    const number = screen.getByRole('spinbutton', { name: /How long may one backup run/ });
    expect(number).toHaveValue('30');
    expect(number).toHaveAttribute('aria-valuemin', '5');
    expect(number).toHaveAttribute('aria-valuemax', '120');
    expect(number).toHaveAttribute('aria-valuenow', '30');
    expect(number).toHaveAttribute('aria-valuetext', '30 minutes');
    expect(number).toHaveAccessibleDescription(
      'The job is stopped after this. From 5 to 120 minutes, in steps of 5 minutes.',
    );
    number.focus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(number).toHaveValue('35');
    expect(number).toHaveAttribute('aria-valuetext', '35 minutes');
    await user.click(screen.getByRole('radio', { name: /S3/ }));
    await user.type(screen.getByRole('textbox', { name: /backup job/ }), 'nightly-db');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const result = toAskUserQuestionResult(request, resolved[0]!.answers, resolved[0]!.reason);
    expect(result!.updatedInput.answers).toEqual({
      [EXTENDED_Q1]: 'S3',
      [EXTENDED_Q2]: 'nightly-db',
      [EXTENDED_Q3]: '35',
    });
    expect(resolved[0]!.result).toEqual(result);
  });

  it('issue 25 #2: "Ask me more" submits with followUp: true; the card for non-extended input has no such button', async () => {
    const { user, resolved } = setup(extendedInput, 'stacked');
    await user.click(screen.getByRole('radio', { name: /Local disk/ }));
    await user.click(screen.getByRole('button', { name: 'Ask me more' }));
    expect(resolved).toHaveLength(1);
    expect(resolved[0]!.followUp).toBe(true);
    expect(resolved[0]!.result).toMatchObject({ updatedInput: { followUp: true } });
    document.body.innerHTML = '';
    setup(auqInput, 'stacked');
    expect(screen.queryByRole('button', { name: 'Ask me more' })).toBeNull();
  });

  it('issue 25 #2: in the stepper, "Ask me more" is offered beside Submit on the final step only', async () => {
    const { user } = setup();
    expect(screen.queryByRole('button', { name: 'Ask me more' })).toBeNull();
    await user.keyboard('1{Enter}');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByRole('button', { name: 'Ask me more' })).toBeInTheDocument();
  });

  it('issue 25 #2: arrow steps stay on the step’s grid and within the bounds', () => {
    const input = { kind: 'number' as const, min: 5, max: 120, step: 5 };
    expect(stepNumber('', input, 1)).toBe('5');
    expect(stepNumber('', input, -1)).toBe('120');
    expect(stepNumber('33', input, 1)).toBe('35');
    expect(stepNumber('33', input, -1)).toBe('30');
    expect(stepNumber('120', input, 1)).toBe('120');
    expect(stepNumber('0.2', { kind: 'number', step: 0.1 }, 1)).toBe('0.3');
  });
});
