/**
 * docs/react.md, "A dialect of your own". Compiled by `npm run typecheck`; the region is the
 * doc's block (test/node/readme-snippets.test.ts).
 */
// #region readme
import type { ReactNode } from 'react';
import { AskRegistryProvider, askToolAdapter, createAskRegistry, type AskAdapter } from '../../src';

declare const myAdapter: AskAdapter; // your dialect: its policy, toResult and formatContent

// The built-ins your app uses, and yours: no other registry ever sees it.
const registry = createAskRegistry([askToolAdapter, myAdapter]);

export const App = ({ children }: { children: ReactNode }) => (
  <AskRegistryProvider registry={registry}>{children}</AskRegistryProvider>
);
// #endregion
