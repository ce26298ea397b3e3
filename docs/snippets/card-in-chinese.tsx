/**
 * docs/react.md, "Pay only for the dialects you render": the card's strings. Compiled by
 * `npm run typecheck`; the region is the doc's block (test/node/readme-snippets.test.ts).
 */
// #region readme
import {
  AskCard,
  AskMessagesProvider,
  askToolEntry,
  createAskRegistry,
  zhCNCard,
  type AskRequest,
} from '../../src/card';

const registry = createAskRegistry([askToolEntry]);

// The card in Chinese: its own strings in one language, nothing else bundled.
export const AskZh = ({ request }: { request: AskRequest }) => (
  <AskMessagesProvider messages={zhCNCard}>
    <AskCard request={request} registry={registry} />
  </AskMessagesProvider>
);
// #endregion
