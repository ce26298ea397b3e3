import { useState } from 'react';
import type { AskMessages } from '../../core/messages';
import type { AskResolution } from '../../core/dialects';
import { AskCard, useAskCard, type AskCardApi, type AskCardLayout } from '../ask-card';
import { visuallyHidden } from '../dom';
import { AskMarkdown } from '../markdown';
import type { AskDockPrompt } from './types';
import { dockAnatomy as anatomy } from './anatomy';
import type { DockPromptIds } from './use-dock-focus';

type Position = { index: number; count: number };

export interface DockPromptProps {
  prompt: AskDockPrompt;
  ids: DockPromptIds;
  active: boolean;
  collapsed: boolean;
  layout: AskCardLayout;
  messages: AskMessages;
  overrides: Partial<AskMessages> | undefined;
  clock: (() => number) | undefined;
  /** Among several pending prompts; null when this is the only one. */
  position: Position | null;
  onToggle: () => void;
  onSwitch: (step: -1 | 1) => void;
  /** After the prompt's own `onResolve`, from the card's resolution report. */
  onResolved: (id: string, resolution: AskResolution) => void;
}

/**
 * One pending prompt: it owns the card state, so it stays mounted while another prompt is on
 * screen or the dock is collapsed (a hidden prompt keeps its answers and its countdown).
 */
export function DockPrompt({
  prompt,
  ids,
  active,
  collapsed,
  layout,
  messages,
  overrides,
  clock,
  position,
  onToggle,
  onSwitch,
  onResolved,
}: DockPromptProps) {
  const { id, request, onResolve, ...options } = prompt;
  const card = useAskCard(request, {
    ...options,
    layout,
    messages: overrides,
    clock,
    onResolve: (resolution) => {
      try {
        onResolve?.(resolution);
      } finally {
        onResolved(id, resolution);
      }
    },
  });
  // Mount-time only: a prompt that shows up expanded on screen takes focus, like a lone card.
  const [autoFocus] = useState(() => active && !collapsed);
  // Resolved: the dock drops it once the resolution is reported (and shows the summary).
  if (card.resolution) return null;

  const state = collapsed ? 'collapsed' : 'expanded';
  return (
    <div {...anatomy.part('dock-prompt')} data-state={state} hidden={!active || undefined}>
      <DockBar
        card={card}
        ids={ids}
        collapsed={collapsed}
        messages={messages}
        position={position}
        onToggle={onToggle}
        onSwitch={onSwitch}
      />
      <div id={ids.card} {...anatomy.part('dock-card')} hidden={collapsed || undefined}>
        <AskCard card={card} autoFocus={autoFocus} />
      </div>
    </div>
  );
}

interface DockBarProps {
  card: AskCardApi;
  ids: DockPromptIds;
  collapsed: boolean;
  messages: AskMessages;
  position: Position | null;
  onToggle: () => void;
  onSwitch: (step: -1 | 1) => void;
}

/**
 * The bar above the card: the prompt switcher ("Prompt 1 of 2") when several wait, the title
 * (expanded: the dock's label, for screen readers; collapsed: the header and question, standing
 * in for the card),
 * the question count when collapsed, and the chevron, which is the accessible toggle.
 */
export function DockBar({
  card,
  ids,
  collapsed,
  messages,
  position,
  onToggle,
  onSwitch,
}: DockBarProps) {
  const { question, progress } = card;
  const state = collapsed ? 'collapsed' : 'expanded';
  return (
    <div {...anatomy.part('dock-bar')}>
      {position && (
        <div
          role="group"
          aria-label={messages.dockSwitcherLabel}
          {...anatomy.part('dock-switcher')}
        >
          <button
            type="button"
            id={ids.previous}
            {...anatomy.part('dock-previous')}
            aria-label={messages.dockPrevious}
            onClick={() => onSwitch(-1)}
          >
            <Chevron direction="previous" />
          </button>
          <span {...anatomy.part('dock-switcher-position')}>
            {messages.dockPromptPosition(position)}
          </span>
          <button
            type="button"
            id={ids.next}
            {...anatomy.part('dock-next')}
            aria-label={messages.dockNext}
            onClick={() => onSwitch(1)}
          >
            <Chevron direction="next" />
          </button>
        </div>
      )}
      {/* eslint-disable
        jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions --
        a pointer convenience: the title toggles too; the chevron is the accessible control. */}
      <div {...anatomy.part('dock-title')} onClick={onToggle}>
        {/* eslint-enable
          jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        {collapsed ? (
          <>
            {question.header ? (
              <span dir="auto" {...anatomy.part('dock-header')}>
                {question.header}
              </span>
            ) : null}
            <span {...anatomy.part('dock-question')}>
              <AskMarkdown inline>{question.question}</AskMarkdown>
            </span>
          </>
        ) : (
          // Over the card, "Pending question" tells nothing the card does not: the bar names the
          // dock for screen readers only (the panel carries the same name).
          <span {...anatomy.part('dock-heading')} style={visuallyHidden}>
            {messages.dockLabel}
          </span>
        )}
      </div>
      {/* Collapsed, the card's numbered indicators are hidden: the bar counts the questions. */}
      {collapsed && progress.count > 1 ? (
        <QuestionProgress messages={messages} progress={progress} />
      ) : null}
      <button
        type="button"
        id={ids.toggle}
        {...anatomy.part('dock-toggle')}
        data-state={state}
        aria-expanded={!collapsed}
        aria-controls={ids.card}
        aria-label={collapsed ? messages.dockExpand : messages.dockCollapse}
        onClick={onToggle}
      >
        <Chevron direction={collapsed ? 'up' : 'down'} />
      </button>
    </div>
  );
}

function QuestionProgress({ messages, progress }: { messages: AskMessages; progress: Position }) {
  const step = { index: progress.index + 1, count: progress.count };
  return (
    <span {...anatomy.part('dock-progress')}>
      <span aria-hidden="true">{messages.progress(step)}</span>
      <span style={visuallyHidden}>{messages.questionPosition(step)}</span>
    </span>
  );
}

/** A downward chevron; dock.css turns it to `direction`. */
function Chevron({ direction }: { direction: 'up' | 'down' | 'previous' | 'next' }) {
  return (
    <svg
      {...anatomy.part('dock-chevron')}
      data-direction={direction}
      aria-hidden="true"
      viewBox="0 0 16 16"
      width="16"
      height="16"
    >
      <path
        d="M4 6l4 4 4-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
