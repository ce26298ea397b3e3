import { forwardRef, useMemo, type HTMLAttributes } from 'react';
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

/** `ask_user` reads like OpenClaw's text result: `Header: a, b`. */
const SEPARATOR = ', ';

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
  const models = useMemo(() => resolutions.map((r) => toTranscriptModel(r.details)), [resolutions]);
  return (
    <div role="group" aria-label={messages.dockSummaryLabel} tabIndex={-1} {...rest} ref={ref} data-part="dock-summary">
      <ul data-part="dock-summary-list">
        {models.flatMap((model, m) =>
          model.items.map((item, i) => {
            const values = [...item.labels.map((label) => ({ label, custom: false })), ...(item.customText ? [{ label: item.customText, custom: true }] : [])];
            const empty = model.reason === 'expired' ? messages.outcome.expired : messages.skipped;
            return (
              <li key={`${m}.${i}`} data-part="dock-summary-item" data-state={item.status} data-reason={model.reason}>
                <span data-part="dock-summary-key">
                  {item.header ?? <AskMarkdown inline>{item.question}</AskMarkdown>}
                  {': '}
                </span>
                {item.status === 'skipped' ? (
                  <span data-part="dock-summary-empty">{empty}</span>
                ) : (
                  values.map((value, v) => (
                    <span key={v} data-part={value.custom ? 'dock-summary-custom' : 'dock-summary-value'}>
                      {value.custom ? value.label : <AskMarkdown inline>{value.label}</AskMarkdown>}
                      {v < values.length - 1 ? SEPARATOR : null}
                    </span>
                  ))
                )}
              </li>
            );
          }),
        )}
      </ul>
    </div>
  );
});
