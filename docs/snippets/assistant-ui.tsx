/**
 * docs/assistant-ui.md, "Quick start". Compiled by `npm run typecheck`; the region is the doc's
 * block (test/node/readme-snippets.test.ts).
 */
// #region readme
import {
  AssistantRuntimeProvider,
  AuiConfig,
  defineToolkit,
  Tools,
  useLocalRuntime,
  type ChatModelAdapter,
} from '@assistant-ui/react';
import type { ReactNode } from 'react';
import { askHumanTool } from '../../src/assistant-ui';
import '../../src/react/styles.css';

declare const adapter: ChatModelAdapter; // your model behind assistant-ui's local runtime

// A `human` tool: the run pauses on the card, and its answer is the tool result.
const toolkit = defineToolkit({ ask_user: askHumanTool({ dialect: 'ask_user' }) });
const config = AuiConfig({ tools: Tools({ toolkit }) });

export function App({ children }: { children: ReactNode }) {
  // Local runtime: list the tool so the run waits for the card's addResult.
  const runtime = useLocalRuntime(adapter, { unstable_humanToolNames: ['ask_user'] });
  return (
    <AssistantRuntimeProvider runtime={runtime} config={config}>
      {children /* <Thread />: the card renders standalone in the assistant's message */}
    </AssistantRuntimeProvider>
  );
}
// #endregion
