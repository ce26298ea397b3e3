import { fn, within } from 'storybook/test';
import type { AskToolUIPart } from '../src/ai-sdk';
import { expectFocus, mounted, press, readNewStep } from './keyboard';

/** `ask_user` input as the model sends it: two questions, one step each. */
export const askUserInput = {
  questions: [
    {
      id: 'env',
      header: 'Env',
      question: 'Which environment should I deploy to?',
      options: [{ label: 'Staging' }, { label: 'Production', description: 'Live traffic' }],
    },
    {
      id: 'notify',
      header: 'Notify',
      question: 'Who should hear about it?',
      options: [{ label: 'Team channel' }, { label: 'On-call' }],
    },
  ],
};

/**
 * The first step of `askUserInput`, played by keyboard in a live card: its heading has focus once
 * mounted, `2` checks Production, Enter moves on. Returns the queries of the canvas.
 */
export async function chooseProductionByKeyboard(canvasElement: HTMLElement) {
  await mounted();
  const canvas = within(canvasElement);
  await expectFocus(canvas.getByRole('heading', { name: /Which environment/ }));
  await press('2');
  await expectFocus(canvas.getByRole('radio', { name: /Production/ }));
  await press('{Enter}');
  await readNewStep();
  return canvas;
}

/** `asktool` input: plain string options. */
export const asktoolInput = {
  questions: [{ question: 'Which colour for the banner?', options: ['Red', 'Blue', 'Green'] }],
};

/** A `tool-<name>` part of a `useChat` message, as the AI SDK hands it over. */
export const toolPart = (over: Partial<AskToolUIPart> = {}): AskToolUIPart => ({
  type: 'tool-ask_user',
  toolCallId: 'call-1',
  state: 'input-available',
  input: askUserInput,
  ...over,
});

/** `AskHumanInTheLoopCard`'s props at CopilotKit's `executing` status, for `askUserInput`. */
export const executingArgs = (toolCallId: string) => ({
  name: 'ask_user',
  toolCallId,
  args: askUserInput,
  status: 'executing' as const,
  respond: fn(async () => {}),
});
