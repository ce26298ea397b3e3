/**
 * Answering by reaction where a platform has no buttons (Signal, WhatsApp, iMessage): a
 * one-choice prompt offers 1️⃣–🔟, and the keycap a person reacts with picks that option, through
 * the machine as a tap on the card would.
 */
import type { AskRequest } from '../core/types';
import {
  pendingState,
  resolveButtonPrompt,
  shown,
  type ButtonCallbackOptions,
  type ButtonCallbackResult,
} from './buttons/callback';
import { isButtonPrompt } from './buttons/core';
import { ChannelButtonError } from './errors';
import { resolveChannelMessages, type ChannelMessages } from './messages';
import { renderPromptText, replyHintText } from './text';

/** The reactions for options 1 to 10, as a prompt shows them (with U+FE0F). */
export const REACTION_KEYCAPS = [
  '1️⃣',
  '2️⃣',
  '3️⃣',
  '4️⃣',
  '5️⃣',
  '6️⃣',
  '7️⃣',
  '8️⃣',
  '9️⃣',
  '🔟',
] as const;

/** What to send where a platform has no buttons. */
export type ReactionPrompt =
  /** Numbered options and a line naming the keycaps: read a reaction with `parseReaction`. */
  | { kind: 'reactions'; text: string; reactions: string[] }
  /** The text prompt (`renderPromptText`): read the reply with `parseReply`. */
  | { kind: 'text'; text: string };

export interface ReactionPromptOptions {
  /** A catalog, or the locale of a built-in one. @default 'en' */
  messages?: ChannelMessages;
}

/**
 * The prompt to send where a platform has no buttons. A one-choice prompt (see `isButtonPrompt`)
 * of up to ten options gets the text prompt with its reply hint replaced by "React with 1️⃣–4️⃣
 * or reply with the number or the option text." (localized); anything else gets the plain text
 * prompt. `reactions` lists the keycaps to offer, or to pre-add where the platform allows.
 *
 * @example
 * const prompt = toReactionPrompt(request);
 * await signal.send(chat, prompt.text);
 * // prompt.kind === 'reactions': prompt.reactions is ['1️⃣', '2️⃣']
 */
export function toReactionPrompt(
  request: AskRequest,
  options: ReactionPromptOptions = {},
): ReactionPrompt {
  const text = renderPromptText(request, options);
  if (!isButtonPrompt(request)) return { kind: 'text', text };
  const count = request.questions[0]!.options.length;
  if (count > REACTION_KEYCAPS.length) return { kind: 'text', text };
  const reactions = REACTION_KEYCAPS.slice(0, count);
  const range = count === 1 ? reactions[0]! : `${reactions[0]}–${reactions[count - 1]}`;
  const hint = resolveChannelMessages(options.messages).channelReactHint({ range });
  const replyHint = replyHintText(request, options);
  // The reaction hint takes the place of the reply hint, which closes the text prompt.
  const body =
    replyHint !== '' && text.endsWith(replyHint) ? text.slice(0, -replyHint.length) : `${text}\n\n`;
  return { kind: 'reactions', text: body + hint, reactions };
}

/** Slack's names of the keycaps (`reaction_added` sends `one`; messages show `:one:`). */
const KEYCAP_NAMES = new Map([
  ['zero', 0],
  ['one', 1],
  ['two', 2],
  ['three', 3],
  ['four', 4],
  ['five', 5],
  ['six', 6],
  ['seven', 7],
  ['eight', 8],
  ['nine', 9],
  ['keycap_ten', 10],
]);

/** The number a keycap reaction stands for (0-10), or null for any other reaction. */
function keycapNumber(emoji: unknown): number | null {
  if (typeof emoji !== 'string') return null;
  const text = emoji.trim();
  const keycap = /^([0-9])\uFE0F?\u20E3$/u.exec(text);
  if (keycap) return Number(keycap[1]);
  if (/^\u{1F51F}\uFE0F?$/u.test(text)) return 10;
  const name = /^(?::([a-z_]+):|([a-z_]+))$/.exec(text);
  return name ? (KEYCAP_NAMES.get(name[1] ?? name[2]!) ?? null) : null;
}

/**
 * What a reaction to a one-choice prompt gives the agent: the keycap's option recorded through
 * the machine, exactly as a click on the card (`resolution.result` carries the option's value).
 * Accepts `1️⃣` to `9️⃣` with or without U+FE0F (`1\u20E3`, `1\uFE0F\u20E3`), `🔟` for the tenth,
 * and Slack's names (`:one:`, `one`, `:keycap_ten:`). Never throws.
 *
 * Errors ({@link ChannelButtonError}, for the developer): `malformed` for any other reaction
 * (people react with 👍 to anything: ignore it), `out_of_range` for a keycap past the options,
 * `not_button_prompt` for a prompt sent as text, `refused`, and `already_resolved` when `state`
 * is resolved (answer the person with `toStaleTapReply`'s words or not at all).
 *
 * @example
 * const out = parseReaction(request, event.emoji, { state: stored });
 * if (out.ok) finishTool(out.resolution.content, out.resolution.details);
 * else if (out.error.code !== 'malformed') log(out.error.message);
 */
export function parseReaction(
  request: AskRequest,
  emoji: string,
  options: ButtonCallbackOptions = {},
): ButtonCallbackResult {
  return resolveButtonPrompt(request, options, (question) => {
    const n = keycapNumber(emoji);
    if (n === null)
      throw new ChannelButtonError(
        'malformed',
        `Not a keycap reaction: ${shown(emoji)}; expected 1️⃣–🔟 (with or without U+FE0F) ` +
          'or a name like ":one:".',
      );
    const count = question.options.length;
    pendingState(request, options.state);
    if (n < 1 || n > count)
      throw new ChannelButtonError(
        'out_of_range',
        `Reaction ${shown(emoji)} picks option ${n}; the question has ${count} options ` +
          `(1-${count}).`,
      );
    return n - 1;
  });
}
