/**
 * docs/assistant-ui.md, "The questionnaire". Compiled by `npm run typecheck`; the region is the
 * doc's block (test/node/readme-snippets.test.ts).
 */
// #region readme
import { MessagePrimitive, type ToolCallMessagePartProps } from '@assistant-ui/react';
import type { ReactNode } from 'react';
import { AskApprovalQuestions } from '../../src/assistant-ui';

declare function MyToolRow(props: ToolCallMessagePartProps): ReactNode; // your other tool calls

// Every tool call of the thread: a `display: "questions"` approval is the card.
function ToolCall(props: ToolCallMessagePartProps) {
  if (props.approval?.display === 'questions')
    return (
      <AskApprovalQuestions
        approval={props.approval}
        respondToApproval={props.respondToApproval}
        onRespondError={(error) => console.warn('The approval was not recorded', error)}
      />
    );
  return <MyToolRow {...props} />;
}

export const AssistantMessage = () => (
  <MessagePrimitive.Parts components={{ tools: { Override: ToolCall } }} />
);
// #endregion
