/**
 * One question, the same words everywhere it leaves as text (issue 16, item 17): the toast, the
 * `onAsk` body of a native notification, and the channels' text fallback. Chat text keeps link
 * URLs on purpose (`text (url)`), so the cases here have none.
 */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { questionLead } from '../../channels/text';
import { AskMarkdown } from '../markdown';
import { markdownToSpokenText } from './plain-text';

const words = (text: string) => text.replace(/\s+/g, ' ').trim();

const CASES = [
  'before <script>window.__pwned=1</script> after',
  '<scr<script>ipt>window.__pwned=1</script>',
  'Pick <b>one</b><style>p { color: red }</style> now',
  'Plain <textarea>typed</textarea> end',
  'Unclosed <script>alert(1) and more',
];

/**
 * Questions that render to nothing. The card and the channels show their source as text (every
 * question keeps its words); the toast and `onAsk` say "Open the conversation" instead, so no
 * HTML source reaches a native notification (issue 24 #7, `on-ask-body.test.tsx`).
 */
const NOTHING = ['<script>alert(1)</script>', '<div>Deploy <b>now</b>?</div>', '<img src=x>'];

describe('a question that is raw HTML reads the same in the toast, onAsk and the channels', () => {
  for (const question of CASES) {
    it(JSON.stringify(question), () => {
      const { container } = render(<AskMarkdown inline>{question}</AskMarkdown>);
      const toast = words(container.textContent ?? '');
      expect(words(markdownToSpokenText(question))).toBe(toast);
      expect(words(questionLead({ id: 'q1', question, options: [], multiSelect: false }))).toBe(
        toast,
      );
    });
  }

  for (const question of NOTHING) {
    it(`${JSON.stringify(question)} renders to nothing: no plain text, the source in the card`, () => {
      expect(markdownToSpokenText(question)).toBe('');
      const { container } = render(<AskMarkdown inline>{question}</AskMarkdown>);
      expect(words(container.textContent ?? '')).toBe(question);
      expect(questionLead({ id: 'q1', question, options: [], multiSelect: false })).toBe(question);
    });
  }
});
