import { inOptionOrder } from '../../serialize/answers';
import { toAskToolDetails, type AskToolDetails } from '../../serialize/details';
import type { AskAnswer, AskQuestion, AskReason } from '../../types';
import { ASK_USER_QUESTION_LABEL_SEPARATOR } from './result';
import { safeParseAskUserQuestionInput } from './schema';
import { isRecord } from '../../schema/guards';

/** The labels an answer names: one label, or a multi-select `", "`-joined list; else null. */
function labelsOf(question: AskQuestion, answer: string): string[] | null {
  const offered = new Set(question.options.map((o) => o.label));
  if (offered.has(answer)) return [answer];
  if (!question.multiSelect) return null;
  const parts = answer.split(ASK_USER_QUESTION_LABEL_SEPARATOR);
  return parts.every((part) => offered.has(part)) ? inOptionOrder(question, parts) : null;
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
    let reason: AskReason = 'submitted';
    const answers = parsed.data.questions.map((q, i): AskAnswer => {
      const key = keys[i]!;
      const raw = Object.hasOwn(given, key) ? given[key] : undefined;
      const note = Object.hasOwn(notes, key) && isRecord(notes[key]) ? notes[key] : {};
      if (note.unanswered === 'dismissed') reason = 'declined';
      else if (note.unanswered === 'replied_in_chat' && reason === 'submitted')
        reason = 'repliedInChat';
      const text = (
        typeof raw === 'string'
          ? raw
          : Array.isArray(raw) && raw.every((v) => typeof v === 'string')
            ? raw.join(ASK_USER_QUESTION_LABEL_SEPARATOR)
            : ''
      ).trim();
      const extra = typeof note.notes === 'string' ? note.notes.trim() : '';
      if (!text) return { id: q.id, status: 'skipped', labels: [] };
      const labels = labelsOf(q, text);
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
