/**
 * LangGraph interrupts for the stories: a structural `useStream` result (what
 * `ask-cards/langgraph` reads of `@langchain/langgraph-sdk/react` 2.x), kept in React state. Its
 * `submit` behaves as the real one was observed to: it never rejects; the run is `isLoading`,
 * then either ends with no interrupt, or fails with `stream.error` whose message is the zod
 * issues as JSON (a zod `responseSchema` refusing the resume), the interrupt still pending. The
 * real graph behind the real `useStream` is proven in `test/dom/langgraph-round-trip.test.tsx`.
 */
import { useMemo, useRef, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import * as z from 'zod';
import {
  AskLangGraphInterrupts,
  type AskLangGraphInterrupt,
  type AskLangGraphStream,
} from '../src/langgraph';
import { ResultPanel, stack } from './panels';

/** The graph's own check of a resume: the zod issues it throws, or null when it accepts it. */
export type ResumeCheck = (resume: unknown) => { path: PropertyKey[]; message: string }[] | null;

/** The deploy answer as the graph's author writes it: production needs replicas. */
export const DeployAnswer = z
  .object({
    env: z.enum(['staging', 'production']).meta({ title: 'Target', description: 'Where to?' }),
    replicas: z.int().min(1).max(5).optional().meta({ title: 'Replicas', description: '1-5' }),
  })
  .refine((v) => v.env !== 'production' || v.replicas !== undefined, {
    path: ['replicas'],
    message: 'Production needs the number of replicas.',
  });

/** `interrupt({ question }, { responseSchema: DeployAnswer })`, as the stream shows it. */
export const formInterrupt: AskLangGraphInterrupt = {
  id: 'lg-deploy',
  value: { question: 'Where should I deploy?' },
  response_schema: z.toJSONSchema(DeployAnswer, { io: 'input' }),
};

/** The graph parses the resume with its zod schema, as `interrupt()` does. */
export const checkDeploy: ResumeCheck = (resume) => {
  const parsed = DeployAnswer.safeParse(resume);
  return parsed.success ? null : parsed.error.issues;
};

/** `interrupt(askUserInput)`: OpenClaw's `ask_user` input as the value. */
export const askUserInterrupt: AskLangGraphInterrupt = {
  id: 'lg-ask-user',
  value: {
    questions: [
      {
        id: 'channel',
        header: 'Channel',
        question: 'Where should the release notes go?',
        options: [{ label: 'Email' }, { label: 'Slack' }, { label: 'Both' }],
      },
    ],
  },
};

/** `interrupt('…')`: a plain value, asked as text with one free-text answer. */
export const textInterrupt: AskLangGraphInterrupt = {
  id: 'lg-text',
  value: 'Which branch should I release from?',
};

/** Two tasks of a `Send` fan-out, each paused on its own question. */
export const keyedInterrupts: AskLangGraphInterrupt[] = [
  { id: 'lg-eu', value: 'Which maintenance window for the EU cluster?' },
  { id: 'lg-us', value: 'Which maintenance window for the US cluster?' },
];

/** LangChain's `humanInTheLoopMiddleware` request: an approval, not a question. */
export const approvalInterrupt: AskLangGraphInterrupt = {
  id: 'lg-approval',
  value: {
    actionRequests: [
      { name: 'send_email', args: { to: 'all@example.com' }, description: 'Review email' },
    ],
    reviewConfigs: [{ actionName: 'send_email', allowedDecisions: ['approve', 'reject'] }],
  },
};

export interface LangGraphHostProps {
  interrupts: AskLangGraphInterrupt[];
  /** The graph's check of the resume (a zod `responseSchema`). @default accepts everything */
  check?: ResumeCheck;
  /** What a cancelled card resumes with. @default none: nothing is sent */
  cancelValue?: (interrupt: AskLangGraphInterrupt) => unknown;
}

interface StreamState {
  interrupts: AskLangGraphInterrupt[];
  error: unknown;
  isLoading: boolean;
}

/**
 * The binding on a structural stream: a card per interrupt and, below, every
 * `command.resume` submitted, in order.
 */
export function LangGraphHost({ interrupts, check, cancelValue }: LangGraphHostProps) {
  const [state, setState] = useState<StreamState>({
    interrupts,
    error: undefined,
    isLoading: false,
  });
  const [sent, setSent] = useState<unknown[]>([]);
  const checkRef = useRef(check);
  const stream = useMemo<AskLangGraphStream>(
    () => ({
      ...state,
      submit(_values, { command }) {
        setSent((all) => [...all, command.resume]);
        setState((s) => ({ ...s, error: undefined, isLoading: true }));
        // The run, a task later: what the graph does with the resume.
        setTimeout(() => {
          const issues = checkRef.current?.(command.resume) ?? null;
          setState((s) =>
            issues
              ? { ...s, isLoading: false, error: new Error(JSON.stringify(issues, null, 2)) }
              : { interrupts: [], error: undefined, isLoading: false },
          );
        });
        return Promise.resolve();
      },
    }),
    [state],
  );
  return (
    <div style={stack}>
      <AskLangGraphInterrupts
        stream={stream}
        threadId="story-thread"
        layout="stacked"
        cancelValue={cancelValue}
      />
      <ResultPanel label="Resume sent">{sent.length ? JSON.stringify(sent) : ''}</ResultPanel>
    </div>
  );
}

/** Waits until exactly `resumes` were submitted, in order. */
export async function expectResumes(canvasElement: HTMLElement, resumes: unknown[]) {
  const status = within(canvasElement).getByRole('status', { name: 'Resume sent' });
  await waitFor(() => expect(JSON.parse(status.textContent || '[]')).toEqual(resumes));
}

/** The ask cards of a story, in order. */
export const cards = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLElement>('[data-scope="ask-card"][data-part="root"]'),
];
