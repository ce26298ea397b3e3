/**
 * issue 29 #8: ask-cards' restated Gemini types are the published ones of
 * `@google/gemini-cli-core` 0.61.0, both ways. Compiled by gemini-types.test.ts with
 * compat/gemini/tsconfig.json; left out of the root project, which must not need compat/gemini.
 */
import type * as z from 'zod/mini';
import type {
  GeminiAskUserConfirmationPayload,
  GeminiAskUserResult,
  GeminiQuestion,
  GeminiQuestionOption,
  GeminiQuestionType,
} from '../../src/core/adapters/gemini-ask-user/protocol';
import type { GeminiAskUserInput } from '../../src/core/adapters/gemini-ask-user/schema';
import type {
  Question,
  QuestionOption,
  QuestionType,
} from '../../compat/gemini/node_modules/@google/gemini-cli-core/dist/src/confirmation-bus/types.js';
import type { AskUserParams } from '../../compat/gemini/node_modules/@google/gemini-cli-core/dist/src/tools/ask-user.js';
import type {
  ToolAskUserConfirmationPayload,
  ToolConfirmationOutcome,
} from '../../compat/gemini/node_modules/@google/gemini-cli-core/dist/src/tools/tools.js';

/** True when `A` and `B` are the same type (not merely assignable one way). */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <T extends true>(): T => true as T;

/** The published `Question` with its enum `type` read as the enum's string values. */
type PublishedQuestion = Omit<Question, 'type'> & { type: `${QuestionType}` };
type Flat<T> = { [K in keyof T]: T[K] };

same<Equal<GeminiQuestionType, `${QuestionType}`>>();
same<Equal<GeminiQuestionOption, QuestionOption>>();
same<Equal<Flat<GeminiQuestion>, Flat<PublishedQuestion>>>();
same<Equal<GeminiAskUserInput['questions'][number], GeminiQuestion>>();
same<Equal<keyof GeminiAskUserInput, keyof AskUserParams>>();
// One name for the schema and its type (STYLE §9): what the schema parses is the published shape.
same<Equal<z.infer<typeof GeminiAskUserInput>, GeminiAskUserInput>>();
same<Equal<z.infer<typeof GeminiAskUserInput>['questions'][number], GeminiQuestion>>();
same<Equal<GeminiAskUserConfirmationPayload, ToolAskUserConfirmationPayload>>();
same<
  Equal<
    GeminiAskUserResult['outcome'],
    `${ToolConfirmationOutcome.ProceedOnce}` | `${ToolConfirmationOutcome.Cancel}`
  >
>();

// What the CLI hands a host is ours to parse, and what we return is the CLI's to take.
declare const params: AskUserParams;
export const asOurs: GeminiAskUserInput = {
  questions: params.questions.map((q) => ({ ...q, type: `${q.type}` })),
};
declare const payload: GeminiAskUserConfirmationPayload;
export const asTheirs: ToolAskUserConfirmationPayload = payload;
// @ts-expect-error a question without `type` is not the published shape (no default applies)
export const noType: Question = { question: 'Q?', header: 'H' };
