import type { AskPick } from '../core/machine/drive';
import type { AskMessages } from '../core/messages';
import { resolveAsk } from '../core/dialects/serialize';
import type { AskEvent, AskQuestion, AskRequest, AskState } from '../core/types';
import {
  answerThroughMachine,
  expiredAnswer,
  isSecretQuestion,
  replyKey,
  startState,
  type ChannelAnswered,
} from './answer';
import { ChannelReplyError } from './errors';
import { markdownToChatText, oneLine, plainLabel } from './markdown';
import { resolveChannelMessages, type ChannelMessages } from './messages';
import { exampleLine, replyHintText } from './text';

export interface ParseReplyOptions {
  /** The catalog error messages are written in: a catalog or a built-in locale. @default 'en' */
  messages?: ChannelMessages;
  /**
   * The prompt's state so far (the last reply's `state`, or the card's snapshot): answers already
   * recorded stay, and a reply after the prompt ended is refused (`already_resolved`).
   * @default a fresh state of `request`
   */
  state?: AskState;
  /**
   * When the reply arrived, in epoch milliseconds: at or after the request's `expiresAt` (an
   * AG-UI interrupt's deadline) the prompt resolves `expired`, whatever the reply says.
   * @default Date.now()
   */
  now?: number;
}

/**
 * What {@link parseReply} read: the answers the machine recorded and what the agent reads, or why
 * there are none. On failure `state` is the prompt's state after the reply: unchanged, except
 * for `answer_in_app`, where it holds the answers recorded so far.
 */
export type ParseReplyResult =
  ChannelAnswered | { ok: false; error: ChannelReplyError; state: AskState };

/**
 * The longest reply read, in UTF-16 code units: above the message limit of every platform
 * ask-cards serves (Telegram 4,096, Discord 4,000, Slack 40,000), so only a runaway or hostile
 * reply meets it, and it is refused in constant time.
 */
export const MAX_REPLY_CHARS = 64 * 1024;

/**
 * Reads a plain-text reply to a prompt rendered by {@link renderPromptText} and answers it
 * through the machine: the recorded answers (one per question, in question order), and the
 * `resolution` the agent reads (`result`, `content`, `details`), the same as the card's for the
 * same answers.
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
 * - Several questions: lines `key: value`, `key = value` or `key - value`, the key being the
 *   question's id, header, 1-based number or its own text (case-insensitive; `deploy target`
 *   also matches `deploy_target`, `Where should I deploy?: 2` keys by the question); unkeyed
 *   lines beside keyed ones answer, in order, the questions no line keys (`14:30` then
 *   `notify: 2`); or the lines answer the questions by position. A line is keyed only when the
 *   text before a separator is a known key, so `https://x.y/z`, `C:\path` or `14:30` stay whole.
 *   A number key followed directly by digits (`1:30`) is a key only when the digits are one of
 *   that question's option numbers (`1:2`).
 * - The reply then runs through the machine, as clicks on the card would: a question the reply
 *   leaves out stands as the card shows it (skipped where the dialect lets a question be skipped,
 *   refused where it needs an answer); a blank line or an empty `key:` clears it. Values, not
 *   titles, reach the result (an MCP `const`); closed choices, numbers, formats and patterns are
 *   checked as in the card. A secret question is never asked in a chat: the others are recorded
 *   and the state stays pending (`answer_in_app`) for the card in the app. A request with no
 *   questions (an MCP confirmation) takes `yes` or `no`.
 * - A reply at or after the request's `expiresAt` (`options.now`) resolves `expired`: `ok: true`,
 *   `resolution.reason` is `'expired'`, and nothing the reply says is recorded.
 *
 * Fails (`ok: false`) with a {@link ChannelReplyError} whose message, in the catalog's language,
 * tells the person what to change (see {@link ChannelReplyErrorCode}); nothing is recorded, and
 * the prompt stays open for the next reply.
 *
 * @example
 * const read = parseReply(request, '2', { state }); // state: the last reply's, if any
 * if (read.ok) sendToolResult(read.resolution.content);
 * else await chat.send(read.error.message); // localized; reply again
 * // read.answers: [{ id: 'deploy_target', status: 'answered', labels: ['Production'] }]
 * parseReply(request, 'deploy_target: staging\nnotify: 1, 3')
 * parseReply(request, '  ') // { ok: false, error: ChannelReplyError { code: 'empty', … } }
 */
export function parseReply(
  request: AskRequest,
  text: string,
  options: ParseReplyOptions = {},
): ParseReplyResult {
  const messages = resolveChannelMessages(options.messages);
  const start = startState(request, options.state);
  const fail = (error: ChannelReplyError, state = start): ParseReplyResult => ({
    ok: false,
    error,
    state,
  });
  if (start.status === 'resolved')
    return fail(new ChannelReplyError('already_resolved', messages.channelAlreadyAnswered));
  // Past its deadline the agent no longer takes an answer (AG-UI refuses it): it expires.
  const expired = expiredAnswer(start, options.now);
  if (expired) return expired;
  const empty = () =>
    fail(
      new ChannelReplyError(
        'empty',
        `${messages.channelReplyEmpty} ${replyHintText(request, { messages })}`.trim(),
      ),
    );

  // Hosts pass whatever the platform gave them; a missing text is an empty reply, not a crash.
  const reply = typeof text === 'string' ? text : '';
  // Bounded before any work: every platform's message limit is far below it.
  if (reply.length > MAX_REPLY_CHARS)
    return fail(
      new ChannelReplyError('too_long', messages.channelReplyTooLong({ max: MAX_REPLY_CHARS })),
    );
  const { questions } = start.request;
  if (questions.length === 0) return confirmation(start, reply, messages);

  const asked = questions.flatMap((q, i) => (isSecretQuestion(q) ? [] : [i]));
  let values: Map<number, string>;
  if (questions.length === 1) {
    values = new Map(asked.map((i) => [i, reply]));
  } else {
    const read = readLines(start.request, asked, reply, messages);
    if (read instanceof ChannelReplyError) return fail(read);
    values = read;
  }
  const picks = [...values].map(([i, value]) => pickFor(questions[i]!, i, value, messages));
  const says = (pick: AskPick) => pick.selected.length > 0 || (pick.otherText ?? '').trim() !== '';
  if (asked.length > 0 && !picks.some(says)) return empty();
  const outcome = answerThroughMachine(start, picks, messages);
  return outcome.ok ? outcome : fail(outcome.error, outcome.state);
}

/** The words of a catalog list (`channelYesWords`), loosely keyed. */
const words = (list: string) =>
  list
    .split(/[,，、]/)
    .map(looseKey)
    .filter((w) => w !== '');

/** A reply to a confirmation (a request with no questions): accept, decline, or neither. */
function confirmation(start: AskState, reply: string, messages: AskMessages): ParseReplyResult {
  // A yes or a no is a word: anything longer is neither, and is not read further.
  let word = reply.length > 64 ? '' : looseKey(reply);
  while (/[.!。！]$/u.test(word)) word = word.slice(0, -1);
  const yes = new Set([...words('yes, y, ok, accept'), ...words(messages.channelYesWords)]);
  const no = new Set([...words('no, n, decline'), ...words(messages.channelNoWords)]);
  const event: AskEvent | null = yes.has(word)
    ? { type: 'next' }
    : no.has(word)
      ? { type: 'declineAll' }
      : null;
  const { state, resolution } = event
    ? resolveAsk(start, [event])
    : { state: start, resolution: null };
  if (!event || !resolution)
    return {
      ok: false,
      error: new ChannelReplyError('not_confirmation', messages.channelReplyNotConfirm),
      state: start,
    };
  return { ok: true, answers: resolution.answers, resolution, state, events: [event] };
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
  joinable: number,
): { text: string; index: number | undefined }[] {
  // [piece, separator, piece, separator, …, piece]
  const tokens = whole.split(PARTS);
  const pieces = Math.ceil(tokens.length / 2);
  const parts: { text: string; index: number | undefined }[] = [];
  // A run is rejoined only as long as the longest label holding a separator (with slack for
  // spacing): each try normalizes its text, so longer runs would cost pieces² × reply length.
  const longest = joinable * 2 + 8;
  for (let start = 0; start < pieces;) {
    let end = start;
    let index: number | undefined;
    if (joinable > 0 && pieces <= MAX_REJOIN) {
      let reach = start;
      let length = tokens[start * 2]!.length;
      while (reach + 1 < pieces) {
        length += tokens[reach * 2 + 1]!.length + tokens[reach * 2 + 2]!.length;
        if (length > longest) break;
        reach++;
      }
      for (let last = reach; last > start; last--) {
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

/** The longest label (as written or as shown) holding a part separator; 0 when none does. */
function joinableLength(question: AskQuestion): number {
  let longest = 0;
  for (const { label } of question.options)
    for (const text of [label, plainLabel(label)])
      if (PARTS.test(text)) longest = Math.max(longest, text.length);
  return longest;
}

/**
 * What a reply says of one question: the options it names and its free text. A blank value is an
 * explicit "nothing" (a default unchosen); the machine then records a skip or refuses.
 */
function pickFor(
  question: AskQuestion,
  index: number,
  value: string,
  messages: AskMessages,
): AskPick {
  const whole = value.trim();
  const pick = (selected: Iterable<number>, otherText = ''): AskPick => ({
    question: index,
    selected: [...selected].sort((a, b) => a - b),
    otherText,
  });
  if (whole === '') return pick([]);
  const find = optionFinder(question, messages);
  const direct = find(whole);
  if (direct !== undefined) return pick([direct]);
  if (!question.multiSelect) return pick([], whole);

  // `2 3`: option numbers apart by spaces, as a person types them.
  const numbers = /^\d+(?:\s+\d+)+$/u.test(whole.normalize('NFKC'))
    ? whole.normalize('NFKC').split(/\s+/u).map(Number)
    : [];
  if (numbers.length > 0 && numbers.every((n) => n >= 1 && n <= question.options.length))
    return pick(numbers.map((n) => n - 1));
  const parts = splitParts(whole, find, joinableLength(question));
  if (parts.length === 0) return pick([]);
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
  return pick(chosen, chosen.size === 0 ? whole : free.join(', '));
}

// ---------------------------------------------------------------------------------------------
// Several questions

interface QuestionKey {
  question: number;
  kind: 'id' | 'header' | 'index' | 'text';
}

/** `:` `=` `-` and their full-width and dash cousins. */
const KEY_SEPARATORS = new Set([':', '\uFF1A', '=', '\uFF1D', '-', '\u2013', '\u2014']);

/** A line's key is looked for at its first few separators only: keys hold few of them. */
const MAX_KEY_SEPARATORS = 16;

/** A question's own text as a key: its plain rendering, one line. */
function questionTextKey(question: AskQuestion): string {
  return looseKey(oneLine(markdownToChatText(question.question)) || oneLine(question.question));
}

function questionKeys(request: AskRequest): Map<string, QuestionKey> {
  // A Map, so a key such as `constructor` or `__proto__` is only ever a question's own key.
  const keys = new Map<string, QuestionKey>();
  const add = (key: string, value: QuestionKey) => {
    if (key !== '' && !keys.has(key)) keys.set(key, value);
  };
  // An id is a key as the prompt shows it (`replyKey`): index ids (`"0"`, `"1"`, …) are not, so
  // `1` is then always the first question.
  const named = request.questions.flatMap((q, i) =>
    replyKey(request.questions, i) === q.id ? [[q, i] as const] : [],
  );
  named.forEach(([q, i]) => add(looseKey(q.id), { question: i, kind: 'id' }));
  named.forEach(([q, i]) => add(looseKey(q.id.replace(/_/g, ' ')), { question: i, kind: 'id' }));
  const addIndexes = () =>
    request.questions.forEach((_, i) => add(String(i + 1), { question: i, kind: 'index' }));
  // Where the ids are the indexes, the numbers are the keys the prompt shows (`[1]`, `[2]`): they
  // come before headers, so a header `2` on the first question cannot make `2:` name it.
  const byIndex = request.questions.length > 0 && named.length === 0;
  if (byIndex) addIndexes();
  request.questions.forEach(
    (q, i) => q.header !== undefined && add(looseKey(q.header), { question: i, kind: 'header' }),
  );
  if (!byIndex) addIndexes();
  // Last: the question as the person read it (`Where should I deploy?: 2`), with or without its
  // closing question mark.
  request.questions.forEach((q, i) => {
    const key = questionTextKey(q);
    add(key, { question: i, kind: 'text' });
    add(key.replace(/[?？]$/u, '').trimEnd(), { question: i, kind: 'text' });
  });
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
  let tried = 0;
  // The longest key wins: with ids `env` and `env-name`, `env-name: blue` answers `env-name`.
  let found: KeyedLine | null = null;
  for (let i = 1; i < end && tried < MAX_KEY_SEPARATORS; i++) {
    if (!KEY_SEPARATORS.has(line[i]!)) continue;
    tried++;
    const written = line.slice(0, i).trim();
    const key = keys.get(looseKey(written));
    if (!key) continue;
    const rest = line.slice(i + 1);
    // `1:30` is a time and `2-3` a range, unless the digits name one of that question's options.
    if (key.kind === 'index' && /^\d/.test(rest)) {
      const count = request.questions[key.question]!.options.length;
      if (!/^[1-9]\d*\s*$/.test(rest) || Number(rest) > count) continue;
    }
    found = { question: key.question, key: written, value: rest.trim() };
  }
  return found;
}

/**
 * Each question's raw value, by key or by position (the questions asked here, in order), or the
 * error to report. A question the reply does not mention has no value (it stays as it stands); a
 * blank positional line or an empty keyed line is an explicit blank. Unkeyed lines beside keyed
 * ones answer, in order, the questions no line keys (`14:30` then `notify: 2`). One unkeyed line
 * is the whole answer when one question is asked here. Where the prompt has a secret question
 * (asked in the app only), a reply of several lines must key every line: an unkeyed line may be
 * the secret, typed anyway, and must never become another question's answer.
 */
function readLines(
  request: AskRequest,
  asked: readonly number[],
  text: string,
  messages: AskMessages,
): Map<number, string> | ChannelReplyError {
  const lines = text.split(/\r\n|\r|\n/);
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
  const values = new Map<number, string>();
  if (lines.length === 0) return values;

  const secret = asked.length < request.questions.length;
  const unkeyedLine = (line: number) =>
    new ChannelReplyError(
      'unkeyed_line',
      messages.channelReplyUnkeyedLine({
        line: line + 1,
        example: exampleLine(request, asked[0] ?? 0),
      }),
      line + 1,
    );
  const keys = questionKeys(request);
  const longestKey = Math.max(...[...keys.keys()].map((k) => k.length));
  const keyed = lines.map((line) =>
    line.trim() === '' ? null : keyedLine(request, keys, longestKey, line),
  );

  if (keyed.every((k) => k === null)) {
    // One question to answer here (the others secret) and one line: that is its answer.
    if (asked.length === 1 && lines.length === 1) return values.set(asked[0]!, text);
    if (secret && lines.length > 1) return unkeyedLine(0);
    if (lines.length > asked.length)
      return new ChannelReplyError(
        'too_many_lines',
        messages.channelReplyTooManyLines({ lines: lines.length, count: asked.length }),
      );
    lines.forEach((line, i) => values.set(asked[i]!, line));
    return values;
  }

  const unkeyed: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() === '') continue;
    const line = keyed[i];
    if (!line) {
      unkeyed.push(i);
      continue;
    }
    if (values.has(line.question))
      return new ChannelReplyError(
        'duplicate_answer',
        messages.channelReplyDuplicate({ key: line.key }),
        i + 1,
      );
    values.set(line.question, line.value);
  }
  const open = asked.filter((q) => !values.has(q));
  if (secret && unkeyed.length > 0) return unkeyedLine(unkeyed[0]!);
  if (unkeyed.length > open.length) return unkeyedLine(unkeyed[open.length]!);
  unkeyed.forEach((line, k) => values.set(open[k]!, lines[line]!));
  return values;
}
