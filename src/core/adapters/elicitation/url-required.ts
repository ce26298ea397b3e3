/**
 * URL elicitation by error: a request (a tool call) that fails with `-32042`
 * (`UrlElicitationRequiredError`, `data.elicitations`) asks the user to open one or more links
 * before it is retried. Each is read like a URL-mode `elicitation/create` request.
 */
import { AskInputError, formatAskInputPath, type AskInputIssue } from '../../schema/errors';
import { isRecord, readPlainData } from '../../schema/guards';
import {
  safeParseElicitUrlRequest,
  type ElicitParseOptions,
  type ElicitUrlRequest,
} from './schema';

/** MCP's `URL_ELICITATION_REQUIRED` JSON-RPC error code. */
export const URL_ELICITATION_REQUIRED = -32042;

/** The most links one error may ask for: a user opens each by hand. */
export const ELICIT_MAX_URL_ELICITATIONS = 20;

/** The result of {@link readUrlElicitationRequired} for a `-32042` error. */
export type UrlElicitationRequiredResult =
  { success: true; data: ElicitUrlRequest[] } | { success: false; error: AskInputError };

/**
 * Reads a `-32042` error (the SDK's `UrlElicitationRequiredError`, an `McpError`, or the raw
 * JSON-RPC `error` object) into its URL requests, each validated as `parseElicitUrlRequest`
 * validates one (https only to open). Null for any other error: handle it as before.
 *
 * @example
 * try { await client.callTool(call) } catch (error) {
 *   const required = readUrlElicitationRequired(error, { source });
 *   if (!required) throw error;
 *   if (!required.success) return showError(required.error.message);
 *   showLinks(required.data, () => client.callTool(call)); // AskUrlCard each, then retry
 * }
 */
export function readUrlElicitationRequired(
  error: unknown,
  options: Pick<ElicitParseOptions, 'source'> = {},
): UrlElicitationRequiredResult | null {
  if (!isRecord(error) && !(error instanceof Error)) return null;
  const { code, data } = error as { code?: unknown; data?: unknown };
  if (code !== URL_ELICITATION_REQUIRED) return null;
  const issues: AskInputIssue[] = [];
  const fail = (path: (string | number)[], problem: string) =>
    issues.push({ path, message: `${formatAskInputPath(path)} ${problem}` });
  const read = readPlainData(data);
  const elicitations = read.ok && isRecord(read.value) ? read.value.elicitations : undefined;
  const requests: ElicitUrlRequest[] = [];
  if (!read.ok) fail(['data', ...read.path], read.problem);
  else if (!Array.isArray(elicitations) || elicitations.length === 0)
    fail(['data', 'elicitations'], 'must list the URL elicitations (mode "url") to complete');
  else if (elicitations.length > ELICIT_MAX_URL_ELICITATIONS)
    fail(
      ['data', 'elicitations'],
      `has ${elicitations.length} items; the limit is ${ELICIT_MAX_URL_ELICITATIONS}: ` +
        'ask for fewer links at once',
    );
  else
    elicitations.forEach((params, i) => {
      const parsed = safeParseElicitUrlRequest(params, options);
      if (parsed.success) requests.push(parsed.data);
      else
        for (const issue of parsed.error.issues)
          fail(
            ['data', 'elicitations', i, ...issue.path],
            issue.message.slice(formatAskInputPath(issue.path).length).trimStart(),
          );
    });
  return issues.length
    ? { success: false, error: new AskInputError(issues) }
    : { success: true, data: requests };
}
