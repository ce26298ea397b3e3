/**
 * The one way a channel answers: what a reply or a button says becomes picks, the picks run
 * through the machine (`recordPicks`), and the machine's state resolves (`resolveAsk`). Nothing
 * here builds an answer by hand, so a channel obeys every rule the card does.
 */
import { getAnswers } from '../core/dialects/machine';
import { createAskState } from '../core/dialects/machine';
import { restoreAskState } from '../core/machine/snapshot';
import { AskInputError } from '../core/schema/errors';
import { recordPicks } from '../core/dialects/machine';
import type { AskPick, AskPickRefusal } from '../core/machine/drive';
import type { AskMessages } from '../core/messages';
import { resolveAsk, type AskResolution } from '../core/dialects/serialize';
import type { AskAnswer, AskEvent, AskQuestion, AskRequest, AskState } from '../core/types';
import { ChannelReplyError } from './errors';
import { plainLabel } from './markdown';

/** A channel answer the machine took: the answers, their resolution, and the state after. */
export interface ChannelAnswered {
  ok: true;
  /** The recorded answers, one per question (`resolution.answers`). */
  answers: AskAnswer[];
  /** What the agent reads: `result`, `content`, `details`, as the card would give them. */
  resolution: AskResolution;
  /** The resolved state: store it as the prompt's snapshot. */
  state: AskState;
  /** The machine events the answer was, in order: replayable with `resolveAsk`. */
  events: AskEvent[];
}

/** Whether a question is never asked over a channel: its free text is a secret. */
export const isSecretQuestion = (question: AskQuestion): boolean => question.input?.secret === true;

/**
 * Whether the ids are exactly the indexes `"0"`, `"1"`, …, in order: answer keys for the agent
 * (Gemini's), not names a person would use.
 */
const keyedByIndex = (questions: readonly AskQuestion[]): boolean =>
  questions.every((question, i) => question.id === String(i));

/**
 * What a person calls question `index` in a chat: its id, or its 1-based number where the ids are
 * exactly the indexes `"0"`, `"1"`, … (Gemini's). Shown and read as keys, index ids would make
 * `1:` name the second question while a person counting from 1 means the first. Any other id, a
 * bare number or not (an MCP field keyed `"5"`), is the agent's own name and stays the key.
 *
 * @example
 * replyKey([{ id: 'deploy_target', … }], 0)        // "deploy_target"
 * replyKey([{ id: '0', … }, { id: '1', … }], 0)    // "1"
 * replyKey([{ id: '5', … }, { id: 'name', … }], 0) // "5"
 */
export const replyKey = (questions: readonly AskQuestion[], index: number): string =>
  keyedByIndex(questions) ? String(index + 1) : questions[index]!.id;

/** Whether a question takes free text beside (or instead of) its options. */
export const takesText = (question: AskQuestion): boolean => question.allowOther !== false;

/**
 * The state a channel answer starts from: the host's, else a fresh one.
 *
 * @throws AskInputError when `state` is not a state of `request` (a corrupt or foreign store
 *   entry), or `request` is not a well-formed AskRequest.
 */
export function startState(request: AskRequest, state: AskState | undefined): AskState {
  if (state === undefined) return createAskState(request);
  const restored = restoreAskState(request, state);
  if (restored) return restored;
  throw new AskInputError([
    {
      path: [],
      message:
        'options.state is not a state of this request: pass the state the last reply, tap or ' +
        'card gave for this very request, or leave it out to start afresh',
    },
  ]);
}

/**
 * A prompt past its deadline (`request.expiresAt`) at `now`: its expiry, through the machine (an
 * `expire` event), else null. A chat has no timer: a reply or a tap is where time is read.
 */
export function expiredAnswer(start: AskState, now: number = Date.now()): ChannelAnswered | null {
  const { expiresAt } = start.request;
  if (expiresAt === undefined || !(now >= expiresAt) || start.status === 'resolved') return null;
  const events: AskEvent[] = [{ type: 'expire' }];
  const { state, resolution } = resolveAsk(start, events);
  return resolution ? { ok: true, answers: getAnswers(state), resolution, state, events } : null;
}

/** The error a machine refusal becomes, in the person's language. */
export function refusalError(
  state: AskState,
  refusal: AskPickRefusal,
  messages: AskMessages,
): ChannelReplyError {
  const question = state.request.questions[refusal.question]!;
  const key = replyKey(state.request.questions, refusal.question);
  const { blocker } = refusal;
  if (blocker.code === 'required')
    return new ChannelReplyError(
      'required',
      messages.channelReplyRequired({ question: key }),
      undefined,
      question.id,
    );
  if (blocker.code === 'notAChoice')
    return new ChannelReplyError(
      'not_a_choice',
      messages.channelReplyNotAChoice({
        question: key,
        choices: question.options.map((o, i) => `${i + 1}. ${plainLabel(o.label)}`).join(', '),
      }),
      undefined,
      question.id,
    );
  return new ChannelReplyError(
    'invalid_answer',
    messages.channelReplyInvalid({ question: key, reason: messages.blocker(blocker) }),
    undefined,
    question.id,
  );
}

/**
 * Records `picks` through the machine from `start`, and resolves. A secret question is kept
 * pending (never answered over a channel): the outcome is then `answer_in_app`, its state holding
 * the other answers for the card in the app to finish.
 */
export function answerThroughMachine(
  start: AskState,
  picks: readonly AskPick[],
  messages: AskMessages,
): ChannelAnswered | { ok: false; error: ChannelReplyError; state: AskState } {
  const { questions } = start.request;
  const secret = new Set(questions.flatMap((q, i) => (isSecretQuestion(q) ? [i] : [])));
  const outcome = recordPicks(
    start,
    picks.filter((pick) => !secret.has(pick.question)),
    secret,
  );
  if (!outcome.ok)
    return { ok: false, error: refusalError(start, outcome.refusal, messages), state: start };
  const { state, events } = outcome;
  const { resolution } = resolveAsk(state);
  if (!resolution) {
    const pending = questions.findIndex(
      (_, i) => secret.has(i) && state.entries[i]!.status === 'unanswered',
    );
    const at = pending >= 0 ? pending : state.cursor;
    const question = questions[at];
    const id = question?.id ?? '';
    return {
      ok: false,
      error: new ChannelReplyError(
        'answer_in_app',
        messages.channelAnswerInApp({ question: question ? replyKey(questions, at) : '' }),
        undefined,
        id,
      ),
      state,
    };
  }
  return { ok: true, answers: getAnswers(state), resolution, state, events };
}
