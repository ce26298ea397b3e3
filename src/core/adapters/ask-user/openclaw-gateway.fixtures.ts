/**
 * What an OpenClaw Gateway reads, copied as data so the tests run from a clean clone.
 *
 * Source: npm `openclaw@2026.9.6`, `dist/src-BRUl7oDv.mjs`, region
 * `packages/gateway-protocol/src/schema/questions.ts`: `QuestionResolveParamsSchema` (TypeBox
 * 1.3.30, printed as the JSON Schema it is). Its `answers` is `QuestionAnswersSchema`, a closed
 * `{ answers: Record<QuestionId, string[]> }`. `x-openclaw-since` annotations are left out.
 */
export const openClawQuestionResolveParamsSchema = {
  anyOf: [
    {
      type: 'object',
      required: ['id', 'answers'],
      properties: {
        id: { type: 'string', minLength: 1 },
        answers: {
          type: 'object',
          required: ['answers'],
          properties: {
            answers: {
              type: 'object',
              patternProperties: {
                '^[a-z][a-z0-9_]*$': { type: 'array', items: { type: 'string' } },
              },
            },
          },
          additionalProperties: false,
        },
        secretStoreAllowedHosts: {
          type: 'array',
          items: { type: 'string', minLength: 1, maxLength: 253 },
          maxItems: 128,
          uniqueItems: true,
        },
        resolvedBy: { type: 'string', minLength: 1 },
        resolutionId: { type: 'string', minLength: 1, maxLength: 128 },
      },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['id', 'cancel'],
      properties: {
        id: { type: 'string', minLength: 1 },
        cancel: { type: 'boolean', const: true },
        resolvedBy: { type: 'string', minLength: 1 },
      },
      additionalProperties: false,
    },
  ],
} as const;

/**
 * The model-facing text of OpenClaw's `ask_user` after no answer (`noAnswerResult` in
 * `dist/ask-user-tool-YVvnlVcz.mjs`, region `src/agents/tools/ask-user-tool.ts`): the Gateway's
 * `cancelled` status gets the first sentence; `expired`, and a wait that timed out while still
 * `pending`, the second.
 */
export const OPENCLAW_NO_ANSWER = {
  cancelled: 'The question was cancelled; proceed with best judgment.',
  expired: 'No answer arrived; proceed with best judgment.',
} as const;
