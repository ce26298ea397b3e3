/**
 * docs/core.md, "An agent server". Compiled by `npm run typecheck`; the region is the doc's block
 * (test/node/readme-snippets.test.ts), with `../../src/…` read as the package's own specifiers.
 */
// #region readme
import {
  askUserToolDefinition,
  safeParseAskUserInput,
  createAskState,
  askTransition,
  toAskResolution,
} from '../../src/core';

declare const tools: { name: string }[]; // your model's tools
declare function toolError(message: string): unknown; // your tool error for the model

// 1. Give the model the tool (a JSON Schema generated from the zod schema, limits included),
//    or in a provider's own shape: toToolDefinition('ask_user', { provider: 'openai', strict: true })
//    (also 'anthropic' with or without strict, 'gemini', 'mcp'). Strict models send null for unset
//    optional fields; the parsers read null as absent.
tools.push(askUserToolDefinition); // { name: 'ask_user', description, inputSchema }

export function handleAskUser(toolCall: { input: unknown }) {
  // 2. Validate what the model sent. Errors name the field and say how to fix it.
  const parsed = safeParseAskUserInput(toolCall.input);
  if (!parsed.success) return toolError(parsed.error.message);
  // e.g. "questions[0].options has 5 items; ask_user allows 2-4: keep the 4 most useful options"

  // 3. Drive the pure machine with the user's events (or let the React card do it)…
  let state = createAskState(parsed.data);
  state = askTransition(state, { type: 'toggle', option: 0 });
  state = askTransition(state, { type: 'next' });

  // 4. …and return the exact result once it resolves (null while a question is still open).
  const resolution = toAskResolution(state); // { reason, answers, content, details, result }
  if (!resolution) return toolError('the prompt is still open');
  return { content: resolution.content, details: resolution.details };
}
// #endregion
