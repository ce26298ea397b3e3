/**
 * The frame every host story draws around its card: a column, and below it what the host sent
 * back (for people, and for the plays, which read it by its label).
 */
import type { CSSProperties, ReactNode } from 'react';

/** The story's column: the card, then its result panels. */
export const stack: CSSProperties = { display: 'grid', gap: '1rem', maxWidth: '40rem' };

/** Preformatted text that wraps anywhere: a JSON reply or a parse error. */
export const pre: CSSProperties = {
  margin: 0,
  minHeight: '1.5em',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: '0.8125rem',
};

/**
 * What the host sent back, as a `role="status"` region named `label`: empty until it sent
 * something, then announced.
 *
 * @example
 * <ResultPanel label="Resume sent">{resume === null ? '' : JSON.stringify(resume)}</ResultPanel>
 */
export function ResultPanel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <pre role="status" aria-label={label} style={pre}>
      {children}
    </pre>
  );
}
