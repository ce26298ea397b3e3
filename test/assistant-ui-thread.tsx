/**
 * For the binding's tests: a thread on assistant-ui's real local runtime whose mock model makes
 * one tool call on its first run and replies in text after. `runs` holds what each run was given.
 */
import {
  AssistantRuntimeProvider,
  MessagePrimitive,
  ThreadPrimitive,
  useLocalRuntime,
  type ChatModelAdapter,
  type ChatModelRunOptions,
} from '@assistant-ui/react';
import type { ComponentProps, ComponentType } from 'react';

export interface ScriptedThreadOptions {
  toolCall: { toolCallId: string; toolName: string; args: unknown; approval?: unknown };
  /** The model's text after the tool call. */
  reply: string;
  /** Tools the run waits for (the local runtime's `unstable_humanToolNames`). */
  humanToolNames?: string[];
  config?: ComponentProps<typeof AssistantRuntimeProvider>['config'];
  /** How each message renders. @default its parts, with the registered tool UIs */
  Message?: ComponentType;
}

export function scriptedLocalThread(options: ScriptedThreadOptions) {
  const { toolCall, reply, humanToolNames, config } = options;
  const Message = options.Message ?? (() => <MessagePrimitive.Parts />);
  const runs: ChatModelRunOptions[] = [];
  const adapter: ChatModelAdapter = {
    async *run(run) {
      runs.push(run);
      if (runs.length === 1)
        yield {
          content: [
            {
              type: 'tool-call',
              ...toolCall,
              args: toolCall.args as never,
              argsText: JSON.stringify(toolCall.args),
            } as never,
          ],
          // What a provider adapter reports when the model stops for tool calls.
          status: { type: 'requires-action', reason: 'tool-calls' },
        };
      else yield { content: [{ type: 'text', text: reply }] };
    },
  };
  function App() {
    const runtime = useLocalRuntime(adapter, {
      initialMessages: [{ role: 'user', content: 'Deploy it' }],
      ...(humanToolNames && { unstable_humanToolNames: humanToolNames }),
    });
    return (
      <AssistantRuntimeProvider runtime={runtime} config={config}>
        <ThreadPrimitive.Messages components={{ Message }} />
        <button type="button" onClick={() => runtime.thread.startRun({ parentId: null })}>
          Run
        </button>
      </AssistantRuntimeProvider>
    );
  }
  return { runs, App };
}
