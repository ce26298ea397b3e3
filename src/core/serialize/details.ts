import * as z from 'zod/mini';
import {
  ASK_ANSWER_STATUSES,
  ASK_REASONS,
  type AskAnswer,
  type AskQuestion,
  type AskReason,
  type AskRequest,
} from '../types';
import { answersById, inOptionOrder } from './answers';

/** What a secret answer's free text is stored as: its length is not kept either. */
export const ASK_SECRET_MASK = '••••••';

const AskOptionDetails = z.object({
  label: z.string(),
  description: z.optional(z.string()),
  value: z.optional(z.string()),
});
const AskQuestionDetails = z.object({
  id: z.string(),
  header: z.optional(z.string()),
  question: z.string(),
  options: z.array(AskOptionDetails),
  multiSelect: z.boolean(),
  // Read by summaries: a secret answer is shown masked.
  input: z.optional(z.object({ secret: z.optional(z.boolean()) })),
});
const AskAnswerDetails = z.object({
  id: z.string(),
  status: z.literal(ASK_ANSWER_STATUSES),
  labels: z.array(z.string()),
  values: z.optional(z.array(z.string())),
  customText: z.optional(z.string()),
});

/** Whether the answers match the questions one to one, in order, naming only labels each offers. */
function consistent({
  questions,
  answers,
}: {
  questions: z.infer<typeof AskQuestionDetails>[];
  answers: AskAnswer[];
}): boolean {
  return (
    questions.length > 0 &&
    answers.length === questions.length &&
    questions.every((q, i) => {
      const a = answers[i]!;
      // A Set: stored history is untrusted, and 100,000 labels must not cost 10^10 comparisons.
      const offered = new Set(q.options.map((o) => o.label));
      return (
        q.id !== '' &&
        a.id === q.id &&
        !offered.has('') &&
        a.labels.every((l) => offered.has(l)) &&
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
    dialect: z.string(),
    title: z.optional(z.string()),
    message: z.optional(z.string()),
    reason: z.literal(ASK_REASONS),
    questions: z.array(AskQuestionDetails),
    answers: z.array(AskAnswerDetails),
  })
  .check(
    z.check((payload) => {
      if (!consistent(payload.value)) {
        payload.issues.push({
          code: 'custom',
          input: payload.value,
          message: 'answers must match questions',
        });
      }
    }),
  );

export type AskToolDetails = z.infer<typeof askToolDetailsSchema>;

// The details shapes are the request's and the answer's, as persisted: each is checked here
// against its one source in `types.ts`, so a field added there cannot be forgotten here.
type Agrees<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const shapesAgree: [
  Agrees<z.infer<typeof AskAnswerDetails>, AskAnswer>,
  Agrees<AskToolDetails['reason'], AskReason>,
  Agrees<AskQuestion extends z.infer<typeof AskQuestionDetails> ? true : false, true>,
] = [true, true, true];
void shapesAgree;

/**
 * The details to persist with the tool row: the questions asked and the answers given. The free
 * text of a `secret` question is stored as `ASK_SECRET_MASK`: it never reaches storage in clear.
 */
export function toAskToolDetails(
  request: AskRequest,
  answers: readonly AskAnswer[],
  reason: AskReason = 'submitted',
): AskToolDetails {
  const byId = answersById(answers);
  const details: AskToolDetails = {
    version: 1,
    dialect: request.dialect,
    reason,
    questions: request.questions.map((q) => ({ ...q, options: q.options.map((o) => ({ ...o })) })),
    answers: request.questions.map((q): AskAnswer => {
      const { id } = q;
      const answer = byId.get(id);
      if (answer?.status !== 'answered') return { id, status: 'skipped', labels: [] };
      const labels = inOptionOrder(q, answer.labels);
      const stored: AskAnswer = { id, status: 'answered', labels };
      if (q.options.some((o) => o.value !== undefined))
        stored.values = labels.map((l) => q.options.find((o) => o.label === l)!.value ?? l);
      const custom = answer.customText?.trim();
      if (custom) stored.customText = q.input?.secret ? ASK_SECRET_MASK : custom;
      return stored;
    }),
  };
  if (request.title !== undefined) details.title = request.title;
  if (request.message !== undefined) details.message = request.message;
  return details;
}
