// Issue 31: the card's mount creates only the attributes that styling, assistive technology or a
// documented contract reads, and its live region is hidden by a short inline style.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AskRequest } from '../../core/types';
import { AskCard } from '.';

/** The benchmark's card: 3 questions × 4 options, Markdown in every text. */
const request: AskRequest = {
  dialect: 'asktool',
  questions: [0, 1, 2].map((q) => ({
    id: `q${q + 1}`,
    question: `Should I deploy *build ${q}* to **staging** now?`,
    options: [0, 1, 2, 3].map((o) => ({ label: `Use \`tool_${o}\` for _case_ ${q}.${o}` })),
    multiSelect: q === 1,
  })),
};

const attributesOf = (root: Element) =>
  [root, ...root.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => a.name));

describe('the weight of a mount', () => {
  it('issue 31 #2: no element carries an attribute nothing reads (positions, a copy of ARIA)', () => {
    for (const layout of ['stepper', 'stacked'] as const) {
      const { container, unmount } = render(<AskCard request={request} layout={layout} />);
      const names = attributesOf(container.firstElementChild!);
      // `data-current` repeated `aria-current`, which the stylesheet reads.
      expect(names, layout).not.toContain('data-current');
      // A question's position is read on its options group only (`AskCard.Preview`).
      const positioned = container.querySelectorAll('[data-question-index]');
      for (const el of positioned) expect(el).toHaveAttribute('data-part', 'options');
      // The stepper's count at the issue: 191, 189 after it. Each of its 47 parts then gained its
      // stylesheet key (`data-ask-card__option`…), which the stylesheet reads: 236.
      if (layout === 'stepper') expect(names.length).toBeLessThanOrEqual(236);
      unmount();
    }
  });

  it('issue 31 #2: the live region stays visually hidden with no stylesheet, from six inline properties', () => {
    const { container } = render(<AskCard request={request} />);
    const region = container.querySelector<HTMLElement>('[data-part="live-region"]')!;
    expect(region).toHaveTextContent('Question 1 of 3');
    expect(region.style.length).toBeLessThanOrEqual(6);
    expect(region.style.position).toBe('absolute');
    expect(region.style.width).toBe('1px');
    expect(region.style.height).toBe('1px');
    expect(region.style.overflow).toBe('hidden');
    expect(region.style.clipPath).toBe('inset(50%)');
    expect(region.style.whiteSpace).toBe('nowrap');
    expect(region).toHaveAttribute('aria-live', 'polite');
  });
});
