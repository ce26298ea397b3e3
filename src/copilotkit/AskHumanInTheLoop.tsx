import { forwardRef, useCallback, useEffect, useRef } from 'react';
import { askAdapterOf, yieldCall } from '../tool-calls/call';
import { defaultAskToolStore, warnIfSplit } from '../tool-calls/default';
import { yieldPendingCalls } from '../tool-calls/pending';
import type { AskCallScope, AskToolStore } from '../tool-calls/store';
import { useIsomorphicLayoutEffect } from '../react/use-isomorphic-layout-effect';
import { AskToolPart, type AskToolPartProps } from '../ai-sdk/AskToolPart';
import { useAskToolStore } from '../react/tool-store';
import type { AskAddToolOutput, AskToolOutput, AskToolUIPart } from '../ai-sdk/types';
import type { AskAdapter } from '../core/adapters/types';

/**
 * The render props of a CopilotKit `useHumanInTheLoop` tool (`ReactHumanInTheLoop['render']`),
 * as the binding reads them: `status` is `ToolCallStatus`'s value (`inProgress`, `executing`,
 * `complete`), `respond` is set only while executing, `result` is a string once complete.
 */
export interface AskHumanInTheLoopRenderProps {
  name: string;
  toolCallId: string;
  args: unknown;
  status: 'inProgress' | 'executing' | 'complete' | (string & {});
  result?: string | undefined;
  respond?: ((result: unknown) => Promise<void>) | undefined;
  /** The agent that made the call, in an app with several (`useAgent({ agentId })`). */
  agentId?: string | undefined;
  /** The tool's description, as CopilotKit passes it; not shown. */
  description?: string | undefined;
}

export type AskHumanInTheLoopCardProps = AskHumanInTheLoopRenderProps &
  Omit<AskToolPartProps, 'part' | 'addToolOutput' | 'details'> & {
    /** The `details` the host persisted with the answer, for the receipt after a reload. */
    details?: unknown;
  };

type CardCall = AskHumanInTheLoopRenderProps & { dialect?: string; scope?: AskCallScope };

/**
 * The card's one writer: the `respond` this card was last rendered with, never another card's
 * (two agents may both be waiting on a `call_0`).
 */
function useCardWriter(props: CardCall) {
  const latest = useRef(props);
  useIsomorphicLayoutEffect(() => {
    latest.current = props;
  });
  const write = useCallback<AskAddToolOutput>(
    (output: AskToolOutput) =>
      // CopilotKit has no error result: the model reads the message that says what to fix.
      latest.current.respond?.(output.state === 'output-error' ? output.errorText : output.output),
    [],
  );
  return { write, latest };
}

/** What a card's call is kept under: its agent (CopilotKit's default one when unnamed). */
const scopeOf = ({ scope, agentId }: CardCall): AskCallScope => scope ?? `agent:${agentId ?? ''}`;

/**
 * The tool result CopilotKit writes itself when the run is stopped (`stopAgent`) while the card
 * waits: its handler's abort message as a tool error (`executeToolHandler` in @copilotkit/core).
 */
const STOPPED_RESULT = 'Error: Human-in-the-loop interaction aborted';

function toPart(props: CardCall, store: AskToolStore, dialect?: string): AskToolUIPart {
  const base = { type: `tool-${props.name}`, toolCallId: props.toolCallId, input: props.args };
  if (props.status === 'complete') {
    // An input no card could show was answered with the message that names the field to fix:
    // once complete it stays the notice, never a receipt of that message.
    const adapter = askAdapterOf(props.name, dialect);
    const parsed = adapter?.safeParse(props.args);
    if (parsed && !parsed.success)
      return { ...base, state: 'output-error', errorText: props.result ?? '' };
    // Stopped while waiting: a stopped ask's receipt, with what the dialect keeps of the
    // answers the card had.
    if (parsed && props.result === STOPPED_RESULT) {
      const key = store.key({
        scope: scopeOf(props),
        toolCallId: props.toolCallId,
        input: props.args,
      });
      // Once: the card, whose answers the record keeps, is gone after this render.
      if (!store.answerThatWrote(key, STOPPED_RESULT)) {
        const { record } = yieldCall(store.liveState(key), parsed.data, 'stopped');
        store.answerOnce(
          key,
          () => {},
          { ...record, output: STOPPED_RESULT },
          { phase: 'yielded' },
        );
      }
    }
    return { ...base, state: 'output-available', output: props.result };
  }
  // `inProgress`: the arguments are still a partial object; no card until they are complete.
  if (props.status !== 'executing') return { ...base, state: 'input-streaming' };
  return { ...base, state: 'input-available' };
}

/**
 * The card as a CopilotKit human-in-the-loop render: a busy placeholder while the arguments
 * stream (`inProgress`), the live card while `executing`, whose answer goes to `respond` once
 * as the dialect's model-facing result, and the receipt once `complete`.
 */
export const AskHumanInTheLoopCard = forwardRef<HTMLDivElement, AskHumanInTheLoopCardProps>(
  function AskHumanInTheLoopCard(props, ref) {
    const {
      name: _name,
      toolCallId,
      args: _args,
      status,
      result: _result,
      respond,
      agentId: _agentId,
      description: _description,
      scope: _scope,
      store: given,
      ...card
    } = props;
    const store = useAskToolStore(given);
    const { write, latest } = useCardWriter(props);
    const part = toPart(props, store, card.dialect);
    // On screen and waiting: what `resolvePendingHumanInTheLoop` may answer.
    const isWaiting = status === 'executing' && respond !== undefined;
    const key = store.key({ scope: scopeOf(props), toolCallId, input: props.args });
    useEffect(() => {
      if (!isWaiting) return;
      return store.mount(key, {
        phase: 'live',
        pending() {
          const { name, dialect, agentId, toolCallId: id, args } = latest.current;
          const scope = scopeOf(latest.current);
          return { scope, tool: name, dialect, group: agentId, toolCallId: id, input: args, write };
        },
      });
    }, [isWaiting, store, key, write, latest]);
    return (
      <AskToolPart
        {...card}
        ref={ref}
        part={part}
        addToolOutput={write}
        scope={scopeOf(props)}
        store={store}
      />
    );
  },
);

export interface ResolvePendingHumanInTheLoopOptions {
  /** Only the calls of this agent (`agentId` of the render props). @default every agent's */
  agentId?: string;
  /**
   * The store the cards were rendered with (their `store` prop or `AskToolStoreProvider`): **the
   * same one**, or the calls on screen are not found (development warns).
   * @default the page-wide store of bindings given none
   */
  store?: AskToolStore;
}

/**
 * Resolve every card on screen still waiting for the user (`executing`) as answered in the chat,
 * so the call has a result when the user writes instead: CopilotKit 1.74 sends a waiting call with
 * no result after it, which model APIs such as OpenAI's reject. A card keeps the answers it has;
 * the rest are skipped (`ask_user`: `{ status: "no_answer" }`); an input no card could show gets
 * its error. Each answer goes through the tool's `respond`, and CopilotKit runs its follow-up
 * once the turn's last call is answered: add the user's message first, and run the agent only
 * when nothing was resolved, or the message gets two runs. (To stop instead, call CopilotKit's
 * `stopAgent`: the waiting card then reads stopped.) Resolves with how many calls it answered.
 *
 * @example
 * agent.addMessage({ id, role: 'user', content: text });
 * if ((await resolvePendingHumanInTheLoop()) === 0) await copilotkit.runAgent({ agent });
 */
export async function resolvePendingHumanInTheLoop({
  agentId,
  store: given,
}: ResolvePendingHumanInTheLoopOptions = {}): Promise<number> {
  const waitingIn = (store: AskToolStore) =>
    store.waiting().filter((call) => agentId === undefined || call.group === agentId);
  const store = given ?? defaultAskToolStore();
  const calls = waitingIn(store);
  if (!given) warnIfSplit('resolvePendingHumanInTheLoop', (held) => waitingIn(held).length > 0);
  return yieldPendingCalls(store, calls, 'repliedInChat');
}

export interface AskHumanInTheLoopOptions extends Omit<
  AskHumanInTheLoopCardProps,
  keyof AskHumanInTheLoopRenderProps | 'dialect'
> {
  /** The tool's name, as the agent calls it. */
  name: string;
  /** @default the tool's name */
  dialect?: string;
  /** What the agent reads about the tool. @default the dialect's own tool description */
  description?: string;
  /**
   * The Standard Schema of the input; CopilotKit sends the agent its JSON Schema.
   * @default the dialect's input schema, with its tool definition's JSON Schema
   */
  parameters?: unknown;
}

/** The tool for `useHumanInTheLoop`: what `ReactHumanInTheLoop` needs, the render included. */
export interface AskHumanInTheLoopTool {
  name: string;
  description?: string;
  parameters?: never;
  render: (props: AskHumanInTheLoopRenderProps) => React.JSX.Element;
}

/**
 * The dialect's input as CopilotKit's `parameters`: a Standard Schema (the zod/mini schema's
 * `validate`) that is also a Standard JSON Schema, the tool definition's, which CopilotKit sends
 * the agent. zod/mini schemas have neither `~standard.jsonSchema` nor `toJSONSchema()`, and
 * CopilotKit's fallback for vendor `zod` (zod 3's `zodToJsonSchema`) throws on them: every run
 * would fail before it reaches the agent.
 */
function dialectParameters(adapter: AskAdapter, jsonSchema: object): unknown {
  const json = () => jsonSchema;
  return {
    '~standard': { ...adapter.inputSchema['~standard'], jsonSchema: { input: json, output: json } },
  };
}

/**
 * A CopilotKit human-in-the-loop tool that asks with a card.
 *
 * @throws Error when the dialect is not registered, or has no tool definition and no
 * `parameters` are given.
 * @example
 * useHumanInTheLoop(askHumanInTheLoop({ name: 'ask_user' }));
 */
export function askHumanInTheLoop({
  name,
  dialect = name,
  description,
  parameters,
  ...card
}: AskHumanInTheLoopOptions): AskHumanInTheLoopTool {
  const adapter = askAdapterOf(name, dialect);
  if (!adapter)
    throw new Error(`askHumanInTheLoop: no ask-cards dialect ${JSON.stringify(dialect)}`);
  const jsonSchema = adapter.definition?.inputSchema;
  if (!parameters && !jsonSchema)
    throw new Error(
      `askHumanInTheLoop: the ${JSON.stringify(dialect)} dialect has no tool definition; ` +
        'pass parameters',
    );
  return {
    name,
    ...((description ?? adapter.definition?.description) !== undefined && {
      description: description ?? adapter.definition?.description,
    }),
    parameters: (parameters ?? dialectParameters(adapter, jsonSchema!)) as never,
    render: (props) => (
      <AskHumanInTheLoopCard
        {...card}
        name={props.name}
        toolCallId={props.toolCallId}
        args={props.args}
        status={props.status}
        result={props.result}
        respond={props.respond}
        agentId={props.agentId}
        dialect={dialect}
      />
    ),
  };
}
