/**
 * docs/ask-user.md, "On an OpenClaw Gateway". Compiled by `npm run typecheck` and run by
 * test/node/readme-snippets.test.ts.
 */
// #region readme
import {
  toAskResolution,
  toOpenClawGatewayAnswers,
  type AskState,
  type OpenClawQuestionResolveParams,
} from '../../src/core';

/** Your Gateway connection: anything with OpenClaw's `request(method, params)`. */
export interface GatewayClient {
  request(method: 'question.resolve', params: OpenClawQuestionResolveParams): Promise<unknown>;
}

/** Settles the Gateway's question `id` (from its `question.requested` event) once `state` ends. */
export async function settleOnGateway(gateway: GatewayClient, id: string, state: AskState) {
  const resolution = toAskResolution(state);
  // Still pending: nothing to send. Expired: the Gateway expires the question on its own clock.
  if (!resolution || resolution.reason === 'expired') return;
  if (resolution.reason !== 'submitted')
    return gateway.request('question.resolve', { id, cancel: true }); // skipped, closed, stopped
  const answers = toOpenClawGatewayAnswers(state.request, resolution.answers);
  return gateway.request('question.resolve', { id, answers }); // { answers: { target: ['…'] } }
}
// #endregion
