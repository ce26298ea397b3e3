/**
 * The real `AskUserTool` of `@google/gemini-cli-core` 0.61.0, installed apart in compat/gemini
 * (`npm run compat:install`). Loaded by URL and typed here by the little the proofs call, so the
 * root project type-checks without compat/gemini (gemini-types.test-d.ts checks the published
 * types themselves). Its constructor only stores the message bus, and neither validation nor
 * `shouldConfirmExecute` → `onConfirm` → `execute` reads it: the bus is not the protocol under
 * test, so an empty stand-in is enough.
 */
import type {
  GeminiAskUserConfirmationPayload,
  GeminiAskUserResult,
  GeminiQuestion,
} from '../../src/core';

const CORE = new URL(
  '../../compat/gemini/node_modules/@google/gemini-cli-core/dist/src/',
  import.meta.url,
);

interface CliInvocation {
  shouldConfirmExecute(signal: AbortSignal): Promise<
    | false
    | {
        type: string;
        questions: GeminiQuestion[];
        onConfirm(outcome: string, payload?: GeminiAskUserConfirmationPayload): Promise<void>;
      }
  >;
  execute(options: { abortSignal: AbortSignal }): Promise<{ llmContent: unknown }>;
}
interface CliTool {
  validateToolParams(params: unknown): string | null;
  build(params: unknown): CliInvocation;
}
interface CliToolDeclaration {
  name: string;
  description: string;
  parametersJsonSchema: unknown;
}

const { AskUserTool } = (await import(new URL('tools/ask-user.js', CORE).href)) as {
  AskUserTool: new (messageBus: object) => CliTool;
};
const { GEMINI_3_SET } = (await import(
  new URL('tools/definitions/model-family-sets/gemini-3.js', CORE).href
)) as { GEMINI_3_SET: { ask_user: CliToolDeclaration } };

export const geminiTool = new AskUserTool({});
/** The CLI's own `ask_user` declaration for Gemini 3 models. */
export const cliAskUserDeclaration = GEMINI_3_SET.ask_user;

/** The CLI's verdict on an input: null when it accepts it, else its message. */
export function cliRefusal(params: unknown): string | null {
  return geminiTool.validateToolParams(params);
}

/** What the CLI shows and the model reads when the host answers `outcome` (+ `payload`). */
export async function cliRoundTrip(
  params: unknown,
  outcome: GeminiAskUserResult['outcome'],
  payload?: GeminiAskUserConfirmationPayload,
) {
  const invocation = geminiTool.build(params);
  const signal = new AbortController().signal;
  const details = await invocation.shouldConfirmExecute(signal);
  if (!details || details.type !== 'ask_user') throw new Error('ask_user asks for no confirmation');
  await details.onConfirm(outcome, payload);
  const result = await invocation.execute({ abortSignal: signal });
  return { questions: details.questions, llmContent: result.llmContent };
}
