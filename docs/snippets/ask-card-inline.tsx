/**
 * src/react/ask-card/README.md, the opening example. Compiled by `npm run typecheck`; the region
 * is the README's block (test/node/readme-snippets.test.ts).
 */
// #region readme
import { AskCard, type AskRequest } from '../../src';

declare const request: AskRequest; // your parsed tool input (safeParseAskToolInput, …)
declare const turn: AbortController; // your agent's turn: aborting it stops the card
declare function sendToolResult(content: string): void; // your answer to the tool call

export const card = (
  <AskCard request={request} onResolve={(r) => sendToolResult(r.content)} signal={turn.signal} />
);
// #endregion
