/**
 * docs/gemini.md, "Gemini's tool for any model": the tool definition and the text the model reads,
 * without Gemini CLI. Compiled by `npm run typecheck`.
 */
// #region readme
import {
  createAskState,
  geminiAskUserToolDefinition,
  safeParseGeminiAskUserInput,
  toToolDefinition,
  type AskState,
} from '../../src/core';

declare const tools: object[]; // your model's tools
declare function reply(content: string, isError?: boolean): void; // your tool result
declare function ask(state: AskState): Promise<{ content: string }>; // your card or channel

tools.push(geminiAskUserToolDefinition); // { name: 'ask_user', description, inputSchema }
// or a provider's shape: toToolDefinition('gemini-ask-user', { provider: 'openai', strict: true })
export const openaiTool = toToolDefinition('gemini-ask-user', { provider: 'openai', strict: true });

export async function onAskUser(input: unknown) {
  const parsed = safeParseGeminiAskUserInput(input); // the CLI's rules, and its wording
  if (!parsed.success) return reply(parsed.error.message, true);
  const { content } = await ask(createAskState(parsed.data));
  reply(content); // '{"answers":{"0":"Auth, Logs"}}' or the dismissal line
}
// #endregion
