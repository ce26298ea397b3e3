/**
 * What every platform's buttons share: the limits, the button data (`ask:<promptId>:<index>`),
 * which prompts get buttons, and the text above them.
 */
import type { AskMessages } from '../../core/messages';
import type { AskQuestion, AskRequest } from '../../core/types';
import { isSecretQuestion, takesText } from '../answer';
import { ChannelButtonError, type ChannelLimit } from '../errors';
import { measure } from '../limits';
import { oneLine, plainLabel } from '../markdown';
import { resolveChannelMessages, type ChannelMessages } from '../messages';
import { promptLead, questionLead } from '../text';

/**
 * Every limit the payload builders respect. Character limits are checked in UTF-16 code units,
 * which is never less than the code point count, so they hold however a platform counts.
 * Telegram documents no limit on button text; 64 keeps a button to about one line.
 *
 * @example
 * CHANNEL_LIMITS.telegram.callbackDataBytes // 64
 */
export const CHANNEL_LIMITS = {
  telegram: {
    callbackDataBytes: 64,
    buttonText: 64,
    text: 4096,
    buttons: 100,
    inputFieldPlaceholder: 64,
    /** `answerCallbackQuery` `text`: the toast after a tap. */
    callbackAnswerText: 200,
  },
  discord: { customId: 100, buttonLabel: 80, buttonsPerRow: 5, rows: 5, content: 2000 },
  slack: {
    actionId: 255,
    value: 2000,
    blockId: 255,
    buttonText: 75,
    actionsElements: 25,
    sectionText: 3000,
  },
} as const;

/** The chat platforms with native button payloads. */
export type ChannelPlatform = 'telegram' | 'discord' | 'slack';

/** The first field of every button's data, so a host can route ask-cards callbacks. */
export const BUTTON_DATA_PREFIX = 'ask';
/** The choice field of the "Other…" button's data. */
export const OTHER_DATA = 'o';

/** A button's choice: an option's 0-based index, or the "Other…" button. */
export type ButtonChoice = number | 'other';

export interface ButtonOptions {
  /**
   * The host's id for this prompt (a message id, a UUID…), carried by every button so a click
   * on a stale or forwarded message is recognised. It must be short enough for the platform's
   * data limit: `ask:<promptId>:<index>` within 64 UTF-8 bytes on Telegram, 100 characters on
   * Discord, 255 on Slack. A UUID fits everywhere. Longer ids throw `data_too_long`.
   */
  promptId: string;
  /** A catalog, or the locale of a built-in one. @default 'en' */
  messages?: ChannelMessages;
}

/**
 * Whether a prompt gets native buttons: one single-select question with options, not secret.
 * Multi-select, several-question and free-text prompts use the text fallback; a secret question
 * is never asked in a chat.
 *
 * @example
 * isButtonPrompt(request) ? toTelegramKeyboard(request, { promptId }) : renderPromptText(request)
 */
export function isButtonPrompt(request: AskRequest): boolean {
  if (request.questions.length !== 1) return false;
  const question = request.questions[0]!;
  return !question.multiSelect && question.options.length > 0 && !isSecretQuestion(question);
}

/**
 * A button's data: `ask:<promptId>:<index>` with the option's 0-based index, or
 * `ask:<promptId>:o` for the "Other…" button. The label never travels: it may be long, and the
 * index is what {@link decodeButtonCallback} checks against the request.
 *
 * @example
 * encodeButtonData('m-42', 0)       // "ask:m-42:0"
 * encodeButtonData('m-42', 'other') // "ask:m-42:o"
 */
export function encodeButtonData(promptId: string, choice: ButtonChoice): string {
  checkPromptId(promptId);
  return `${BUTTON_DATA_PREFIX}:${promptId}:${choice === 'other' ? OTHER_DATA : choice}`;
}

export function checkPromptId(promptId: string): void {
  // eslint-disable-next-line no-control-regex
  if (typeof promptId !== 'string' || promptId === '' || /[\u0000-\u001f\u007f]/.test(promptId)) {
    throw new ChannelButtonError(
      'invalid_prompt_id',
      'promptId must be a non-empty string without control characters; ' +
        `got ${JSON.stringify(promptId)}`,
    );
  }
}

/** Throws `data_too_long` when the longest data string of a prompt is over a limit. */
function checkDataLength(
  promptId: string,
  choices: ButtonChoice[],
  limit: ChannelLimit & { unit: 'bytes' | 'chars' },
): void {
  const longest = Math.max(
    ...choices.map((c) => measure(encodeButtonData(promptId, c), limit.unit)),
  );
  if (longest <= limit.max) return;
  const room = limit.max - (longest - measure(promptId, limit.unit));
  throw new ChannelButtonError(
    'data_too_long',
    `${limit.platform} ${limit.field} is limited to ${limit.max} ${limit.unit}; ` +
      `with this promptId it would be ${longest}. ` +
      `Use a promptId of at most ${room} ${limit.unit}.`,
    limit,
  );
}

/** Throws `too_many_options` when a prompt needs more buttons than the platform shows. */
function checkButtonCount(count: number, limit: ChannelLimit): void {
  if (count > limit.max) {
    throw new ChannelButtonError(
      'too_many_options',
      `${limit.platform} shows at most ${limit.max} ${limit.field}; this prompt needs ${count}.`,
      limit,
    );
  }
}

/** The one question of a button prompt; throws `not_button_prompt` for any other prompt. */
export function buttonQuestion(request: AskRequest): AskQuestion {
  if (!isButtonPrompt(request)) {
    throw new ChannelButtonError(
      'not_button_prompt',
      'Native buttons are for a prompt of one single-select question with options, not secret; ' +
        'use toChannelPayload or renderPromptText for this one.',
    );
  }
  return request.questions[0]!;
}

/** The buttons of a question: one per option, then "Other…" where asked for and allowed. */
export function buttonChoices(question: AskQuestion, other: boolean): ButtonChoice[] {
  const choices: ButtonChoice[] = question.options.map((_, i) => i);
  if (other && takesText(question)) choices.push('other');
  return choices;
}

/** What a platform allows a button prompt: how many buttons, and the field carrying the data. */
export interface ButtonPromptLimits {
  platform: ChannelPlatform;
  buttons: number;
  data: { field: string; max: number; unit: 'bytes' | 'chars' };
}

/** A button prompt checked against its platform, ready to lay out. */
export interface CheckedButtonPrompt<Choice extends ButtonChoice = ButtonChoice> {
  question: AskQuestion;
  messages: AskMessages;
  choices: Choice[];
}

/**
 * The question, catalog and buttons every platform's builder starts from: one per option, then
 * "Other…" where `other` asks for it and the question allows it. Throws `not_button_prompt`,
 * then `too_many_options`, then `data_too_long`.
 *
 * @example
 * const { question, choices } = checkButtonPrompt(request, { promptId: 'p1' }, {
 *   platform: 'slack',
 *   buttons: 25,
 *   data: { field: 'action_id', max: 255, unit: 'chars' },
 * });
 */
export function checkButtonPrompt(
  request: AskRequest,
  options: ButtonOptions,
  limits: ButtonPromptLimits,
): CheckedButtonPrompt<number>;
export function checkButtonPrompt(
  request: AskRequest,
  options: ButtonOptions,
  limits: ButtonPromptLimits,
  other: boolean,
): CheckedButtonPrompt;
export function checkButtonPrompt(
  request: AskRequest,
  options: ButtonOptions,
  limits: ButtonPromptLimits,
  other = false,
): CheckedButtonPrompt {
  const question = buttonQuestion(request);
  const messages = resolveChannelMessages(options.messages);
  const choices = buttonChoices(question, other);
  checkButtonCount(choices.length, {
    platform: limits.platform,
    field: 'buttons',
    max: limits.buttons,
    unit: 'buttons',
  });
  checkDataLength(options.promptId, choices, { platform: limits.platform, ...limits.data });
  return { question, messages, choices };
}

/**
 * The message text above the buttons: the prompt's lead, the question, then options with
 * descriptions (buttons cannot show them), and `extra` blocks.
 */
export function buttonMessageText(request: AskRequest, extra: string[] = []): string {
  const question = request.questions[0]!;
  const described = question.options.filter(
    (o) => o.description !== undefined && oneLine(o.description) !== '',
  );
  const lines = described.map((o) => `- ${plainLabel(o.label)} - ${oneLine(o.description!)}`);
  return [...promptLead(request), questionLead(question), lines.join('\n'), ...extra]
    .filter((block) => block !== '')
    .join('\n\n');
}
