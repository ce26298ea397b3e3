import { formContent, type ElicitValue } from '../../schema/form/content';
import { isRecord } from '../../schema/guards';
import type { AskAnswer, AskReason, AskRequest } from '../../types';
import { claudePairs } from './claude';

/**
 * A value of the accepted content: ACP's `ElicitationContentValue`, the same values as MCP's
 * `ElicitValue` (one type: `string | number | boolean | string[]`).
 */
export type AcpElicitValue = ElicitValue;

/** ACP's `CreateElicitationResponse` as ask-cards answers it. `content` only with `accept`. */
export type AcpElicitResult =
  | { action: 'accept'; content?: Record<string, AcpElicitValue> }
  | { action: 'decline' }
  | { action: 'cancel' };

/**
 * The ACP result of a form: `{ action: 'accept', content }` when submitted, each field typed as
 * its schema says (as MCP's `toElicitResult`), unanswered fields left out, and each of Claude's
 * merged questions answered in its two fields (the chosen const(s) in `question_<n>`, the typed
 * "Other" text in `question_<n>_custom`); `{ action: 'decline' }` after Decline all;
 * `{ action: 'cancel' }` when closed, stopped (the request's `signal` aborted), expired or
 * answered in the chat. In URL mode, `accept` means the user consented to open the link.
 *
 * @example
 * toAcpElicitResult(request, answers, 'submitted')
 * // { action: 'accept', content: { question_0: 'Blue', question_1_custom: 'Teal' } }
 */
export function toAcpElicitResult(
  request: AskRequest,
  answers: readonly AskAnswer[],
  reason: AskReason,
): AcpElicitResult {
  if (reason === 'declined') return { action: 'decline' };
  if (reason !== 'submitted') return { action: 'cancel' };
  const source = isRecord(request.source) ? request.source : {};
  const ids = new Set(request.questions.map((q) => q.id));
  // Only a pair read as one question: its custom field is then no question of its own.
  const pairs = new Map(
    [...claudePairs(source.requestedSchema)].filter(([, custom]) => !ids.has(custom)),
  );
  return { action: 'accept', content: formContent(request, answers, pairs) };
}

/** The result as JSON text (`AskResolution.content`). */
export function formatAcpElicitContent(
  request: AskRequest,
  answers: readonly AskAnswer[],
  reason: AskReason,
): string {
  return JSON.stringify(toAcpElicitResult(request, answers, reason));
}
