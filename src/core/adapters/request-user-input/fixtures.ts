/** `item/tool/requestUserInput` params as Codex app-server sends them, for tests and stories. */
import type { ToolRequestUserInputParams } from './protocol';

export const ruiParams = {
  threadId: 'thr_1',
  turnId: 'turn_1',
  itemId: 'item_1',
  isBlocking: true,
  autoResolutionMs: null,
  questions: [
    {
      id: 'deploy_env',
      header: 'Environment',
      question: 'Where should this deploy?',
      isOther: true,
      isSecret: false,
      options: [
        { label: 'Staging (Recommended)', description: 'Safe to try first' },
        { label: 'Production', description: 'Live traffic' },
      ],
    },
    {
      id: 'api_token',
      header: 'Token',
      question: 'Paste the deploy token.',
      isOther: true,
      isSecret: true,
      options: null,
    },
  ],
} satisfies ToolRequestUserInputParams;

/**
 * One secret question alone (`isSecret`, free text only; no `isBlocking` / `autoResolutionMs`):
 * what must never show in clear.
 */
export const secretTokenParams = {
  threadId: 't',
  turnId: 'u',
  itemId: 'i',
  questions: [
    {
      id: 'token',
      header: 'Token',
      question: 'Paste the token.',
      isOther: true,
      isSecret: true,
      options: null,
    },
  ],
};
