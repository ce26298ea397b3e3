/** From valid tool input to the `AskRequest` model: trimming, cutting, clamping. */
import type { AskDialect, AskRequest } from '../types';
import { DEFAULT_TIMEOUT_SECONDS, HEADER_MAX_CHARS, MAX_TIMEOUT_SECONDS, MIN_TIMEOUT_SECONDS } from './limits';
import { truncateCodePoints } from './text';

/** A valid input of either dialect, as zod returns it (unknown keys already stripped). */
interface ValidInput {
  questions: Array<{
    id?: string;
    header?: string;
    question: string;
    options: Array<string | { label: string; description?: string }>;
    multiSelect?: boolean;
  }>;
  timeoutSeconds?: number;
}

/**
 * Labels and descriptions trimmed (blank descriptions dropped), `multiSelect` defaulted to false;
 * asktool's ids are `q1`, `q2`, … in order. ask_user's headers are trimmed and cut to 12 code
 * points (never inside a surrogate pair), its timeout defaulted to 900 and clamped into 30-3600.
 */
export function toAskRequest(dialect: AskDialect, input: ValidInput): AskRequest {
  const request: AskRequest = {
    dialect,
    questions: input.questions.map((q, i) => ({
      id: q.id ?? `q${i + 1}`,
      ...(q.header === undefined ? {} : { header: truncateCodePoints(q.header.trim(), HEADER_MAX_CHARS).trimEnd() }),
      question: q.question.trim(),
      options: q.options.map((option) => {
        const { label, description } = typeof option === 'string' ? { label: option } : option;
        const detail = description?.trim();
        return detail ? { label: label.trim(), description: detail } : { label: label.trim() };
      }),
      multiSelect: q.multiSelect ?? false,
    })),
  };
  if (dialect === 'ask_user') {
    request.timeoutSeconds = Math.min(MAX_TIMEOUT_SECONDS, Math.max(MIN_TIMEOUT_SECONDS, input.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS));
  }
  return request;
}
