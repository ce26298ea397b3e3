import type { HTMLAttributes, ReactNode } from 'react';
import type { AskInputError } from '../../core/schema/errors';
import type { AskRequest } from '../../core/types';
import type { UseAskCardOptions } from '../ask-card/use-ask-card';

/** What each prompt hands its card: `useAskCard`'s own options, documented there. */
export type AskDockPromptOptions = Pick<
  UseAskCardOptions,
  'onResolve' | 'signal' | 'snapshot' | 'onSnapshotChange' | 'onEvent' | 'startedAt'
>;

/**
 * One pending prompt of a dock that holds several.
 * @example { id: call.toolCallId, request, onResolve: (r) => reply(call, r) }
 */
export interface AskDockPrompt extends AskDockPromptOptions {
  /** Stable and unique among the dock's prompts (a tool call id). A new id is a new prompt. */
  id: string;
  request: AskRequest;
}

/**
 * The dock's own props; the rest (`className`, `data-*`, `aria-*`, handlers) go to its root.
 * @example <AskDock request={pending?.request} onResolve={send} composer={<Composer />} />
 */
export interface AskDockProps
  extends
    AskDockPromptOptions,
    Pick<UseAskCardOptions, 'layout' | 'messages' | 'clock'>,
    Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'onError'> {
  /**
   * The one pending prompt, or null/undefined when there is none. Render the dock all the time
   * (not only while a prompt is pending) so the composer keeps its place, and its draft, as
   * prompts come and go. A request with different content is a new prompt. The prompt options
   * (`onResolve`, `signal`, `snapshot`, …) are this request's.
   */
  request?: AskRequest | null;
  /**
   * Several pending prompts, each with its own options; a switcher reads "Prompt 1 of 2". Takes
   * the place of `request` and its options when given.
   * @example
   * prompts={pending.map((p) => ({ id: p.id, request: p.request, onResolve: (r) => reply(p, r) }))}
   */
  prompts?: readonly AskDockPrompt[];
  /**
   * The host's composer. It stays mounted at one place in the tree for the dock's whole life and
   * is only hidden (the `hidden` attribute) while the stepper is expanded, so its draft, caret
   * and undo history survive.
   */
  composer: ReactNode;
  /** Controlled collapsed state. Collapsing never skips nor resolves anything. */
  collapsed?: boolean;
  /**
   * Uncontrolled initial collapsed state, applied again whenever a prompt arrives at an idle dock.
   * @default false
   */
  defaultCollapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  /**
   * Show the compact answer summary once a prompt resolves (until the next prompt arrives).
   * @default true
   */
  summary?: boolean;
  /**
   * Called once per prompt whose request is not a well-formed AskRequest. Such a prompt is never
   * shown (no half-valid card), and the others carry on.
   */
  onError?: (error: AskInputError, promptId: string) => void;
}
