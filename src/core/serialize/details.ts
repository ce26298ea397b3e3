import * as z from 'zod/mini';
import type { AskAnswer, AskReason, AskRequest } from '../types';
import { answersById, answerValues } from './asktool';

const AskOptionDetails = z.object({ label: z.string().check(z.minLength(1)), description: z.optional(z.string()) });
const AskQuestionDetails = z.object({
  id: z.string().check(z.minLength(1)),
  header: z.optional(z.string()),
  question: z.string(),
  options: z.array(AskOptionDetails),
  multiSelect: z.boolean(),
});
const AskAnswerDetails = z.object({
  id: z.string(),
  status: z.enum(['answered', 'skipped']),
  labels: z.array(z.string()),
  customText: z.optional(z.string()),
});

/**
 * The structured record persisted with the tool row, from which the transcript summary is drawn.
 * It is validated whole: answers must match the questions one to one, in order, and name only
 * labels the question offers, so a half-valid record is rejected instead of half-rendered.
 */
export const askToolDetailsSchema = z
  .object({
    version: z.literal(1),
    dialect: z.enum(['asktool', 'ask_user']),
    reason: z.enum(['submitted', 'declined', 'stopped', 'expired']),
    questions: z.array(AskQuestionDetails).check(z.minLength(1)),
    answers: z.array(AskAnswerDetails),
  })
  .check(
    z.refine(
      (d) =>
        d.answers.length === d.questions.length &&
        d.questions.every((q, i) => {
          const a = d.answers[i]!;
          const offered = new Set(q.options.map((o) => o.label));
          return a.id === q.id && a.labels.every((l) => offered.has(l)) && (a.status === 'answered' || (a.labels.length === 0 && !a.customText));
        }),
      { message: 'details.answers must match details.questions one to one, in order, with offered labels' },
    ),
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
      const answer = byId.get(q.id);
      if (!answer || answer.status !== 'answered') return { id: q.id, status: 'skipped', labels: [] };
      const labels = answerValues(q, { ...answer, customText: undefined });
      const custom = answer.customText?.trim();
      return custom ? { id: q.id, status: 'answered', labels, customText: custom } : { id: q.id, status: 'answered', labels };
    }),
  };
}
