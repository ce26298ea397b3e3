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
