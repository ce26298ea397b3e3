/**
 * Issue 24 #7: model text quoted in one of our sentences is a bidi isolate (FSI … PDI), so an
 * unterminated U+202E in a question cannot reorder the words of the hint that names it.
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

describe('the hint quoting a question (issue 24 #7)', () => {
  it('issue 24 #7: a question ending in an unterminated U+202E is isolated in the stacked hint', () => {
    render(<AskCard request={stacked(`Deploy now?${RLO}`, 'Notify ops?')} layout="stacked" />);
    expect(hint()).toBe(
      `${FSI}Deploy now?${RLO}${PDI}: Answer this question to continue. ` +
        'Notify ops?: Answer this question to continue.',
    );
  });

  it('issue 24 #7: a stray PDI in the question cannot close the isolate early', () => {
    render(<AskCard request={stacked(`Go${PDI}${RLO}?`, 'Stop?')} layout="stacked" />);
    expect(hint()!.startsWith(`${FSI}Go${RLO}?${PDI}: Answer`)).toBe(true);
  });

  it('text that cannot reorder anything is quoted as it is', () => {
    expect(isolateQuote('Deploy server')).toBe('Deploy server');
    expect(isolateQuote('שרת')).toBe(`${FSI}שרת${PDI}`);
  });
});
