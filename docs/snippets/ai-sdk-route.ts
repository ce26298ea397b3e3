/**
 * docs/ai-sdk.md, the server: a client-side tool (no `execute`) whose input is the dialect's.
 * Compiled by `npm run typecheck`; the region is the doc's block.
 */
// #region readme
import {
  convertToModelMessages,
  jsonSchema,
  streamText,
  tool,
  type LanguageModel,
  type UIMessage,
} from 'ai';
import { askUserToolDefinition, type AskModelToolDefinition } from '../../src/core';

declare const model: LanguageModel; // your model, e.g. openai('…') from '@ai-sdk/openai'

// No `execute`: the card answers.
const askTool = ({ description, inputSchema }: AskModelToolDefinition) =>
  tool({ description, inputSchema: jsonSchema(inputSchema as object) });

export async function POST(req: Request) {
  const { messages }: { messages: UIMessage[] } = await req.json();
  const result = streamText({
    model,
    messages: await convertToModelMessages(messages),
    tools: { ask_user: askTool(askUserToolDefinition) },
  });
  return result.toUIMessageStreamResponse();
}
// #endregion
