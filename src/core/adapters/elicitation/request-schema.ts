/**
 * The `elicitation/create` request as the MCP SDK's `Client.setRequestHandler` takes it. The SDK's
 * own `ElicitRequestSchema` strips every keyword the spec does not list, `pattern` among them,
 * before the handler runs, while the server's validator still checks it; with this schema the
 * handler gets the params as sent (the SDK still validates them itself) and ask-cards reads them.
 */
import * as z from 'zod/mini';

/**
 * Pass it to `client.setRequestHandler` in place of the SDK's `ElicitRequestSchema`, so a
 * field's `pattern` reaches `safeParseElicitRequest` and is checked as the user types.
 *
 * @example
 * client.setRequestHandler(ElicitCreateRequest, ({ params }, { signal }) => …);
 */
export const ElicitCreateRequest = z.object({
  method: z.literal('elicitation/create'),
  params: z.looseObject({}),
});
export type ElicitCreateRequest = z.infer<typeof ElicitCreateRequest>;
