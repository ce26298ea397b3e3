/**
 * The built-in dialects: one row per dialect in each list, the one place they are registered.
 * Adding a built-in dialect is its folder under `adapters/` and one line in each list.
 *
 * Four lists, not one of whole entries, so each import pays for its seam only: every list is a
 * plain array of imported names (no call at module level), so a bundler keeps just the lists an
 * import reaches and the modules only they import. A toast reads policies and never bundles a
 * dialect's results or parser; a card resolves without bundling the parsers.
 */
import { acpElicitationAdapter } from '../adapters/acp-elicitation';
import { ACP_ELICITATION_DIALECT, acpElicitationPolicy } from '../adapters/acp-elicitation/policy';
import { acpElicitationRuntime } from '../adapters/acp-elicitation/runtime';
import { approvalQuestionsAdapter } from '../adapters/approval-questions';
import { readApprovalQuestionsPersisted } from '../adapters/approval-questions/persisted';
import {
  ASSISTANT_UI_QUESTIONS_DIALECT,
  approvalQuestionsPolicy,
} from '../adapters/approval-questions/policy';
import { approvalQuestionsRuntime } from '../adapters/approval-questions/runtime';
import { askUserQuestionAdapter } from '../adapters/ask-user-question';
import { readAskUserQuestionPersisted } from '../adapters/ask-user-question/persisted';
import {
  ASK_USER_QUESTION_DIALECT,
  askUserQuestionPolicy,
} from '../adapters/ask-user-question/policy';
import { askUserQuestionRuntime } from '../adapters/ask-user-question/runtime';
import { askUserAdapter } from '../adapters/ask-user';
import { readAskUserPersisted } from '../adapters/ask-user/persisted';
import { ASK_USER_DIALECT, askUserPolicy } from '../adapters/ask-user/policy';
import { askUserRuntime } from '../adapters/ask-user/runtime';
import { askToolAdapter } from '../adapters/asktool';
import { ASKTOOL_DIALECT, askToolPolicy } from '../adapters/asktool/policy';
import { askToolRuntime } from '../adapters/asktool/runtime';
import { elicitationAdapter } from '../adapters/elicitation';
import { ELICITATION_DIALECT, elicitationPolicy } from '../adapters/elicitation/policy';
import { elicitationRuntime } from '../adapters/elicitation/runtime';
import { geminiAskUserAdapter } from '../adapters/gemini-ask-user';
import { readGeminiAskUserPersisted } from '../adapters/gemini-ask-user/persisted';
import { GEMINI_ASK_USER_DIALECT, geminiAskUserPolicy } from '../adapters/gemini-ask-user/policy';
import { geminiAskUserRuntime } from '../adapters/gemini-ask-user/runtime';
import { jsonSchemaFormAdapter } from '../adapters/json-schema-form';
import { readJsonSchemaFormPersisted } from '../adapters/json-schema-form/persisted';
import {
  JSON_SCHEMA_FORM_DIALECT,
  jsonSchemaFormPolicy,
} from '../adapters/json-schema-form/policy';
import { jsonSchemaFormRuntime } from '../adapters/json-schema-form/runtime';
import { requestUserInputAdapter } from '../adapters/request-user-input';
import { readRequestUserInputPersisted } from '../adapters/request-user-input/persisted';
import {
  REQUEST_USER_INPUT_DIALECT,
  requestUserInputPolicy,
} from '../adapters/request-user-input/policy';
import { requestUserInputRuntime } from '../adapters/request-user-input/runtime';
import { agUiInterruptAdapter } from '../adapters/agui-interrupt';
import { readAgUiInterruptPersisted } from '../adapters/agui-interrupt/persisted';
import { AGUI_INTERRUPT_DIALECT, agUiInterruptPolicy } from '../adapters/agui-interrupt/policy';
import { agUiInterruptRuntime } from '../adapters/agui-interrupt/runtime';
import type { AskAdapter } from '../adapters/types';
import type { AskDialectPolicy } from '../registry/policy';
import type { AskDialectRuntime, AskPersistedReader } from '../registry/types';
import type { AskDialect } from '../types';

/** Each dialect's behaviour: what checking, running and summarizing a prompt read. */
export const builtInPolicies: ReadonlyArray<readonly [AskDialect, Readonly<AskDialectPolicy>]> = [
  [ASKTOOL_DIALECT, askToolPolicy],
  [ASK_USER_DIALECT, askUserPolicy],
  [ELICITATION_DIALECT, elicitationPolicy],
  [ASK_USER_QUESTION_DIALECT, askUserQuestionPolicy],
  [REQUEST_USER_INPUT_DIALECT, requestUserInputPolicy],
  [ASSISTANT_UI_QUESTIONS_DIALECT, approvalQuestionsPolicy],
  [GEMINI_ASK_USER_DIALECT, geminiAskUserPolicy],
  [ACP_ELICITATION_DIALECT, acpElicitationPolicy],
  [JSON_SCHEMA_FORM_DIALECT, jsonSchemaFormPolicy],
  [AGUI_INTERRUPT_DIALECT, agUiInterruptPolicy],
];

/** Each dialect's results: what resolving a prompt reads. */
export const builtInRuntimes: readonly AskDialectRuntime[] = [
  askToolRuntime,
  askUserRuntime,
  elicitationRuntime,
  askUserQuestionRuntime,
  requestUserInputRuntime,
  approvalQuestionsRuntime,
  geminiAskUserRuntime,
  acpElicitationRuntime,
  jsonSchemaFormRuntime,
  agUiInterruptRuntime,
];

/**
 * The readers of a dialect's own persisted shape, for the transcript (a dialect without one,
 * `asktool` and `elicitation`, persists the details themselves). Tried in this order: the more
 * specific shapes first.
 */
export const builtInReaders: readonly AskPersistedReader[] = [
  readAskUserQuestionPersisted,
  readRequestUserInputPersisted,
  readApprovalQuestionsPersisted,
  readGeminiAskUserPersisted,
  readAgUiInterruptPersisted,
  readJsonSchemaFormPersisted,
  readAskUserPersisted,
];

/** The whole adapters (parsers, limits, tool definitions): what `getAskAdapter` reads. */
export const builtInAdapters: readonly AskAdapter[] = [
  askToolAdapter,
  askUserAdapter,
  elicitationAdapter,
  askUserQuestionAdapter,
  requestUserInputAdapter,
  approvalQuestionsAdapter,
  geminiAskUserAdapter,
  acpElicitationAdapter,
  jsonSchemaFormAdapter,
  agUiInterruptAdapter,
];
