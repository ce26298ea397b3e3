import { inOptionOrder } from '../../serialize/answers';
import { toAskToolDetails, type AskToolDetails } from '../../serialize/details';
import type { AskAnswer, AskQuestion, AskReason } from '../../types';
import {
  ASK_USER_QUESTION_LABEL_SEPARATOR as SEP,
  ASK_USER_QUESTION_NO_PREFERENCE,
} from './result';
import { safeParseAskUserQuestionInput } from './schema';
import { isRecord } from '../../schema/guards';

/**
 * A multi-select answer as the CLI joins it (`joinAskUserQuestionLabels`): a JSON-quoted label,
 * or a plain one (never holding `"`), separated by `", "`; null when the text is not one.
 * One pass, no backtracking.
 */
function splitQuoted(answer: string): string[] | null {
  const parts: string[] = [];
  let at = 0;
  for (;;) {
    let end: number;
    if (answer[at] === '"') {
      end = at + 1;
      while (end < answer.length && answer[end] !== '"') end += answer[end] === '\\' ? 2 : 1;
      if (end >= answer.length) return null;
      try {
        parts.push(JSON.parse(answer.slice(at, end + 1)) as string);
      } catch {
        return null;
      }
      end += 1;
      if (end < answer.length && !answer.startsWith(SEP, end)) return null;
    } else {
      end = answer.indexOf(SEP, at);
      if (end < 0) end = answer.length;
      const part = answer.slice(at, end);
      if (part.includes('"')) return null;
      parts.push(part);
    }
    if (end >= answer.length) return parts;
    at = end + SEP.length;
  }
}

/**
 * A plain `", "`-joined answer (ask-cards before the CLI's quoting, or a host's own join) whose
 * labels may hold `", "` themselves: the labels it is made of, each whole; null when none fit.
 */
function splitPlain(question: AskQuestion, answer: string): string[] | null {
  const parts = answer.split(SEP);
  const labels = question.options.map((o) => ({ label: o.label, parts: o.label.split(SEP) }));
  if (parts.length > labels.reduce((n, l) => n + l.parts.length, 0)) return null;
  // From each part onwards, the labels that cover the rest (null: none do), memoized.
  const memo = new Map<number, string[] | null>();
  const from = (i: number): string[] | null => {
    if (i === parts.length) return [];
    if (memo.has(i)) return memo.get(i)!;
    let found: string[] | null = null;
    for (const { label, parts: own } of labels) {
      if (!own.every((part, k) => parts[i + k] === part)) continue;
      const rest = from(i + own.length);
      if (rest) {
        found = [label, ...rest];
        break;
      }
    }
    memo.set(i, found);
    return found;
  };
  return from(0);
}

/**
 * The labels an answer names: one label, or a multi-select list as the CLI quotes it, a plain
 * `", "`-joined one, or a `string[]`; else null.
 */
function labelsOf(question: AskQuestion, answer: string | readonly string[]): string[] | null {
  const offered = new Set(question.options.map((o) => o.label));
  const all = (labels: readonly string[] | null) =>
    labels !== null && labels.length > 0 && labels.every((label) => offered.has(label))
      ? inOptionOrder(question, labels)
      : null;
  if (typeof answer !== 'string')
    return question.multiSelect || answer.length === 1 ? all(answer) : null;
  if (!question.multiSelect) return offered.has(answer) ? [answer] : null;
  return (
    all(splitQuoted(answer)) ?? (offered.has(answer) ? [answer] : all(splitPlain(question, answer)))
  );
}

/**
 * An `updatedInput` a host persisted (or the whole `{ behavior: 'allow', updatedInput }`) read
 * back as details: answers that name labels are labels, any other answer is free text, notes are
 * free text beside the labels. Null for anything else. Never throws.
 */
export function readAskUserQuestionPersisted(value: unknown): AskToolDetails | null {
  try {
    const input =
      isRecord(value) && value.behavior === 'allow' && isRecord(value.updatedInput)
        ? value.updatedInput
        : value;
    if (!isRecord(input) || !isRecord(input.answers ?? {}) || !isRecord(input.annotations ?? {}))
      return null;
    const parsed = safeParseAskUserQuestionInput(input);
    if (!parsed.success) return null;
    const given = (input.answers ?? {}) as Record<string, unknown>;
    const notes = (input.annotations ?? {}) as Record<string, unknown>;
    const keys = (input.questions as Record<string, unknown>[]).map((q) => String(q.question));
    // A reply to the whole card: the text stays in the host's record, the receipt says so.
    const replied = typeof input.response === 'string' && input.response.trim() !== '';
    let reason: AskReason = replied ? 'repliedInChat' : 'submitted';
    const answers = parsed.data.questions.map((q, i): AskAnswer => {
      const key = keys[i]!;
      const raw = Object.hasOwn(given, key) ? given[key] : undefined;
      const note = Object.hasOwn(notes, key) && isRecord(notes[key]) ? notes[key] : {};
      if (note.unanswered === 'dismissed') reason = 'declined';
      else if (note.unanswered === 'replied_in_chat' && reason === 'submitted')
        reason = 'repliedInChat';
      const list = Array.isArray(raw) && raw.every((v) => typeof v === 'string') ? raw : null;
      const text = (typeof raw === 'string' ? raw : (list?.join(SEP) ?? '')).trim();
      const extra = typeof note.notes === 'string' ? note.notes.trim() : '';
      // The CLI's skip text is a skip, never the user's words.
      if (!text || text === ASK_USER_QUESTION_NO_PREFERENCE)
        return { id: q.id, status: 'skipped', labels: [] };
      const labels = labelsOf(q, list ?? text);
      const customText = labels ? extra : text;
      return {
        id: q.id,
        status: 'answered',
        labels: labels ?? [],
        ...(customText ? { customText } : {}),
      };
    });
    return toAskToolDetails(parsed.data, answers, reason);
  } catch {
    return null;
  }
}
