/** Issue 12: the card for the Claude Agent SDK's `AskUserQuestion`, through roles and names. */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  parseAskUserQuestionInput,
  toAskUserQuestionResult,
} from '../../src/core/adapters/ask-user-question';
import { auqInput, layoutQuestion } from '../../src/core/adapters/ask-user-question/fixtures';
import type { AskResolution } from '../../src/core/dialects';
import { AskCard } from '../../src/react/ask-card';
import { AskTranscript } from '../../src/react/transcript';

const Q1 = 'Which library should we use for date formatting? ';
const Q2 = 'Which features do you want to enable?';

function setup(input: unknown = auqInput, previewFormat?: 'markdown' | 'html') {
  const resolved: AskResolution[] = [];
  const request = parseAskUserQuestionInput(input, { previewFormat });
  const utils = render(<AskCard request={request} onResolve={(r) => resolved.push(r)} />);
  return { ...utils, request, resolved, user: userEvent.setup() };
}

describe('AskCard for AskUserQuestion', () => {
  it('shows the header chip, a Skip per question and free text; no countdown', () => {
    setup();
    expect(screen.getByRole('heading', { name: /Which library/ })).toHaveTextContent('Library');
    expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Enter another answer/ })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('by keyboard: a label, then two labels with a note, resolve to the allow the SDK reads', async () => {
    const { user, resolved } = setup();
    await user.keyboard('2');
    await user.keyboard('{Enter}');
    await user.keyboard('3');
    await user.keyboard('1');
    await user.keyboard('4');
    await user.keyboard('but not on Sundays');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(resolved).toHaveLength(1);
    expect(resolved[0]!.result).toEqual({
      behavior: 'allow',
      updatedInput: {
        ...auqInput,
        answers: { [Q1]: 'Luxon', [Q2]: 'Dark mode, Sync' },
        annotations: { [Q2]: { notes: 'but not on Sundays' } },
      },
    });
  });

  it('Skip skips one question; Decline all answers allow with no answers', async () => {
    const { user, resolved } = setup();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByRole('heading', { name: /Which features/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decline all' }));
    expect(resolved[0]!.reason).toBe('declined');
    expect(resolved[0]!.result).toEqual({
      behavior: 'allow',
      updatedInput: { questions: auqInput.questions, metadata: auqInput.metadata },
    });
  });

  it("the focused or selected option's Markdown preview is shown, code in a monospace block", async () => {
    const { user, container } = setup({ questions: [layoutQuestion] });
    // The first option's preview shows from the start (issue 27 #12).
    expect(screen.getByRole('figure', { name: 'Sidebar' })).toHaveTextContent('Nav');
    await user.click(screen.getByRole('radio', { name: /Tabs/ }));
    const figure = screen.getByRole('figure', { name: 'Tabs' });
    expect(figure.querySelector('pre > code')).toHaveTextContent('[General]');
    act(() => screen.getByRole('radio', { name: /Sidebar/ }).focus());
    expect(screen.getByRole('figure', { name: 'Sidebar' })).toHaveTextContent('Nav');
    expect(container.querySelectorAll('[data-part="preview"]')).toHaveLength(1);
  });

  it('an html preview is shown as its source text, never as HTML', async () => {
    const html = {
      questions: [
        {
          ...layoutQuestion,
          options: [
            { label: 'Card', description: 'd', preview: '<b onclick="x()">Bold</b><img src=x>' },
            { label: 'List', description: 'd' },
          ],
        },
      ],
    };
    const { user } = setup(html, 'html');
    await user.click(screen.getByRole('radio', { name: /Card/ }));
    const figure = screen.getByRole('figure', { name: 'Card' });
    expect(figure).toHaveTextContent('<b onclick="x()">Bold</b><img src=x>');
    expect(figure.querySelector('b, img')).toBeNull();
  });

  it('no preview for a multi-select question', async () => {
    const { user } = setup({ questions: [{ ...layoutQuestion, multiSelect: true }] });
    await user.click(screen.getByRole('checkbox', { name: /Tabs/ }));
    expect(screen.queryByRole('figure')).toBeNull();
  });
});

describe('AskTranscript for AskUserQuestion', () => {
  it('renders the persisted updatedInput; junk falls back to the text content', () => {
    const request = parseAskUserQuestionInput(auqInput);
    const result = toAskUserQuestionResult(
      request,
      [
        { id: 'q1', status: 'answered', labels: ['Luxon'] },
        { id: 'q2', status: 'skipped', labels: [] },
      ],
      'submitted',
    )!;
    render(<AskTranscript details={result.updatedInput} content="fallback text" />);
    const list = screen.getByRole('list', { name: 'Questions and answers' });
    const items = list.querySelectorAll(':scope > li');
    expect(items[0]).toHaveTextContent('Luxon');
    expect(items[1]).toHaveTextContent(/skipped/i);
    render(<AskTranscript details={{ questions: 'junk' }} content="fallback text" />);
    expect(screen.getByText('fallback text')).toBeInTheDocument();
  });
});
