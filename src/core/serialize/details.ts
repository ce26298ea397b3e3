import * as z from 'zod/mini';
import {
  ASK_ANSWER_STATUSES,
  ASK_REASONS,
  type AskAnswer,
  type AskQuestion,
  type AskReason,
  type AskRequest,
} from '../types';
import {
  DETAILS_MAX_LENGTH,
  DETAILS_MAX_OPTIONS,
  DETAILS_MAX_QUESTIONS,
  DETAILS_TEXT_MAX_LENGTH,
} from '../schema/limits';
import { readPlainData } from '../schema/guards';
import { inputLength } from '../schema/size';
import { answersById, inOptionOrder } from './answers';

/** What a secret answer's free text is stored as: its length is not kept either. */
export const ASK_SECRET_MASK = '••••••';

// Stored details have the limits requests have (`DETAILS_*`): a record past them is not read.
const Text = z.string().check(z.maxLength(DETAILS_TEXT_MAX_LENGTH));
const Labels = z.array(Text).check(z.maxLength(DETAILS_MAX_OPTIONS));

const AskOptionDetails = z.object({
  label: Text,
  description: z.optional(Text),
  value: z.optional(Text),
});
const AskQuestionDetails = z.object({
  id: Text,
  header: z.optional(Text),
  question: Text,
  options: z.array(AskOptionDetails).check(z.maxLength(DETAILS_MAX_OPTIONS)),
  multiSelect: z.boolean(),
  // Read by summaries: a secret answer is shown masked.
  input: z.optional(z.object({ secret: z.optional(z.boolean()) })),
});
const AskAnswerDetails = z.object({
  id: Text,
  status: z.literal(ASK_ANSWER_STATUSES),
  labels: Labels,
  values: z.optional(Labels),
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
 * The record read once into plain data (a throwing getter or a revoked `Proxy` from a host's own
 * store is an issue, not a `TypeError`), and refused past `DETAILS_MAX_LENGTH` characters of JSON
 * before any of it is checked.
 */
const PlainDetails = z.pipe(
  z.unknown(),
  z.transform((value, payload) => {
    const read = readPlainData(value, 2 * DETAILS_MAX_LENGTH);
    const tooLarge = `details are over ${DETAILS_MAX_LENGTH} characters as JSON`;
    if (!read.ok || inputLength(read.value, DETAILS_MAX_LENGTH) > DETAILS_MAX_LENGTH) {
      payload.issues.push({
        code: 'custom',
        input: undefined,
        path: read.ok ? [] : read.path,
        message: read.ok ? tooLarge : `details ${read.problem}`,
      });
      return z.NEVER;
    }
    return read.value;
  }),
);

/**
 * The structured record persisted with the tool row, from which the transcript summary is drawn.
 * It is validated whole: at least one question, non-empty ids and labels, answers that match the
 * questions one to one, in order, and name only labels the question offers, so a half-valid
 * record is rejected instead of half-rendered. It has the limits requests have (counts, text
 * lengths, the whole size: `DETAILS_*` in `limits.ts`); a record past them is not read.
 */
export const askToolDetailsSchema = z.pipe(
  PlainDetails,
  z
    .object({
      version: z.literal(1),
      dialect: Text,
      title: z.optional(Text),
      message: z.optional(Text),
      reason: z.literal(ASK_REASONS),
      questions: z.array(AskQuestionDetails).check(z.maxLength(DETAILS_MAX_QUESTIONS)),
      answers: z.array(AskAnswerDetails).check(z.maxLength(DETAILS_MAX_QUESTIONS)),
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
    ),
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
