/**
 * Why a plain-text reply gave no answers:
 * - `empty`: nothing in it answers a question (blank, or only separators);
 * - `unkeyed_line`: some lines start with a question key and this one does not;
 * - `duplicate_answer`: two lines answer the same question;
 * - `too_many_lines`: more lines than questions, none of them keyed;
 * - `too_long`: longer than any answer (`MAX_REPLY_CHARS`); read no further.
 */
export type ChannelReplyErrorCode =
  'empty' | 'unkeyed_line' | 'duplicate_answer' | 'too_many_lines' | 'too_long';

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

  constructor(code: ChannelReplyErrorCode, message: string, line?: number) {
    super(message);
    this.code = code;
    this.line = line;
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
 * - `out_of_range`: the option index is not one of the question's options;
 * - `other_button`: the data is the "Other…" button's, which carries no answer
 *   (check {@link isOtherButtonCallback} first and ask for a free-text reply).
 */
export type ChannelButtonErrorCode =
  | 'invalid_prompt_id'
  | 'not_button_prompt'
  | 'too_many_options'
  | 'data_too_long'
  | 'malformed'
  | 'foreign_prompt'
  | 'out_of_range'
  | 'other_button';

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

  constructor(code: ChannelButtonErrorCode, message: string, limit?: ChannelLimit) {
    super(message);
    this.code = code;
    this.limit = limit;
  }
}
