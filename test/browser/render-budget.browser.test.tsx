/**
 * Issue 15, "rendering is total", in real Chromium: the red-team shapes, each within the limits the
 * parser allows (labels of at most 1,000 characters, at most 100 options), render in the card
 * and the transcript as their text, and the host's root stays mounted. The budget in each name is
 * enforced only through the test's generous `timeout` (a hang or a super-linear blowup fails;
 * load variance does not): timings stay out of assertions and in `bench/`.
 */
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { parseAskToolInput } from '../../src/core/dialects';
import { ASKTOOL_LABEL_MAX_CHARS, MAX_ITEMS } from '../../src/core/schema/limits';
import { toAskToolDetails } from '../../src/core/serialize';
import type { AskRequest } from '../../src/core/types';
import { AskCard } from '../../src/react/ask-card';
import { AskTranscript } from '../../src/react/transcript';
import '../../src/react/styles.css';
import { holding, setUpHostPage, visible } from './host-page';

const page = setUpHostPage();

/** The host's page with `view` in it; the host's own content must survive the render. */
function host(view: ReactNode) {
  page.host(view);
  page.expectHostMounted();
}

/** A label of `unit` repeated up to the label limit. */
const upToLimit = (unit: string, tail = '') =>
  unit.repeat(Math.floor((ASKTOOL_LABEL_MAX_CHARS - tail.length) / unit.length)) + tail;

const SHAPES: Array<[string, string]> = [
  ['500 nested quotes', upToLimit('> ', 'x')],
  ['500 nested list levels', upToLimit('- ', 'x')],
  // Trimmed as the parser stores labels.
  ['a setext bomb', upToLimit('a\n=\n').trimEnd()],
  ['an emphasis bomb', upToLimit('**a*')],
  ['nested links', `${'['.repeat(166)}x${'](u)'.repeat(166)}`],
];

/** The card asking `labels` (through the parser: every one is valid) and the transcript of all chosen. */
function cardAndTranscript(labels: string[]) {
  const request: AskRequest = parseAskToolInput({
    questions: [{ question: 'Pick', options: labels, multiSelect: true }],
  });
  const details = JSON.parse(
    JSON.stringify(toAskToolDetails(request, [{ id: 'q1', status: 'answered', labels }])),
  );
  host(
    <>
      {/* autoFocus off: the test reads the page, it does not type into it. */}
      <AskCard request={request} onResolve={() => {}} autoFocus={false} />
      <AskTranscript details={details} content="Pick：x" />
    </>,
  );
}

describe('red-team Markdown within the limits', () => {
  it.each(SHAPES)(
    '%s as a label renders as its text in the card and the transcript, under 200 ms',
    { timeout: 20_000 },
    (_name, label) => {
      expect(label.length).toBeLessThanOrEqual(ASKTOOL_LABEL_MAX_CHARS);
      cardAndTranscript([label, 'b']);
      // Booleans: a failure message quoting the label would run to a thousand characters.
      const option = [...page.container.querySelectorAll('[role="checkbox"]')].find((box) =>
        box.textContent?.includes(label),
      );
      expect(visible(option)).toBe(true);
      const transcript = page.container.querySelector('[data-part="transcript"]');
      expect(visible(holding(transcript, label))).toBe(true);
    },
  );

  it(
    `a question with the most options (${MAX_ITEMS}), each a distinct emphasis bomb at the label limit, renders every option and its transcript, under 2 s`,
    { timeout: 60_000 },
    () => {
      const labels = Array.from({ length: MAX_ITEMS }, (_, i) => upToLimit('**a*', ` ${i}`));
      cardAndTranscript(labels);
      expect(page.container.querySelectorAll('[role="checkbox"]').length).toBeGreaterThanOrEqual(
        MAX_ITEMS,
      );
      const transcript = page.container.querySelector('[data-part="transcript"]');
      for (const label of [labels[0]!, labels[MAX_ITEMS - 1]!])
        expect(visible(holding(transcript, label))).toBe(true);
    },
  );
});
