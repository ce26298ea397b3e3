/**
 * A button click read back: the data says which option, and the option goes through the machine
 * as the click on the card would (`answerThroughMachine`), so the agent reads what the card gives.
 */
import type { AskAnswer, AskQuestion, AskRequest, AskState } from '../../core/types';
import {
  answerThroughMachine,
  expiredAnswer,
  startState,
  takesText,
  type ChannelAnswered,
} from '../answer';
import { ChannelButtonError } from '../errors';
import { truncate } from '../limits';
import { resolveChannelMessages, type ChannelMessages } from '../messages';
import { BUTTON_DATA_PREFIX, buttonQuestion, OTHER_DATA, type ButtonChoice } from './core';

export interface ButtonCallbackOptions {
  /**
   * The prompt's state as the host stored it (a draft, or the state an earlier tap resolved).
   * A resolved state makes every later tap `already_resolved`. @default a fresh state
   */
  state?: AskState;
  /** The catalog of a refusal's message (`refused`). @default 'en' */
  messages?: ChannelMessages;
  /**
   * When the tap arrived, in epoch milliseconds: at or after the request's `expiresAt` the prompt
   * resolves `expired` (`ok: true`, `resolution.reason: 'expired'`), whatever was tapped.
   * @default Date.now()
   */
  now?: number;
}

/** A tap or reaction read through the machine: the answer, or why it gave none. */
export type ButtonCallbackResult = ChannelAnswered | { ok: false; error: ChannelButtonError };

/**
 * `value` as an error message quotes it: JSON of at most 80 characters, so 1 MB of callback data
 * makes a short message.
 */
export const shown = (value: unknown): string => {
  if (typeof value === 'string') return JSON.stringify(truncate(value, 80));
  if (typeof value === 'bigint') return `${value}n`;
  // Never JSON or String() of anything else: a host's object may throw from either.
  return value === null || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : `(${typeof value})`;
};

function splitData(data: string): { promptId: string; choice: string } | null {
  if (typeof data !== 'string' || !data.startsWith(`${BUTTON_DATA_PREFIX}:`)) return null;
  const last = data.lastIndexOf(':');
  if (last <= BUTTON_DATA_PREFIX.length) return null;
  return {
    promptId: data.slice(BUTTON_DATA_PREFIX.length + 1, last),
    choice: data.slice(last + 1),
  };
}

/**
 * Whether callback data is this prompt's "Other…" button. When it is, ask for a free-text reply
 * ({@link toTelegramForceReply}) instead of decoding.
 *
 * @example
 * isOtherButtonCallback('p1', 'ask:p1:o') // true
 */
export function isOtherButtonCallback(promptId: string, data: string): boolean {
  const split = splitData(data);
  return split !== null && split.promptId === promptId && split.choice === OTHER_DATA;
}

/** The choice the data names; throws `malformed` or `foreign_prompt`. */
function readChoice(promptId: string, data: string): ButtonChoice {
  const split = splitData(data);
  if (!split)
    throw new ChannelButtonError(
      'malformed',
      `Not ask-cards button data: ${shown(data)}; expected "ask:<promptId>:<index>".`,
    );
  const { choice } = split;
  if (choice !== OTHER_DATA && !/^(?:0|[1-9]\d{0,8})$/.test(choice)) {
    throw new ChannelButtonError(
      'malformed',
      `Bad option index in button data ${shown(data)}; expected a whole number.`,
    );
  }
  if (split.promptId !== promptId) {
    throw new ChannelButtonError(
      'foreign_prompt',
      `Button data ${shown(data)} belongs to prompt ${shown(split.promptId)}, ` +
        `not ${shown(promptId)}.`,
    );
  }
  return choice === OTHER_DATA ? 'other' : Number(choice);
}

/** The state a tap starts from; throws `already_resolved` once the prompt ended. */
export function pendingState(request: AskRequest, state: AskState | undefined): AskState {
  const start = startState(request, state);
  if (start.status === 'resolved') {
    throw new ChannelButtonError(
      'already_resolved',
      `The prompt already resolved (${start.reason}); nothing was recorded. ` +
        'Tell the person with toStaleTapReply.',
    );
  }
  return start;
}

/**
 * Records `choice` of the prompt's one question through the machine, from the host's state.
 * Throws `already_resolved`, `other_button`, `out_of_range` or `refused`.
 */
function answerChoice(
  request: AskRequest,
  question: AskQuestion,
  choice: ButtonChoice,
  options: ButtonCallbackOptions,
): ChannelAnswered {
  const start = pendingState(request, options.state);
  const expired = expiredAnswer(start, options.now);
  if (expired) return expired;
  const count = question.options.length;
  if (choice === 'other') {
    if (!takesText(question))
      throw new ChannelButtonError(
        'out_of_range',
        'This question takes one of its options only (allowOther is false): ' +
          'it has no "Other…" button.',
      );
    throw new ChannelButtonError(
      'other_button',
      'This is the "Other…" button: ask for a free-text reply (toTelegramForceReply) ' +
        'and read it with parseReply.',
    );
  }
  if (choice >= count) {
    throw new ChannelButtonError(
      'out_of_range',
      `Option ${choice} does not exist; the question has ${count} options (0-${count - 1}).`,
    );
  }
  const messages = resolveChannelMessages(options.messages);
  const answered = answerThroughMachine(start, [{ question: 0, selected: [choice] }], messages);
  if (!answered.ok)
    throw new ChannelButtonError(
      'refused',
      `The machine refused option ${choice}: ${answered.error.message}`,
      undefined,
      { cause: answered.error },
    );
  return answered;
}

/** Any error as a ChannelButtonError: a request that cannot be read has no buttons to decode. */
function asButtonError(error: unknown): ChannelButtonError {
  if (error instanceof ChannelButtonError) return error;
  // A request from the host's store that cannot be read (a getter that throws, a revoked
  // Proxy, a missing field): no prompt to decode against.
  return new ChannelButtonError(
    'not_button_prompt',
    'The request could not be read: pass the AskRequest the buttons were sent for, ' +
      'as plain data.',
    undefined,
    { cause: error },
  );
}

/**
 * Records the option `pick` reads off a tap or reaction of the prompt's one question, as
 * {@link answerChoice} does; any throw, from the request or from `pick`, becomes the error result.
 * Shared by buttons and reactions, which differ only in how the tap names its option.
 *
 * @example
 * resolveButtonPrompt(request, { state }, () => 1) // as a tap on the second option
 */
export function resolveButtonPrompt(
  request: AskRequest,
  options: ButtonCallbackOptions,
  pick: (question: AskQuestion) => ButtonChoice,
): ButtonCallbackResult {
  try {
    const question = buttonQuestion(request);
    return answerChoice(request, question, pick(question), options);
  } catch (error) {
    return { ok: false, error: asButtonError(error) };
  }
}

/**
 * What a button click gives the agent: the chosen option recorded through the machine, exactly
 * as a click on the card. On success, `resolution` holds the `result`, `content` and `details`
 * the card gives (an option's `value`, such as an MCP `const`, never its title), and `state` the
 * resolved state to store. Works for Telegram `callback_data`, Discord `custom_id` and Slack
 * `value` / `action_id` alike. Never throws.
 *
 * Errors ({@link ChannelButtonError}, English, for the developer): `malformed`,
 * `foreign_prompt` (another prompt's button), `out_of_range`, `other_button`,
 * `not_button_prompt`, `refused`, and `already_resolved` when `state` is resolved (a stale or
 * repeated tap: answer it with `toStaleTapReply`).
 *
 * @example
 * const out = resolveButtonCallback(request, promptId, query.data, { state: stored });
 * if (out.ok) {
 *   await save(out.state);
 *   finishTool(out.resolution.content, out.resolution.details);
 *   await bot.editMessageText(toResolvedMessage('telegram', request, out.resolution).text, …);
 * } else if (out.error.code === 'already_resolved') {
 *   await bot.answerCallbackQuery(query.id, toStaleTapReply('telegram'));
 * }
 */
export function resolveButtonCallback(
  request: AskRequest,
  promptId: string,
  data: string,
  options: ButtonCallbackOptions = {},
): ButtonCallbackResult {
  return resolveButtonPrompt(request, options, () => readChoice(promptId, data));
}

/**
 * The answers a button click gives: the chosen option of the prompt's one question, recorded
 * through the machine from a fresh state, as `AskAnswer[]` for `formatAskToolContent` /
 * `toAskUserResult`. {@link resolveButtonCallback} gives the whole resolution and takes the
 * host's state.
 *
 * Throws {@link ChannelButtonError}: `malformed` (not `ask:<promptId>:<index>`),
 * `foreign_prompt` (another prompt's button: a stale or forwarded message), `out_of_range`
 * (no such option), `other_button` (the "Other…" button carries no answer), or
 * `not_button_prompt` (the request is not a one-question single-select prompt).
 *
 * @example
 * decodeButtonCallback(request, 'p1', 'ask:p1:1')
 * // [{ id: 'deploy_target', status: 'answered', labels: ['Production'] }]
 */
export function decodeButtonCallback(
  request: AskRequest,
  promptId: string,
  data: string,
): AskAnswer[] {
  const out = resolveButtonCallback(request, promptId, data);
  if (!out.ok) throw out.error;
  return out.answers;
}
