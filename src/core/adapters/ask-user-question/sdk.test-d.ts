/**
 * Compile-time proof, checked by `tsc --noEmit`: what `toAskUserQuestionResult` builds is what
 * the Claude Agent SDK's `canUseTool` accepts, against the structural copy of its published
 * `AskUserQuestionInput` (`sdk.ts`, tuple shapes included).
 */
import type { toAskUserQuestionResult } from './result';
import type { AskPermissionResult, AskUserQuestionInput, AskUserQuestionQuestion } from './sdk';

type Result = NonNullable<ReturnType<typeof toAskUserQuestionResult>>;
type Assignable<A, B> = [A] extends [B] ? true : false;
type Q = AskUserQuestionQuestion;
type O = AskUserQuestionQuestion['options'][0];

export const proofs: [
  // The result is an SDK `PermissionResult`, its `updatedInput` an `AskUserQuestionInput` and
  // the `Record<string, unknown>` that `PermissionResult.updatedInput` is declared as.
  Assignable<Result, AskPermissionResult>,
  Assignable<Result['updatedInput'], AskUserQuestionInput>,
  Assignable<Result['updatedInput'], Record<string, unknown>>,
  // The published shapes, exactly: 1-4 questions, 2-4 options, `description` required.
  Assignable<{ questions: [Q] }, AskUserQuestionInput>,
  Assignable<{ questions: [Q, Q, Q, Q] }, AskUserQuestionInput>,
  Assignable<Omit<Q, 'options'> & { options: [O, O, O, O] }, Q>,
] = [true, true, true, true, true, true];

export const refusals: [
  Assignable<{ questions: [] }, AskUserQuestionInput>,
  Assignable<{ questions: [Q, Q, Q, Q, Q] }, AskUserQuestionInput>,
  Assignable<{ questions: Q[] }, AskUserQuestionInput>,
  Assignable<Omit<Q, 'options'> & { options: [O] }, Q>,
  Assignable<Omit<Q, 'options'> & { options: [O, O, O, O, O] }, Q>,
  Assignable<Omit<Q, 'options'> & { options: [{ label: string }, O] }, Q>,
  Assignable<Omit<Q, 'multiSelect'>, Q>,
] = [false, false, false, false, false, false, false];
