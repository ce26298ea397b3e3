/**
 * Issue 24 #7: model text quoted in one of our sentences is a bidi isolate (FSI … PDI), so an
 * unterminated U+202E in it cannot reorder our words. The stacked hint now counts the questions
 * it waits for instead of naming them (issue 27 #9): it quotes none at all.
 * jsdom lays out no bidi: this pins the structure; the Chromium test measures the drawing.
 */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AskRequest } from '../../core/types';
import { isolateQuote } from '../dom';
import { AskCard } from '.';

const RLO = '\u202E';
const FSI = '\u2068';
const PDI = '\u2069';

const stacked = (...questions: string[]): AskRequest => ({
  dialect: 'asktool',
  questions: questions.map((question, i) => ({
    id: `q${i + 1}`,
    question,
    options: [{ label: 'Yes' }],
    multiSelect: false,
    required: true,
  })),
});

const hint = () => document.querySelector('[data-part="action-hint"]')!.textContent;

describe('the hint beside Submit and model text (issue 24 #7)', () => {
  it('issue 24 #7: the stacked hint quotes no question, so an unterminated U+202E cannot reach it', () => {
    for (const questions of [
      [`Deploy now?${RLO}`, 'Notify ops?'],
      [`Go${PDI}${RLO}?`, 'Stop?'],
    ]) {
      const { unmount } = render(<AskCard request={stacked(...questions)} layout="stacked" />);
      // Counted, not listed (issue 27 #9): no model text, no bidi control in our sentence.
      expect(hint()).toBe('Answer 2 required questions to submit.');
      unmount();
    }
  });

  it('text that cannot reorder anything is quoted as it is', () => {
    expect(isolateQuote('Deploy server')).toBe('Deploy server');
    expect(isolateQuote('שרת')).toBe(`${FSI}שרת${PDI}`);
  });
});
