import { forwardRef, useEffect, useId, useRef, useState, type Ref } from 'react';
import { composeRefs } from '../dom';
import { AskMarkdown } from '../markdown/AskMarkdown';
import { useAskCardContext } from './context';
import { cardAnatomy, SCOPE } from './dom';

export interface AskCardPreviewProps {
  /** The question whose preview this is. @default the question on screen */
  index?: number;
  className?: string;
}

/** The option index of an option row of question `at`, or null for anything else. */
function optionIndex(target: EventTarget | null, at: number): number | null {
  if (!(target instanceof Element)) return null;
  const row = target.closest<HTMLElement>(cardAnatomy.selector('option'));
  const group = row?.closest<HTMLElement>(cardAnatomy.selector('options'));
  if (!row || group?.dataset.questionIndex !== String(at)) return null;
  const index = Number(row.dataset.index);
  return Number.isInteger(index) ? index : null;
}

/**
 * The preview of an option (Claude's `preview`): shown for the focused option of a single-select
 * question, else its selected one; nothing for multi-select or where the option has none.
 * Markdown goes through `AskMarkdown`, the one safe renderer (code blocks are monospace); an
 * `html` preview is shown as its source text, never as HTML.
 *
 * @example <AskCard.Root request={request}><AskCard.Options /><AskCard.Preview /></AskCard.Root>
 */
export const AskCardPreview = forwardRef<HTMLElement, AskCardPreviewProps>(function AskCardPreview(
  { index, className },
  forwardedRef,
) {
  const { api } = useAskCardContext('AskCard.Preview');
  const at = index ?? api.cursor;
  const question = api.request.questions[at]!;
  const entry = api.state.entries[at]!;
  const [focused, setFocused] = useState<number | null>(null);
  const own = useRef<HTMLElement | null>(null);
  const captionId = useId();
  const shows = !question.multiSelect && question.options.some((o) => o.preview);

  // Focus moves between the rows of the options group, a sibling of this part in the root.
  useEffect(() => {
    const scope = own.current?.parentElement;
    if (!scope || !shows) return;
    const onFocus = (event: FocusEvent) => setFocused(optionIndex(event.target, at));
    const onBlur = (event: FocusEvent) => {
      if (optionIndex(event.relatedTarget, at) === null) setFocused(null);
    };
    scope.addEventListener('focusin', onFocus);
    scope.addEventListener('focusout', onBlur);
    return () => {
      scope.removeEventListener('focusin', onFocus);
      scope.removeEventListener('focusout', onBlur);
    };
  }, [at, shows]);

  const shown = focused ?? entry.selected[0];
  const option = shown === undefined ? undefined : question.options[shown];
  const preview = shows ? option?.preview : undefined;
  const ref = composeRefs(own, forwardedRef) as Ref<HTMLElement>;
  if (!shows) return null;
  // Kept in the tree while nothing is shown, so focus is followed from the first move.
  if (!preview || !option) return <span ref={ref} hidden data-scope={SCOPE} data-part="preview" />;
  return (
    <figure
      ref={ref}
      aria-labelledby={captionId}
      data-scope={SCOPE}
      data-part="preview"
      data-format={preview.format}
      className={className}
      style={{ margin: 0 }}
    >
      <figcaption id={captionId} data-part="preview-caption">
        <AskMarkdown inline>{option.label}</AskMarkdown>
      </figcaption>
      {preview.format === 'html' ? (
        // Never HTML: the source, as text.
        <pre data-part="preview-source" dir="auto">
          {preview.content}
        </pre>
      ) : (
        <AskMarkdown>{preview.content}</AskMarkdown>
      )}
    </figure>
  );
});
