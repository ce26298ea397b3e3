/**
 * Claude Agent SDK `AskUserQuestion` inputs for the stories, as `canUseTool` receives them, and a
 * host that renders the card and shows what its `canUseTool` resolves with.
 */
import { expect, waitFor, within } from 'storybook/test';
import { useMemo, useState } from 'react';
import {
  parseAskUserQuestionInput,
  toAskUserQuestionResult,
  type AskUserQuestionExtendedInput,
  type AskUserQuestionInput,
  type AskUserQuestionPreviewFormat,
} from '../src/core/adapters/ask-user-question';
import {
  auqInput,
  featuresQuestion,
  layoutQuestion,
  libraryQuestion,
} from '../src/core/adapters/ask-user-question/fixtures';
import type { AskResolution } from '../src/core/dialects';
import { AskCard } from '../src/react/ask-card';
import { ResultPanel, stack } from './panels';

export { auqInput, featuresQuestion, layoutQuestion, libraryQuestion };

/** Three options with Markdown previews (code blocks render in a monospace box). */
export const previewInput = { questions: [layoutQuestion] } satisfies AskUserQuestionInput;

/** The same previews in an `html` session: shown as their source, never as HTML. */
export const htmlPreviewInput = {
  questions: [
    {
      question: 'Which card style should the dashboard use?',
      header: 'Card style',
      options: [
        {
          label: 'Compact',
          description: 'Dense rows',
          preview: '<div class="card compact"><b>Build</b> passed · 2m</div>',
        },
        {
          label: 'Roomy',
          description: 'One card per build',
          preview: '<div class="card"><h3>Build</h3><p>Passed in 2 minutes</p></div>',
        },
      ],
      multiSelect: false,
    },
  ],
} satisfies AskUserQuestionInput;

export const zhInput = {
  questions: [
    {
      question: '日期格式化应该用哪个库？',
      header: '日期库',
      options: [
        { label: 'date-fns', description: '体积小，可按需引入' },
        { label: 'Luxon', description: '内置时区支持' },
      ],
      multiSelect: false,
    },
    {
      question: '要启用哪些功能？',
      header: '功能',
      options: [
        { label: '深色模式', description: '跟随系统主题' },
        { label: '离线', description: '缓存上次会话' },
        { label: '同步', description: '跨设备' },
      ],
      multiSelect: true,
    },
  ],
} satisfies AskUserQuestionInput;

export interface ClaudeHostProps {
  /** The input of `canUseTool('AskUserQuestion', input)` (extended where the host enabled it). */
  input: AskUserQuestionInput | AskUserQuestionExtendedInput;
  /** The session's `toolConfig.askUserQuestion.previewFormat`. */
  previewFormat?: AskUserQuestionPreviewFormat;
  /** The session advertises `ask_user_question_unanswered_v1`. */
  unanswered?: boolean;
  /** Show a "Stop the turn" button that aborts the query's signal. */
  stoppable?: boolean;
  onResult?: (result: unknown) => void;
}

/** A `canUseTool` host: the card, and the permission result it resolves with (JSON). */
export function ClaudeHost({
  input,
  previewFormat,
  unanswered = true,
  stoppable = false,
  onResult,
}: ClaudeHostProps) {
  const request = useMemo(
    () => parseAskUserQuestionInput(input, { previewFormat }),
    [input, previewFormat],
  );
  const [controller] = useState(() => new AbortController());
  const [result, setResult] = useState<string>('');
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
          const value = toAskUserQuestionResult(request, r.answers, r.reason, {
            unanswered,
            followUp: r.followUp,
          });
          setResult(JSON.stringify(value, null, 2));
          onResult?.(value);
        }}
      />
      <ResultPanel label="canUseTool result">{result}</ResultPanel>
    </div>
  );
}

/** Waits until the host's `canUseTool result` status shows `result` (the play stories' check). */
export async function expectResult(canvasElement: HTMLElement, result: unknown) {
  const status = within(canvasElement).getByRole('status', { name: 'canUseTool result' });
  await waitFor(() => expect(JSON.parse(status.textContent || '"pending"')).toEqual(result));
}
