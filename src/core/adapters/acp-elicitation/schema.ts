/**
 * ACP elicitation (`elicitation/create`, `@agentclientprotocol/sdk` 2.4.0): the form mode's
 * `requestedSchema` as one `AskRequest` of dialect `acp-elicitation`, and the URL mode's link.
 * MCP's form reader as ACP's variant: `mode` required, option descriptions, `pattern`, no
 * `enumNames`, unknown string formats read as plain strings, unknown property or item types
 * refused by name (never rendered as a known input: the host answers `{ action: "cancel" }`),
 * the schema's `title` / `description`, and the request's scope kept on `request.source`.
 * Claude's `question_<n>` / `question_<n>_custom` pairs read as one question each.
 */
import type { AskInputIssue } from '../../schema/errors';
import type { AskSafeParseResult } from '../../schema/issues';
import { safeReadForm, type FormVariant } from '../../schema/form/read';
import { re2PatternEngine } from '../../schema/pattern';
import { safeReadUrl, type ElicitUrlRequest } from '../../schema/form/url';
import type { AskInputError } from '../../schema/errors';
import type { AskRequest } from '../../types';
import { mergeClaudePairs } from './claude';
import { NO_SCOPE, scopeOf, type AcpElicitationScope } from './scope';
import * as z from 'zod/mini';

/** What the host knows about an ACP request and the protocol does not carry. */
export interface AcpElicitParseOptions {
  /**
   * The agent's name, from `initialize` (`agentInfo.title ?? agentInfo.name`). Shown so the
   * user knows who asks; it is the host's word, never the agent's message.
   */
  source?: string;
  /**
   * The JSON-RPC id of this `elicitation/create` request: the `requestId` the SDK hands the
   * handler (`onRequest('elicitation/create', ({ params, requestId }) => …)`), not the params'
   * own `requestId` scope. Kept on `request.source` as `jsonRpcId`, so the card's key
   * (`askRequestKey`) tells a re-ask of the same form apart from the card already answered.
   * Pass it: without it, two identical forms in one session are one card.
   */
  jsonRpcId?: string | number | null;
  /** The two choices of a boolean field. @default { true: 'Yes', false: 'No' } */
  booleanLabels?: { true: string; false: string };
  /**
   * Called for each mistake in a form that the card works around (a default outside the choices,
   * a repeated choice, a preview too long to show…): report it to the agent's author.
   */
  onSchemaIssue?: (issue: AskInputIssue) => void;
}

/** A URL-mode ACP elicitation, read: MCP's URL request plus the scope it belongs to. */
export interface AcpElicitUrlRequest extends ElicitUrlRequest {
  /**
   * What the elicitation is tied to, as the agent sent it: `{ sessionId, toolCallId? }`, or
   * `{ requestId }` outside a session. Key the card by it with `elicitationId`.
   */
  scope: AcpElicitationScope;
  /** The agent's name, from `AcpElicitParseOptions.source` (the host's word). */
  requester?: string;
}

/** The result of `safeParseAcpElicitUrlRequest`. */
export type AcpElicitUrlSafeParseResult =
  { success: true; data: AcpElicitUrlRequest } | { success: false; error: AskInputError };

/**
 * The outline of form-mode params as zod/mini, for `AskAdapter.inputSchema`. Loose like the SDK's
 * own; the fields' rules are `safeParseAcpElicitRequest`'s, which reports them by property.
 */
export const AcpElicitRequestParams = z.looseObject({
  mode: z.literal('form'),
  message: z.string(),
  sessionId: z.optional(z.string()),
  toolCallId: z.optional(z.nullable(z.string())),
  requestId: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  requestedSchema: z.looseObject({
    type: z.optional(z.literal('object')),
    title: z.optional(z.nullable(z.string())),
    description: z.optional(z.nullable(z.string())),
    properties: z.optional(z.record(z.string(), z.looseObject({}))),
    required: z.optional(z.nullable(z.array(z.string()))),
  }),
});
export type AcpElicitRequestParams = z.infer<typeof AcpElicitRequestParams>;

const shown = (mode: unknown) =>
  typeof mode === 'string' ? JSON.stringify(mode.slice(0, 64)) : typeof mode;

/** Why `params` are not an ACP request of mode `want`, as `[key, problem]`; null when they are. */
function acpProblem(
  params: Record<string, unknown>,
  want: 'form' | 'url',
): [string, string] | null {
  const { mode } = params;
  if (mode === undefined || mode === null)
    return [
      'mode',
      'is missing: ACP requires mode ("form" for a form, "url" for a link) and, unlike MCP, ' +
        'does not default to a form',
    ];
  if (mode !== want) {
    if (mode === 'form' || mode === 'url')
      return [
        'mode',
        mode === 'url'
          ? 'is "url": read it with parseAcpElicitUrlRequest and show it with AskUrlCard'
          : 'is "form": read it with parseAcpElicitRequest and show it with AskCard',
      ];
    return [
      'mode',
      `is ${shown(mode)}, ${
        typeof mode === 'string' && mode.startsWith('_')
          ? 'a custom mode of that agent'
          : 'not a mode of ACP v1'
      }, which ask-cards does not show: the client advertises "form" and "url" only; ` +
        'answer { "action": "cancel" }',
    ];
  }
  const scope = scopeOf(params);
  if (scope === null) return NO_SCOPE;
  return Array.isArray(scope) ? scope : null;
}

/** ACP's form, as the shared reader's variant. */
const ACP_FORM: FormVariant = {
  dialect: 'acp-elicitation',
  refuse: (params) => acpProblem(params, 'form'),
  optionDescriptions: true,
  enumNames: false,
  unknownFormat: 'ignore',
  itemsType: 'always',
  formTexts: true,
  nullMeansAbsent: true,
  optionalObjectKeys: true,
};

/**
 * `parseAcpElicitRequest` without throwing.
 *
 * @example
 * client.onRequest('elicitation/create', ({ params, requestId }) => {
 *   const parsed = safeParseAcpElicitRequest(params, { source: agentName, jsonRpcId: requestId });
 *   if (!parsed.success) return { action: 'cancel' }; // report parsed.error to the agent's author
 *   return showCard(parsed.data); // resolves with toAcpElicitResult(…)
 * });
 */
export function safeParseAcpElicitRequest(
  params: unknown,
  options: AcpElicitParseOptions = {},
): AskSafeParseResult {
  const read = safeReadForm(params, ACP_FORM, options, re2PatternEngine);
  if (!read.success) return read;
  const data = mergeClaudePairs(read.data, options);
  // In `source`, so `askRequestKey` includes it: the same form asked again is another card.
  if (options.jsonRpcId !== undefined)
    data.source = { ...(data.source as object), jsonRpcId: options.jsonRpcId };
  return { success: true, data };
}

/**
 * Read a form-mode ACP `elicitation/create` request (`mode: "form"`, a `sessionId` or a
 * `requestId`) as one `AskRequest` of dialect `acp-elicitation`: one question per property, as
 * `parseElicitRequest` reads MCP's, with the options' descriptions, the schema's `title` as the
 * request's title and its `description` after the message, and Claude's `question_<n>` /
 * `question_<n>_custom` pairs as one question with "Other". `source` keeps the params as sent,
 * scope included, plus `jsonRpcId` when the host passes the JSON-RPC request id (the `requestId`
 * its SDK handler receives), so the card's key includes both: a re-ask of the same form in the
 * same session is a new card.
 *
 * @throws AskInputError naming `mode` (missing or not "form"), the scope, or each property ACP
 *   does not define (an unknown `type` or `items.type`): the host then answers
 *   `{ action: "cancel" }`.
 * @example
 * parseAcpElicitRequest({ sessionId: 's1', mode: 'form', message: 'Deploy where?',
 *   requestedSchema: { type: 'object', properties: { env: { type: 'string',
 *     oneOf: [{ const: 'prod', title: 'Production', description: 'Live traffic' }] } } } })
 * // { dialect: 'acp-elicitation', message: 'Deploy where?', questions: [{ id: 'env',
 * //   options: [{ label: 'Production', value: 'prod', description: 'Live traffic' }], … }] }
 */
export function parseAcpElicitRequest(
  params: unknown,
  options?: AcpElicitParseOptions,
): AskRequest {
  const result = safeParseAcpElicitRequest(params, options);
  if (!result.success) throw result.error;
  return result.data;
}

/**
 * `parseAcpElicitUrlRequest` without throwing. A URL that parses but is not `https:` is read,
 * with `openable: false`: the card shows it and refuses to open it.
 */
export function safeParseAcpElicitUrlRequest(
  params: unknown,
  options: Pick<AcpElicitParseOptions, 'source'> = {},
): AcpElicitUrlSafeParseResult {
  let scope: AcpElicitationScope | null = null;
  const read = safeReadUrl(
    params,
    (p) => {
      const problem = acpProblem(p, 'url');
      if (!problem) scope = scopeOf(p) as AcpElicitationScope;
      return problem;
    },
    options,
  );
  if (!read.success) return read;
  return { success: true, data: { ...read.data, scope: scope! } };
}

/**
 * Read a URL-mode ACP `elicitation/create` request (`mode: "url"`): the message, the opaque
 * `elicitationId`, the link with its host and whether it may be opened (`https:` only), and the
 * scope. Show it with `AskUrlCard`; an `accept` means the user consented to open the link.
 *
 * @throws AskInputError naming `mode`, the scope, or a missing field.
 * @example
 * parseAcpElicitUrlRequest({ sessionId: 's1', mode: 'url', elicitationId: 'e1',
 *   message: 'Sign in', url: 'https://example.com/auth' })
 * // { mode: 'url', url: 'https://example.com/auth', host: 'example.com', openable: true,
 * //   scope: { sessionId: 's1' }, … }
 */
export function parseAcpElicitUrlRequest(
  params: unknown,
  options?: Pick<AcpElicitParseOptions, 'source'>,
): AcpElicitUrlRequest {
  const result = safeParseAcpElicitUrlRequest(params, options);
  if (!result.success) throw result.error;
  return result.data;
}

export { readAcpElicitationScope, type AcpElicitationScope } from './scope';
