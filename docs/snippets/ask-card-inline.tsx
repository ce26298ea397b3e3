/**
 * src/react/ask-card/README.md, the opening example. Compiled by `npm run typecheck`; the region
 * is the README's block (test/node/readme-snippets.test.ts).
 */
import { AskCard, type AskRequest } from '../../src';

declare const request: AskRequest;
declare const turn: AbortController;
/** The host's way of answering the tool call. */
declare function sendToolResult(content: string): void;

export const card = (
  // #region readme
  <AskCard request={request} onResolve={(r) => sendToolResult(r.content)} signal={turn.signal} />
  // #endregion
);
