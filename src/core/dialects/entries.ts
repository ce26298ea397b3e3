/**
 * Each built-in dialect as a card needs it: its policy and its results, with no parser, no tool
 * definition and no persisted reader. A host that renders requests it parsed elsewhere (or on
 * the server) registers these instead of the adapters: the adapter of `asktool` adds its parser
 * and tool definition (about 5 kB gzip), the persisted reader of `ask_user` its parser. A card
 * never reads persisted details; the transcript does, so give it the adapters.
 *
 * Plain object literals: a bundle keeps only the entries it names.
 */
import { ACP_ELICITATION_DIALECT, acpElicitationPolicy } from '../adapters/acp-elicitation/policy';
import { acpElicitationRuntime } from '../adapters/acp-elicitation/runtime';
import {
  ASSISTANT_UI_QUESTIONS_DIALECT,
  approvalQuestionsPolicy,
} from '../adapters/approval-questions/policy';
import { approvalQuestionsRuntime } from '../adapters/approval-questions/runtime';
import {
  ASK_USER_QUESTION_DIALECT,
  askUserQuestionPolicy,
} from '../adapters/ask-user-question/policy';
import { askUserQuestionRuntime } from '../adapters/ask-user-question/runtime';
import { ASK_USER_DIALECT, askUserPolicy } from '../adapters/ask-user/policy';
import { askUserRuntime } from '../adapters/ask-user/runtime';
import { ASKTOOL_DIALECT, askToolPolicy } from '../adapters/asktool/policy';
import { askToolRuntime } from '../adapters/asktool/runtime';
import { ELICITATION_DIALECT, elicitationPolicy } from '../adapters/elicitation/policy';
import { elicitationRuntime } from '../adapters/elicitation/runtime';
import { GEMINI_ASK_USER_DIALECT, geminiAskUserPolicy } from '../adapters/gemini-ask-user/policy';
import { geminiAskUserRuntime } from '../adapters/gemini-ask-user/runtime';
import {
  JSON_SCHEMA_FORM_DIALECT,
  jsonSchemaFormPolicy,
} from '../adapters/json-schema-form/policy';
import { jsonSchemaFormRuntime } from '../adapters/json-schema-form/runtime';
import {
  REQUEST_USER_INPUT_DIALECT,
  requestUserInputPolicy,
} from '../adapters/request-user-input/policy';
import { requestUserInputRuntime } from '../adapters/request-user-input/runtime';
import { AGUI_INTERRUPT_DIALECT, agUiInterruptPolicy } from '../adapters/agui-interrupt/policy';
import { agUiInterruptRuntime } from '../adapters/agui-interrupt/runtime';
import { fields as elicitationFields } from '../adapters/elicitation/fields';
import { fields as acpElicitationFields } from '../adapters/acp-elicitation/fields';
import { fields as jsonSchemaFormFields } from '../adapters/json-schema-form/fields';
import { fields as agUiInterruptFields } from '../adapters/agui-interrupt/fields';
import { fields as askUserQuestionFields } from '../adapters/ask-user-question/fields';
import type { AskDialectEntry } from '../registry/types';

/**
 * `asktool` for a card: its policy and results (no parser, no tool definition).
 *
 * @example
 * const registry = createAskRegistry([askToolEntry]);
 * <AskCard request={request} registry={registry} onResolve={send} />
 */
export const askToolEntry: AskDialectEntry = {
  dialect: ASKTOOL_DIALECT,
  policy: askToolPolicy,
  runtime: () => askToolRuntime,
};

/**
 * `ask_user` (OpenClaw) for a card: its policy and results (no parser, no tool definition).
 *
 * @example createAskRegistry([askToolEntry, askUserEntry])
 */
export const askUserEntry: AskDialectEntry = {
  dialect: ASK_USER_DIALECT,
  policy: askUserPolicy,
  runtime: () => askUserRuntime,
};

/**
 * MCP `elicitation/create` (form mode) for a card: its policy and results.
 *
 * @example createAskRegistry([elicitationEntry])
 */
export const elicitationEntry: AskDialectEntry = {
  dialect: ELICITATION_DIALECT,
  policy: elicitationPolicy,
  runtime: () => elicitationRuntime,
  fields: elicitationFields,
};

/**
 * Claude's `AskUserQuestion` for a card: its policy and results.
 *
 * @example createAskRegistry([askUserQuestionEntry])
 */
export const askUserQuestionEntry: AskDialectEntry = {
  dialect: ASK_USER_QUESTION_DIALECT,
  policy: askUserQuestionPolicy,
  runtime: () => askUserQuestionRuntime,
  fields: askUserQuestionFields,
};

/**
 * Codex's `request_user_input` for a card: its policy and results.
 *
 * @example createAskRegistry([requestUserInputEntry])
 */
export const requestUserInputEntry: AskDialectEntry = {
  dialect: REQUEST_USER_INPUT_DIALECT,
  policy: requestUserInputPolicy,
  runtime: () => requestUserInputRuntime,
};

/**
 * assistant-ui's approval questions for a card: its policy and results.
 *
 * @example createAskRegistry([approvalQuestionsEntry])
 */
export const approvalQuestionsEntry: AskDialectEntry = {
  dialect: ASSISTANT_UI_QUESTIONS_DIALECT,
  policy: approvalQuestionsPolicy,
  runtime: () => approvalQuestionsRuntime,
};

/**
 * Gemini CLI's `ask_user` for a card: its policy and results.
 *
 * @example createAskRegistry([geminiAskUserEntry])
 */
export const geminiAskUserEntry: AskDialectEntry = {
  dialect: GEMINI_ASK_USER_DIALECT,
  policy: geminiAskUserPolicy,
  runtime: () => geminiAskUserRuntime,
};

/**
 * ACP's elicitation for a card: its policy and results.
 *
 * @example createAskRegistry([acpElicitationEntry])
 */
export const acpElicitationEntry: AskDialectEntry = {
  dialect: ACP_ELICITATION_DIALECT,
  policy: acpElicitationPolicy,
  runtime: () => acpElicitationRuntime,
  fields: acpElicitationFields,
};

/**
 * A JSON-Schema form for a card: its policy and results.
 *
 * @example createAskRegistry([jsonSchemaFormEntry])
 */
export const jsonSchemaFormEntry: AskDialectEntry = {
  dialect: JSON_SCHEMA_FORM_DIALECT,
  policy: jsonSchemaFormPolicy,
  runtime: () => jsonSchemaFormRuntime,
  fields: jsonSchemaFormFields,
};

/**
 * An AG-UI interrupt for a card: its policy and results.
 *
 * @example createAskRegistry([agUiInterruptEntry])
 */
export const agUiInterruptEntry: AskDialectEntry = {
  dialect: AGUI_INTERRUPT_DIALECT,
  policy: agUiInterruptPolicy,
  runtime: () => agUiInterruptRuntime,
  fields: agUiInterruptFields,
};
