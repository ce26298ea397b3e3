/**
 * The DOM helpers every view shares (card, dock, toasts, transcript, Markdown): hidden-but-spoken
 * text, composed refs, text direction, and the keyboard and focus tests behaviour code needs.
 * View-specific helpers stay beside their view (`ask-card/dom.ts`).
 */
import { useMemo, type CSSProperties, type KeyboardEvent, type Ref, type RefCallback } from 'react';

/**
 * Hidden from sight, kept for assistive technology. Inline on purpose, like React Aria's
 * VisuallyHidden: live regions and spoken-only text must stay hidden without any stylesheet.
 */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/** One ref callback that feeds several refs. */
export function composeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: T | null }).current = node;
    }
  };
}

/**
 * `composeRefs` kept across renders (Radix's `useComposedRefs`): a new callback each render would
 * make React detach and attach every ref again on each commit.
 * @example const ref = useComposedRefs(ownRef, forwardedRef);
 */
export function useComposedRefs<T>(a: Ref<T> | undefined, b: Ref<T> | undefined): RefCallback<T> {
  return useMemo(() => composeRefs(a, b), [a, b]);
}

/** Bidi isolates in model text: one unmatched PDI would end our isolate early. */
const ISOLATE_CONTROLS = /[\u2066-\u2069]/g;
/** What can reorder the words around a text: bidi controls, right-to-left letters. */
const REORDERS = new RegExp(
  '[\\u202A-\\u202E\\u2066-\\u2069\\u0590-\\u08FF\\uFB1D-\\uFDFF\\uFE70-\\uFEFC]' +
    // Right-to-left scripts outside the BMP, by their lead surrogates.
    '|[\\uD802-\\uD803\\uD83A-\\uD83B]',
);

/**
 * Model text quoted in a message string of ours, as a bidi isolate (FSI … PDI) where it could
 * reorder the message: an unterminated override in it (U+202E) ends at the PDI, so the words
 * around it keep their order. Text that cannot reorder anything stays as it is.
 */
export const isolateQuote = (text: string) =>
  REORDERS.test(text) ? `\u2068${text.replace(ISOLATE_CONTROLS, '')}\u2069` : text;

/** The text direction at `element`, from the nearest `dir` attribute. */
export function isRtl(element: Element): boolean {
  return element.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl';
}

/**
 * The `dir` a view's root sets: the host's choice, else right-to-left when the message catalog
 * is, else nothing (the view inherits the host's direction).
 */
export function rootDir(dir: 'ltr' | 'rtl' | undefined, messages: { dir?: string }) {
  return dir ?? (messages.dir === 'rtl' ? 'rtl' : undefined);
}

/** A key event that belongs to an IME composition: never act on it. */
export function isComposing(event: KeyboardEvent): boolean {
  return event.nativeEvent.isComposing || event.keyCode === 229;
}

/** Ctrl, Alt or Meta held: a chord the browser (or the host) owns. */
export function hasCommandModifier(event: KeyboardEvent): boolean {
  return event.ctrlKey || event.altKey || event.metaKey;
}

const NON_TEXT_INPUTS = [
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'range',
  'color',
  'file',
];

/** A field where keys type text, where digits and Enter must keep their usual meaning. */
export function isTextField(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) return !NON_TEXT_INPUTS.includes(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

/** Whether focus is inside `root`, or nowhere (on `body` after the focused button went away). */
export function focusIsWithinOrLost(root: HTMLElement): boolean {
  const active = root.ownerDocument.activeElement;
  return !active || active === root.ownerDocument.body || root.contains(active);
}
