/** Discord payloads: the message with button components, and the edits and replies after. */
import type { AskRequest } from '../../core/types';
import { takesText } from '../answer';
import { truncate } from '../limits';
import { plainLabel } from '../markdown';
import {
  buttonMessageText,
  CHANNEL_LIMITS,
  checkButtonPrompt,
  encodeButtonData,
  type ButtonOptions,
} from './core';
import {
  resolvedMessageText,
  staleTapText,
  type AskOutcome,
  type ResolvedMessageOptions,
} from './outcome';

const LIMITS = CHANNEL_LIMITS.discord;

/** A Discord button component (type 2, style 2: secondary). */
export interface DiscordButton {
  type: 2;
  style: 2;
  label: string;
  custom_id: string;
}

/** A Discord action row (type 1) of at most five buttons. */
export interface DiscordActionRow {
  type: 1;
  components: DiscordButton[];
}

/** A Discord create-message body: content, components, and no pings from the question text. */
export interface DiscordButtonsMessage {
  content: string;
  components: DiscordActionRow[];
  allowed_mentions: { parse: [] };
}

/** A Discord edit-message body once the prompt ends: the content, the components gone. */
export interface DiscordResolvedMessage {
  content: string;
  components: [];
  allowed_mentions: { parse: [] };
}

/**
 * A Discord interaction response (type 4, `CHANNEL_MESSAGE_WITH_SOURCE`) only the tapper sees
 * (flag 64, `EPHEMERAL`).
 */
export interface DiscordInteractionReply {
  type: 4;
  data: { content: string; flags: 64 };
}

/** Backslash the characters Discord reads as Markdown, so plain text stays plain. */
function escapeDiscord(text: string): string {
  // Line-start `#`, `>` and `-#` would turn a line into a heading, quote or subtext;
  // `- item` lists stay.
  return text.replace(/[\\*_~`|[\]]/g, '\\$&').replace(/^(#|>|-#)/gm, '\\$1');
}

/**
 * A Discord message with one button per option, five to an action row, at most five rows.
 * Each `custom_id` is `ask:<promptId>:<index>` (within 100 characters); labels are plain text,
 * cut to 80 characters with `…`. Discord has no force-reply, so where the question takes free
 * text the content ends with the free-text hint: read a typed answer with `parseReply`.
 * `allowed_mentions` is empty, so an `@everyone` in a model's question pings nobody.
 *
 * @example
 * const body = toDiscordComponents(request, { promptId: interactionId });
 * await rest.post(Routes.channelMessages(channelId), { body });
 * // On an interaction: resolveButtonCallback(request, promptId, interaction.data.custom_id)
 */
export function toDiscordComponents(
  request: AskRequest,
  options: ButtonOptions,
): DiscordButtonsMessage {
  const { question, messages, choices } = checkButtonPrompt(request, options, {
    platform: 'discord',
    buttons: LIMITS.buttonsPerRow * LIMITS.rows,
    data: { field: 'custom_id', max: LIMITS.customId, unit: 'chars' },
  });
  const rows: DiscordActionRow[] = [];
  for (let start = 0; start < choices.length; start += LIMITS.buttonsPerRow) {
    const components = choices
      .slice(start, start + LIMITS.buttonsPerRow)
      .map((i): DiscordButton => ({
        type: 2,
        style: 2,
        label: truncate(plainLabel(question.options[i]!.label), LIMITS.buttonLabel),
        custom_id: encodeButtonData(options.promptId, i),
      }));
    rows.push({ type: 1, components });
  }
  const hint = takesText(question) ? [messages.channelOtherHint] : [];
  return {
    content: truncate(escapeDiscord(buttonMessageText(request, hint)), LIMITS.content),
    components: rows,
    allowed_mentions: { parse: [] },
  };
}

/** The edit-message body of a prompt that ended; see `toResolvedMessage`. */
export function discordResolvedMessage(
  request: AskRequest,
  outcome: AskOutcome,
  options: ResolvedMessageOptions = {},
): DiscordResolvedMessage {
  return {
    content: resolvedMessageText(request, outcome, options, LIMITS.content, escapeDiscord),
    components: [],
    allowed_mentions: { parse: [] },
  };
}

/** The ephemeral interaction response to a stale tap; see `toStaleTapReply`. */
export function discordStaleTapReply(
  options: ResolvedMessageOptions = {},
): DiscordInteractionReply {
  return {
    type: 4,
    data: { content: staleTapText(options, LIMITS.content, escapeDiscord), flags: 64 },
  };
}
