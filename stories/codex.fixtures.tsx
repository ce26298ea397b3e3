/**
 * Codex app-server `item/tool/requestUserInput` requests for the stories, and a client that
 * renders the card and shows the JSON-RPC message it answers with.
 */
import { useMemo, useState } from 'react';
import {
  parseRequestUserInputParams,
  toRequestUserInputResponse,
  type ToolRequestUserInputParams,
} from '../src/core/adapters/request-user-input';
import { ruiParams } from '../src/core/adapters/request-user-input/fixtures';
import type { AskResolution } from '../src/core/dialects';
import { AskCard } from '../src/react/ask-card';
import { ResultPanel, stack } from './panels';

export { ruiParams };

const base = { threadId: 'thr_1', turnId: 'turn_1', itemId: 'item_1', isBlocking: true };

/** One question, options and the free-text choice. */
export const envParams = {
  ...base,
  autoResolutionMs: null,
  questions: [ruiParams.questions[0]!],
} satisfies ToolRequestUserInputParams;

/** `options: null`: the free text is the only answer. */
export const freeTextParams = {
  ...base,
  autoResolutionMs: null,
  questions: [
    {
      id: 'release_notes',
      header: 'Notes',
      question: 'What should the release notes say?',
      isOther: true,
      isSecret: false,
      options: null,
    },
  ],
} satisfies ToolRequestUserInputParams;

/** `isSecret`: a masked field, never echoed. */
export const secretParams = {
  ...base,
  autoResolutionMs: null,
  questions: [ruiParams.questions[1]!],
} satisfies ToolRequestUserInputParams;

/** `isOther: false`, as only a non-model caller sends it: the free text is offered all the same. */
export const noOtherParams = {
  ...base,
  autoResolutionMs: null,
  questions: [{ ...ruiParams.questions[0]!, isOther: false }],
} satisfies ToolRequestUserInputParams;

/** Three questions, to revisit. */
export const threeParams = {
  ...base,
  autoResolutionMs: null,
  questions: [
    ...ruiParams.questions,
    {
      id: 'notify',
      header: 'Notify',
      question: 'Post in #deploys when done?',
      isOther: true,
      isSecret: false,
      options: [
        { label: 'Yes', description: 'A short message' },
        { label: 'No', description: 'Stay quiet' },
      ],
    },
  ],
} satisfies ToolRequestUserInputParams;

export const zhParams = {
  ...base,
  autoResolutionMs: null,
  questions: [
    {
      id: 'deploy_env',
      header: '环境',
      question: '部署到哪里？',
      isOther: true,
      isSecret: false,
      options: [
        { label: '预发布（推荐）', description: '先在这里试' },
        { label: '生产', description: '真实流量' },
      ],
    },
  ],
} satisfies ToolRequestUserInputParams;

export interface CodexHostProps {
  params: ToolRequestUserInputParams;
  /** Show a "Stop the turn" button: the turn is interrupted and Codex settles the request. */
  stoppable?: boolean;
  onResponse?: (message: unknown) => void;
}

/**
 * A Codex client: the card, and the JSON-RPC message it sends for request id 7 (nothing when the
 * turn stopped). A real client shows the secret nowhere; this one prints the message to prove
 * what is sent, so the Secret story masks it on screen.
 */
export function CodexHost({ params, stoppable = false, onResponse }: CodexHostProps) {
  const request = useMemo(() => parseRequestUserInputParams(params), [params]);
  const [controller] = useState(() => new AbortController());
  const [sent, setSent] = useState('');
  return (
    <div style={stack}>
      {stoppable && (
        <button type="button" onClick={() => controller.abort()}>
          Stop the turn
        </button>
      )}
      <AskCard
        request={request}
        signal={controller.signal}
        onResolve={(r: AskResolution) => {
          const result = toRequestUserInputResponse(request, r.answers, r.reason);
          const message = result && { jsonrpc: '2.0', id: 7, result };
          onResponse?.(message);
          // On screen the secret is masked, as everywhere but the message itself.
          setSent(message ? r.content : 'nothing sent');
        }}
      />
      <ResultPanel label="JSON-RPC response">{sent}</ResultPanel>
    </div>
  );
}
