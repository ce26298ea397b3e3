// Issue 24 #10: details past the request limits are not read; the row shows its content instead.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AskTranscript } from './AskTranscript';

const labels = Array.from({ length: 50 }, (_, o) => `L${o}`);
const hostile = {
  version: 1,
  dialect: 'asktool',
  reason: 'submitted',
  questions: Array.from({ length: 2000 }, (_, q) => ({
    id: `q${q}`,
    question: `Q${q}?`,
    options: labels.map((label) => ({ label })),
    multiSelect: true,
  })),
  answers: Array.from({ length: 2000 }, (_, q) => ({ id: `q${q}`, status: 'answered', labels })),
};

describe('AskTranscript: stored details past the limits', () => {
  it('issue 24 #10: 2,000 questions × 50 labels render as the content, fast', () => {
    const { container } = render(<AskTranscript details={hostile} content="Deploy: staging" />);
    const pre = container.querySelector('pre[data-part="transcript-fallback"]');
    expect(pre?.textContent).toBe('Deploy: staging');
    expect(container.textContent).not.toContain('L49');
  });
});
