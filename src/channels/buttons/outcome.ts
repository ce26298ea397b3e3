/**
 * The words of a prompt after it ends, shared by every platform's edit: the question kept, and
 * one line saying how it ended.
 */
import type { AskMessages } from '../../core/messages';
import { toAskResolution, type AskResolution } from '../../core/dialects/serialize';
import type { AskAnswer, AskRequest, AskState } from '../../core/types';
import { isSecretQuestion, replyKey } from '../answer';
import { ChannelButtonError } from '../errors';
import { truncate } from '../limits';
import { oneLine, plainLabel } from '../markdown';
import { resolveChannelMessages, type ChannelMessages } from '../messages';
import { promptLead, questionLead } from '../text';

export interface ResolvedMessageOptions {
  /** A catalog, or the locale of a built-in one. @default 'en' */
  messages?: ChannelMessages;
}

/** A prompt's resolution, or its resolved state. */
export type AskOutcome = AskResolution | AskState;

/** The prompt as it was asked, and the line saying how it ended. */
export interface ResolvedText {
  /** The prompt's lead and questions, without options: what stays on the edited message. */
  head: string;
  /** `Answered: …`, `Expired` or `Cancelled`, in the catalog's language. */
  line: string;
}

function resolutionOf(outcome: AskOutcome): AskResolution {
  const resolution = 'entries' in outcome ? toAskResolution(outcome) : outcome;
  if (!resolution)
    throw new ChannelButtonError(
      'not_resolved',
      'The prompt is still pending: edit its message once its state is resolved.',
    );
  return resolution;
}

/** One answer in plain words; empty for none. */
function answerText(answer: AskAnswer | undefined): string {
  if (answer?.status !== 'answered') return '';
  const parts = answer.labels.map(plainLabel);
  if (answer.customText) parts.push(oneLine(answer.customText));
  return parts.filter((p) => p !== '').join(', ');
}

/**
 * `Production`, or `Deploy target: Production; Notify: Skipped` for several questions; empty when
 * nothing shown was answered. A secret question is left out, its answer not even masked.
 */
function answerSummary(
  request: AskRequest,
  resolution: AskResolution,
  messages: AskMessages,
): { summary: string; shown: number } {
  const several = request.questions.length > 1;
  const items = request.questions.flatMap((question, i) =>
    isSecretQuestion(question)
      ? []
      : [
          {
            question,
            name: replyKey(request.questions, i),
            text: answerText(resolution.answers[i]),
          },
        ],
  );
  if (!items.some((item) => item.text !== '')) return { summary: '', shown: items.length };
  const summary = items
    .map(({ question, name, text }) => {
      if (!several) return text;
      return `${oneLine(question.header ?? '') || name}: ${text || messages.skipped}`;
    })
    .join('; ');
  return { summary, shown: items.length };
}

/**
 * The head and last line of a prompt that ended: the question kept, then `Answered: <answers>`
 * for a submit or a chat reply, `Expired`, or `Cancelled` (declined, dismissed, stopped).
 * Throws `not_resolved` for a pending state.
 */
export function resolvedText(
  request: AskRequest,
  outcome: AskOutcome,
  options: ResolvedMessageOptions = {},
): ResolvedText {
  const messages = resolveChannelMessages(options.messages);
  const resolution = resolutionOf(outcome);
  const head = [...promptLead(request), ...request.questions.map(questionLead)]
    .filter((block) => block !== '')
    .join('\n\n');
  let line: string;
  switch (resolution.reason) {
    case 'expired':
      line = messages.channelResolvedExpired;
      break;
    case 'declined':
    case 'dismissed':
    case 'stopped':
      line = messages.channelResolvedCancelled;
      break;
    default: {
      const { summary, shown } = answerSummary(request, resolution, messages);
      if (summary) line = messages.channelResolvedAnswered({ answer: summary });
      // Submitted with every question skipped says so; a chat reply says it was one.
      else if (resolution.reason === 'submitted' && shown > 0) line = messages.skipped;
      else line = messages.outcome[resolution.reason];
    }
  }
  return { head, line };
}

/**
 * `head` and `line` within `max` UTF-16 units, a blank line between: a long answer leaves the
 * question at least half the room (or all it needs), and the head is cut to what is left.
 */
export function fitResolved(head: string, line: string, max: number): ResolvedText {
  const kept = head === '' ? 0 : Math.min(head.length, Math.floor(max / 2)) + 2;
  const fitLine = truncate(line, max - kept);
  return { head: head === '' ? '' : truncate(head, max - fitLine.length - 2), line: fitLine };
}

/** The two as one text, a blank line between. */
export const joinResolved = ({ head, line }: ResolvedText): string =>
  head === '' ? line : `${head}\n\n${line}`;

/**
 * A prompt's resolved message as one text within `max`, head and line each escaped for the
 * platform first, so an escape never pushes the text past the limit.
 *
 * @example
 * resolvedMessageText(request, resolution, {}, 4096)
 * // "Where should I deploy?\n\nAnswered: Production"
 */
export function resolvedMessageText(
  request: AskRequest,
  outcome: AskOutcome,
  options: ResolvedMessageOptions,
  max: number,
  escape: (text: string) => string = (text) => text,
): string {
  const { head, line } = resolvedText(request, outcome, options);
  return joinResolved(fitResolved(escape(head), escape(line), max));
}

/**
 * The catalog's "already answered" words for a stale tap, escaped for the platform, within `max`.
 *
 * @example
 * staleTapText({}, 200) // "This question was already answered."
 */
export function staleTapText(
  options: ResolvedMessageOptions,
  max: number,
  escape: (text: string) => string = (text) => text,
): string {
  return truncate(escape(resolveChannelMessages(options.messages).channelAlreadyAnswered), max);
}
