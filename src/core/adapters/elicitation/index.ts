/** The `elicitation` dialect: MCP's `elicitation/create` (form mode; URL mode beside it). */
import * as limits from '../../schema/limits';
import { elicitationRuntime } from './runtime';
import { elicitationPolicy } from './policy';
import { defineAskAdapter } from '../types';
import { ELICIT_HEADER_MAX_CHARS, ElicitRequestParams, safeParseElicitRequest } from './schema';
import type { ElicitResult } from './result';

/** `result` is MCP's `ElicitResult`; `content` is its JSON. */
export const elicitationAdapter = defineAskAdapter<ElicitResult>({
  ...elicitationRuntime,
  policy: elicitationPolicy,
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
    urlMaxChars: limits.ELICIT_URL_MAX_CHARS,
    elicitationIdMaxChars: limits.ELICIT_ID_MAX_CHARS,
  },
  inputSchema: ElicitRequestParams,
  safeParse: (input) => safeParseElicitRequest(input),
});

export { elicitationPolicy } from './policy';
export * from './schema';
export { ElicitCreateRequest } from './request-schema';
export { ELICIT_FORM_MODES } from './modes';
export * from './url-required';
export { formatElicitContent, toElicitResult, type ElicitResult, type ElicitValue } from './result';
