import { isRecord } from '../../schema/guards';
import { toAskToolDetails, type AskToolDetails } from '../../serialize/details';
import type { AskAnswer, AskQuestion } from '../../types';
import { GEMINI_ASK_USER_DISMISSED, GEMINI_ASK_USER_SEPARATOR as SEP } from './result';
import { safeParseGeminiAskUserInput } from './schema';

/** The answers a stored result holds: a record, null after a dismissal, undefined if none. */
function answersOf(result: unknown): Record<string, unknown> | null | undefined {
  if (typeof result === 'string') {
    if (result === GEMINI_ASK_USER_DISMISSED) return null;
    try {
      return answersOf(JSON.parse(result));
    } catch {
      return undefined;
    }
  }
  if (!isRecord(result)) return undefined;
  // `toGeminiAskUserResult`'s whole result, as a host may keep `AskResolution.result`.
  if (result.outcome === 'cancel') return null;
  if (result.outcome === 'proceed_once') return answersOf(result.payload ?? { answers: {} });
  return isRecord(result.answers) ? result.answers : undefined;
}

/**
 * One answer text back as labels and free text: the options it starts with, in option order,
 * each followed by `", "` or the end (as the dialog joins them), and the rest as typed text. A
 * typed text that starts like a label reads as that label: the join has no escaping.
 */
function answerOf(question: AskQuestion, raw: unknown): AskAnswer {
  const none: AskAnswer = { id: question.id, status: 'skipped', labels: [] };
  if (typeof raw !== 'string' || raw.trim() === '') return none;
  const labels: string[] = [];
  let at = 0;
  for (const option of question.options) {
    if (!question.multiSelect && labels.length > 0) break;
    const said = option.value ?? option.label;
    if (!raw.startsWith(said, at)) continue;
    const end = at + said.length;
    if (end === raw.length) {
      labels.push(option.label);
      at = end;
      break;
    }
    if (question.multiSelect && raw.startsWith(SEP, end)) {
      labels.push(option.label);
      at = end + SEP.length;
    }
  }
  const rest = at === 0 ? raw : at < raw.length ? raw.slice(at) : '';
  const customText = rest.trim();
  return { id: question.id, status: 'answered', labels, ...(customText ? { customText } : {}) };
}

/**
 * A finished Gemini CLI `ask_user` call as a host keeps it, `{ input, result }`: the tool input
 * and its result, either the `onConfirm` payload (`{ answers }`), `toGeminiAskUserResult`'s
 * object, or the text the model read (the JSON, or the dismissal line). Read back as details for
 * the receipt; a dismissal reads as dismissed. Null when the value is not such a pair. Untrusted
 * input: never throws.
 */
export function readGeminiAskUserPersisted(value: unknown): AskToolDetails | null {
  try {
    if (!isRecord(value) || !('input' in value) || !('result' in value)) return null;
    const parsed = safeParseGeminiAskUserInput(value.input);
    if (!parsed.success) return null;
    const request = parsed.data;
    const given = answersOf(value.result);
    if (given === undefined) return null;
    if (given === null)
      return toAskToolDetails(
        request,
        request.questions.map((q) => answerOf(q, undefined)),
        'dismissed',
      );
    const answers = request.questions.map((q, i) =>
      answerOf(q, Object.hasOwn(given, String(i)) ? given[String(i)] : undefined),
    );
    return toAskToolDetails(request, answers, 'submitted');
  } catch {
    return null;
  }
}
