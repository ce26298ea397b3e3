/**
 * Why a plain-text reply gave no answers:
 * - `empty`: nothing in it answers a question (blank, or only separators);
 * - `unkeyed_line`: some lines start with a question key and this one does not;
 * - `duplicate_answer`: two lines answer the same question;
 * - `too_many_lines`: more lines than questions, none of them keyed;
 * - `too_long`: longer than any answer (`MAX_REPLY_CHARS`); read no further;
 * - `required`: a question that needs an answer got none (the prompt stays open);
 * - `not_a_choice`: a closed question got something that is not one of its choices;
 * - `invalid_answer`: the question's rules refuse the answer (a number out of range, a format…);
 * - `answer_in_app`: everything else is recorded, but a secret question is never asked in a
 *   chat: the prompt stays pending (the error's `state`) until the card in the app answers it;
 * - `not_confirmation`: a reply to a confirmation that neither accepts nor declines;
 * - `already_resolved`: the prompt ended before this reply.
 *
 * In every case but `answer_in_app` nothing is recorded: the person replies again.
 */
export type ChannelReplyErrorCode =
  | 'empty'
  | 'unkeyed_line'
  | 'duplicate_answer'
  | 'too_many_lines'
  | 'too_long'
  | 'required'
  | 'not_a_choice'
  | 'invalid_answer'
  | 'answer_in_app'
  | 'not_confirmation'
  | 'already_resolved';

/**
 * A plain-text reply that could not be read. `message` is written for the person who replied
 * (in the catalog's language) and says what to change; send it back to them as is.
 *
 * @example
 * const result = parseReply(request, text);
 * // "Your reply has no answer in it. Reply with…"
 * if (!result.ok) await chat.send(result.error.message);
 */
export class ChannelReplyError extends Error {
  override readonly name = 'ChannelReplyError';
  readonly code: ChannelReplyErrorCode;
  /** The 1-based line of the reply the error is about, when there is one. */
  readonly line: number | undefined;
  /** The id of the question the error is about, when there is one. */
  readonly question: string | undefined;

  constructor(code: ChannelReplyErrorCode, message: string, line?: number, question?: string) {
    super(message);
    this.code = code;
    this.line = line;
    this.question = question;
  }
}

/**
 * Why a button payload could not be built or a button callback could not be read:
 * - `invalid_prompt_id`: the prompt id is empty or holds control characters;
 * - `not_button_prompt`: native buttons are for one single-select question only;
 * - `too_many_options`: more buttons than the platform shows;
 * - `data_too_long`: the prompt id makes the button data longer than the platform allows;
 * - `malformed`: the callback data is not ask-cards button data;
 * - `foreign_prompt`: the data belongs to another prompt (a stale or forwarded message);
 * - `out_of_range`: the option index (or reaction keycap) is not one of the question's options,
 *   or the data is the "Other…" button's on a question that takes no free text;
 * - `other_button`: the data is the "Other…" button's, which carries no answer
 *   (check {@link isOtherButtonCallback} first and ask for a free-text reply);
 * - `already_resolved`: the prompt ended before this tap or reaction (a stale or repeated one):
 *   nothing is recorded; tell the person with `toStaleTapReply`;
 * - `refused`: the machine refused the option (the question's rules); `cause` is the
 *   `ChannelReplyError` whose message can go to the person;
 * - `not_resolved`: a resolved message was asked for a prompt still pending.
 */
export type ChannelButtonErrorCode =
  | 'invalid_prompt_id'
  | 'not_button_prompt'
  | 'too_many_options'
  | 'data_too_long'
  | 'malformed'
  | 'foreign_prompt'
  | 'out_of_range'
  | 'other_button'
  | 'already_resolved'
  | 'refused'
  | 'not_resolved';

/** The platform limit an error is about. */
export interface ChannelLimit {
  platform: 'telegram' | 'discord' | 'slack';
  /** The field the platform limits: `callback_data`, `custom_id`, `action_id`, buttons… */
  field: string;
  max: number;
  unit: 'bytes' | 'chars' | 'buttons';
}

/**
 * A button payload that cannot be built, or callback data that does not answer this prompt.
 * These are host-side conditions (a too-long prompt id, a stale button), so the message is
 * English and written for the developer.
 *
 * @example
 * try {
 *   answers = decodeButtonCallback(request, promptId, query.data);
 * } catch (error) {
 *   if (error instanceof ChannelButtonError && error.code === 'foreign_prompt') {
 *     return ignoreStaleClick();
 *   }
 *   throw error;
 * }
 */
export class ChannelButtonError extends Error {
  override readonly name = 'ChannelButtonError';
  readonly code: ChannelButtonErrorCode;
  /** The platform limit that was exceeded, for `data_too_long` and `too_many_options`. */
  readonly limit: ChannelLimit | undefined;

  constructor(
    code: ChannelButtonErrorCode,
    message: string,
    limit?: ChannelLimit,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.code = code;
    this.limit = limit;
  }
}
