/**
 * Whether an `AskUserQuestion` input is extended (`CLAUDE_CODE_QUESTION_EXTENDED`). Read from the
 * input itself: the extended CLI adds `kind: "choice"` to every question it shows a host, and
 * `title` exists only in the extended schema; a CLI without the variable validates the model's
 * input by the 2-4 options rule before `canUseTool`, so it never shows a host either key.
 * No zod here: the result serializer reads it too.
 */
import { isRecord } from '../../schema/guards';

export function isExtendedAskUserQuestionInput(input: unknown): boolean {
  if (!isRecord(input)) return false;
  if (input.title != null) return true;
  const { questions } = input;
  return Array.isArray(questions) && questions.some((q) => isRecord(q) && q.kind != null);
}
