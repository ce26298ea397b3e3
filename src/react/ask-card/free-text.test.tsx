import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AskResolution } from '../../core/dialects';
import type { AskRequest } from '../../core/types';
import { AskCard } from '.';
import { deployRequest } from './fixtures';

const LONG = 'Which cache should I use?\n\n- **LRU** evicts the oldest\n- LFU evicts the rarest';

const listQuestion: AskRequest = {
  dialect: 'asktool',
  questions: [
    {
      id: 'q1',
      question: LONG,
      options: [{ label: 'LRU' }, { label: 'LFU' }],
      multiSelect: false,
    },
  ],
};

describe('the free-text row (issue 16, item 5)', () => {
  it('is one row that becomes its field when chosen; Escape returns to it, keeping the text', async () => {
    const user = userEvent.setup();
    render(<AskCard request={deployRequest} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Enter another answer' }));
    const field = screen.getByRole('textbox', {
      name: 'Your answer Which environment should I deploy to?',
    });
    expect(field).toHaveFocus();
    await user.keyboard('canary');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('radio', { name: 'Enter another answer' })).toHaveFocus();
    expect(field).toHaveValue('canary');
    // The arrows work again from the row, and choosing another option keeps the draft.
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'local' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Enter another answer' })).toHaveAccessibleDescription(
      'canary',
    );
    await user.keyboard('4');
    expect(screen.getByRole('textbox', { name: /^Your answer/ })).toHaveValue('canary');
    expect(screen.getByRole('textbox', { name: /^Your answer/ })).toHaveFocus();
  });

  it('arrowing onto the row opens the field but keeps focus in the group', async () => {
    const user = userEvent.setup();
    render(<AskCard request={deployRequest} />);
    await user.keyboard('3');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Enter another answer' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Your answer/ })).toBeInTheDocument();
  });

  it('a question with allowOther: false has no free-text row', () => {
    const request: AskRequest = {
      dialect: 'asktool',
      questions: [{ ...deployRequest.questions[0]!, allowOther: false }],
    };
    render(<AskCard request={request} />);
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.queryByRole('radio', { name: 'Enter another answer' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('a free-text-only question shows just its field, named by the question', async () => {
    const onResolve = vi.fn();
    const user = userEvent.setup();
    const request: AskRequest = {
      dialect: 'asktool',
      questions: [
        {
          id: 'q1',
          question: 'What should the release be called?',
          options: [],
          multiSelect: false,
        },
      ],
    };
    render(<AskCard request={request} onResolve={onResolve} />);
    expect(screen.queryByRole('radio')).toBeNull();
    await user.type(
      screen.getByRole('textbox', { name: 'What should the release be called?' }),
      'Aurora',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((onResolve.mock.calls[0]![0] as AskResolution).answers[0]!.customText).toBe('Aurora');
  });

  it('stacked: every question offers the row, no field is open, each field is named after its question', async () => {
    const user = userEvent.setup();
    render(<AskCard request={deployRequest} layout="stacked" />);
    expect(screen.getAllByRole('radio', { name: 'Enter another answer' })).toHaveLength(2);
    expect(screen.getAllByRole('checkbox', { name: 'Enter another answer' })).toHaveLength(1);
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Enter another answer' }));
    await user.click(screen.getAllByRole('radio', { name: 'Enter another answer' })[1]!);
    expect(
      screen.getByRole('textbox', { name: 'Your answer Which checks should run first?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your answer Notify anyone?' })).toHaveFocus();
  });
});

describe('question names (issue 16, item 11)', () => {
  it('the heading and the group are named by the first paragraph and described by the rest', () => {
    render(<AskCard request={listQuestion} />);
    const heading = screen.getByRole('heading', { name: 'Which cache should I use?' });
    expect(heading).toHaveAccessibleDescription('LRU evicts the oldest LFU evicts the rarest');
    const group = screen.getByRole('radiogroup', { name: 'Which cache should I use?' });
    expect(group).toHaveAccessibleDescription(
      'Choose one LRU evicts the oldest LFU evicts the rarest',
    );
    // The rest still renders as Markdown, right under the heading.
    expect(document.querySelector('[data-part="question-body"] li strong')).toHaveTextContent(
      'LRU',
    );
  });

  it('the free-text field carries the first paragraph in its name', async () => {
    const user = userEvent.setup();
    render(<AskCard request={listQuestion} />);
    await user.click(screen.getByRole('radio', { name: 'Enter another answer' }));
    expect(
      screen.getByRole('textbox', { name: 'Your answer Which cache should I use?' }),
    ).toBeInTheDocument();
  });

  it('a one-paragraph question keeps its whole text as the name, with no description', () => {
    render(<AskCard request={deployRequest} />);
    const heading = screen.getByRole('heading', { name: 'Which environment should I deploy to?' });
    expect(heading).not.toHaveAttribute('aria-describedby');
    expect(document.querySelector('[data-part="question-body"]')).toBeNull();
  });
});
