import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { nextFrame } from '../../../test/frame';
import type { AskResolution } from '../../core/dialects';
import { AskCard } from '.';
import { askUserRequest, deployRequest, multiRequest, singleRequest } from './fixtures';

const Q1 = 'Which **environment** should I deploy to?';
const Q2 = 'Which checks should run first?';
const FW_COLON = '\uFF1A';
const IDEO_COMMA = '\u3001';

function setup(ui: React.ReactElement) {
  const user = userEvent.setup();
  return { user, ...render(ui) };
}
const radio = (name: string) => screen.getByRole('radio', { name });
const checked = () =>
  Array.from(document.querySelectorAll('[role="radio"], [role="checkbox"]'))
    .filter((el) => el.getAttribute('aria-checked') === 'true')
    .map((el) => el.querySelector('[data-part="option-label"]')!.textContent);
const liveRegion = () =>
  document.querySelector('[data-scope="ask-card"][data-part="live-region"]')!;
const content = (fn: ReturnType<typeof vi.fn>) => (fn.mock.calls[0]![0] as AskResolution).content;

describe('digits', () => {
  it('1-9 choose options and focus them', async () => {
    const { user } = setup(<AskCard request={deployRequest} />);
    await user.keyboard('2');
    expect(radio('Production')).toHaveAttribute('aria-checked', 'true');
    expect(radio('Production')).toHaveFocus();
    await user.keyboard('3');
    expect(checked()).toEqual(['local']);
  });

  it('toggle checkboxes in a multi-select question', async () => {
    const { user } = setup(<AskCard request={multiRequest} />);
    await user.keyboard('3');
    await user.keyboard('1');
    await user.keyboard('3');
    expect(screen.getByRole('checkbox', { name: 'Unit tests' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('checkbox', { name: 'e2e' })).toHaveAttribute('aria-checked', 'false');
  });

  it('the digit after the last option selects the free text and focuses its field, without typing the digit', async () => {
    const { user } = setup(<AskCard request={deployRequest} />);
    await user.keyboard('4');
    const field = screen.getByRole('textbox', { name: /^Your answer/ });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('');
    expect(radio('Enter another answer')).toHaveAttribute('aria-checked', 'true');
  });

  it('a digit beyond that does nothing', async () => {
    const { user } = setup(<AskCard request={deployRequest} />);
    await user.keyboard('7');
    expect(
      screen.getAllByRole('radio').every((el) => el.getAttribute('aria-checked') === 'false'),
    ).toBe(true);
  });

  it('digits typed in the text field are text', async () => {
    const { user } = setup(<AskCard request={deployRequest} />);
    await user.click(radio('Enter another answer'));
    await user.keyboard('12');
    expect(screen.getByRole('textbox', { name: /^Your answer/ })).toHaveValue('12');
    expect(radio('Staging')).toHaveAttribute('aria-checked', 'false');
  });

  it('a digit never auto-advances an ask_user question (only a pointer choice does)', async () => {
    const { user } = setup(<AskCard request={askUserRequest} />);
    await user.keyboard('1');
    expect(screen.getByRole('heading')).toHaveTextContent('Where should I deploy the release?');
    expect(radio('Staging (Recommended)')).toHaveAttribute('aria-checked', 'true');
  });
});

describe('radio group keys (APG radio group)', () => {
  it('arrows move focus and selection, wrapping; the free-text choice is part of the group', async () => {
    const { user } = setup(<AskCard request={deployRequest} />);
    await user.tab();
    expect(radio('Staging')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(radio('Production')).toHaveFocus();
    expect(radio('Production')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(radio('Enter another answer')).toHaveFocus();
    expect(radio('Enter another answer')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowDown}');
    expect(radio('Staging')).toHaveFocus();
    expect(radio('Staging')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowUp}');
    expect(radio('Enter another answer')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(radio('Staging')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(radio('Enter another answer')).toHaveFocus();
  });

  it('Home and End jump to the ends and select', async () => {
    const { user } = setup(<AskCard request={deployRequest} />);
    await user.keyboard('2');
    await user.keyboard('{End}');
    expect(radio('Enter another answer')).toHaveFocus();
    expect(radio('Enter another answer')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Home}');
    expect(radio('Staging')).toHaveFocus();
    expect(radio('Staging')).toHaveAttribute('aria-checked', 'true');
  });

  it('is one tab stop: the checked radio (roving tabindex)', async () => {
    const { user } = setup(<AskCard request={deployRequest} />);
    await user.keyboard('2');
    const tabbable = screen.getAllByRole('radio').filter((el) => el.tabIndex === 0);
    expect(tabbable).toEqual([radio('Production')]);
    // The free-text field is not there until its row is chosen: Tab leaves the group.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Decline all' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(radio('Production')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(radio('Enter another answer')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: /^Your answer/ })).toHaveFocus();
  });

  it('left and right swap in right-to-left', async () => {
    const { user } = setup(<AskCard request={deployRequest} dir="rtl" />);
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(radio('Production')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(radio('Staging')).toHaveFocus();
  });

  it('Space checks the focused radio, and Space on the free-text choice focuses its field', async () => {
    const { user } = setup(<AskCard request={deployRequest} />);
    await user.tab();
    await user.keyboard(' ');
    expect(radio('Staging')).toHaveAttribute('aria-checked', 'true');
    radio('Enter another answer').focus();
    await user.keyboard(' ');
    expect(screen.getByRole('textbox', { name: /^Your answer/ })).toHaveFocus();
  });

  it('arrow keys in the text field move the caret, not the selection', async () => {
    const { user } = setup(<AskCard request={deployRequest} />);
    await user.click(radio('Enter another answer'));
    await user.keyboard('ab{ArrowUp}{Home}{ArrowLeft}');
    expect(checked()).toEqual(['Enter another answer']);
    expect(screen.getByRole('textbox', { name: /^Your answer/ })).toHaveFocus();
  });
});

describe('checkbox group keys (APG checkbox)', () => {
  it('each checkbox is a tab stop and Space toggles it', async () => {
    const { user } = setup(<AskCard request={multiRequest} />);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Unit tests' })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getAllByRole('checkbox').map((el) => el.getAttribute('aria-checked'))).toEqual([
      'true',
      'false',
      'true',
      'false',
    ]);
  });
});

describe('Enter', () => {
  it('advances when the question has an answer, and not before', async () => {
    const onResolve = vi.fn();
    const { user } = setup(<AskCard request={deployRequest} onResolve={onResolve} />);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading')).toHaveTextContent('Which environment should I deploy to?');
    await user.keyboard('1{Enter}');
    expect(screen.getByRole('heading')).toHaveTextContent(Q2);
    await user.keyboard('2{Enter}');
    await user.keyboard('2{Enter}');
    expect(content(onResolve)).toBe(
      `${Q1}${FW_COLON}Staging\n---\n${Q2}${FW_COLON}Lint\n---\nNotify anyone?${FW_COLON}The team`,
    );
  });

  it('in the text field inserts a newline and does not advance', async () => {
    const { user } = setup(<AskCard request={deployRequest} />);
    await user.keyboard('4');
    await user.keyboard('line one{Enter}line two');
    expect(screen.getByRole('textbox', { name: /^Your answer/ })).toHaveValue('line one\nline two');
    expect(screen.getByRole('heading')).toHaveTextContent('Which environment should I deploy to?');
  });

  it('on a button activates that button only', async () => {
    const onResolve = vi.fn();
    const { user } = setup(<AskCard request={singleRequest} onResolve={onResolve} />);
    await user.keyboard('1');
    screen.getByRole('button', { name: 'Decline all' }).focus();
    await user.keyboard('{Enter}');
    expect((onResolve.mock.calls[0]![0] as AskResolution).reason).toBe('declined');
  });

  it('Ctrl+Enter and ⌘+Enter in the text field advance', async () => {
    const onResolve = vi.fn();
    const { user } = setup(<AskCard request={deployRequest} onResolve={onResolve} />);
    await user.keyboard('4');
    await user.keyboard('canary{Control>}{Enter}{/Control}');
    expect(screen.getByRole('heading')).toHaveTextContent(Q2);
    await user.keyboard('4');
    await user.keyboard('fuzz{Meta>}{Enter}{/Meta}');
    expect(screen.getByRole('heading')).toHaveTextContent('Notify anyone?');
    expect(screen.getByRole('button', { name: 'Question 2 of 3, answered' })).toBeInTheDocument();
  });

  it('Ctrl+Enter in an empty text field does nothing', async () => {
    const { user } = setup(<AskCard request={deployRequest} />);
    await user.keyboard('4{Control>}{Enter}{/Control}');
    expect(screen.getByRole('heading')).toHaveTextContent('Which environment should I deploy to?');
  });

  it('submits the stacked layout once every question has an answer', async () => {
    const onResolve = vi.fn();
    const { user } = setup(
      <AskCard
        request={{ ...deployRequest, questions: deployRequest.questions.slice(0, 2) }}
        layout="stacked"
        onResolve={onResolve}
      />,
    );
    await user.keyboard('1{Enter}');
    expect(onResolve).not.toHaveBeenCalled();
    screen.getAllByRole('heading')[1]!.focus();
    await user.keyboard('3{Enter}');
    expect(content(onResolve)).toBe(`${Q1}${FW_COLON}Staging\n---\n${Q2}${FW_COLON}e2e`);
  });
});

describe('left alone', () => {
  it('nothing fires during IME composition', async () => {
    const { user } = setup(<AskCard request={deployRequest} />);
    const heading = screen.getByRole('heading');
    fireEvent.keyDown(heading, { key: '1', isComposing: true });
    fireEvent.keyDown(heading, { key: '2', keyCode: 229 });
    expect(
      screen.getAllByRole('radio').every((el) => el.getAttribute('aria-checked') === 'false'),
    ).toBe(true);
    await user.keyboard('1');
    fireEvent.keyDown(radio('Staging'), { key: 'Enter', isComposing: true });
    fireEvent.keyDown(radio('Staging'), { key: 'ArrowDown', keyCode: 229 });
    fireEvent.keyDown(radio('Staging'), { key: ' ', isComposing: true });
    await user.keyboard('4');
    fireEvent.keyDown(screen.getByRole('textbox'), {
      key: 'Enter',
      ctrlKey: true,
      isComposing: true,
    });
    expect(screen.getByRole('heading')).toHaveTextContent('Which environment should I deploy to?');
    expect(radio('Enter another answer')).toHaveAttribute('aria-checked', 'true');
  });

  it('Ctrl, Alt and Meta chords are left to the browser', async () => {
    const { user } = setup(<AskCard request={deployRequest} />);
    await user.keyboard('{Control>}1{/Control}{Alt>}2{/Alt}{Meta>}3{/Meta}');
    expect(
      screen.getAllByRole('radio').every((el) => el.getAttribute('aria-checked') === 'false'),
    ).toBe(true);
    const event = fireEvent.keyDown(screen.getByRole('heading'), { key: '1', ctrlKey: true });
    expect(event).toBe(true); // not prevented
    await user.keyboard('1');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(screen.getByRole('heading')).toHaveTextContent('Which environment should I deploy to?');
    radio('Staging').focus();
    await user.keyboard('{Control>}{ArrowDown}{/Control}');
    expect(radio('Staging')).toHaveFocus();
  });
});

describe('focus and announcements', () => {
  it('focus lands on the question heading at mount', async () => {
    render(<AskCard request={deployRequest} />);
    await nextFrame();
    expect(screen.getByRole('heading')).toHaveFocus();
    expect(screen.getByRole('heading')).toHaveAttribute('tabindex', '-1');
  });

  it('autoFocus={false} leaves focus alone at mount', async () => {
    render(<AskCard request={deployRequest} autoFocus={false} />);
    await nextFrame();
    expect(document.body).toHaveFocus();
  });

  it('each step change moves focus to the new question and announces its position politely', async () => {
    const { user } = setup(<AskCard request={deployRequest} />);
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    expect(liveRegion()).toHaveTextContent('Question 1 of 3');
    await user.click(radio('Staging'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading')).toHaveFocus();
    expect(screen.getByRole('heading')).toHaveTextContent(Q2);
    expect(liveRegion()).toHaveTextContent('Question 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Question 1 of 3, answered' }));
    expect(screen.getByRole('heading')).toHaveFocus();
    expect(liveRegion()).toHaveTextContent('Question 1 of 3');
  });

  it('an auto-advance moves focus to the next question', async () => {
    const { user } = setup(<AskCard request={askUserRequest} />);
    await user.click(radio('Production'));
    expect(screen.getByRole('heading')).toHaveTextContent('Who should hear about it?');
    expect(screen.getByRole('heading')).toHaveFocus();
  });

  it('the stacked layout leaves focus where the user clicks', async () => {
    const { user } = setup(<AskCard request={deployRequest} layout="stacked" />);
    await user.click(screen.getByRole('checkbox', { name: 'Lint' }));
    expect(screen.getByRole('checkbox', { name: 'Lint' })).toHaveFocus();
    expect(liveRegion()).toHaveTextContent('');
  });

  it('stacked, a digit typed outside every question (on Submit) changes no answer', async () => {
    const { user } = setup(<AskCard request={deployRequest} layout="stacked" />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    await user.keyboard('2');
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    expect(submit).toHaveFocus();
  });

  it('every control has an accessible name', () => {
    render(<AskCard request={askUserRequest} />);
    const controls = document.querySelectorAll(
      'button, textarea, [role="radio"], [role="checkbox"], [role="radiogroup"], [role="group"], [role="timer"], [role="heading"]',
    );
    expect(controls.length).toBeGreaterThan(10);
    for (const el of Array.from(controls)) {
      expect(el, el.outerHTML.slice(0, 80)).toHaveAccessibleName();
    }
  });
});

describe('the multi-select checkbox names', () => {
  it('Enter advances a multi-select question', async () => {
    const onResolve = vi.fn();
    const { user } = setup(<AskCard request={multiRequest} onResolve={onResolve} />);
    await user.keyboard('2');
    await user.keyboard('1');
    await user.keyboard('{Enter}');
    expect(content(onResolve)).toBe(`${Q2}${FW_COLON}Unit tests${IDEO_COMMA}Lint`);
  });
});
