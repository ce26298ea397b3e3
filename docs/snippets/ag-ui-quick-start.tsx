/**
 * README.md and docs/ag-ui.md, the AG-UI quick start: the interrupts a real `@ag-ui/client` 1.0
 * `HttpAgent` pauses on, as ask cards resumed together. Compiled by `npm run typecheck`.
 */
// #region readme
import { HttpAgent } from '@ag-ui/client';
import { AskAgUiInterrupts } from '../../src/ag-ui';
import '../../src/react/styles.css';

const agent = new HttpAgent({ url: '/api/agent', threadId: 'thread-1' });

// One card per `agent.pendingInterrupts`; once every one is settled, one
// `agent.runAgent({ resume })` answers them all, in their order.
export function Interrupts() {
  return <AskAgUiInterrupts agent={agent} />;
}
// #endregion
