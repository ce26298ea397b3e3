import { forwardRef, useCallback, useRef } from 'react';
import type { ToolCallMessagePartProps, ToolDefinition } from '@assistant-ui/react';
import { askAdapterOf } from '../tool-calls/call';
import { AskToolPart, type AskToolPartProps } from '../ai-sdk/AskToolPart';
import type { AskAddToolOutput, AskToolOutput, AskToolUIPart } from '../ai-sdk/types';
import type { ApprovalQuestionsRequest } from '../core/adapters/approval-questions/protocol';
import { useIsomorphicLayoutEffect } from '../react/use-isomorphic-layout-effect';
import { AskApprovalQuestions, type AskRespondToApproval } from './AskApprovalQuestions';

/** What the binding reads of assistant-ui's tool-call part props (`ToolCallMessagePartProps`). */
export interface AskToolCallProps {
  toolName: string;
  toolCallId: string;
  args: unknown;
  result?: unknown;
  isError?: boolean | undefined;
  /** `running` while the model writes the arguments; `requires-action` while the tool waits. */
  status: { readonly type: string };
  /** Set while a frontend tool's `execute` awaits `human(payload)`: the answer goes to `resume`. */
  interrupt?: { type: 'human'; payload: unknown } | undefined;
  addResult: (result: never) => void;
  resume?: ((payload: unknown) => void) | undefined;
  /**
   * A server-side approval gate. With `display: "questions"` the part renders as the
   * questionnaire card (`AskApprovalQuestions`), answered through `respondToApproval`.
   */
  approval?: ApprovalQuestionsRequest | undefined;
  respondToApproval?: AskRespondToApproval | undefined;
}

export type AskToolUIProps = AskToolCallProps &
  Omit<AskToolPartProps, 'part' | 'addToolOutput' | 'details' | 'messages'> & {
    /** The `details` the host persisted with the answer, for the receipt after a reload. */
    details?: unknown;
    /**
     * The card's message catalog overrides. An array is a part's own `messages` (a sub-agent's),
     * from a render spreading its props (`<AskToolUI {...props} />`), and is ignored.
     */
    messages?: AskToolPartProps['messages'] | readonly unknown[];
  };

// assistant-ui's `ToolResponse` brand (`Symbol.for`), so an error result needs no import of it.
const TOOL_RESPONSE = Symbol.for('aui.tool-response');

/**
 * The card's one writer: the answer functions this card was last rendered with, never another
 * card's (two threads may both hold a `call_0`).
 */
function useCardWriter(props: AskToolCallProps): AskAddToolOutput {
  const latest = useRef(props);
  useIsomorphicLayoutEffect(() => {
    latest.current = props;
  });
  return useCallback((output: AskToolOutput) => {
    const { addResult, resume, interrupt } = latest.current;
    const answer = addResult as (result: unknown) => void;
    if (output.state === 'output-error')
      // The model reads the error text; `isError` marks the call failed.
      return answer({ [TOOL_RESPONSE]: true, result: output.errorText, isError: true });
    if (interrupt?.type === 'human' && resume) return resume(output.output);
    return answer(output.output);
  }, []);
}

/** assistant-ui's part state as an AI SDK tool part's, the form `AskToolPart` reads. */
function toPart(props: AskToolCallProps): AskToolUIPart {
  const base = { type: `tool-${props.toolName}`, toolCallId: props.toolCallId, input: props.args };
  if (props.result !== undefined)
    return props.isError
      ? { ...base, state: 'output-error', errorText: String(props.result) }
      : { ...base, state: 'output-available', output: props.result };
  // While the run streams, the arguments may be a valid prefix of the real ones: no card yet.
  if (props.status.type === 'running' && !props.interrupt)
    return { ...base, state: 'input-streaming' };
  return { ...base, state: 'input-available' };
}

/**
 * The render of an ask tool in assistant-ui: a busy placeholder while the arguments stream, the
 * card while the tool waits, the receipt once it has a result. The answer goes back once per
 * tool call, as the dialect's model-facing result: `resume` for a frontend tool awaiting
 * `human()`, else `addResult`; an input that breaks the dialect's rules is an error result.
 *
 * @example
 * const toolkit = defineToolkit({ ask_user: askHumanTool({ dialect: 'ask_user' }) });
 */
export const AskToolUI = forwardRef<HTMLDivElement, AskToolUIProps>(function AskToolUI(props, ref) {
  const {
    toolName: _toolName,
    toolCallId: _toolCallId,
    args: _args,
    result: _result,
    isError: _isError,
    status: _status,
    interrupt: _interrupt,
    addResult: _addResult,
    resume: _resume,
    approval,
    respondToApproval,
    ...rest
  } = props;
  const card = withoutPartProps(rest);
  const write = useCardWriter(props);
  if (approval?.display === 'questions') {
    const { dialect: _dialect, details: _details, ...view } = card;
    return (
      <AskApprovalQuestions
        {...view}
        ref={ref}
        approval={approval}
        toolCallId={props.toolCallId}
        respondToApproval={respondToApproval ?? noRespondToApproval}
      />
    );
  }
  return (
    <AskToolPart
      {...card}
      ref={ref}
      part={toPart(props)}
      addToolOutput={write}
      // The part's own `addResult` is one per thread, message and part.
      scope={card.scope ?? props.addResult}
    />
  );
});

/**
 * The keys of assistant-ui's tool-call part props the card does not read. A render that spreads
 * its props into `AskToolUI` passes them all, and none belongs on the card's DOM. Typed against
 * the real `ToolCallMessagePartProps`: a release that adds a key fails typecheck below.
 */
const PART_ONLY_KEYS = [
  'type',
  'argsText',
  'artifact',
  'modelContent',
  'isPreliminary',
  'parentId',
  'timing',
  'mcp',
  'providerMetadata',
  'responseDeliveryStatus',
  'unstable_interactions',
  'unstable_recordInteraction',
] as const satisfies readonly (keyof ToolCallMessagePartProps)[];

// Every key of the part props is read by the binding, dropped above, or `messages` (below).
type UnhandledPartKey = Exclude<
  keyof ToolCallMessagePartProps,
  keyof AskToolCallProps | (typeof PART_ONLY_KEYS)[number] | 'messages'
>;
const _everyPartKeyHandled: [UnhandledPartKey] extends [never] ? true : UnhandledPartKey = true;

/**
 * The card's own props out of a spread of part props. `messages` is both a part's (a sub-agent's
 * `ThreadMessage[]`) and the card's (its message catalog): an array is the part's.
 */
function withoutPartProps<P extends { messages?: unknown }>(
  props: P,
): Omit<P, 'messages'> & { messages?: AskToolPartProps['messages'] } {
  const card = { ...props } as Record<string, unknown>;
  for (const key of PART_ONLY_KEYS) delete card[key];
  if (Array.isArray(card.messages)) delete card.messages;
  return card as Omit<P, 'messages'> & { messages?: AskToolPartProps['messages'] };
}

/** A part without `respondToApproval` (a read-only thread): the answer cannot be sent. */
function noRespondToApproval(): Promise<void> {
  return Promise.reject(new Error('AskToolUI: this part has no respondToApproval'));
}

/** Only the fields the card reads: assistant-ui's part props hold more, never for the DOM. */
function pickCallProps(props: AskToolCallProps): AskToolCallProps {
  const { toolName, toolCallId, args, result, isError, status, interrupt, addResult, resume } =
    props;
  const { approval, respondToApproval } = props;
  return {
    toolName,
    toolCallId,
    args,
    result,
    isError,
    status,
    interrupt,
    addResult,
    resume,
    approval,
    respondToApproval,
  };
}

export interface AskHumanToolOptions extends Omit<
  AskToolUIProps,
  keyof AskToolCallProps | 'dialect'
> {
  /** The dialect of the tool's input and result (`ask_user`, `asktool`…). */
  dialect: string;
  /** What the model reads about the tool. @default the dialect's own tool description */
  description?: string;
  /** The JSON Schema (or Standard Schema) of the input. @default the dialect's own */
  parameters?: unknown;
}

/**
 * A `human` toolkit entry that asks with a card: the run pauses until the user answers, and
 * the answer is the tool result. Put it in `defineToolkit` and register the toolkit with
 * `AuiConfig({ tools: Tools({ toolkit }) })`.
 *
 * @throws Error when the dialect is not registered, or has no tool definition and no
 * `parameters` are given.
 * @example
 * const toolkit = defineToolkit({ ask_user: askHumanTool({ dialect: 'ask_user' }) });
 * <AssistantRuntimeProvider runtime={runtime} config={AuiConfig({ tools: Tools({ toolkit }) })}>
 */
export function askHumanTool({
  dialect,
  description,
  parameters,
  ...card
}: AskHumanToolOptions): ToolDefinition {
  const adapter = askAdapterOf(dialect, dialect);
  if (!adapter) throw new Error(`askHumanTool: no ask-cards dialect ${JSON.stringify(dialect)}`);
  const schema = parameters ?? adapter.definition?.inputSchema;
  if (!schema)
    throw new Error(
      `askHumanTool: the ${JSON.stringify(dialect)} dialect has no tool definition; ` +
        'pass parameters',
    );
  const render = (props: ToolCallMessagePartProps) => (
    <AskToolUI {...card} {...pickCallProps(props as AskToolCallProps)} dialect={dialect} />
  );
  return {
    type: 'human',
    description: description ?? adapter.definition?.description,
    parameters: schema as never,
    render,
  } as ToolDefinition;
}
