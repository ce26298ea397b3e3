import * as z from 'zod/mini';
import type { AskAnswer, AskReason, AskRequest } from '../types';
import { answersById, inOptionOrder } from './asktool';

const AskOptionDetails = z.object({ label: z.string(), description: z.optional(z.string()) });
const AskQuestionDetails = z.object({
  id: z.string(),
  header: z.optional(z.string()),
  question: z.string(),
  options: z.array(AskOptionDetails),
  multiSelect: z.boolean(),
});
const AskAnswerDetails = z.object({
  id: z.string(),
  status: z.literal(['answered', 'skipped']),
  labels: z.array(z.string()),
  customText: z.optional(z.string()),
});

/** Whether the answers match the questions one to one, in order, naming only labels each offers. */
function consistent({ questions, answers }: { questions: z.infer<typeof AskQuestionDetails>[]; answers: AskAnswer[] }): boolean {
  return (
    questions.length > 0 &&
    answers.length === questions.length &&
    questions.every((q, i) => {
      const a = answers[i]!;
      const offered = q.options.map((o) => o.label);
      return (
        q.id !== '' &&
        a.id === q.id &&
        !offered.includes('') &&
        a.labels.every((l) => offered.includes(l)) &&
        (a.status === 'answered' || (a.labels.length === 0 && !a.customText))
      );
    })
  );
}

/**
 * The structured record persisted with the tool row, from which the transcript summary is drawn.
 * It is validated whole: at least one question, non-empty ids and labels, answers that match the
 * questions one to one, in order, and name only labels the question offers, so a half-valid
 * record is rejected instead of half-rendered.
 */
export const askToolDetailsSchema = z
  .object({
    version: z.literal(1),
    dialect: z.literal(['asktool', 'ask_user']),
    reason: z.literal(['submitted', 'declined', 'stopped', 'expired']),
    questions: z.array(AskQuestionDetails),
    answers: z.array(AskAnswerDetails),
  })
  .check(
    z.check((payload) => {
      if (!consistent(payload.value)) {
        payload.issues.push({ code: 'custom', input: payload.value, message: 'answers must match questions' });
      }
    }),
  );

export type AskToolDetails = z.infer<typeof askToolDetailsSchema>;

/** The details to persist with the tool row: the questions asked and the answers given. */
export function toAskToolDetails(request: AskRequest, answers: readonly AskAnswer[], reason: AskReason = 'submitted'): AskToolDetails {
  const byId = answersById(answers);
  return {
    version: 1,
    dialect: request.dialect,
    reason,
    questions: request.questions.map((q) => ({ ...q, options: q.options.map((o) => ({ ...o })) })),
    answers: request.questions.map((q): AskAnswer => {
      const { id } = q;
      const answer = byId.get(id);
      if (answer?.status !== 'answered') return { id, status: 'skipped', labels: [] };
      const labels = inOptionOrder(q, answer.labels);
      const custom = answer.customText?.trim();
      return custom ? { id, status: 'answered', labels, customText: custom } : { id, status: 'answered', labels };
    }),
  };
}
