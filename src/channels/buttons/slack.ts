/** Slack Block Kit payloads: the message with an actions block, and the updates and replies. */
import type { AskRequest } from '../../core/types';
import { takesText } from '../answer';
import { truncate } from '../limits';
import { plainLabel } from '../markdown';
import {
  BUTTON_DATA_PREFIX,
  buttonMessageText,
  CHANNEL_LIMITS,
  checkButtonPrompt,
  encodeButtonData,
  type ButtonOptions,
} from './core';
import {
  fitResolved,
  joinResolved,
  resolvedText,
  staleTapText,
  type AskOutcome,
  type ResolvedMessageOptions,
} from './outcome';

const LIMITS = CHANNEL_LIMITS.slack;

export interface SlackPlainText {
  type: 'plain_text';
  text: string;
  emoji?: boolean;
}

/** A Block Kit button element. */
export interface SlackButton {
  type: 'button';
  text: SlackPlainText;
  action_id: string;
  value: string;
}

export type SlackBlock =
  | { type: 'section'; text: SlackPlainText }
  | { type: 'actions'; block_id: string; elements: SlackButton[] }
  | { type: 'context'; elements: SlackPlainText[] };

/** A `chat.postMessage` body: Block Kit blocks and the notification `text`. */
export interface SlackButtonsMessage {
  /** Fallback for notifications and clients without blocks (`&`, `<`, `>` escaped). */
  text: string;
  blocks: SlackBlock[];
}

/** A `chat.update` body once the prompt ends (add `channel` and `ts`): no actions block. */
export interface SlackResolvedMessage {
  /** Fallback for notifications and clients without blocks (`&`, `<`, `>` escaped). */
  text: string;
  blocks: Exclude<SlackBlock, { type: 'actions' }>[];
}

/** A `response_url` body only the tapper sees, leaving the prompt's message as it is. */
export interface SlackEphemeralReply {
  response_type: 'ephemeral';
  text: string;
  replace_original: false;
}

function escapeSlack(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const plain = (text: string): SlackPlainText => ({ type: 'plain_text', text, emoji: true });

/**
 * A Slack Block Kit message: a section with the question, an actions block with one button per
 * option (`action_id` and `value` both `ask:<promptId>:<index>`, the block id `ask:<promptId>`),
 * and, where the question takes free text, a context line with the free-text hint: read a typed
 * answer with `parseReply`. Button texts are plain text, cut to 75 characters with `…`; at most
 * 25 buttons.
 *
 * @example
 * const message = toSlackBlocks(request, { promptId: 'p1' });
 * await client.chat.postMessage({ channel, ...message });
 * // On block_actions: resolveButtonCallback(request, promptId, payload.actions[0].value)
 */
export function toSlackBlocks(request: AskRequest, options: ButtonOptions): SlackButtonsMessage {
  const { question, messages, choices } = checkButtonPrompt(request, options, {
    platform: 'slack',
    buttons: LIMITS.actionsElements,
    data: { field: 'action_id', max: LIMITS.actionId, unit: 'chars' },
  });
  // `ask:<promptId>` is shorter than every action_id, and Slack allows both 255 characters.
  const blockId = `${BUTTON_DATA_PREFIX}:${options.promptId}`;
  const text = buttonMessageText(request);
  const blocks: SlackBlock[] = [
    { type: 'section', text: plain(truncate(text, LIMITS.sectionText)) },
    {
      type: 'actions',
      block_id: blockId,
      elements: choices.map((i): SlackButton => {
        const data = encodeButtonData(options.promptId, i);
        return {
          type: 'button',
          text: plain(truncate(plainLabel(question.options[i]!.label), LIMITS.buttonText)),
          action_id: data,
          value: data,
        };
      }),
    },
  ];
  if (takesText(question))
    blocks.push({ type: 'context', elements: [plain(messages.channelOtherHint)] });
  return { text: truncate(escapeSlack(text), LIMITS.sectionText), blocks };
}

/** The `chat.update` body of a prompt that ended; see `toResolvedMessage`. */
export function slackResolvedMessage(
  request: AskRequest,
  outcome: AskOutcome,
  options: ResolvedMessageOptions = {},
): SlackResolvedMessage {
  const { head, line } = resolvedText(request, outcome, options);
  const fit = fitResolved(head, line, LIMITS.sectionText);
  const blocks: SlackResolvedMessage['blocks'] = [];
  if (fit.head !== '') blocks.push({ type: 'section', text: plain(fit.head) });
  blocks.push({ type: 'context', elements: [plain(fit.line)] });
  const escaped = fitResolved(escapeSlack(head), escapeSlack(line), LIMITS.sectionText);
  return { text: joinResolved(escaped), blocks };
}

/** The ephemeral `response_url` body for a stale tap; see `toStaleTapReply`. */
export function slackStaleTapReply(options: ResolvedMessageOptions = {}): SlackEphemeralReply {
  return {
    response_type: 'ephemeral',
    text: staleTapText(options, LIMITS.sectionText, escapeSlack),
    replace_original: false,
  };
}
