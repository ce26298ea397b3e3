/**
 * MCP elicitation (`elicitation/create`): the form mode's `requestedSchema` as one `AskRequest`,
 * and the URL mode's link. Every `PrimitiveSchemaDefinition` of the current spec
 * (`@modelcontextprotocol/sdk` `types.js`, MCP 2025-11-25) is read by the shared form reader
 * (`schema/form`) as its MCP variant; anything else is an `AskInputError` naming the property, so
 * a card is never half valid.
 *
 * Unknown keywords are ignored, as the SDK's own schemas strip them; the server re-validates the
 * content it gets back anyway.
 */
import type { AskInputIssue } from '../../schema/errors';
import type { AskSafeParseResult } from '../../schema/issues';
import { safeReadForm, type FormVariant } from '../../schema/form/read';
import { re2PatternEngine } from '../../schema/pattern';
import {
  safeReadUrl,
  type ElicitUrlRequest,
  type ElicitUrlSafeParseResult,
} from '../../schema/form/url';
import { ELICIT_FORM_MODES, modeProblem } from './modes';
import type { AskRequest } from '../../types';
import * as z from 'zod/mini';

export { ELICIT_HEADER_MAX_CHARS, ELICIT_STRING_FORMATS, emptyKeyId } from '../../schema/form/read';
export type { ElicitUrlRequest, ElicitUrlSafeParseResult } from '../../schema/form/url';

/** What the host knows about the request and the spec does not carry. */
export interface ElicitParseOptions {
  /**
   * The name of the MCP server asking (the SDK passes none to the handler: take it from the
   * connection, e.g. `client.getServerVersion()?.title ?? …name`). Shown so the user knows who
   * asks; it is the host's word, never the server's.
   */
  source?: string;
  /** The two choices of a boolean field. @default { true: 'Yes', false: 'No' } */
  booleanLabels?: { true: string; false: string };
  /**
   * Called for each mistake in a form the SDK accepts that the card works around: a default
   * outside the choices (ignored), a repeated choice (shown once), a field no answer can satisfy
   * (left out when optional; the card is decline-only when required: `AskRequest.unanswerable`).
   * Report it to the server's author; the user still gets a card.
   */
  onSchemaIssue?: (issue: AskInputIssue) => void;
}

/**
 * The outline of form-mode params as zod/mini, for `AskAdapter.inputSchema`. Loose like the SDK's
 * own; the fields' rules are `safeParseElicitRequest`'s, which reports them by property.
 */
export const ElicitRequestParams = z.looseObject({
  mode: z.optional(z.enum(ELICIT_FORM_MODES)),
  message: z.string(),
  requestedSchema: z.looseObject({
    type: z.literal('object'),
    properties: z.record(z.string(), z.looseObject({})),
    required: z.optional(z.array(z.string())),
  }),
});
export type ElicitRequestParams = z.infer<typeof ElicitRequestParams>;

/**
 * MCP's form, as the shared reader's variant: `mode` absent or a form mode (Codex's too), the
 * legacy `enumNames`, the four string formats and no other, `items.type` checked beside `enum`.
 */
const MCP_FORM: FormVariant = {
  dialect: 'elicitation',
  refuse: (params) => modeProblem(params, 'form'),
  optionDescriptions: false,
  enumNames: true,
  unknownFormat: 'error',
  itemsType: 'beside-enum',
  formTexts: false,
  nullMeansAbsent: false,
  optionalObjectKeys: false,
};

/**
 * `parseElicitRequest` without throwing.
 *
 * @example
 * const parsed = safeParseElicitRequest(request.params, { source: serverName });
 * if (!parsed.success) throw new McpError(ErrorCode.InvalidParams, parsed.error.message);
 */
export function safeParseElicitRequest(
  params: unknown,
  options: ElicitParseOptions = {},
): AskSafeParseResult {
  return safeReadForm(params, MCP_FORM, options, re2PatternEngine);
}

/**
 * Read a form-mode `elicitation/create` request (`params`, mode absent or `"form"`) as one
 * `AskRequest` of dialect `elicitation`: one question per property, its id the property key,
 * the question its description (else its title, else the key), and over a description the title
 * as `header` (cut to 24 characters for the chip; a cut title also leads the question). Strings
 * and numbers are free-text questions with their constraints; enums are choices whose `value` is
 * the `const` and label the title, with no free-text choice; a boolean is Yes / No with the
 * values `true` / `false`; `required` and `default` per field.
 *
 * @throws AskInputError naming each property the spec does not allow, and how to fix it.
 * @example
 * parseElicitRequest({ message: 'Deploy', requestedSchema: { type: 'object',
 *   properties: { replicas: { type: 'integer', minimum: 1, maximum: 9, default: 3 } } } })
 * // { dialect: 'elicitation', message: 'Deploy', questions: [{ id: 'replicas',
 * //   question: 'replicas', options: [], input: { kind: 'integer', min: 1, max: 9 },
 * //   default: { text: '3' }, … }] }
 */
export function parseElicitRequest(params: unknown, options?: ElicitParseOptions): AskRequest {
  const result = safeParseElicitRequest(params, options);
  if (!result.success) throw result.error;
  return result.data;
}

/**
 * `parseElicitUrlRequest` without throwing. A URL that parses but is not `https:` is read, with
 * `openable: false`: the card shows it and refuses to open it.
 */
export function safeParseElicitUrlRequest(
  params: unknown,
  options: Pick<ElicitParseOptions, 'source'> = {},
): ElicitUrlSafeParseResult {
  return safeReadUrl(params, (read) => modeProblem(read, 'url'), options);
}

/**
 * Read a URL-mode `elicitation/create` request: the message, the opaque id and the link, with
 * its host name and whether it may be opened (`https:` only).
 *
 * @throws AskInputError when a field is missing or the URL does not parse.
 */
export function parseElicitUrlRequest(
  params: unknown,
  options?: Pick<ElicitParseOptions, 'source'>,
): ElicitUrlRequest {
  const result = safeParseElicitUrlRequest(params, options);
  if (!result.success) throw result.error;
  return result.data;
}
