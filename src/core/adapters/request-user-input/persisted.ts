import { toAskToolDetails, type AskToolDetails } from '../../serialize/details';
import type { AskAnswer } from '../../types';
import { safeParseRequestUserInputParams } from './schema';
import { isRecord } from '../../schema/guards';

/**
 * What a host persists for a Codex question, `{ params, response }` (the response alone has no
 * question text), read back as details: a first answer that is an offered label is the choice,
 * the rest free text; `{ answers: {} }` reads as declined. A secret is masked by the details.
 * Null for anything else. Never throws.
 */
export function readRequestUserInputPersisted(value: unknown): AskToolDetails | null {
  try {
    if (!isRecord(value) || !isRecord(value.response) || !isRecord(value.response.answers))
      return null;
    const parsed = safeParseRequestUserInputParams(value.params);
    if (!parsed.success) return null;
    const given = value.response.answers;
    const declined = Object.keys(given).length === 0;
    const answers = parsed.data.questions.map((q): AskAnswer => {
      const entry = Object.hasOwn(given, q.id) ? given[q.id] : undefined;
      const list = isRecord(entry) && Array.isArray(entry.answers) ? entry.answers : [];
      const values = list.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
      if (values.length === 0) return { id: q.id, status: 'skipped', labels: [] };
      const chosen = q.options.some((o) => o.label === values[0]) ? values[0]! : undefined;
      const customText = (chosen ? values.slice(1) : values).join('\n').trim();
      return {
        id: q.id,
        status: 'answered',
        labels: chosen ? [chosen] : [],
        ...(customText ? { customText } : {}),
      };
    });
    return toAskToolDetails(parsed.data, answers, declined ? 'declined' : 'submitted');
  } catch {
    return null;
  }
}
