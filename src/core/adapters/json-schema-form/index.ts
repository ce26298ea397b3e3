/**
 * The `json-schema-form` dialect: an open JSON Schema (AG-UI's `responseSchema`, LangGraph's
 * `response_schema`, Mastra's `resumeSchema`) as one form, read by the same reader as MCP's and
 * ACP's forms. The base the AG-UI, LangGraph and Mastra bindings build on.
 */
import { fields } from './fields';
import * as limits from '../../schema/limits';
import { ELICIT_HEADER_MAX_CHARS } from '../../schema/form/read';
import { defineAskAdapter } from '../types';
import { readJsonSchemaFormPersisted } from './persisted';
import { jsonSchemaFormPolicy } from './policy';
import type { JsonSchemaFormResult } from './result';
import { jsonSchemaFormRuntime } from './runtime';
import { JsonSchemaFormInput, safeParseJsonSchemaForm } from './schema';

/**
 * `result` is `{ status: 'resolved', payload } | { status: 'cancelled' }`; `content` is its JSON.
 * The protocols set no limits: ask-cards bounds a form as it bounds MCP's.
 */
export const jsonSchemaFormAdapter = defineAskAdapter<JsonSchemaFormResult>({
  ...jsonSchemaFormRuntime,
  policy: jsonSchemaFormPolicy,
  fields,
  limits: {
    headerMaxChars: ELICIT_HEADER_MAX_CHARS,
    minQuestions: 1,
    maxQuestions: limits.ELICIT_MAX_FIELDS,
    maxOptions: limits.ELICIT_MAX_CHOICES,
    maxFormOptions: limits.ELICIT_MAX_FORM_CHOICES,
    messageMaxChars: limits.ELICIT_MESSAGE_MAX_CHARS,
    titleMaxChars: limits.ELICIT_TITLE_MAX_CHARS,
    descriptionMaxChars: limits.ELICIT_DESCRIPTION_MAX_CHARS,
    valueMaxChars: limits.ELICIT_VALUE_MAX_CHARS,
    idMaxChars: limits.ELICIT_KEY_MAX_CHARS,
  },
  inputSchema: JsonSchemaFormInput,
  safeParse: (input) => safeParseJsonSchemaForm(input),
  fromPersisted: readJsonSchemaFormPersisted,
});

export { JSON_SCHEMA_FORM_DIALECT, jsonSchemaFormPolicy } from './policy';
export * from './schema';
export { readJsonSchemaFormPersisted } from './persisted';
export {
  formatJsonSchemaFormContent,
  toJsonSchemaFormResult,
  type JsonSchemaFormJsonValue,
  type JsonSchemaFormPayload,
  type JsonSchemaFormResult,
  type JsonSchemaFormValue,
} from './result';
export type { JsonSchemaFixedValue } from '../../schema/form/json-schema';
export {
  JSON_TEXT_MAX_CHARS,
  JSON_TEXT_MAX_DEPTH,
  type AskJsonBlocker,
  type AskJsonProblem,
  type AskJsonSchemaIssue,
  type AskJsonSchemaValidator,
} from '../../machine/json-check';
export {
  JSON_SCHEMA_MAX_DEPTH,
  JSON_SCHEMA_MAX_EXPANSION,
  jsonTextFallback,
  type JsonTextFallback,
  type JsonTextFallbackProblem,
} from './fallback';
