import { isRecord } from '../../schema/guards';
import { toAskToolDetails, type AskToolDetails } from '../../serialize/details';
import type { AskAnswer, AskReason, AskRequest } from '../../types';
import { formatApprovalQuestionsContent } from './result';
import { safeParseApprovalQuestions } from './schema';

/** A settled questionnaire read back: its request, answers, outcome, text and details. */
export interface ApprovalQuestionsOutcome {
  request: AskRequest;
  reason: AskReason;
  answers: AskAnswer[];
  content: string;
  details: AskToolDetails;
}

/** How the approval ended: answered, dismissed, or the host's `resolution`; null while open. */
function reasonOf(approval: Record<string, unknown>): AskReason | null {
  if (approval.approved === true) return 'submitted';
  if (approval.approved === false) return 'declined';
  if (approval.resolution === 'expired') return 'expired';
  if (approval.resolution === 'cancelled') return 'stopped';
  return null;
}

/**
 * A settled `approval` (assistant-ui records `approved`, `answers` or `resolution` on the part)
 * read back as the card's outcome: the recorded option ids as the options they name, the typed
 * text as free text; `approved: false` reads as declined, `resolution: "cancelled"` as stopped,
 * `"expired"` as expired. Null for an open approval or anything that is not a questionnaire.
 * Untrusted input: never throws.
 */
export function readApprovalQuestionsOutcome(value: unknown): ApprovalQuestionsOutcome | null {
  try {
    if (!isRecord(value)) return null;
    const reason = reasonOf(value);
    if (!reason) return null;
    const parsed = safeParseApprovalQuestions(value);
    if (!parsed.success) return null;
    const request = parsed.data;
    const given = reason === 'submitted' && isRecord(value.answers) ? value.answers : {};
    const answers = request.questions.map((q): AskAnswer => {
      const entry = Object.hasOwn(given, q.id) ? given[q.id] : undefined;
      const ids = new Set(
        isRecord(entry) && Array.isArray(entry.optionIds) ? entry.optionIds.slice(0, 100) : [],
      );
      const chosen = q.options.filter((o) => ids.has(o.value));
      const text = isRecord(entry) && typeof entry.text === 'string' ? entry.text.trim() : '';
      if (chosen.length === 0 && text === '') return { id: q.id, status: 'skipped', labels: [] };
      return {
        id: q.id,
        status: 'answered',
        labels: chosen.map((o) => o.label),
        ...(chosen.length > 0 ? { values: chosen.map((o) => o.value!) } : {}),
        ...(text ? { customText: text } : {}),
      };
    });
    return {
      request,
      reason,
      answers,
      content: formatApprovalQuestionsContent(request, answers, reason),
      details: toAskToolDetails(request, answers, reason),
    };
  } catch {
    return null;
  }
}

/** The details of a settled questionnaire, for `AskTranscript`; null otherwise. */
export function readApprovalQuestionsPersisted(value: unknown): AskToolDetails | null {
  return readApprovalQuestionsOutcome(value)?.details ?? null;
}
