/**
 * A press re-renders only the option rows it changed: an option's props from `getOptionProps` are
 * plain values and handlers made once per option, so a row whose state did not change gets equal
 * props (the card's own rows are memoized on them, and a host's custom rows can be). A row that
 * did not re-render still acts on the state on screen when it is pressed.
 */
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memo, StrictMode, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AskResolution } from '../../core/dialects';
import { AskCard, useAskCard, type AskCardApi } from '.';
import type { AskElementProps } from './types';
import { deployRequest, multiRequest, singleRequest } from './fixtures';

afterEach(cleanup);

type Props = AskElementProps;
const sameValues = (a: Props, b: Props) => {
  const [x, y] = [a as Record<string, unknown>, b as Record<string, unknown>];
  return (
    Object.keys(x).length === Object.keys(y).length &&
    Object.keys(x).every((key) => Object.is(x[key], y[key]))
  );
};

/** A press as the card receives it: a pointer click (`detail: 1`) on the option. */
const press = (card: AskCardApi, q: number, o: number) =>
  act(() => {
    (card.getOptionProps(q, o).onClick as (event: { detail: number }) => void)({ detail: 1 });
  });

describe('option rows', () => {
  it('a press leaves the props of every option it did not change equal, handlers included', () => {
    const { result } = renderHook(() => useAskCard(singleRequest));
    const before = [0, 1, 2].map((o) => result.current.getOptionProps(0, o));
    const other = result.current.getOptionProps(0, 'other');
    press(result.current, 0, 1);
    const after = [0, 1, 2].map((o) => result.current.getOptionProps(0, o));
    // Option 0 loses the tab stop to option 1, which is checked now; option 2 is untouched.
    expect(sameValues(before[0]!, after[0]!)).toBe(false);
    expect(sameValues(before[1]!, after[1]!)).toBe(false);
    expect(sameValues(before[2]!, after[2]!)).toBe(true);
    expect(sameValues(other, result.current.getOptionProps(0, 'other'))).toBe(true);
    // The handlers stay even where the state changed.
    expect(after[1]!.onClick).toBe(before[1]!.onClick);
    expect(after[1]!.onKeyDown).toBe(before[1]!.onKeyDown);
  });

  it('in a stacked form, a press on one question leaves every other question’s options equal', () => {
    const { result } = renderHook(() => useAskCard(deployRequest, { layout: 'stacked' }));
    const first = [0, 1, 2].map((o) => result.current.getOptionProps(0, o));
    press(result.current, 1, 2);
    const now = [0, 1, 2].map((o) => result.current.getOptionProps(0, o));
    expect(first.every((props, o) => sameValues(props, now[o]!))).toBe(true);
    expect(result.current.state.entries[1]!.selected).toEqual([2]);
  });

  it('a row that never re-rendered answers with the state on screen, in StrictMode too', async () => {
    const onResolve = vi.fn<(resolution: AskResolution) => void>();
    const renders = vi.fn<(value: number | 'other') => void>();
    // A host's custom card whose rows are memoized on shallowly equal getter props.
    const Row = memo(
      function Row({
        props,
        value,
        children,
      }: {
        props: Props;
        value: number;
        children: ReactNode;
      }) {
        renders(value);
        return <div {...props}>{children}</div>;
      },
      (a, b) => a.value === b.value && sameValues(a.props, b.props),
    );
    function Card() {
      const card = useAskCard(singleRequest, { onResolve });
      return (
        <div {...card.getRootProps({ autoFocus: false })}>
          <h2 {...card.getQuestionProps(0)}>{card.question.question}</h2>
          <div {...card.getOptionGroupProps(0)}>
            {card.question.options.map((option, o) => (
              <Row key={o} value={o} props={card.getOptionProps(0, o)}>
                <span {...card.getOptionLabelProps(0, o)}>{option.label}</span>
              </Row>
            ))}
          </div>
          <button {...card.getActionProps('next')}>{card.messages.submit}</button>
        </div>
      );
    }
    const user = userEvent.setup();
    render(
      <StrictMode>
        <Card />
      </StrictMode>,
    );
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    renders.mockClear();
    // `local` has not re-rendered since the mount; its handler still sees Production checked
    // and replaces it.
    await user.click(screen.getByRole('radio', { name: '`local`' }));
    expect(renders.mock.calls.map(([value]) => value).sort()).toEqual([1, 1, 2, 2]);
    expect(screen.getByRole('radio', { name: '`local`' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'Production' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(onResolve.mock.calls[0]![0].answers).toEqual([
      expect.objectContaining({ id: 'q1', status: 'answered', labels: ['`local`'] }),
    ]);
  });

  it('the assembled card: pressing through every option of a step records the last one', async () => {
    const onResolve = vi.fn<(resolution: AskResolution) => void>();
    const user = userEvent.setup();
    render(<AskCard request={singleRequest} onResolve={onResolve} />);
    for (const name of ['Production', 'local', 'Staging', 'local'])
      await user.click(screen.getByRole('radio', { name: new RegExp(`^${name}`) }));
    expect(
      screen.getAllByRole('radio').filter((r) => r.getAttribute('aria-checked') === 'true'),
    ).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResolve.mock.calls[0]![0].answers[0]).toEqual(
      expect.objectContaining({ labels: ['`local`'] }),
    );
  });

  it('a host-owned card: the free-text checkbox ticked, typed in and unticked through rows that did not re-render', async () => {
    const onResolve = vi.fn<(resolution: AskResolution) => void>();
    function Host() {
      const card = useAskCard(multiRequest, { onResolve });
      return <AskCard card={card} />;
    }
    const user = userEvent.setup();
    render(
      <StrictMode>
        <Host />
      </StrictMode>,
    );
    await user.click(screen.getByRole('checkbox', { name: /^Unit tests/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Lint/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Unit tests/ }));
    const other = screen.getByRole('checkbox', { name: 'Enter another answer' });
    await user.click(other);
    expect(other).toHaveAttribute('aria-checked', 'true');
    await user.type(document.activeElement!, 'smoke');
    // Unticking reads whether the choice is ticked now, not when its row last rendered.
    await user.click(other);
    expect(other).toHaveAttribute('aria-checked', 'false');
    expect(other).toHaveTextContent('smoke');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResolve.mock.calls[0]![0].answers[0]).toEqual(
      expect.objectContaining({ labels: ['Lint'] }),
    );
  });

  it('once the card resolved, a click or Space on any option sends nothing', async () => {
    const onEvent = vi.fn();
    const user = userEvent.setup();
    render(<AskCard request={singleRequest} onEvent={onEvent} />);
    await user.click(screen.getByRole('radio', { name: /^Production/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    onEvent.mockClear();
    for (const option of document.querySelectorAll<HTMLElement>('[data-part="option"]')) {
      fireEvent.click(option, { detail: 1 });
      fireEvent.keyDown(option, { key: ' ' });
    }
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('one AskCard shown two cards in turn: each press reaches the card on screen', async () => {
    const first = vi.fn<(resolution: AskResolution) => void>();
    const second = vi.fn<(resolution: AskResolution) => void>();
    let flip!: () => void;
    function Host() {
      const one = useAskCard(singleRequest, { onResolve: first });
      const two = useAskCard(singleRequest, { onResolve: second });
      const [which, setWhich] = useState(0);
      flip = () => setWhich((w) => 1 - w);
      return <AskCard card={which === 0 ? one : two} />;
    }
    const user = userEvent.setup();
    render(<Host />);
    await user.click(screen.getByRole('radio', { name: /^Production/ }));
    act(() => flip());
    await user.click(screen.getByRole('radio', { name: /^`?local/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(first).not.toHaveBeenCalled();
    expect(second.mock.calls[0]![0].answers[0]).toEqual(
      expect.objectContaining({ labels: ['`local`'] }),
    );
    act(() => flip());
    expect(screen.getByRole('radio', { name: /^Production/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('new strings reach a row whose state did not change', () => {
    const { rerender } = render(<AskCard request={singleRequest} />);
    expect(screen.getByRole('radio', { name: 'Enter another answer' })).toBeInTheDocument();
    rerender(<AskCard request={singleRequest} messages={{ otherLabel: 'Something else' }} />);
    expect(screen.getByRole('radio', { name: 'Something else' })).toBeInTheDocument();
  });
});
