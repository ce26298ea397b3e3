/**
 * Compile-time proof (issue 25 #2): the extended types are PROTOCOLS-DRIFT §2.2's shapes, and
 * `toAskUserQuestionResult`'s `updatedInput` for an extended ask is an extended output.
 */
import type { extendedInput } from './extended-fixtures';
import type { toAskUserQuestionResult } from './result';
import type {
  AskUserQuestionExtendedInput,
  AskUserQuestionExtendedOutput,
  AskUserQuestionExtendedQuestion,
  AskUserQuestionQuestion,
} from './sdk';

type Assignable<A, B> = [A] extends [B] ? true : false;
type Result = NonNullable<ReturnType<typeof toAskUserQuestionResult>>;
type Base = { question: string; header: string };
type O = { label: string; description: string };

export const proofs: [
  Assignable<typeof extendedInput, AskUserQuestionExtendedInput>,
  Assignable<Result['updatedInput'], Pick<AskUserQuestionExtendedOutput, 'followUp'>>,
  // A published question is an extended choice question.
  Assignable<AskUserQuestionQuestion, AskUserQuestionExtendedQuestion>,
  Assignable<Base & { kind: 'text' }, AskUserQuestionExtendedQuestion>,
  Assignable<Base & { kind: 'number'; min: number; max: number }, AskUserQuestionExtendedQuestion>,
] = [true, true, true, true, true];

export const refusals: [
  // A number needs min and max; text and number take no options; choice takes 2-4.
  Assignable<Base & { kind: 'number'; min: number }, AskUserQuestionExtendedQuestion>,
  Assignable<Base & { kind: 'text'; options: [O, O] }, AskUserQuestionExtendedQuestion>,
  Assignable<Base & { kind: 'choice'; options: [] }, AskUserQuestionExtendedQuestion>,
  Assignable<Base & { kind: 'date' }, AskUserQuestionExtendedQuestion>,
] = [false, false, false, false];
