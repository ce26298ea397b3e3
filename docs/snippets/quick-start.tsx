/**
 * README, "Quick start": the whole round trip in 15 lines. Compiled by `npm run typecheck`; the
 * region is the README's block (test/node/readme-snippets.test.ts).
 */
// #region readme
import { createRoot } from 'react-dom/client';
import { AskCard, askUserToolDefinition, safeParseAskUserInput } from '../../src';
import '../../src/react/styles.css';

declare const toolCall: { input: unknown }; // your model's call of the ask_user tool
declare function reply(content: string, isError?: boolean): void; // your tool result for it

export const tools = [askUserToolDefinition]; // for your model: name, description, schema

const parsed = safeParseAskUserInput(toolCall.input); // untrusted: check it first
if (parsed.success)
  createRoot(document.getElementById('ask')!).render(
    <AskCard request={parsed.data} onResolve={(r) => reply(r.content)} />,
  );
else reply(parsed.error.message, true); // the message names the field and the fix
// #endregion
