import type { AskMessages } from '../core/messages';
import type { AskQuestion, AskRequest } from '../core/types';
import { isSecretQuestion, replyKey, takesText } from './answer';
import { markdownToChatText, oneLine, plainLabel } from './markdown';
import { resolveChannelMessages, type ChannelMessages } from './messages';

export interface RenderPromptTextOptions {
  /** A catalog, or the locale of a built-in one. @default 'en' */
  messages?: ChannelMessages;
}

/**
 * A prompt as readable plain text, for any channel without native buttons (SMS, email, IRC, a
 * multi-question prompt on Telegram…). Each question gets a lead line (`Header — question`;
 * with several questions the id comes first, `[deploy_target] …`, so the reader knows the key to
 * answer with), its numbered options (`1. Label - description`) and the free-text hint; one reply
 * hint that fits the prompt closes the text, then the deadline when the request has one
 * (`expiresAt`, as `Answer by 2030-01-15 09:30 UTC.`). Markdown degrades to plain text; see
 * {@link markdownToChatText}. Parse the answer with {@link parseReply}.
 *
 * @example
 * renderPromptText(request)
 * // Deploy target — Where should I deploy?
 * // 1. Staging (Recommended) - Safe to try first
 * // 2. Production
 * // Or reply with your own answer.
 * //
 * // Reply with the number, the option text, or your own answer.
 */
export function renderPromptText(
  request: AskRequest,
  options: RenderPromptTextOptions = {},
): string {
  const messages = resolveChannelMessages(options.messages);
  const several = askedQuestions(request).length > 1;
  const blocks = [
    ...promptLead(request),
    ...request.questions.map((question, i) => questionBlock(request, i, messages, several)),
  ];
  blocks.push(replyHint(request, messages));
  const deadline = deadlineText(request.expiresAt);
  if (deadline) blocks.push(messages.channelDeadline({ at: deadline }));
  return blocks.filter((block) => block !== '').join('\n\n');
}

/**
 * A deadline as `2030-01-15 09:30 UTC`: one zone for every reader, as a chat message is read
 * wherever its reader is. Cut to the minute, never rounded up: the time stated is never past
 * the deadline. Null without one, or when it is no date.
 */
function deadlineText(expiresAt: number | undefined): string | null {
  if (expiresAt === undefined) return null;
  const date = new Date(expiresAt);
  if (Number.isNaN(date.getTime())) return null;
  const iso = date.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** The questions a reply answers: every one but the secrets, which are asked in the app only. */
export function askedQuestions(request: AskRequest): AskQuestion[] {
  return request.questions.filter((q) => !isSecretQuestion(q));
}

/** The prompt's title, who asks, and its message (MCP's `message`), each as plain text. */
export function promptLead(request: AskRequest): string[] {
  const message = (request.message ?? '')
    .split(/\n\s*\n/)
    .map(oneLine)
    .filter((p) => p !== '')
    .join('\n\n');
  return [oneLine(request.title ?? ''), oneLine(request.requester ?? ''), message];
}

/**
 * The lead line of a question: `Header — question`, or the question alone. The question keeps
 * its paragraphs; the header is one line.
 */
export function questionLead(question: AskQuestion): string {
  const text = markdownToChatText(question.question) || oneLine(question.question);
  const header = question.header === undefined ? '' : oneLine(question.header);
  return header === '' ? text : `${header} — ${text}`;
}

/** `1. Label - description`, one line. */
export function optionLine(question: AskQuestion, index: number): string {
  const option = question.options[index]!;
  const description = option.description === undefined ? '' : oneLine(option.description);
  const suffix = description === '' ? '' : ` - ${description}`;
  return `${index + 1}. ${plainLabel(option.label)}${suffix}`;
}

function questionBlock(
  request: AskRequest,
  index: number,
  messages: AskMessages,
  several: boolean,
): string {
  const question = request.questions[index]!;
  let lead = questionLead(question);
  const key = replyKey(request.questions, index);
  if (isSecretQuestion(question))
    return [lead, messages.channelAnswerInApp({ question: key })].join('\n');
  if (several) {
    lead = `[${key}] ${lead}`;
    // With one question the reply hint says how to choose several; here each question says it.
    if (question.multiSelect) lead += ` (${messages.multiSelectHint})`;
  }
  const lines = [lead, ...question.options.map((_, i) => optionLine(question, i))];
  const schema = jsonSchemaLine(question, messages);
  if (schema) lines.push(schema);
  // The own-answer hint only where the question takes one and has choices to differ from.
  if (takesText(question) && question.options.length > 0) lines.push(messages.channelOtherHint);
  return lines.join('\n');
}

/**
 * An example answer to a question: its first option's number, or the first two for multi-select;
 * `…` for a question answered by text alone.
 */
function exampleValue(question: AskQuestion): string {
  if (question.options.length === 0) return '…';
  return question.multiSelect && question.options.length > 1 ? '1, 2' : '1';
}

/**
 * `deploy_target: 1`: an example reply line for question `index` of a several-question prompt,
 * keyed as the prompt shows it (`replyKey`).
 */
export function exampleLine(request: AskRequest, index: number): string {
  const question = request.questions[index]!;
  return `${replyKey(request.questions, index)}: ${exampleValue(question)}`;
}

function replyHint(request: AskRequest, messages: AskMessages): string {
  if (request.questions.length === 0) return messages.channelReplyConfirm;
  const asked = askedQuestions(request);
  if (asked.length === 0) return '';
  if (asked.length === 1) return oneQuestionHint(asked[0]!, messages);
  const lines = asked.map((q) => exampleLine(request, request.questions.indexOf(q)));
  return [messages.channelReplyMany, messages.channelReplyExample, ...lines].join('\n');
}

/** The longest schema a JSON field's prompt shows, in UTF-16 code units (its compact JSON). */
const CHANNEL_JSON_SCHEMA_MAX_CHARS = 1000;

/**
 * `Expected JSON schema: {…}`: a JSON field's schema as one line of plain text, so the person
 * knows the shape to reply with; left out when longer than `CHANNEL_JSON_SCHEMA_MAX_CHARS`, so
 * the prompt stays within a chat message.
 */
function jsonSchemaLine(question: AskQuestion, messages: AskMessages): string | null {
  const { input } = question;
  if (input?.kind !== 'json' || input.schema === undefined) return null;
  let text: string | undefined;
  try {
    text = JSON.stringify(input.schema);
  } catch {
    return null;
  }
  if (text === undefined || text.length > CHANNEL_JSON_SCHEMA_MAX_CHARS) return null;
  return `${messages.jsonField.schema}: ${text}`;
}

function oneQuestionHint(question: AskQuestion, messages: AskMessages): string {
  if (question.input?.kind === 'json') return messages.channelReplyJson;
  if (question.options.length === 0) return messages.channelReplyText;
  if (!takesText(question))
    return question.multiSelect
      ? messages.channelReplyMultiClosed
      : messages.channelReplySingleClosed;
  return question.multiSelect ? messages.channelReplyMulti : messages.channelReplySingle;
}

/**
 * The reply hint on its own: what the end of {@link renderPromptText} says.
 *
 * @example
 * replyHintText(request) // "Reply with the number, the option text, or your own answer."
 */
export function replyHintText(request: AskRequest, options: RenderPromptTextOptions = {}): string {
  return replyHint(request, resolveChannelMessages(options.messages));
}
