/**
 * The "server" half, run in the page: the ask tools, and an agent whose model is a scripted
 * `MockLanguageModelV3` (from `ai/test`), so the whole loop runs offline. A real app would give
 * `ToolLoopAgent` (or `streamText`) a real model and run it behind a route; nothing else changes.
 *
 * The script reads the model's prompt, as a real model would:
 * - a new user message: call the ask tool (`ask_user`, or `asktool` for `?dialect=asktool`);
 * - a tool result: say, as visible text, exactly what the tool returned;
 * - a user message right after a tool result (typed while the card was pending, or after Stop):
 *   say what the tool returned, then answer the message.
 */
import {
  jsonSchema,
  simulateReadableStream,
  tool,
  ToolLoopAgent,
  type InferUITools,
  type JSONSchema7,
  type UIMessage,
} from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import {
  askToolDefinition,
  askUserToolDefinition,
  type AskModelToolDefinition,
} from 'ask-cards/core';

// ── The tools: the dialects' own definitions, with no `execute` (the card answers) ───────────

const askTool = ({ description, inputSchema }: AskModelToolDefinition) =>
  tool({ description, inputSchema: jsonSchema(inputSchema as JSONSchema7) });

export const tools = {
  ask_user: askTool(askUserToolDefinition),
  asktool: askTool(askToolDefinition),
};

export type Dialect = keyof typeof tools;

/** The chat's messages, typed by its tools. */
export type AppMessage = UIMessage<unknown, never, InferUITools<typeof tools>>;

// ── What the scripted model asks ──────────────────────────────────────────────────────────────

/** OpenClaw's `ask_user` input: ids, headers, one or more choices. */
const ASK_USER_INPUT = {
  questions: [
    {
      id: 'deploy_target',
      header: 'Target',
      question: 'Where should I deploy **2.3**?',
      options: [
        { label: 'Staging', description: 'Safe to break' },
        { label: 'Production', description: 'Live traffic' },
      ],
    },
    {
      id: 'checks',
      header: 'Checks',
      question: 'Which checks should run first?',
      options: [{ label: 'Unit tests' }, { label: 'Lint' }, { label: 'e2e' }],
      multiSelect: true,
    },
  ],
};

/** Claude Code's `asktool` input: plain option strings; the result is a text. */
const ASKTOOL_INPUT = {
  questions: [{ question: 'Which color should the button be?', options: ['Red', 'Blue', 'Green'] }],
};

const INPUTS: Record<Dialect, unknown> = { ask_user: ASK_USER_INPUT, asktool: ASKTOOL_INPUT };

// ── The scripted model ────────────────────────────────────────────────────────────────────────

type DoStream = MockLanguageModelV3['doStream'];
type Prompt = Parameters<DoStream>[0]['prompt'];
type StreamPart =
  Awaited<ReturnType<DoStream>>['stream'] extends ReadableStream<infer P> ? P : never;
type ToolOutput = Extract<
  Extract<Prompt[number], { role: 'tool' }>['content'][number],
  { type: 'tool-result' }
>['output'];

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};

/** What the model received, as it reads it: `ask_user result (json): {"status":…}`. */
function describeResult(toolName: string, output: ToolOutput): string {
  switch (output.type) {
    case 'text':
    case 'error-text':
      return `${toolName} result (${output.type}): ${output.value}`;
    case 'json':
    case 'error-json':
      return `${toolName} result (${output.type}): ${JSON.stringify(output.value)}`;
    default:
      return `${toolName} result (${output.type})`;
  }
}

/** One assistant turn of text parts, streamed a few words at a time. */
function textTurn(texts: string[]): StreamPart[] {
  return [
    { type: 'stream-start', warnings: [] },
    ...texts.flatMap((text, i): StreamPart[] => [
      { type: 'text-start', id: `t${i}` },
      ...(text.match(/\S+\s*/g) ?? [text]).map((delta): StreamPart => ({
        type: 'text-delta',
        id: `t${i}`,
        delta,
      })),
      { type: 'text-end', id: `t${i}` },
    ]),
    { type: 'finish', finishReason: { unified: 'stop', raw: undefined }, usage },
  ];
}

/** One assistant turn calling `toolName`, its input streamed in pieces as a model writes it. */
function toolCallTurn(toolName: Dialect, toolCallId: string, input: unknown): StreamPart[] {
  const json = JSON.stringify(input);
  const pieces = json.match(/[\s\S]{1,40}/g) ?? [json];
  return [
    { type: 'stream-start', warnings: [] },
    { type: 'tool-input-start', id: toolCallId, toolName },
    ...pieces.map((delta): StreamPart => ({ type: 'tool-input-delta', id: toolCallId, delta })),
    { type: 'tool-input-end', id: toolCallId },
    { type: 'tool-call', toolCallId, toolName, input: json },
    { type: 'finish', finishReason: { unified: 'tool-calls', raw: undefined }, usage },
  ];
}

function script(prompt: Prompt, dialect: Dialect, call: number): StreamPart[] {
  const last = prompt.at(-1);
  const results = (message: Prompt[number] | undefined) =>
    message?.role === 'tool'
      ? message.content.flatMap((part) =>
          part.type === 'tool-result' ? [describeResult(part.toolName, part.output)] : [],
        )
      : [];
  if (last?.role === 'tool') return textTurn(results(last));
  const earlier = results(prompt.at(-2));
  if (last?.role === 'user' && earlier.length) {
    const said = last.content.flatMap((part) => (part.type === 'text' ? [part.text] : []));
    return textTurn([...earlier, `You wrote in the chat: “${said.join(' ')}”. Noted.`]);
  }
  return toolCallTurn(dialect, `call-${call}`, INPUTS[dialect]);
}

/** The agent for one scenario, and the number of model calls it made (shown in the header). */
export function createScriptedAgent(dialect: Dialect) {
  let calls = 0;
  const model = new MockLanguageModelV3({
    doStream: async ({ prompt }) => ({
      stream: simulateReadableStream({
        chunks: script(prompt, dialect, ++calls),
        chunkDelayInMs: 15,
      }),
    }),
  });
  const agent = new ToolLoopAgent({ model, tools });
  return { agent, modelCalls: () => calls };
}
