import { isRecord } from '../../schema/guards';
import { toAskToolDetails, type AskToolDetails } from '../../serialize/details';
import {
  fieldAnswer,
  formPayloadAnswers,
  keptRecordOf,
  readBackField,
} from '../json-schema-form/persisted';
import { readAgUiInterrupt, type AgUiInterruptParseOptions } from './read';

/**
 * The labels the live card was read with (`parseAgUiInterrupt`'s options of the same names): a
 * request is read once, in the host's language, so its read-back needs them again.
 */
export type AgUiInterruptReadBackOptions = Pick<
  AgUiInterruptParseOptions,
  'booleanLabels' | 'jsonLabel' | 'defaultPrompt'
>;

/**
 * A settled AG-UI interrupt as a host keeps it, `{ interrupt, resume }`: the interrupt and the
 * resume entry sent for it (the object, or its JSON text). Read back as details for the receipt:
 * `resolved` as the answers its payload holds, `cancelled` as dismissed. Null for anything else,
 * or when the entry answers another interrupt. A schema beyond the form reads as the JSON text
 * field it was answered through. Pass the labels the live card was parsed with (a zh-CN card's
 * `booleanLabels`, `jsonLabel`, `defaultPrompt`) so the receipt reads as it did. Untrusted input:
 * never throws.
 *
 * @example
 * readAgUiInterruptPersisted({ interrupt, resume: { interruptId: 'i1', status: 'cancelled' } })
 * // { questions: […], answers: [{ id: 'answer', status: 'skipped', … }], reason: 'dismissed' }
 */
export function readAgUiInterruptPersisted(
  value: unknown,
  options: AgUiInterruptReadBackOptions = {},
): AskToolDetails | null {
  try {
    if (!isRecord(value) || !('interrupt' in value) || !('resume' in value)) return null;
    // The resume entry is kept as the object or its JSON text, as a form's result is.
    const entry = keptRecordOf(value.resume);
    if (!entry) return null;
    // Read without the pattern engine (nothing is typed any more), a schema beyond the form as
    // the JSON text field it was answered through, with the live card's labels.
    const parsed = readAgUiInterrupt(value.interrupt, {
      booleanLabels: options.booleanLabels,
      jsonLabel: options.jsonLabel,
      defaultPrompt: options.defaultPrompt,
      fallback: readBackField,
    });
    if (!parsed.success) return null;
    const request = parsed.data;
    const interrupt = value.interrupt as { id?: unknown };
    if (entry.interruptId !== undefined && entry.interruptId !== interrupt.id) return null;
    if (entry.status === 'cancelled')
      return toAskToolDetails(
        request,
        request.questions.map((q) => fieldAnswer(q, undefined)),
        'dismissed',
      );
    if (entry.status !== 'resolved') return null;
    const { payload } = entry;
    const source = request.source as { answer?: string };
    // One question without a form: the payload is its answer (`true` / `false`, or the text).
    const answers =
      source.answer !== undefined
        ? request.questions.map((q) => fieldAnswer(q, payload))
        : formPayloadAnswers(request, payload);
    return toAskToolDetails(request, answers, 'submitted');
  } catch {
    return null;
  }
}
