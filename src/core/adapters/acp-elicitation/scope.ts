/**
 * What an ACP elicitation is tied to: a session (optionally one tool call) or, before any
 * session, one JSON-RPC request. The host keys the card by it (and the request's own id).
 */
import { AskInputError, formatAskInputPath } from '../../schema/errors';
import { isRecord } from '../../schema/guards';
import { ELICIT_ID_MAX_CHARS } from '../../schema/limits';

/** ACP's `ElicitationSessionScope` or `ElicitationRequestScope`, as sent. */
export type AcpElicitationScope =
  { sessionId: string; toolCallId?: string } | { requestId: string | number | null };

const kind = (value: unknown) => (value === null ? 'null' : typeof value);

/** The scope of `params`, a problem `[key, text]` when it is malformed, or null when absent. */
export function scopeOf(
  params: Record<string, unknown>,
): AcpElicitationScope | [string, string] | null {
  const { sessionId, toolCallId, requestId } = params;
  const id = (key: string, value: unknown): [string, string] | null =>
    typeof value !== 'string'
      ? [key, `must be a string (the ${key} ACP sent), not ${kind(value)}`]
      : value.length > ELICIT_ID_MAX_CHARS
        ? [key, `is longer than ${ELICIT_ID_MAX_CHARS} characters: send the id as ACP issued it`]
        : null;
  if (sessionId !== undefined) {
    const bad = id('sessionId', sessionId);
    if (bad) return bad;
    if (toolCallId === undefined || toolCallId === null) return { sessionId: sessionId as string };
    const badCall = id('toolCallId', toolCallId);
    if (badCall) return badCall;
    return { sessionId: sessionId as string, toolCallId: toolCallId as string };
  }
  if (Object.hasOwn(params, 'requestId')) {
    const ok =
      requestId === null ||
      typeof requestId === 'number' ||
      (typeof requestId === 'string' && requestId.length <= ELICIT_ID_MAX_CHARS);
    return ok
      ? { requestId: requestId as string | number | null }
      : [
          'requestId',
          `must be the JSON-RPC request id (a string, a number or null), not ${kind(requestId)}`,
        ];
  }
  return null;
}

/** The issue of a request with no scope: ACP ties every elicitation to a session or a request. */
export const NO_SCOPE: [string, string] = [
  'sessionId',
  'is missing, and so is requestId: an ACP elicitation is tied to a session (sessionId, ' +
    'optionally toolCallId) or to a request (requestId); send one',
];

/**
 * The scope of an `elicitation/create` request's params: `{ sessionId, toolCallId? }` for a
 * session's, `{ requestId }` for one outside a session; null when the params carry neither (or
 * are not an object). Key the card by it together with the JSON-RPC request's own id.
 *
 * @throws AskInputError naming `sessionId`, `toolCallId` or `requestId` when it is malformed.
 * @example
 * readAcpElicitationScope({ sessionId: 's1', toolCallId: 't1', mode: 'form', … })
 * // { sessionId: 's1', toolCallId: 't1' }
 */
export function readAcpElicitationScope(params: unknown): AcpElicitationScope | null {
  if (!isRecord(params)) return null;
  const scope = scopeOf(params);
  if (!Array.isArray(scope)) return scope;
  const [key, problem] = scope;
  throw new AskInputError([{ path: [key], message: `${formatAskInputPath([key])} ${problem}` }]);
}
