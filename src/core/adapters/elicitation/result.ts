import { formContent, type ElicitValue } from '../../schema/form/content';
import type { AskAnswer, AskReason, AskRequest } from '../../types';

// A value of the accepted content (the types `ElicitResultSchema` allows): defined with the form
// reader, one type with ACP's `AcpElicitValue`.
export type { ElicitValue };

/** MCP's `ElicitResult` (form and URL mode). `content` only with `accept`. */
export type ElicitResult =
  | { action: 'accept'; content?: Record<string, ElicitValue> }
  | { action: 'decline' }
  | { action: 'cancel' };

/**
 * The MCP result of a form: `{ action: 'accept', content }` when submitted, each field's value
 * typed as its schema says (numbers, integers, booleans, arrays of `const`s, strings), fields
 * left unanswered omitted; `{ action: 'decline' }` after Decline all; `{ action: 'cancel' }`
 * when closed, stopped (the request's signal aborted), expired or answered in the chat.
 *
 * @example
 * toElicitResult(request, answers, 'submitted')
 * // { action: 'accept', content: { replicas: 3, notify: true } }
 */
export function toElicitResult(
  request: AskRequest,
  answers: readonly AskAnswer[],
  reason: AskReason,
): ElicitResult {
  if (reason === 'declined') return { action: 'decline' };
  if (reason !== 'submitted') return { action: 'cancel' };
  return { action: 'accept', content: formContent(request, answers) };
}

/** The result as JSON text (`AskResolution.content`). */
export function formatElicitContent(
  request: AskRequest,
  answers: readonly AskAnswer[],
  reason: AskReason,
): string {
  return JSON.stringify(toElicitResult(request, answers, reason));
}
