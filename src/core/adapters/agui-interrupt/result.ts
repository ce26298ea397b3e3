import { isRecord } from '../../schema/guards';
import { answersById } from '../../serialize/answers';
import type { AskAnswer, AskReason, AskRequest } from '../../types';
import { toJsonSchemaFormResult } from '../json-schema-form/result';
import type { AgUiInterruptSource, AgUiResumeEntry } from './protocol';

/** The interrupt's part of `request.source`; a hand-built request without one answers `""`. */
function sourceOf(request: AskRequest): Partial<AgUiInterruptSource> {
  return isRecord(request.source) ? (request.source as Partial<AgUiInterruptSource>) : {};
}

/** The payload of a submitted card: the form's object, the typed text, or `true` / `false`. */
function payloadOf(request: AskRequest, answers: readonly AskAnswer[]): unknown {
  const { answer } = sourceOf(request);
  if (answer === undefined) {
    const form = toJsonSchemaFormResult(request, answers, 'submitted');
    return form.status === 'resolved' ? form.payload : {};
  }
  const given = answersById(answers).get(request.questions[0]?.id ?? '');
  if (answer === 'boolean') return (given?.values ?? given?.labels)?.[0] === 'true';
  return given?.customText ?? '';
}

/**
 * AG-UI's `ResumeEntry` for the interrupt a card asked: `{ interruptId, status: 'resolved',
 * payload }` when submitted (the form's object, the typed text, or `true` / `false` for a
 * confirmation: AG-UI puts a denial in the payload); `{ interruptId, status: 'cancelled' }`, with
 * no payload, for every other outcome (declined, dismissed, stopped, expired, replied in chat).
 *
 * @example
 * const entry = toAgUiResumeEntry(request, answers, 'submitted');
 * // { interruptId: 'i1', status: 'resolved', payload: { env: 'prod' } }
 * await agent.runAgent({ resume: [entry] }); // with one entry per pending interrupt
 */
export function toAgUiResumeEntry(
  request: AskRequest,
  answers: readonly AskAnswer[],
  reason: AskReason,
): AgUiResumeEntry {
  const interruptId = sourceOf(request).interrupt?.id ?? '';
  if (reason !== 'submitted') return { interruptId, status: 'cancelled' };
  return { interruptId, status: 'resolved', payload: payloadOf(request, answers) };
}

/** The resume entry as JSON text (`AskResolution.content`). */
export function formatAgUiResumeEntry(
  request: AskRequest,
  answers: readonly AskAnswer[],
  reason: AskReason,
): string {
  return JSON.stringify(toAgUiResumeEntry(request, answers, reason));
}
