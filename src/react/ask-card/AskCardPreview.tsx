import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type HTMLAttributes,
} from 'react';
import { useComposedRefs } from '../dom';
import { AskMarkdown } from '../markdown/AskMarkdown';
import { useAskCardContext } from './context';
import { cardAnatomy } from './anatomy';

export interface AskCardPreviewProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The question whose preview this is. @default the question on screen */
  index?: number;
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
 * question, else its selected one, else the first option that has one; nothing for multi-select
 * or where no option has one. The space of the tallest preview is kept from the start, so moving
 * focus between options never moves the card (the others are laid out unseen, in the same cell).
 * Markdown goes through `AskMarkdown`, the one safe renderer (code blocks are monospace); an
 * `html` preview is shown as its source text, never as HTML.
 *
 * @example <AskCard.Root request={request}><AskCard.Options /><AskCard.Preview /></AskCard.Root>
 */
export const AskCardPreview = forwardRef<HTMLElement, AskCardPreviewProps>(function AskCardPreview(
  { index, style, ...rest },
  forwardedRef,
) {
  const { api } = useAskCardContext('AskCard.Preview');
  const at = index ?? api.cursor;
  const question = api.request.questions[at]!;
  const entry = api.state.entries[at]!;
  const [focused, setFocused] = useState<number | null>(null);
  const own = useRef<HTMLElement | null>(null);
  const captionId = useId();
  const first = question.options.findIndex((o) => o.preview);
  const shows = !question.multiSelect && first !== -1;

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

  const shown = focused ?? entry.selected[0] ?? first;
  const ref = useComposedRefs(own, forwardedRef);
  if (!shows) return null;
  // One grid cell holds every preview: the cell is as tall as the tallest, the shown one is the
  // figure, the rest keep their space unseen and out of the accessibility tree. Inline styles, so
  // the card does not move without the stylesheet either.
  return (
    <div {...rest} ref={ref} {...cardAnatomy.part('preview-frame')} style={{ ...FRAME, ...style }}>
      {question.options.map((option, i) => {
        const preview = option.preview;
        if (!preview) return null;
        const visible = i === shown;
        return (
          <figure
            key={i}
            aria-labelledby={visible ? captionId : undefined}
            aria-hidden={visible ? undefined : true}
            {...cardAnatomy.part(visible ? 'preview' : 'preview-sizer')}
            data-format={preview.format}
            style={visible ? CELL : UNSEEN}
          >
            <figcaption
              id={visible ? captionId : undefined}
              {...cardAnatomy.part('preview-caption')}
            >
              <AskMarkdown inline>{option.label}</AskMarkdown>
            </figcaption>
            {preview.format === 'html' ? (
              // Never HTML: the source, as text.
              <pre {...cardAnatomy.part('preview-source')} dir="auto">
                {preview.content}
              </pre>
            ) : (
              <AskMarkdown>{preview.content}</AskMarkdown>
            )}
          </figure>
        );
      })}
    </div>
  );
});

const FRAME: CSSProperties = { display: 'grid', minInlineSize: 0 };
const CELL: CSSProperties = { gridArea: '1 / 1', margin: 0, minInlineSize: 0 };
const UNSEEN: CSSProperties = { ...CELL, visibility: 'hidden' };
