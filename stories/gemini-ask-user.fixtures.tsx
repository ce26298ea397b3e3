/**
 * Gemini CLI `ask_user` inputs for the stories, as the model sends them, and a host that shows
 * the card for the tool's confirmation and what it hands `onConfirm` and the model then reads.
 */
import { useMemo, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import {
  parseGeminiAskUserInput,
  type GeminiAskUserInput,
  type GeminiAskUserResult,
} from '../src/core/adapters/gemini-ask-user';
import type { AskResolution } from '../src/core/dialects';
import type { AskLayout } from '../src/core/types';
import { AskCard } from '../src/react/ask-card';
import { ResultPanel, stack } from './panels';

type Question = GeminiAskUserInput['questions'][number];

const featuresQuestion = {
  question: 'Which areas should the first release cover?',
  header: 'Scope',
  type: 'choice',
  multiSelect: true,
  placeholder: 'Anything else?',
  options: [
    { label: 'Auth', description: 'Sign-in with SSO and API keys' },
    { label: 'Logs', description: 'Searchable request logs' },
    { label: 'Billing', description: 'Invoices and usage limits' },
  ],
} satisfies Question;

const nameQuestion = {
  question: 'What should the new service be called?',
  header: 'Name',
  type: 'text',
  placeholder: 'e.g. shop',
} satisfies Question;

const migrateQuestion = {
  question: 'Should I run the database migrations now?',
  header: 'Migrate',
  type: 'yesno',
} satisfies Question;

const regionQuestion = {
  question: 'Which region should host it?',
  header: 'Region',
  type: 'choice',
  options: [
    { label: 'europe-west1', description: 'Belgium' },
    { label: 'us-central1', description: 'Iowa' },
  ],
} satisfies Question;

/** A multi-select `choice`: "Other" is added for the user's own text. */
export const featuresInput = { questions: [featuresQuestion] } satisfies GeminiAskUserInput;

/** A `text` question: one field with the model's placeholder. */
export const textInput = { questions: [nameQuestion] } satisfies GeminiAskUserInput;

/** A `yesno` question: Yes, No and "Other" for a caveat. */
export const yesnoInput = { questions: [migrateQuestion] } satisfies GeminiAskUserInput;

/** The most the tool takes: four questions of every type, one at a time. */
export const fourInput = {
  questions: [featuresQuestion, nameQuestion, migrateQuestion, regionQuestion],
} satisfies GeminiAskUserInput;

/** The same four questions in Simplified Chinese. */
export const zhInput = {
  questions: [
    {
      question: '第一个版本要包含哪些部分？',
      header: '范围',
      type: 'choice',
      multiSelect: true,
      options: [
        { label: '认证', description: '单点登录和 API 密钥' },
        { label: '日志', description: '可搜索的请求日志' },
      ],
    },
    { question: '新服务叫什么名字？', header: '名称', type: 'text', placeholder: '例如 shop' },
  ],
} satisfies GeminiAskUserInput;

export interface GeminiHostProps {
  /** The tool call's arguments (`AskUserParams`), untrusted. */
  input: GeminiAskUserInput;
  layout?: AskLayout;
  /** What the confirmation's `onConfirm(outcome, payload)` receives. */
  onConfirm?: (outcome: string, payload?: unknown) => void;
}

/**
 * A host embedding Gemini CLI's core: the tool's `ask_user` confirmation as a card; below it,
 * what `onConfirm` received and what the model reads (the tool's `llmContent`).
 */
export function GeminiHost({ input, layout, onConfirm }: GeminiHostProps) {
  const request = useMemo(() => parseGeminiAskUserInput(input), [input]);
  const [confirmed, setConfirmed] = useState('');
  const [content, setContent] = useState('');
  return (
    <div style={stack}>
      <AskCard
        request={request}
        {...(layout ? { layout } : {})}
        onResolve={(r: AskResolution) => {
          const result = r.result as GeminiAskUserResult;
          const payload = 'payload' in result ? result.payload : undefined;
          onConfirm?.(result.outcome, payload);
          setConfirmed(JSON.stringify(payload ? [result.outcome, payload] : [result.outcome]));
          setContent(r.content);
        }}
      />
      <ResultPanel label="onConfirm">{confirmed}</ResultPanel>
      <ResultPanel label="The model reads">{content}</ResultPanel>
    </div>
  );
}

/** Waits until the host shows `onConfirm(…args)` and the model's text (the plays' check). */
export async function expectConfirmed(
  canvasElement: HTMLElement,
  args: [outcome: string, payload?: unknown],
  content: string,
) {
  const canvas = within(canvasElement);
  const confirmed = canvas.getByRole('status', { name: 'onConfirm' });
  await waitFor(() => expect(JSON.parse(confirmed.textContent || 'null')).toEqual(args));
  await expect(canvas.getByRole('status', { name: 'The model reads' }).textContent).toBe(content);
}
