/**
 * Resolving a question on an OpenClaw Gateway. The model's `ask_user` result nests each
 * question's values (`{ answers: { id: { answers: [...] } } }`, the seed's shape); the Gateway's
 * `question.resolve` takes them flat. Shapes as `openclaw@2026.9.6` declares them
 * (`QuestionAnswersSchema`, `QuestionResolveParamsSchema` in its gateway protocol).
 */
import type { AskAnswer, AskRequest } from '../../types';
import { toAskUserResult } from './result';

/** OpenClaw's `QuestionAnswers`: each question id with its values. */
export interface OpenClawGatewayAnswers {
  answers: Record<string, string[]>;
}

/**
 * The params of an OpenClaw Gateway's `question.resolve`: answer the question `id` (the
 * Gateway's question id, e.g. from its `question.requested` event), or cancel it.
 */
export type OpenClawQuestionResolveParams =
  | { id: string; answers: OpenClawGatewayAnswers; resolvedBy?: string; resolutionId?: string }
  | { id: string; cancel: true; resolvedBy?: string };

/**
 * A submitted `ask_user` prompt's answers as an OpenClaw Gateway's `question.resolve` reads them:
 * `{ answers: { <question id>: [values] } }`, every question of the request, each with the values
 * the model's result holds (chosen labels in option order, then the free text).
 *
 * Only a submitted prompt has answers the Gateway takes (it refuses a question with none): after
 * any other outcome send `{ id, cancel: true }`, and after `expired` nothing, since the Gateway
 * expires the question on its own clock (a cancel would tell the model "cancelled" instead).
 *
 * @example
 * const resolution = toAskResolution(state);
 * if (resolution?.reason === 'submitted')
 *   await gateway.request('question.resolve', {
 *     id: questionId,
 *     answers: toOpenClawGatewayAnswers(state.request, resolution.answers),
 *   });
 * else if (resolution && resolution.reason !== 'expired')
 *   await gateway.request('question.resolve', { id: questionId, cancel: true });
 * // answers: { answers: { deploy_target: ['Staging (Recommended)'] } }
 */
export function toOpenClawGatewayAnswers(
  request: AskRequest,
  answers: readonly AskAnswer[],
): OpenClawGatewayAnswers {
  const result = toAskUserResult(request, answers, 'submitted');
  const nested = result.status === 'answered' ? result.answers.answers : {};
  return {
    answers: Object.fromEntries(
      Object.entries(nested).map(([id, { answers: values }]) => [id, values]),
    ),
  };
}
