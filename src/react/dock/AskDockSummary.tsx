import { forwardRef, type HTMLAttributes } from 'react';
import type { AskMessages } from '../../core/messages';
import type { AskResolution } from '../../core/serialize';
import { useAskMessages } from '../i18n';
import { AskMarkdown } from '../markdown';
import { toTranscriptModel } from '../transcript/project';

export interface AskDockSummaryProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The resolutions to summarize, oldest first (what `onResolve` received). */
  resolutions: readonly AskResolution[];
  messages?: Partial<AskMessages>;
}

/**
 * The compact answer summary a resolved prompt leaves: one `Header: a, b` line per question (the
 * question itself where there is no header), or `Header: Skipped` / `Header: Expired`. Read-only,
 * drawn from `resolution.details`.
 *
 * @example <AskDockSummary resolutions={[resolution]} />
 */
export const AskDockSummary = forwardRef<HTMLDivElement, AskDockSummaryProps>(function AskDockSummary(
  { resolutions, messages: overrides, ...rest },
  ref,
) {
  const messages = useAskMessages(overrides);
  return (
    <div role="group" aria-label={messages.dockSummaryLabel} tabIndex={-1} {...rest} ref={ref} data-part="dock-summary">
      <ul data-part="dock-summary-list">
        {resolutions.flatMap(({ details }, m) => {
          const { reason, items } = toTranscriptModel(details);
          return items.map((item, i) => {
            // `ask_user` reads like OpenClaw's text result: `Header: a, b`, the user's own words last.
            const values = item.customText ? [...item.labels, item.customText] : item.labels;
            return (
              <li key={`${m}.${i}`} data-part="dock-summary-item" data-state={item.status} data-reason={reason}>
                <span data-part="dock-summary-key">
                  {item.header ?? <AskMarkdown inline>{item.question}</AskMarkdown>}
                  {': '}
                </span>
                {item.status === 'skipped' ? (
                  <span data-part="dock-summary-empty">{reason === 'expired' ? messages.outcome.expired : messages.skipped}</span>
                ) : (
                  values.map((value, v) => {
                    const custom = v === item.labels.length;
                    return (
                      <span key={v} data-part={custom ? 'dock-summary-custom' : 'dock-summary-value'}>
                        {custom ? value : <AskMarkdown inline>{value}</AskMarkdown>}
                        {v < values.length - 1 ? ', ' : null}
                      </span>
                    );
                  })
                )}
              </li>
            );
          });
        })}
      </ul>
    </div>
  );
});
