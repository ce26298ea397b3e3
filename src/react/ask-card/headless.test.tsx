/**
 * A fully custom card built from `useAskCard`'s prop getters alone (plain elements, no ask-cards
 * part) gets the card's roles, names, keyboard and focus behaviour: it completes both dialects'
 * prompts by keyboard, passes the keyboard checks of the assembled card, and passes axe.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextFrame } from '../../../test/frame';
import { en } from '../../core/messages';
import type { AskResolution } from '../../core/dialects';
import type { AskRequest } from '../../core/types';
import { AskCard, useAskCard, type UseAskCardOptions } from '.';
import { askUserRequest, deployRequest, singleRequest } from './fixtures';

afterEach(cleanup);

/** The whole card on the getters: any markup, ask-cards' behaviour. */
type CardProps = { request: AskRequest; autoFocus?: boolean } & UseAskCardOptions;

function CustomCard({ request, autoFocus, ...options }: CardProps) {
  const card = useAskCard(request, options);
  const { messages } = card;
  const questions =
    card.layout === 'stacked' ? card.request.questions.map((_, i) => i) : [card.cursor];
  return (
    <div {...card.getRootProps({ autoFocus })}>
      {card.isResolved ? (
        <p {...card.getOutcomeProps()}>{messages.outcome[card.state.reason!]}</p>
      ) : (
        <>
          <div {...card.getIndicatorGroupProps()}>
            {card.state.entries.map((_, i) => (
              <button key={i} {...card.getIndicatorProps(i)}>
                {i + 1}
              </button>
            ))}
          </div>
          {questions.map((q) => {
            const question = card.request.questions[q]!;
            const other = card.getOtherInputProps(q);
            return (
              <fieldset key={question.id}>
                <h2 {...card.getQuestionProps(q)}>{question.question}</h2>
                <div {...card.getOptionGroupProps(q)}>
                  <p {...card.getOptionHintProps(q)}>
                    {question.multiSelect ? messages.multiSelectHint : messages.singleSelectHint}
                  </p>
                  {question.options.map((option, o) => (
                    <div key={o} {...card.getOptionProps(q, o)}>
                      <span {...card.getOptionLabelProps(q, o)}>{option.label}</span>
                      {option.description && (
                        <small {...card.getOptionDescriptionProps(q, o)}>
                          {option.description}
                        </small>
                      )}
                    </div>
                  ))}
                  <div {...card.getOptionProps(q, 'other')}>
                    <span {...card.getOptionLabelProps(q, 'other')}>{messages.otherLabel}</span>
                  </div>
                  <span {...card.getOtherInputLabelProps(q)} />
                  {'type' in other ? <input {...other} /> : <textarea {...other} />}
                </div>
              </fieldset>
            );
          })}
          <p {...card.getActionHintProps()} />
          {!card.policy.skipCancels && (
            <button {...card.getActionProps('decline')}>{messages.declineAll}</button>
          )}
          <button {...card.getActionProps('skip')}>
            {card.policy.skipCancels ? messages.skipPrompt : messages.skip}
          </button>
          <button {...card.getActionProps('next')}>
            {card.isFinalStep ? messages.submit : messages.next}
          </button>
        </>
      )}
      <div {...card.getLiveRegionProps()} />
    </div>
  );
}

const cards: [string, React.ComponentType<CardProps>][] = [
  ['the custom card', CustomCard],
  ['AskCard', AskCard],
];

function setup(ui: React.ReactElement) {
  const user = userEvent.setup();
  return { user, ...render(ui) };
}
const radio = (name: string) => screen.getByRole('radio', { name });
const field = () => screen.getByRole('textbox', { name: new RegExp(`^${en.otherInputLabel}`) });
const resolution = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls[0]![0] as AskResolution;

describe('a custom card built from the prop getters alone', () => {
  it('completes an asktool prompt by keyboard, with the same result as AskCard', async () => {
    const results: AskResolution[] = [];
    for (const [, Card] of cards) {
      const onResolve = vi.fn();
      const { user } = setup(<Card request={deployRequest} onResolve={onResolve} />);
      await nextFrame();
      expect(screen.getByRole('heading')).toHaveFocus();
      await user.keyboard('2{Enter}');
      expect(screen.getByRole('heading')).toHaveTextContent('Which checks should run first?');
      expect(screen.getByRole('heading')).toHaveFocus();
      await user.keyboard('13{Enter}');
      await user.keyboard('3');
      expect(field()).toHaveFocus();
      await user.keyboard('the QA lead{Control>}{Enter}{/Control}');
      expect(onResolve).toHaveBeenCalledTimes(1);
      results.push(resolution(onResolve));
      cleanup();
    }
    expect(results[0]!.reason).toBe('submitted');
    expect(results[0]!.answers).toEqual([
      { id: 'q1', status: 'answered', labels: ['Production'] },
      { id: 'q2', status: 'answered', labels: ['Unit tests', 'e2e'] },
      { id: 'q3', status: 'answered', labels: [], customText: 'the QA lead' },
    ]);
    expect(results[1]).toEqual(results[0]);
  });

  it('completes an ask_user prompt by keyboard, with the same result as AskCard', async () => {
    const results: AskResolution[] = [];
    for (const [, Card] of cards) {
      const onResolve = vi.fn();
      const { user } = setup(<Card request={askUserRequest} onResolve={onResolve} />);
      await user.keyboard('1');
      // A digit never auto-advances: only a pointer choice does.
      expect(screen.getByRole('heading')).toHaveTextContent('Where should I deploy the release?');
      await user.keyboard('{Enter}');
      await user.keyboard('2 ');
      expect(screen.getByRole('checkbox', { name: 'On-call' })).toHaveAttribute(
        'aria-checked',
        'false',
      );
      await user.keyboard('3{Enter}');
      expect(onResolve).toHaveBeenCalledTimes(1);
      results.push(resolution(onResolve));
      cleanup();
    }
    expect(results[0]!.askUserResult).toEqual(results[1]!.askUserResult);
    expect(results[0]!.content).toBe(results[1]!.content);
    expect(results[0]!.answers.map((a) => a.labels)).toEqual([
      ['Staging (Recommended)'],
      ['Nobody'],
    ]);
  });

  describe.each(cards)('keyboard checks: %s', (_, Card) => {
    it('arrows move focus and selection, wrapping, through the free-text choice', async () => {
      const { user } = setup(<Card request={singleRequest} />);
      await user.keyboard('1');
      await user.keyboard('{ArrowDown}');
      expect(radio('Production')).toHaveFocus();
      expect(radio('Production')).toHaveAttribute('aria-checked', 'true');
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(radio(en.otherLabel)).toHaveFocus();
      expect(radio(en.otherLabel)).toHaveAttribute('aria-checked', 'true');
      await user.keyboard('{ArrowDown}');
      expect(radio('Staging')).toHaveFocus();
      await user.keyboard('{End}');
      expect(radio(en.otherLabel)).toHaveFocus();
      await user.keyboard('{Home}');
      expect(radio('Staging')).toHaveAttribute('aria-checked', 'true');
    });

    it('is one tab stop: the checked radio (roving tabindex)', async () => {
      const { user } = setup(<Card request={singleRequest} />);
      await user.keyboard('2');
      const stops = screen.getAllByRole('radio').filter((r) => r.tabIndex === 0);
      expect(stops).toEqual([radio('Production')]);
    });

    it('left and right swap in right-to-left', async () => {
      const { user } = setup(
        <div dir="rtl">
          <Card request={singleRequest} />
        </div>,
      );
      await user.keyboard('1');
      await user.keyboard('{ArrowLeft}');
      expect(radio('Production')).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(radio('Staging')).toHaveFocus();
    });

    it('Space on the free-text choice focuses its field; digits and Enter there are text', async () => {
      const onResolve = vi.fn();
      const { user } = setup(<Card request={singleRequest} onResolve={onResolve} />);
      await user.keyboard('1{End}');
      await user.keyboard(' ');
      expect(field()).toHaveFocus();
      await user.keyboard('12{Enter}');
      expect(field()).toHaveValue('12\n');
      expect(radio('Staging')).toHaveAttribute('aria-checked', 'false');
      expect(onResolve).not.toHaveBeenCalled();
    });

    it('nothing fires during IME composition, and Ctrl/Alt/Meta chords are the browser’s', () => {
      render(<Card request={singleRequest} />);
      const heading = screen.getByRole('heading');
      fireEvent.keyDown(heading, { key: '1', isComposing: true });
      fireEvent.keyDown(heading, { key: '2', keyCode: 229 });
      fireEvent.keyDown(heading, { key: '1', ctrlKey: true });
      fireEvent.keyDown(heading, { key: '1', altKey: true });
      expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-checked'))).toEqual([
        'false',
        'false',
        'false',
        'false',
      ]);
    });

    it('each step change moves focus to the new question and announces it; the outcome takes focus', async () => {
      const { user } = setup(<Card request={deployRequest} />);
      await user.keyboard('1{Enter}');
      expect(screen.getByRole('heading')).toHaveFocus();
      expect(document.querySelector('[aria-live="polite"][aria-atomic="true"]')).toHaveTextContent(
        en.questionPosition({ index: 2, count: 3 }),
      );
      await user.click(screen.getByRole('button', { name: en.declineAll }));
      expect(document.activeElement).toHaveTextContent(en.outcome.declined);
    });

    it('a double-click on Next that moved the step is taken once', async () => {
      render(<Card request={deployRequest} />);
      const user = userEvent.setup();
      await user.keyboard('1');
      const next = screen.getByRole('button', { name: en.next });
      act(() => {
        fireEvent.click(next, { detail: 1 });
      });
      // With nothing chosen yet, Skip stands where Next was (issue 16, item 6): the echo lands on it.
      fireEvent.click(screen.getByRole('button', { name: en.skip }), { detail: 2 });
      expect(screen.getByRole('heading')).toHaveTextContent('Which checks should run first?');
    });

    it('passes axe', async () => {
      const { default: axe } = await import('axe-core');
      const { container } = render(
        <main>
          <h1>Chat</h1>
          <Card request={deployRequest} autoFocus={false} />
        </main>,
      );
      const { violations } = await axe.run(container, {
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  });
});
