/**
 * docs/react.md, "Pay only for the dialects you render". Compiled by `npm run typecheck`; the
 * region is the doc's block (test/node/readme-snippets.test.ts).
 */
// #region readme
import {
  AskCard,
  AskRegistryProvider,
  askToolEntry,
  createAskRegistry,
  type AskRequest,
  type AskResolution,
} from '../../src/card';

declare function send(resolution: AskResolution): void; // your tool result

// Once, at module scope: the one dialect this app renders, and nothing else is bundled.
const registry = createAskRegistry([askToolEntry]);

export const Ask = ({ request }: { request: AskRequest }) => (
  <AskRegistryProvider registry={registry}>
    <AskCard request={request} onResolve={send} />
  </AskRegistryProvider>
);
// #endregion
