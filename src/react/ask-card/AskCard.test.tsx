import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { currentHasAnswer } from '../../core/machine/selectors';
import type { AskResolution } from '../../core/dialects';
import type { AskState } from '../../core/types';
import { AskI18nProvider } from '../i18n/context';
import {
  AskCard,
  AskCardActions,
  AskCardIndicators,
  AskCardOptions,
  AskCardOutcome,
  AskCardQuestion,
  AskCardRoot,
  useAskCard,
  type AskCardApi,
} from '.';
import {
  askUserRequest,
  deployRequest,
  hostileRequest,
  multiRequest,
  singleRequest,
} from './fixtures';

// Expected tool results are written out by hand here, never computed with the serializers.
const Q1 = 'Which **environment** should I deploy to?';
const Q2 = 'Which checks should run first?';
const Q3 = 'Notify anyone?';
const FW_COLON = '\uFF1A';
const IDEO_COMMA = '\u3001';

const card = () => screen.getByRole('group', { name: 'Question from the assistant' });
const root = () =>
  document.querySelector<HTMLElement>('[data-scope="ask-card"][data-part="root"]')!;
const part = (name: string) => root().querySelector<HTMLElement>(`[data-part="${name}"]`);
const parts = (name: string) =>
  Array.from(root().querySelectorAll<HTMLElement>(`[data-part="${name}"]`));

function setup(ui: React.ReactElement) {
  const user = userEvent.setup();
  return { user, ...render(ui) };
}

function lastResolution(onResolve: ReturnType<typeof vi.fn>): AskResolution {
  expect(onResolve).toHaveBeenCalledTimes(1);
  return onResolve.mock.calls[0]![0] as AskResolution;
}

describe('anatomy', () => {
  it('marks every part with data-part and the card, indicators and options with data-state', () => {
    render(<AskCard request={deployRequest} />);
    expect(card()).toHaveAttribute('data-part', 'root');
    expect(card()).toHaveAttribute('data-state', 'pending');
    for (const name of [
      'indicators',
      'question',
      'options',
      'hint',
      'option',
      'option-label',
      'other',
      'actions',
      'live-region',
    ]) {
      expect(part(name), name).not.toBeNull();
    }
    expect(parts('indicator').map((el) => el.dataset.state)).toEqual([
      'unanswered',
      'unanswered',
      'unanswered',
    ]);
    expect(parts('option').map((el) => el.dataset.state)).toEqual([
      'unchecked',
      'unchecked',
      'unchecked',
      'unchecked',
    ]);
    // Unstyled use works: no part needs an inline style but the visually hidden live region.
    expect(card().querySelectorAll('[style]')).toHaveLength(1);
    // The free-text field appears in its row once chosen (issue 16, item 5).
    expect(part('other-input')).toBeNull();
  });

  it('exports every part under a short and a long name', () => {
    expect(AskCard.Root).toBe(AskCardRoot);
    expect(AskCard.Indicators).toBe(AskCardIndicators);
    expect(AskCard.Question).toBe(AskCardQuestion);
    expect(AskCard.Options).toBe(AskCardOptions);
    expect(AskCard.Actions).toBe(AskCardActions);
    expect(AskCard.Outcome).toBe(AskCardOutcome);
  });

  it('throws a clear error when a part is used outside AskCard.Root', () => {
    // React logs the error (and React 18 reports it to window.onerror too): keep the output quiet.
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const quiet = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', quiet);
    expect(() => render(<AskCard.Options />)).toThrow(
      '`AskCard.Options` must be used within `AskCard.Root`',
    );
    expect(() => render(<AskCard.Indicators />)).toThrow(
      '`AskCard.Indicators` must be used within `AskCard.Root`',
    );
    window.removeEventListener('error', quiet);
    spy.mockRestore();
  });

  it('forwards refs to the one element of each part', () => {
    const root = createRef<HTMLDivElement>();
    const options = createRef<HTMLDivElement>();
    const question = createRef<HTMLDivElement>();
    render(
      <AskCard.Root request={deployRequest} ref={root}>
        <AskCard.Question ref={question} />
        <AskCard.Options ref={options} />
      </AskCard.Root>,
    );
    expect(root.current).toBe(card());
    expect(options.current).toBe(screen.getByRole('radiogroup'));
    expect(question.current).toBe(screen.getByRole('heading'));
  });

  it('names each choice by its rendered label and describes it by its description', () => {
    render(<AskCard request={deployRequest} />);
    const staging = screen.getByRole('radio', { name: 'Staging' });
    expect(staging).toHaveAccessibleDescription('Safe to break');
    // A Markdown label is named by its rendered text, not its source.
    expect(screen.getByRole('radio', { name: 'local' })).toBeInTheDocument();
    expect(
      screen.getByRole('radiogroup', { name: 'Which environment should I deploy to?' }),
    ).toHaveAccessibleDescription('Choose one');
    expect(screen.getByRole('radio', { name: 'Enter another answer' })).toBeInTheDocument();
  });

  it('renders question text and labels as Markdown', () => {
    render(<AskCard request={deployRequest} />);
    expect(screen.getByRole('heading').querySelector('strong')).toHaveTextContent('environment');
    expect(screen.getByRole('radio', { name: 'local' }).querySelector('code')).toHaveTextContent(
      'local',
    );
  });
});

describe('the stepper (asktool)', () => {
  it('shows one question at a time; Next records the answer and moves on', async () => {
    const { user } = setup(<AskCard request={deployRequest} />);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    expect(screen.getByRole('radio', { name: 'Production' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading')).toHaveTextContent(Q2);
    expect(screen.getByRole('button', { name: 'Question 1 of 3, answered' })).toHaveAttribute(
      'data-state',
      'answered',
    );
    expect(screen.getByRole('button', { name: 'Question 2 of 3, unanswered' })).toHaveAttribute(
      'aria-current',
      'step',
    );
  });

  it('without an answer only Skip stands, and it records a skip (issue 16, item 6)', async () => {
    const { user } = setup(<AskCard request={deployRequest} />);
    // Next would do just what Skip does: it is not offered until there is an answer to go on with.
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByRole('button', { name: 'Question 1 of 3, skipped' })).toHaveAttribute(
      'data-state',
      'skipped',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Lint' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Lint' }));
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('indicators carry a visible mark per state, not only colour', async () => {
    const { user } = setup(<AskCard request={deployRequest} />);
    await user.click(screen.getByRole('radio', { name: 'Staging' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(parts('indicator').map((el) => el.textContent)).toEqual(['1✓', '2–', '3']);
    expect(parts('indicator').map((el) => el.getAttribute('aria-current'))).toEqual([
      null,
      null,
      'step',
    ]);
  });

  it('reads Submit when recording this question leaves none unanswered', async () => {
    const { user, unmount } = setup(<AskCard request={deployRequest} />);
    await user.keyboard('1');
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.click(screen.getByRole('radio', { name: 'Nobody' }));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    unmount();
    const second = setup(<AskCard request={singleRequest} />);
    await second.user.keyboard('1');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('submits the `question：a、b` content, labels in option order, the free text last', async () => {
    const onResolve = vi.fn();
    const { user } = setup(<AskCard request={deployRequest} onResolve={onResolve} />);
    await user.click(screen.getByRole('radio', { name: 'Staging' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Clicked out of order: the result still follows the options' declared order.
    await user.click(screen.getByRole('checkbox', { name: 'e2e' }));
    await user.click(screen.getByRole('checkbox', { name: 'Unit tests' }));
    await user.click(screen.getByRole('checkbox', { name: 'Enter another answer' }));
    await user.keyboard('smoke suite');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Nothing chosen on the last question: Skip stands alone and finishes the card.
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    const resolution = lastResolution(onResolve);
    expect(resolution.reason).toBe('submitted');
    expect(resolution.content).toBe(
      `${Q1}${FW_COLON}Staging\n---\n${Q2}${FW_COLON}Unit tests${IDEO_COMMA}e2e${IDEO_COMMA}smoke suite\n---\n${Q3}${FW_COLON}`,
    );
  });

  it('Skip records a skip and advances; the last skip resolves', async () => {
    const onResolve = vi.fn();
    const { user } = setup(<AskCard request={deployRequest} onResolve={onResolve} />);
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByRole('button', { name: 'Question 1 of 3, skipped' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(lastResolution(onResolve).content).toBe(
      `${Q1}${FW_COLON}\n---\n${Q2}${FW_COLON}\n---\n${Q3}${FW_COLON}`,
    );
  });

  it('Decline all resolves every question as skipped, answered ones too', async () => {
    const onResolve = vi.fn();
    const { user } = setup(<AskCard request={deployRequest} onResolve={onResolve} />);
    await user.click(screen.getByRole('radio', { name: 'Staging' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Decline all' }));
    const resolution = lastResolution(onResolve);
    expect(resolution.reason).toBe('declined');
    expect(resolution.content).toBe(
      `${Q1}${FW_COLON}\n---\n${Q2}${FW_COLON}\n---\n${Q3}${FW_COLON}`,
    );
    expect(within(part('outcome')!).getByText('Declined')).toBeInTheDocument();
  });

  it('an indicator revisits its question with the recorded answer shown', async () => {
    const onResolve = vi.fn();
    const { user } = setup(<AskCard request={deployRequest} onResolve={onResolve} />);
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.click(screen.getByRole('button', { name: 'Question 1 of 3, answered' }));
    expect(screen.getByRole('heading')).toHaveTextContent('Which environment should I deploy to?');
    expect(screen.getByRole('radio', { name: 'Production' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Question 1 of 3, answered' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    // Change the answer; question 3 is still open, so the primary button says Next.
    await user.click(screen.getByRole('radio', { name: 'Staging' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading')).toHaveTextContent(Q3);
    await user.click(screen.getByRole('radio', { name: 'The team' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(lastResolution(onResolve).content).toBe(
      `${Q1}${FW_COLON}Staging\n---\n${Q2}${FW_COLON}\n---\n${Q3}${FW_COLON}The team`,
    );
  });

  it('choosing "Enter another answer" focuses its field; typing chooses it', async () => {
    const onResolve = vi.fn();
    const { user } = setup(<AskCard request={singleRequest} onResolve={onResolve} />);
    await user.click(screen.getByRole('radio', { name: 'Staging' }));
    await user.click(screen.getByRole('radio', { name: 'Enter another answer' }));
    // Named after its question (issue 16, item 5).
    const field = screen.getByRole('textbox', {
      name: 'Your answer Which environment should I deploy to?',
    });
    expect(field).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Staging' })).toHaveAttribute('aria-checked', 'false');
    await user.type(field, '  a canary  ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(lastResolution(onResolve).content).toBe(`${Q1}${FW_COLON}a canary`);
  });

  it('the free text of a multi-select question adds to the ticked options', async () => {
    const onResolve = vi.fn();
    const { user } = setup(<AskCard request={multiRequest} onResolve={onResolve} />);
    await user.click(screen.getByRole('checkbox', { name: 'Lint' }));
    await user.click(screen.getByRole('checkbox', { name: 'Enter another answer' }));
    await user.type(screen.getByRole('textbox', { name: /^Your answer/ }), 'fuzzing');
    expect(screen.getByRole('checkbox', { name: 'Enter another answer' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(lastResolution(onResolve).content).toBe(`${Q2}${FW_COLON}Lint${IDEO_COMMA}fuzzing`);
  });

  it('has no timer at all', () => {
    vi.useFakeTimers();
    try {
      const onResolve = vi.fn();
      render(<AskCard request={{ ...deployRequest, timeoutSeconds: 30 }} onResolve={onResolve} />);
      expect(screen.queryByRole('timer')).toBeNull();
      act(() => vi.advanceTimersByTime(3_600_000));
      expect(onResolve).not.toHaveBeenCalled();
      expect(card()).toHaveAttribute('data-state', 'pending');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('after resolution', () => {
  it('turns read-only and shows the outcome and a compact summary instead of disappearing', async () => {
    const { user } = setup(<AskCard request={deployRequest} />);
    await user.click(screen.getByRole('radio', { name: 'Staging' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: 'Lint' }));
    await user.click(screen.getByRole('checkbox', { name: 'Enter another answer' }));
    await user.keyboard('fuzz');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(card()).toHaveAttribute('data-state', 'resolved');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    const outcome = part('outcome')!;
    expect(outcome).toHaveAttribute('data-state', 'submitted');
    expect(within(outcome).getByText('Answered')).toBeInTheDocument();
    const items = parts('summary-item');
    expect(items.map((el) => el.dataset.state)).toEqual(['answered', 'answered', 'skipped']);
    expect(
      Array.from(
        items[1]!.querySelectorAll(
          '[data-part="summary-value"], [data-part="summary-custom-text"]',
        ),
      ).map((el) => el.textContent),
    ).toEqual(['Lint', 'fuzz']);
    expect(items[2]).toHaveTextContent('Skipped');
    expect(outcome).toHaveFocus();
  });

  it('composed parts stay read-only after resolution', async () => {
    const { user } = setup(
      <AskCard.Root request={singleRequest}>
        <AskCard.Indicators />
        <AskCard.Question />
        <AskCard.Options />
        <AskCard.Actions />
        <AskCard.Outcome />
      </AskCard.Root>,
    );
    await user.click(screen.getByRole('radio', { name: 'Enter another answer' }));
    await user.keyboard('canary');
    await user.click(screen.getByRole('radio', { name: 'Staging' }));
    await user.click(screen.getByRole('radio', { name: 'Enter another answer' }));
    await user.click(screen.getByRole('radio', { name: 'Staging' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('radio', { name: 'Production' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    expect(screen.getByRole('radio', { name: 'Staging' })).toHaveAttribute('aria-checked', 'true');
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    // The kept draft shows in its row, and the row is read-only too.
    expect(screen.getByRole('radio', { name: 'Enter another answer' })).toHaveAccessibleDescription(
      'canary',
    );
    expect(screen.getByRole('radio', { name: 'Enter another answer' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});

describe('onResolve', () => {
  it('is called exactly once, also under StrictMode', async () => {
    const onResolve = vi.fn();
    const { user } = setup(
      <StrictMode>
        <AskCard request={singleRequest} onResolve={onResolve} />
      </StrictMode>,
    );
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(lastResolution(onResolve).content).toBe(`${Q1}${FW_COLON}Production`);
  });

  it('is called once for a signal aborted before mount, under StrictMode', () => {
    const onResolve = vi.fn();
    const controller = new AbortController();
    controller.abort();
    render(
      <StrictMode>
        <AskCard request={deployRequest} onResolve={onResolve} signal={controller.signal} />
      </StrictMode>,
    );
    const resolution = lastResolution(onResolve);
    expect(resolution.reason).toBe('stopped');
    expect(resolution.content).toBe(
      `${Q1}${FW_COLON}\n---\n${Q2}${FW_COLON}\n---\n${Q3}${FW_COLON}`,
    );
    expect(card()).toHaveAttribute('data-state', 'resolved');
    expect(within(part('outcome')!).getByText('Stopped')).toBeInTheDocument();
  });

  it('uses the latest onResolve prop', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { user, rerender } = setup(<AskCard request={singleRequest} onResolve={first} />);
    rerender(<AskCard request={singleRequest} onResolve={second} />);
    await user.click(screen.getByRole('radio', { name: 'Staging' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('signal', () => {
  it('abort stops the prompt: recorded answers stay, the rest are skipped', async () => {
    const onResolve = vi.fn();
    const controller = new AbortController();
    const { user } = setup(
      <AskCard request={deployRequest} onResolve={onResolve} signal={controller.signal} />,
    );
    await user.click(screen.getByRole('radio', { name: 'Staging' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // A draft that was never recorded is dropped.
    await user.click(screen.getByRole('checkbox', { name: 'Lint' }));
    act(() => controller.abort());
    const resolution = lastResolution(onResolve);
    expect(resolution.reason).toBe('stopped');
    expect(resolution.content).toBe(
      `${Q1}${FW_COLON}Staging\n---\n${Q2}${FW_COLON}\n---\n${Q3}${FW_COLON}`,
    );
    expect(within(part('outcome')!).getByText('Stopped')).toBeInTheDocument();
  });

  it('abort does not steal focus from the host', async () => {
    const controller = new AbortController();
    const { user } = setup(
      <>
        <input aria-label="Composer" />
        <AskCard request={deployRequest} signal={controller.signal} />
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Composer' }));
    act(() => controller.abort());
    expect(screen.getByRole('textbox', { name: 'Composer' })).toHaveFocus();
  });
});

describe('snapshot', () => {
  it('reports each change, not the mount, and restores the draft on remount', async () => {
    const onSnapshotChange = vi.fn();
    const { user, unmount } = setup(
      <AskCard request={deployRequest} onSnapshotChange={onSnapshotChange} />,
    );
    expect(onSnapshotChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: 'Lint' }));
    expect(onSnapshotChange).toHaveBeenCalledTimes(3);
    const saved = JSON.parse(JSON.stringify(onSnapshotChange.mock.calls.at(-1)![0])) as AskState;
    unmount();

    const onResolve = vi.fn();
    const { user: user2 } = setup(
      <AskCard request={deployRequest} snapshot={saved} onResolve={onResolve} />,
    );
    expect(screen.getByRole('heading')).toHaveTextContent(Q2);
    expect(screen.getByRole('checkbox', { name: 'Lint' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Question 1 of 3, answered' })).toBeInTheDocument();
    await user2.click(screen.getByRole('button', { name: 'Decline all' }));
    expect(onResolve).toHaveBeenCalledTimes(1);
  });

  it('ignores a snapshot of another request', () => {
    const stale = {
      request: singleRequest,
      status: 'pending',
      cursor: 0,
      entries: [
        {
          status: 'unanswered',
          selected: [1],
          otherSelected: false,
          otherText: '',
          recorded: null,
        },
      ],
    };
    render(<AskCard request={deployRequest} snapshot={stale} />);
    expect(
      screen.getAllByRole('radio').every((r) => r.getAttribute('aria-checked') === 'false'),
    ).toBe(true);
  });

  it('a restored resolved snapshot shows its outcome without resolving again', () => {
    const onResolve = vi.fn();
    const resolved = {
      request: singleRequest,
      status: 'resolved',
      reason: 'declined',
      cursor: 0,
      entries: [
        { status: 'skipped', selected: [], otherSelected: false, otherText: '', recorded: null },
      ],
    };
    render(<AskCard request={singleRequest} snapshot={resolved} onResolve={onResolve} />);
    expect(within(part('outcome')!).getByText('Declined')).toBeInTheDocument();
    expect(onResolve).not.toHaveBeenCalled();
  });
});

describe('a parent-owned card (card={useAskCard(…)})', () => {
  function Dock({ onResolve }: { onResolve: (r: AskResolution) => void }) {
    const api = useAskCard(deployRequest, { onResolve });
    const [open, setOpen] = useState(true);
    return (
      <>
        <p>
          answered {api.progress.answered} of {api.progress.count}
        </p>
        <button type="button" onClick={() => setOpen(!open)}>
          toggle card
        </button>
        {open && <AskCard card={api} />}
      </>
    );
  }

  it('keeps the state while the card is hidden, and the parent reads progress from it', async () => {
    const onResolve = vi.fn();
    const { user } = setup(<Dock onResolve={onResolve} />);
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('answered 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'toggle card' }));
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'toggle card' }));
    expect(screen.getByRole('heading')).toHaveTextContent(Q2);
    await user.click(screen.getByRole('button', { name: 'Decline all' }));
    expect(lastResolution(onResolve).reason).toBe('declined');
  });

  it('AskCard.Root accepts the instance too', async () => {
    let api: AskCardApi | undefined;
    function Composed() {
      api = useAskCard(singleRequest);
      return (
        <AskCard.Root card={api}>
          <AskCard.Question />
          <AskCard.Options />
        </AskCard.Root>
      );
    }
    const { user } = setup(<Composed />);
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    expect(api!.entry.selected).toEqual([1]);
    expect(currentHasAnswer(api!.state)).toBe(true);
    expect(api!.isFinalStep).toBe(true);
  });
});

describe('stacked layout', () => {
  it('shows every question at once with one Submit (submitAll)', async () => {
    const onResolve = vi.fn();
    const { user } = setup(
      <AskCard request={deployRequest} layout="stacked" onResolve={onResolve} />,
    );
    expect(screen.getAllByRole('heading')).toHaveLength(3);
    expect(part('indicators')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    await user.click(screen.getByRole('checkbox', { name: 'e2e' }));
    await user.click(screen.getByRole('checkbox', { name: 'Lint' }));
    // Going back to the first question keeps the others' choices.
    await user.click(screen.getByRole('radio', { name: 'Staging' }));
    // No field until its row is chosen: three questions, no text area (issue 16, item 5).
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getAllByRole('radio', { name: 'Enter another answer' })[1]!);
    await user.type(screen.getByRole('textbox', { name: 'Your answer Notify anyone?' }), 'ops');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(lastResolution(onResolve).content).toBe(
      `${Q1}${FW_COLON}Staging\n---\n${Q2}${FW_COLON}Lint${IDEO_COMMA}e2e\n---\n${Q3}${FW_COLON}ops`,
    );
  });

  it('ask_user: Submit waits for every answer; Skip cancels the prompt', async () => {
    const onResolve = vi.fn();
    const { user } = setup(
      <AskCard request={askUserRequest} layout="stacked" onResolve={onResolve} />,
    );
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    // A pointer choice does not auto-advance in the stacked layout.
    expect(screen.getAllByRole('heading')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('checkbox', { name: 'On-call' }));
    expect(screen.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByRole('button', { name: 'Skip all' }));
    expect(lastResolution(onResolve).reason).toBe('declined');
  });
});

describe('ask_user dialect', () => {
  const NO_ANSWER =
    'The question was cancelled; proceed with best judgment.\n\n{\n  "status": "no_answer"\n}';

  it('shows the header chip and the indicators (no i/n beside them), no per-question skip and no Decline all', () => {
    render(<AskCard request={askUserRequest} />);
    expect(part('chip')).toHaveTextContent('Target');
    // The indicators in the header say the position; an `i/n` beside them would repeat it
    // (issue 27 #13).
    expect(part('header')!.querySelector('[data-part="indicators"]')).not.toBeNull();
    expect(part('progress')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline all' })).toBeNull();
    // Skip cancels the whole prompt here, and says so (issue 16, item 6).
    expect(screen.getAllByRole('button', { name: /skip/i })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Skip all' })).toBeInTheDocument();
  });

  it('Next stays disabled until the question has an answer', async () => {
    const { user } = setup(<AskCard request={askUserRequest} />);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('radio', { name: 'Enter another answer' }));
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('canary');
    expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled');
  });

  it('labels Skip from messages.skipPrompt in ask_user and messages.skip in asktool', () => {
    const messages = { skip: 'Skip this one', skipPrompt: 'Skip the prompt' };
    const { unmount } = render(<AskCard request={askUserRequest} messages={messages} />);
    expect(screen.getByRole('button', { name: 'Skip the prompt' })).toBeInTheDocument();
    unmount();
    render(<AskCard request={deployRequest} messages={messages} />);
    expect(screen.getByRole('button', { name: 'Skip this one' })).toBeInTheDocument();
  });

  it('Skip cancels the whole prompt with no_answer', async () => {
    const onResolve = vi.fn();
    const { user } = setup(<AskCard request={askUserRequest} onResolve={onResolve} />);
    await user.click(screen.getByRole('button', { name: 'Skip all' }));
    const resolution = lastResolution(onResolve);
    expect(resolution.reason).toBe('declined');
    expect(resolution.content).toBe(NO_ANSWER);
    expect(parts('summary-empty').map((el) => el.textContent)).toEqual(['No answer', 'No answer']);
  });

  it('a pointer choice on a single-select question advances by itself, but not on the final step', async () => {
    const onResolve = vi.fn();
    const { user } = setup(<AskCard request={askUserRequest} onResolve={onResolve} />);
    await user.click(screen.getByRole('radio', { name: 'Staging (Recommended)' }));
    expect(screen.getByRole('heading')).toHaveTextContent('Who should hear about it?');
    // Multi-select never advances by itself.
    await user.click(screen.getByRole('checkbox', { name: 'Team channel' }));
    await user.click(screen.getByRole('checkbox', { name: 'Enter another answer' }));
    await user.keyboard('the release manager');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const resolution = lastResolution(onResolve);
    const json = JSON.stringify(
      {
        status: 'answered',
        answers: {
          answers: {
            deploy_target: { answers: ['Staging (Recommended)'] },
            notify: { answers: ['Team channel', 'the release manager'] },
          },
        },
      },
      null,
      2,
    );
    expect(resolution.content).toBe(
      `Target: Staging (Recommended)\nNotify: Team channel, the release manager\n\n${json}`,
    );
  });

  it('on the final step a pointer choice waits for Submit', async () => {
    const onResolve = vi.fn();
    const request = { ...askUserRequest, questions: [askUserRequest.questions[0]!] };
    const { user } = setup(<AskCard request={request} onResolve={onResolve} />);
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    expect(onResolve).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-disabled');
  });

  it('an abort gives no_answer', () => {
    const onResolve = vi.fn();
    const controller = new AbortController();
    render(<AskCard request={askUserRequest} onResolve={onResolve} signal={controller.signal} />);
    act(() => controller.abort());
    expect(lastResolution(onResolve)).toMatchObject({ reason: 'stopped', content: NO_ANSWER });
  });
});

describe('hostile Markdown', () => {
  it('renders no link, image, script, iframe or raw HTML in the card, and keeps the source as the value', async () => {
    const onResolve = vi.fn();
    const { user } = setup(<AskCard request={hostileRequest} onResolve={onResolve} />);
    const root = card();
    expect(root.querySelector('a, [href], img, [src], script, iframe, b')).toBeNull();
    expect(root.querySelectorAll('[onerror]')).toHaveLength(0);
    expect(root.textContent).not.toContain('alert(1)');
    expect(screen.getByRole('heading')).toHaveTextContent('Pick one click me x raw');
    expect(screen.getByRole('radio', { name: 'docs' })).toBeInTheDocument();
    // A label that renders to nothing shows its source as text, so it keeps a name.
    expect(
      screen.getByRole('radio', { name: '<img src=y onerror="alert(3)">' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'tracker and' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'docs' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(lastResolution(onResolve).content).toBe(
      `${hostileRequest.questions[0]!.question}${FW_COLON}[docs](javascript:alert(2))`,
    );
    expect(card().querySelector('a, [href], img, [src], script, iframe')).toBeNull();
  });
});

describe('languages and direction', () => {
  it('shows zh-CN strings from the catalog', async () => {
    const { user } = setup(
      <AskI18nProvider locale="zh-CN">
        <AskCard request={deployRequest} />
      </AskI18nProvider>,
    );
    expect(screen.getByRole('group', { name: '来自助手的问题' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '跳过' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '全部拒绝' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '输入其他答案' }));
    await user.keyboard('金丝雀');
    expect(screen.getByRole('button', { name: '下一步' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^你的答案/ })).toHaveAttribute(
      'placeholder',
      '输入你的答案…',
    );
    expect(screen.getByRole('button', { name: '第 1 题，共 3 题，未回答' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '全部拒绝' }));
    expect(within(part('outcome')!).getByText('已拒绝')).toBeInTheDocument();
    expect(part('live-region')).toHaveTextContent('已拒绝');
  });

  it('takes per-card message overrides', async () => {
    const { user } = setup(
      <AskCard request={singleRequest} messages={{ submit: 'Send answers' }} />,
    );
    await user.keyboard('1');
    expect(screen.getByRole('button', { name: 'Send answers' })).toBeInTheDocument();
  });

  it('sets dir only for a right-to-left catalog, else inherits the host', () => {
    const { unmount } = render(<AskCard request={singleRequest} />);
    expect(card()).not.toHaveAttribute('dir');
    unmount();
    render(<AskCard request={singleRequest} messages={{ dir: 'rtl' }} />);
    expect(card()).toHaveAttribute('dir', 'rtl');
  });
});
