import type { AskMessages } from '../core/messages';
import type { AskAnswer, AskQuestion, AskRequest } from '../core/types';
import { ChannelReplyError } from './errors';
import { plainLabel } from './markdown';
import { resolveChannelMessages, type ChannelMessages } from './messages';
import { exampleLine, replyHintText } from './text';

export interface ParseReplyOptions {
  /** The catalog error messages are written in: a catalog or a built-in locale. @default 'en' */
  messages?: ChannelMessages;
}

/** What {@link parseReply} read: the answers, or why there are none. */
export type ParseReplyResult =
  { ok: true; answers: AskAnswer[] } | { ok: false; error: ChannelReplyError };

/**
 * The longest reply read, in UTF-16 code units: above the message limit of every platform
 * ask-cards serves (Telegram 4,096, Discord 4,000, Slack 40,000), so only a runaway or hostile
 * reply meets it, and it is refused in constant time.
 */
export const MAX_REPLY_CHARS = 64 * 1024;

/**
 * Reads a plain-text reply to a prompt rendered by {@link renderPromptText} into answers: one
 * {@link AskAnswer} per question, in question order, ready for `formatAskToolContent`,
 * `toAskUserResult` or `toAskToolDetails`.
 *
 * - A 1-based number (`2`, `#2`, `2.`, full-width `２`) picks that option; an option's text picks
 *   it (trimmed, case-insensitive, either the Markdown source or its plain rendering, with or
 *   without a trailing `(Recommended)`); anything else is free text (`customText`). Numbers come
 *   first: with options `3`, `2`, `1` the reply `1` is the first option. A number with no option
 *   (`7` of 4) is free text.
 * - Multi-select: the whole reply is first tried as one option (labels may hold commas); else it
 *   splits on `,` `;` newlines (and `，` `；` `、`), each part resolves as above, blanks and
 *   repeats drop out, options keep their declared order and the other parts join as the free
 *   text. A reply that names no option at all is kept verbatim as the free text.
 * - Several questions: either every non-blank line starts with a key, `key: value`,
 *   `key = value` or `key - value`, the key being the question's id, header or 1-based number
 *   (case-insensitive; `deploy target` also matches `deploy_target`); or the lines answer the
 *   questions by position, a blank line leaving its question unanswered. A line is keyed only
 *   when the text before a separator is a known key, so `https://x.y/z`, `C:\path` or `14:30`
 *   stay whole. A number key followed directly by digits (`1:30`) is a key only when the digits
 *   are one of that question's option numbers (`1:2`). Questions not answered are `skipped`.
 *
 * Fails (`ok: false`) with a {@link ChannelReplyError} whose message, in the catalog's language,
 * tells the person what to change: an empty reply (`empty`), a keyed reply with an unkeyed line
 * (`unkeyed_line`), a question answered twice (`duplicate_answer`), more lines than questions
 * (`too_many_lines`).
 *
 * @example
 * parseReply(request, '2')
 * // { ok: true, answers: [{ id: 'deploy_target', status: 'answered', labels: ['Production'] }] }
 * parseReply(request, 'deploy_target: staging\nnotify: 1, 3')
 * parseReply(request, '  ') // { ok: false, error: ChannelReplyError { code: 'empty', … } }
 */
export function parseReply(
  request: AskRequest,
  text: string,
  options: ParseReplyOptions = {},
): ParseReplyResult {
  const messages = resolveChannelMessages(options.messages);
  const fail = (error: ChannelReplyError): ParseReplyResult => ({ ok: false, error });
  const empty = () =>
    fail(
      new ChannelReplyError(
        'empty',
        `${messages.channelReplyEmpty} ${replyHintText(request, { messages })}`,
      ),
    );

  // Hosts pass whatever the platform gave them; a missing text is an empty reply, not a crash.
  const reply = typeof text === 'string' ? text : '';
  // Bounded before any work: every platform's message limit is far below it.
  if (reply.length > MAX_REPLY_CHARS)
    return fail(
      new ChannelReplyError('too_long', messages.channelReplyTooLong({ max: MAX_REPLY_CHARS })),
    );
  let values: string[];
  if (request.questions.length === 1) {
    values = [reply];
  } else {
    const read = readLines(request, reply, messages);
    if (read instanceof ChannelReplyError) return fail(read);
    values = read;
  }

  const answers = request.questions.map((question, i) =>
    answerQuestion(question, values[i] ?? '', messages),
  );
  return answers.some((a) => a.status === 'answered') ? { ok: true, answers } : empty();
}

// ---------------------------------------------------------------------------------------------
// One question

/** Exact match: the trimmed, lower-cased Markdown source (how the schema checks uniqueness). */
function exactKey(text: string): string {
  return text.trim().toLowerCase();
}

/** Loose match: also compatibility forms (full-width letters) and inner whitespace runs. */
function looseKey(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The option a piece of text names, by number or by label. */
interface OptionFinder {
  (text: string): number | undefined;
}

function optionFinder(question: AskQuestion, messages: AskMessages): OptionFinder {
  const exact = new Map<string, number>();
  const loose = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, index: number) => {
    if (key !== '' && !map.has(key)) map.set(key, index);
  };
  const recommended = new RegExp(
    `\\s*\\(\\s*(?:recommended|推荐|${escapeRegExp(messages.recommended)})\\s*\\)\\s*$`,
    'iu',
  );
  const plain = question.options.map((option) => plainLabel(option.label));
  question.options.forEach((option, i) => add(exact, exactKey(option.label), i));
  question.options.forEach((option, i) => {
    add(loose, looseKey(option.label), i);
    add(loose, looseKey(plain[i]!), i);
  });
  // Last, so a real label that happens to equal a shortened one wins.
  plain.forEach((text, i) =>
    add(loose, looseKey(text.normalize('NFKC').replace(recommended, '')), i),
  );

  const count = question.options.length;
  return (text) => {
    const n = parseOptionNumber(text);
    if (n !== null && n >= 1 && n <= count) return n - 1;
    return exact.get(exactKey(text)) ?? loose.get(looseKey(text));
  };
}

/**
 * The option number a reply part spells, or null: digits, optionally as `#2`, `2.`, `2)` or
 * `(2)`, full-width forms included. Range is the caller's business.
 *
 * @example
 * parseOptionNumber('#2') // 2
 * parseOptionNumber('２') // 2
 * parseOptionNumber('2a') // null
 */
export function parseOptionNumber(text: string): number | null {
  const match = /^(?:#\s*|\(\s*)?(\d{1,9})\s*[.)]?$/.exec(text.normalize('NFKC').trim());
  return match ? Number(match[1]) : null;
}

/** Separators between the parts of a multi-select reply (the capture keeps them). */
const PARTS = /([,;\r\n，；、])/;

/** Beyond this many pieces, adjacent pieces are not rejoined to find labels with commas. */
const MAX_REJOIN = 64;

/**
 * The parts of a multi-select reply, each with the option it names. Adjacent pieces are first
 * rejoined, longest run first, when together they are an option's text: with an option
 * `Team, leads`, the reply `Team, leads, Ops` is two options, not three parts.
 */
function splitParts(
  whole: string,
  find: OptionFinder,
): { text: string; index: number | undefined }[] {
  // [piece, separator, piece, separator, …, piece]
  const tokens = whole.split(PARTS);
  const pieces = Math.ceil(tokens.length / 2);
  const parts: { text: string; index: number | undefined }[] = [];
  for (let start = 0; start < pieces;) {
    let end = start;
    let index: number | undefined;
    if (pieces <= MAX_REJOIN) {
      for (let last = pieces - 1; last > start; last--) {
        const joined = tokens
          .slice(start * 2, last * 2 + 1)
          .join('')
          .trim();
        // Only text: a rejoined run is never an option number.
        if (parseOptionNumber(joined) === null && (index = find(joined)) !== undefined) {
          end = last;
          break;
        }
      }
    }
    const text = tokens
      .slice(start * 2, end * 2 + 1)
      .join('')
      .trim();
    if (index === undefined) index = find(text);
    if (text !== '') parts.push({ text, index });
    start = end + 1;
  }
  return parts;
}

function answerQuestion(question: AskQuestion, value: string, messages: AskMessages): AskAnswer {
  const whole = value.trim();
  const skipped: AskAnswer = { id: question.id, status: 'skipped', labels: [] };
  if (whole === '') return skipped;
  const find = optionFinder(question, messages);
  const answered = (indexes: Iterable<number>, customText: string): AskAnswer => {
    const chosen = new Set(indexes);
    const labels = question.options.filter((_, i) => chosen.has(i)).map((o) => o.label);
    return customText === ''
      ? { id: question.id, status: 'answered', labels }
      : { id: question.id, status: 'answered', labels, customText };
  };

  const direct = find(whole);
  if (direct !== undefined) return answered([direct], '');
  if (!question.multiSelect) return answered([], whole);

  const parts = splitParts(whole, find);
  if (parts.length === 0) return skipped;
  const chosen = new Set<number>();
  const free: string[] = [];
  const seenFree = new Set<string>();
  for (const part of parts) {
    if (part.index !== undefined) chosen.add(part.index);
    else if (!seenFree.has(looseKey(part.text))) {
      seenFree.add(looseKey(part.text));
      free.push(part.text);
    }
  }
  // Nothing named an option: the reply is one free answer, separators and all.
  return answered(chosen, chosen.size === 0 ? whole : free.join(', '));
}

// ---------------------------------------------------------------------------------------------
// Several questions

interface QuestionKey {
  question: number;
  kind: 'id' | 'header' | 'index';
}

/** `:` `=` `-` and their full-width and dash cousins. */
const KEY_SEPARATORS = new Set([':', '\uFF1A', '=', '\uFF1D', '-', '\u2013', '\u2014']);

function questionKeys(request: AskRequest): Map<string, QuestionKey> {
  // A Map, so a key such as `constructor` or `__proto__` is only ever a question's own key.
  const keys = new Map<string, QuestionKey>();
  const add = (key: string, value: QuestionKey) => {
    if (key !== '' && !keys.has(key)) keys.set(key, value);
  };
  request.questions.forEach((q, i) => add(looseKey(q.id), { question: i, kind: 'id' }));
  request.questions.forEach((q, i) =>
    add(looseKey(q.id.replace(/_/g, ' ')), { question: i, kind: 'id' }),
  );
  request.questions.forEach(
    (q, i) => q.header !== undefined && add(looseKey(q.header), { question: i, kind: 'header' }),
  );
  request.questions.forEach((_, i) => add(String(i + 1), { question: i, kind: 'index' }));
  return keys;
}

interface KeyedLine {
  question: number;
  /** The key as written. */
  key: string;
  value: string;
}

function keyedLine(
  request: AskRequest,
  keys: Map<string, QuestionKey>,
  longestKey: number,
  line: string,
): KeyedLine | null {
  // Keys are short; looking further than the longest one (plus slack for spacing) finds none.
  const end = Math.min(line.length, longestKey * 2 + 8);
  for (let i = 1; i < end; i++) {
    if (!KEY_SEPARATORS.has(line[i]!)) continue;
    const written = line.slice(0, i).trim();
    const key = keys.get(looseKey(written));
    if (!key) continue;
    const rest = line.slice(i + 1);
    // `1:30` is a time and `2-3` a range, unless the digits name one of that question's options.
    if (key.kind === 'index' && /^\d/.test(rest)) {
      const count = request.questions[key.question]!.options.length;
      if (!/^[1-9]\d*\s*$/.test(rest) || Number(rest) > count) continue;
    }
    return { question: key.question, key: written, value: rest.trim() };
  }
  return null;
}

/** Each question's raw value, by key or by position, or the error to report. */
function readLines(
  request: AskRequest,
  text: string,
  messages: AskMessages,
): string[] | ChannelReplyError {
  const lines = text.split(/\r\n|\r|\n/);
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
  const count = request.questions.length;
  if (lines.length === 0) return new Array<string>(count).fill('');

  const keys = questionKeys(request);
  const longestKey = Math.max(...[...keys.keys()].map((k) => k.length));
  const keyed = lines.map((line) =>
    line.trim() === '' ? null : keyedLine(request, keys, longestKey, line),
  );

  if (keyed.every((k) => k === null)) {
    if (lines.length > count)
      return new ChannelReplyError(
        'too_many_lines',
        messages.channelReplyTooManyLines({ lines: lines.length, count }),
      );
    return request.questions.map((_, i) => lines[i] ?? '');
  }

  const values = new Array<string>(count).fill('');
  const seen = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() === '') continue;
    const line = keyed[i];
    if (!line) {
      const example = exampleLine(request.questions[0]!);
      return new ChannelReplyError(
        'unkeyed_line',
        messages.channelReplyUnkeyedLine({ line: i + 1, example }),
        i + 1,
      );
    }
    if (seen.has(line.question))
      return new ChannelReplyError(
        'duplicate_answer',
        messages.channelReplyDuplicate({ key: line.key }),
        i + 1,
      );
    seen.add(line.question);
    values[line.question] = line.value;
  }
  return values;
}
