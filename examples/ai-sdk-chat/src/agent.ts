/**
 * The "server" half, run in the page: the ask tools, and an agent whose model is a scripted
 * `MockLanguageModelV3` (from `ai/test`), so the whole loop runs offline. A real app would give
 * `ToolLoopAgent` (or `streamText`) a real model and run it behind a route; nothing else changes.
 *
 * The script reads the model's prompt, as a real model would:
 * - a new user message: call the ask tool (`ask_user`, or `asktool` for `?dialect=asktool`;
 *   with `&input=invalid`, the first call's input breaks the dialect's rules);
 * - a tool result: say, as visible text, exactly what the tool returned (and after an error
 *   result, call the tool again with the input fixed);
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

/** Inputs that break the dialects' rules: a question without options. */
const INVALID_INPUTS: Record<Dialect, unknown> = {
  ask_user: {
    questions: [{ id: 'deploy_target', header: 'Target', question: 'Deploy?', options: [] }],
  },
  asktool: { questions: [{ question: 'Deploy?', options: [] }] },
};

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

interface ToolCall {
  toolName: Dialect;
  toolCallId: string;
  input: unknown;
}

/**
 * One assistant turn: text parts streamed a few words at a time, then maybe a tool call, its
 * input streamed in pieces as a model writes it.
 */
function turn(texts: string[], call?: ToolCall): StreamPart[] {
  const parts: StreamPart[] = [{ type: 'stream-start', warnings: [] }];
  texts.forEach((text, i) => {
    parts.push({ type: 'text-start', id: `t${i}` });
    for (const delta of text.match(/\S+\s*/g) ?? [text])
      parts.push({ type: 'text-delta', id: `t${i}`, delta });
    parts.push({ type: 'text-end', id: `t${i}` });
  });
  if (call) {
    const { toolName, toolCallId } = call;
    const json = JSON.stringify(call.input);
    parts.push({ type: 'tool-input-start', id: toolCallId, toolName });
    for (const delta of json.match(/[\s\S]{1,40}/g) ?? [json])
      parts.push({ type: 'tool-input-delta', id: toolCallId, delta });
    parts.push({ type: 'tool-input-end', id: toolCallId });
    parts.push({ type: 'tool-call', toolCallId, toolName, input: json });
  }
  const unified = call ? 'tool-calls' : 'stop';
  parts.push({ type: 'finish', finishReason: { unified, raw: undefined }, usage });
  return parts;
}

export interface Scenario {
  /** The ask tool the model calls. */
  dialect: Dialect;
  /** The model's first call breaks the dialect's rules; it reads the error and calls again. */
  invalidFirst?: boolean;
}

function script(prompt: Prompt, { dialect, invalidFirst }: Scenario, call: number): StreamPart[] {
  const last = prompt.at(-1);
  const results = (message: Prompt[number] | undefined) =>
    message?.role === 'tool'
      ? message.content.flatMap((part) =>
          part.type === 'tool-result' ? [describeResult(part.toolName, part.output)] : [],
        )
      : [];
  const ask = (input: unknown): ToolCall => ({
    toolName: dialect,
    toolCallId: `call-${call}`,
    input,
  });
  if (last?.role === 'tool') {
    // A failed call: say what the tool answered, and call again with the input fixed.
    const failed = last.content.some(
      (part) => part.type === 'tool-result' && part.output.type.startsWith('error'),
    );
    return turn(results(last), failed ? ask(INPUTS[dialect]) : undefined);
  }
  const earlier = results(prompt.at(-2));
  if (last?.role === 'user' && earlier.length) {
    const said = last.content.flatMap((part) => (part.type === 'text' ? [part.text] : []));
    return turn([...earlier, `You wrote in the chat: “${said.join(' ')}”. Noted.`]);
  }
  const first = !prompt.some((message) => message.role === 'tool');
  return turn([], ask(invalidFirst && first ? INVALID_INPUTS[dialect] : INPUTS[dialect]));
}

/** The agent for one scenario, and the number of model calls it made (shown in the header). */
export function createScriptedAgent(scenario: Scenario) {
  let calls = 0;
  const model = new MockLanguageModelV3({
    doStream: async ({ prompt }) => ({
      stream: simulateReadableStream({
        chunks: script(prompt, scenario, ++calls),
        chunkDelayInMs: 15,
      }),
    }),
  });
  const agent = new ToolLoopAgent({ model, tools });
  return { agent, modelCalls: () => calls };
}
