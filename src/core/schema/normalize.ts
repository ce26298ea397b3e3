/** From valid tool input to the `AskRequest` model: trimming, cutting, clamping. */
import type { AskTimeoutPolicy } from '../machine/policy';
import type { AskDialect, AskOption, AskRequest } from '../types';
import { isBlank, truncateCodePoints } from './text';

/**
 * An option as stored: its label trimmed, and its description trimmed where it says something
 * (a blank or invisible-only one is dropped); `extra` (a value, a preview) after them.
 */
export function toAskOption<Extra extends Partial<AskOption>>(
  label: string,
  description: string | undefined,
  extra?: Extra,
): AskOption & Extra {
  const detail = description?.trim();
  return {
    label: label.trim(),
    ...(detail && !isBlank(detail) ? { description: detail } : {}),
    ...extra,
  } as AskOption & Extra;
}

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
 * Labels and descriptions trimmed (blank descriptions dropped, invisible-only ones too: see
 * `isBlank`), `multiSelect` defaulted to false; ids default to `q1`, `q2`, … in order. Headers
 * are trimmed and cut to the dialect's `headerMaxChars` code points (never inside a surrogate
 * pair). Where the dialect has a `timeout` policy, the timeout is defaulted and clamped into its
 * range.
 */
export function toAskRequest(
  dialect: AskDialect,
  input: ValidInput,
  timeout: Readonly<AskTimeoutPolicy> | null,
  headerMaxChars = Infinity,
): AskRequest {
  const request: AskRequest = {
    dialect,
    questions: input.questions.map((q, i) => ({
      id: q.id ?? `q${i + 1}`,
      ...(q.header === undefined
        ? {}
        : { header: truncateCodePoints(q.header.trim(), headerMaxChars).trimEnd() }),
      question: q.question.trim(),
      options: q.options.map((option) => {
        const { label, description } = typeof option === 'string' ? { label: option } : option;
        return toAskOption(label, description);
      }),
      multiSelect: q.multiSelect ?? false,
    })),
  };
  if (timeout)
    request.timeoutSeconds = Math.min(
      timeout.max,
      Math.max(timeout.min, input.timeoutSeconds ?? timeout.default),
    );
  return request;
}
