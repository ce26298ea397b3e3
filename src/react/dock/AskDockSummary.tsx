import { forwardRef, useMemo, type HTMLAttributes } from 'react';
import type { AskMessages } from '../../core/messages';
import type { AskResolution } from '../../core/dialects';
import { summarizeAsk } from '../../core/dialects';
import { useAskMessages } from '../i18n';
import { useAskRegistry } from '../registry';
import { AskSummaryView } from '../summary';
import { dockAnatomy } from './anatomy';

export interface AskDockSummaryProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The resolutions to summarize, oldest first (what `onResolve` received). */
  resolutions: readonly AskResolution[];
  messages?: Partial<AskMessages>;
}

/**
 * The compact answer summary resolved prompts leave: per prompt, the same summary the card's
 * outcome and the transcript show (`summarizeAsk`), with its outcome when it was not submitted.
 * Read-only.
 *
 * @example <AskDockSummary resolutions={[resolution]} />
 */
export const AskDockSummary = forwardRef<HTMLDivElement, AskDockSummaryProps>(
  function AskDockSummary({ resolutions, messages: overrides, ...rest }, ref) {
    const messages = useAskMessages(overrides);
    const registry = useAskRegistry();
    const summaries = useMemo(
      () => resolutions.map((resolution) => summarizeAsk(resolution, registry)),
      [resolutions, registry],
    );
    return (
      <div
        role="group"
        aria-label={messages.dockSummaryLabel}
        tabIndex={-1}
        {...rest}
        ref={ref}
        {...dockAnatomy.part('dock-summary')}
      >
        {summaries.map((summary, i) => (
          <AskSummaryView
            key={i}
            summary={summary}
            messages={messages}
            scope={dockAnatomy.scope}
            outcome="end"
          />
        ))}
      </div>
    );
  },
);
