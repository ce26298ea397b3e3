/**
 * docs/copilotkit.md, "Quick start". Compiled by `npm run typecheck`; the region is the doc's
 * block (test/node/readme-snippets.test.ts).
 */

// #region readme
import { useHumanInTheLoop } from '@copilotkit/react-core/v2';
import { askHumanInTheLoop } from '../../src/copilotkit';
import '../../src/react/styles.css';

// Once, outside render: the tool's schema (the dialect's zod/mini one) and its card.
const askUser = askHumanInTheLoop({ name: 'ask_user' });

export function AskTools() {
  // Busy at `inProgress`, the card at `executing` (its answer goes to `respond` once),
  // the receipt at `complete`.
  useHumanInTheLoop(askUser);
  return null;
}
// #endregion
