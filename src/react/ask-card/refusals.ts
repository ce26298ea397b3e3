/**
 * The agent's refusals on a card (`fieldErrors`): which still show, where the card opens for
 * them, and what the live region says. The machine never sees them: they only describe answers.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AskCardMessages } from '../../core/messages/types';
import type { AskEntry, AskEvent, AskSelection, AskState } from '../../core/types';
import { useIsomorphicLayoutEffect } from '../use-isomorphic-layout-effect';
import type { AskCardRefusals } from './types';

type FieldErrors = Readonly<Record<string, string>>;

/** One refusal as it arrived: the entries then, and the questions whose answer changed since. */
interface Arrival {
  given: FieldErrors | undefined;
  fields: Map<number, string>;
  form: string[];
  at: number;
  announcement: string;
  baseline: readonly AskEntry[];
  cleared: ReadonlySet<number>;
  /** The stepper has shown `at` since the refusal arrived (it may arrive elsewhere). */
  reached: boolean;
  /** The stepper left `at` after that: the announcement was heard and is not read again. */
  spent: boolean;
}

const sameSelection = (a: AskSelection, b: AskSelection) =>
  a.otherSelected === b.otherSelected &&
  a.otherText === b.otherText &&
  a.selected.length === b.selected.length &&
  a.selected.every((option, i) => b.selected[i] === option);

/** The agent's text as a plain string: untrusted, never more than text. */
const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** `given` read against the request: per question index, and those about no question. */
function arrive(
  given: FieldErrors | undefined,
  state: AskState,
  messages: AskCardMessages,
): Arrival {
  const { questions } = state.request;
  const fields = new Map<number, string>();
  const form: string[] = [];
  if (given && typeof given === 'object') {
    for (const [key, value] of Object.entries(given)) {
      const text = textOf(value);
      if (text === null) continue;
      const index = questions.findIndex((q) => q.id === key);
      if (index === -1) form.push(text);
      else fields.set(index, text);
    }
  }
  const ordered = [...fields.keys()].sort((a, b) => a - b);
  const count = questions.length;
  const said = ordered.map((i) =>
    count > 1
      ? messages.fieldBlocker({
          field: questions[i]!.header ?? messages.questionPosition({ index: i + 1, count }),
          reason: fields.get(i)!,
        })
      : fields.get(i)!,
  );
  const any = fields.size > 0 || form.length > 0;
  return {
    given,
    fields,
    form,
    at: ordered[0] ?? state.cursor,
    announcement: any ? [messages.answersRefused, ...said, ...form].join(' ') : '',
    baseline: state.entries,
    cleared: new Set(),
    reached: false,
    spent: false,
  };
}

/** `now` after the card moved: the stepper on `at`, then off it, spends the announcement. */
function follow(now: Arrival, state: AskState): Arrival {
  if (now.spent || (state.layout ?? 'stepper') !== 'stepper') return now;
  const here = state.cursor === now.at;
  if (!now.reached) return here ? { ...now, reached: true } : now;
  return here ? now : { ...now, spent: true };
}

/** The state the card mounts in: on the first question with an error, in the stepper. */
export function openOnRefusal(
  state: AskState,
  given: FieldErrors | undefined,
  messages: AskCardMessages,
  reduce: (state: AskState, event: AskEvent) => AskState,
): AskState {
  const { at, fields } = arrive(given, state, messages);
  if (fields.size === 0 || state.status !== 'pending' || (state.layout ?? 'stepper') !== 'stepper')
    return state;
  return reduce(state, { type: 'goTo', index: at });
}

/**
 * The refusals the card shows now; null once no field or form error is left. A new
 * `fieldErrors` object is a new refusal, even with the same words: it shows and is announced
 * again, and the stepper goes to its first question (`goTo`, through the machine); each
 * question's error clears once its answer differs from the one refused. The announcement waits
 * for the commit after the arrival, so the live region has it as a change (a mounted one, or
 * one that held the same words), and is spent once the stepper leaves that question.
 */
export function useRefusals(
  given: FieldErrors | undefined,
  state: AskState,
  messages: AskCardMessages,
  dispatch: (event: AskEvent) => void,
): { refusals: AskCardRefusals | null; hushed: boolean } {
  const [seen, setSeen] = useState(() => follow(arrive(given, state, messages), state));
  let now = seen;
  // Adjusting state while rendering (React's documented pattern for props that reset state):
  // the card never paints the old refusals against a new object.
  if (now.given !== given) now = arrive(given, state, messages);
  const changed = [...now.fields.keys()].filter(
    (i) => !now.cleared.has(i) && !sameSelection(state.entries[i]!, now.baseline[i]!),
  );
  if (changed.length > 0) now = { ...now, cleared: new Set([...now.cleared, ...changed]) };
  now = follow(now, state);
  if (now !== seen) setSeen(now);

  // A refusal that arrives on a mounted card opens its question (at mount it is done already);
  // the ref survives StrictMode's rehearsal, so the move is sent once.
  const opened = useRef(given);
  const at = now.fields.size > 0 ? now.at : -1;
  useIsomorphicLayoutEffect(() => {
    if (opened.current === now.given) return;
    opened.current = now.given;
    if (at !== -1 && state.status === 'pending' && (state.layout ?? 'stepper') === 'stepper')
      dispatch({ type: 'goTo', index: at });
  });
  // The refusal (the `fieldErrors` object) whose announcement the live region may hold.
  const [announced, setAnnounced] = useState<{ given: FieldErrors | undefined } | null>(null);
  const heard = announced !== null && announced.given === now.given;
  useEffect(() => {
    // Deliberately a second commit: a live region announces changes, not what it mounted with,
    // and the same words from a new refusal are a change only after an empty commit.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!heard && now.announcement) setAnnounced({ given: now.given });
  }, [heard, now.announcement, now.given]);

  const pending = state.status === 'pending';
  const { questions } = state.request;
  const refusals = useMemo(() => {
    if (now.announcement === '' || !pending) return null;
    const fields: Record<string, string> = {};
    for (const [i, text] of now.fields) if (!now.cleared.has(i)) fields[questions[i]!.id] = text;
    if (Object.keys(fields).length === 0 && now.form.length === 0) return null;
    const announcement = heard && !now.spent ? now.announcement : '';
    return { fields, form: now.form, at: now.at, announcement };
  }, [now, pending, questions, heard]);
  // Fixed on the question it was read on: the live region empties (not read) rather than say
  // the step the user never left; the next step change speaks as usual.
  const hushed = pending && refusals === null && heard && !now.spent && now.announcement !== '';
  return { refusals, hushed };
}
