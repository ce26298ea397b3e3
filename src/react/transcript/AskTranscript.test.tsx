import { render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AskI18nProvider } from '../i18n';
import { AskTranscript } from './AskTranscript';
import {
  deployAnswers,
  deployRequest,
  hostileDetails,
  malformedDetails,
  openClawAnswers,
  openClawRequest,
  storedRow,
} from './fixtures';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value))
      deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}

const parts = (root: ParentNode, part: string) =>
  Array.from(root.querySelectorAll<HTMLElement>(`[data-part="${part}"]`));

function items(container: HTMLElement) {
  return parts(container, 'summary-item');
}

describe('AskTranscript: valid details', () => {
  it('lists the questions in order in a labelled ordered list', () => {
    const row = storedRow(deployRequest, deployAnswers);
    const { container } = render(<AskTranscript {...row} />);
    const list = screen.getByRole('list', { name: 'Questions and answers' });
    expect(list.tagName).toBe('OL');
    expect(list).toHaveAttribute('data-part', 'summary-list');
    expect(container.firstElementChild).toHaveAttribute('data-part', 'transcript');
    const questions = items(container).map((li) =>
      parts(li, 'summary-question')[0]!.textContent!.replace(/\s+/g, ' ').trim(),
    );
    expect(questions).toEqual([
      'Which environment should I deploy to?',
      'Which checks should run first? fast ones are cheap e2e is slow',
      'Anything to tell the reviewers?',
    ]);
  });

  it('renders question Markdown safely', () => {
    const row = storedRow(deployRequest, deployAnswers);
    const { container } = render(<AskTranscript {...row} />);
    const [first, second] = items(container);
    expect(first!.querySelector('[data-part="summary-question"] strong')).toHaveTextContent(
      'environment',
    );
    expect(second!.querySelectorAll('[data-part="summary-question"] li')).toHaveLength(2);
  });

  it('keeps each multi-select label separate, in option order', () => {
    const row = storedRow(deployRequest, deployAnswers);
    const { container } = render(<AskTranscript {...row} />);
    const second = items(container)[1]!;
    expect(second).toHaveAttribute('data-state', 'answered');
    const labels = parts(second, 'summary-value').map((el) => el.textContent);
    expect(labels).toEqual(['Unit tests', 'e2e']);
    expect(parts(second, 'summary-value')[1]!.querySelector('code')).toHaveTextContent('e2e');
  });

  it('marks custom text as the user’s own words, after the labels', () => {
    const row = storedRow(deployRequest, deployAnswers);
    const { container } = render(<AskTranscript {...row} />);
    const second = items(container)[1]!;
    const custom = parts(second, 'summary-custom');
    expect(custom).toHaveLength(1);
    expect(custom[0]).toHaveTextContent('Own answer and the smoke suite');
    expect(parts(custom[0]!, 'summary-custom-text')[0]).toHaveTextContent(/^and the smoke suite$/);
    const answers = second.querySelector('[data-part="summary-values"]')!;
    expect(answers.lastElementChild).toBe(custom[0]);
  });

  it('shows custom text as plain text, never Markdown', () => {
    const row = storedRow(deployRequest, [
      { id: 'q1', status: 'answered', labels: [], customText: '**not bold** <b>x</b>' },
    ]);
    const { container } = render(<AskTranscript {...row} />);
    const text = parts(container, 'summary-custom-text')[0]!;
    expect(text.textContent).toBe('**not bold** <b>x</b>');
    expect(text.querySelector('strong, b')).toBeNull();
  });

  it('gives a skipped question an explicit Skipped state', () => {
    const row = storedRow(deployRequest, deployAnswers);
    const { container } = render(<AskTranscript {...row} />);
    const third = items(container)[2]!;
    expect(third).toHaveAttribute('data-state', 'skipped');
    expect(parts(third, 'summary-empty')[0]).toHaveTextContent('Skipped');
    expect(parts(third, 'summary-value')).toHaveLength(0);
  });

  it('shows no outcome for a submitted ask', () => {
    const { container } = render(<AskTranscript {...storedRow(deployRequest, deployAnswers)} />);
    expect(parts(container, 'summary-outcome')).toHaveLength(0);
  });

  it.each([
    ['declined', 'Declined'],
    ['stopped', 'Stopped'],
    ['expired', 'Expired'],
  ] as const)('shows the %s outcome', (reason, text) => {
    const request = reason === 'expired' ? openClawRequest : deployRequest;
    const answers = reason === 'expired' ? openClawAnswers : deployAnswers;
    const { container } = render(<AskTranscript {...storedRow(request, answers, reason)} />);
    const outcome = parts(container, 'summary-outcome');
    expect(outcome).toHaveLength(1);
    expect(outcome[0]).toHaveTextContent(text);
    expect(outcome[0]).toHaveAttribute('data-reason', reason);
  });

  it('keeps recorded answers of a stopped asktool prompt and skips the rest', () => {
    const row = storedRow(deployRequest, [deployAnswers[0]!], 'stopped');
    const { container } = render(<AskTranscript {...row} />);
    expect(items(container).map((li) => li.dataset.state)).toEqual([
      'answered',
      'skipped',
      'skipped',
    ]);
  });

  it('reads ask_user answers as `Header: a, b`, the header said once (no chip repeating the key)', () => {
    const { container } = render(
      <AskTranscript {...storedRow(openClawRequest, openClawAnswers)} />,
    );
    const [first, second] = items(container);
    expect(parts(first!, 'summary-header')).toHaveLength(0);
    expect(parts(first!, 'summary-answer')[0]!.textContent).toBe('Target: Staging (Recommended)');
    expect(parts(second!, 'summary-answer')[0]!.textContent).toBe(
      'Notify: Team channel, On-call, Own answer the release manager',
    );
    expect(parts(second!, 'summary-value').map((el) => el.firstChild!.textContent)).toEqual([
      'Team channel',
      'On-call',
    ]);
  });

  it('discards ask_user answers when it expired: every question reads Expired, as in the card and the dock', () => {
    const { container } = render(
      <AskTranscript {...storedRow(openClawRequest, openClawAnswers, 'expired')} />,
    );
    expect(parts(container, 'summary-answer').map((el) => el.textContent)).toEqual([
      'Target: Expired',
      'Notify: Expired',
    ]);
  });

  it('localizes Skipped, the custom-answer mark, the outcome and the list name (zh-CN)', () => {
    const row = storedRow(deployRequest, deployAnswers, 'stopped');
    const { container } = render(
      <AskI18nProvider locale="zh-CN">
        <AskTranscript {...row} />
      </AskI18nProvider>,
    );
    expect(screen.getByRole('list', { name: '问答记录' })).toBeInTheDocument();
    expect(parts(container, 'summary-empty')[0]).toHaveTextContent('已跳过');
    expect(parts(container, 'summary-custom-label')[0]).toHaveTextContent('自定义答案');
    expect(parts(container, 'summary-outcome')[0]).toHaveTextContent('已停止');
  });

  it('takes per-component message overrides', () => {
    render(
      <AskTranscript
        {...storedRow(deployRequest, deployAnswers)}
        messages={{ transcriptLabel: 'Asked', skipped: 'Passed' }}
      />,
    );
    const list = screen.getByRole('list', { name: 'Asked' });
    expect(within(list).getByText('Passed')).toBeInTheDocument();
  });

  it('treats an answer with nothing in it as skipped, as the model read it', () => {
    const details = storedRow(deployRequest, deployAnswers).details;
    const empty = {
      ...details,
      answers: details.answers.map((a) => ({
        ...a,
        status: 'answered' as const,
        labels: [],
        customText: '   ',
      })),
    };
    const { container } = render(<AskTranscript details={empty} content="x" />);
    expect(items(container).every((li) => li.dataset.state === 'skipped')).toBe(true);
  });

  it('accepts extra unknown keys (a newer writer) and ignores them', () => {
    const details = { ...storedRow(deployRequest, deployAnswers).details, savedAt: 123 };
    const { container } = render(<AskTranscript details={details} content="x" />);
    expect(items(container)).toHaveLength(3);
  });

  it('is a pure projection: deep-frozen details and the content string are left untouched', () => {
    const row = storedRow(deployRequest, deployAnswers, 'stopped');
    const before = JSON.stringify(row.details);
    const details = deepFreeze(row.details);
    const { container, rerender } = render(
      <AskTranscript details={details} content={row.content} />,
    );
    rerender(<AskTranscript details={details} content={row.content} messages={{ skipped: 'x' }} />);
    expect(JSON.stringify(details)).toBe(before);
    expect(items(container)).toHaveLength(3);
    expect(row.content).toBe(
      'Which **environment** should I deploy to?：**Staging** (Recommended)\n---\nWhich checks should run first?\n\n- fast ones are cheap\n- `e2e` is slow：Unit tests、`e2e`、and the smoke suite\n---\nAnything to tell the reviewers?：',
    );
  });

  it('forwards its ref to the root element', () => {
    const ref = { current: null as HTMLElement | null };
    render(<AskTranscript ref={ref} {...storedRow(deployRequest, deployAnswers)} />);
    expect(ref.current).toHaveAttribute('data-part', 'transcript');
  });
});

describe('AskTranscript: unusable details fall back to the content', () => {
  const content = 'Which env?：Staging\n---\nNotify?：';

  it.each(malformedDetails)('%s → the generic rendering of the content', (_name, details) => {
    const { container } = render(<AskTranscript details={details} content={content} />);
    const pre = container.querySelector('pre[data-part="transcript-fallback"]');
    expect(pre).not.toBeNull();
    expect(pre!.textContent).toBe(content);
    expect(parts(container, 'transcript')).toHaveLength(0);
  });

  it('has at least 30 hand-written malformed values', () => {
    expect(malformedDetails.length).toBeGreaterThanOrEqual(30);
  });

  it('survives a throwing getter in the details', () => {
    const { container } = render(<AskTranscript details={hostileDetails()} content={content} />);
    expect(container.querySelector('pre')).toHaveTextContent('Which env?');
  });

  it('the fallback is preformatted and selectable', () => {
    const { container } = render(
      <AskTranscript details={null} content={content} className="row" />,
    );
    const pre = container.querySelector('pre')!;
    expect(pre).toHaveClass('row');
    expect(pre.textContent).toContain('\n---\n');
  });

  it('lets the host render its own generic row', () => {
    render(
      <AskTranscript
        details={{}}
        content={content}
        fallback={(text) => <div data-testid="host-row">{text.length}</div>}
      />,
    );
    expect(screen.getByTestId('host-row')).toHaveTextContent(String(content.length));
  });

  it.each([
    [42, '42'],
    [false, 'false'],
    [{ toString: () => 'custom' }, 'custom'],
    [Object.create(null), '{}'],
    [null, ''],
    [undefined, ''],
  ])('does not crash on non-string content %#', (value, text) => {
    const { container } = render(
      <AskTranscript details={undefined} content={value as unknown as string} />,
    );
    expect(container.querySelector('pre')!.textContent).toBe(text);
  });
});

describe('AskTranscript: properties', () => {
  const content = fc.string();

  it('never throws on anything: a summary or the fallback with the content', () => {
    fc.assert(
      fc.property(
        fc.anything({
          withBigInt: true,
          withDate: true,
          withMap: true,
          withSet: true,
          withTypedArray: true,
          withNullPrototype: true,
        }),
        content,
        (details, text) => {
          const { container, unmount } = render(<AskTranscript details={details} content={text} />);
          const pre = container.querySelector('pre[data-part="transcript-fallback"]');
          expect(pre?.textContent).toBe(text);
          unmount();
        },
      ),
      { numRuns: 200 },
    );
  });

  type Mutation = (d: Record<string, unknown>) => void;
  const list = (d: Record<string, unknown>, key: string): unknown[] =>
    Array.isArray(d[key]) ? (d[key] as unknown[]) : [];
  const keys = ['version', 'dialect', 'reason', 'questions', 'answers'];
  const wrongValue = fc.oneof(
    fc.constant(null),
    fc.integer(),
    fc.string(),
    fc.boolean(),
    fc.constant([]),
    fc.constant({}),
  );
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    fc.constantFrom(...keys).map(
      (k): Mutation =>
        (d) =>
          void delete d[k],
    ),
    fc.tuple(fc.constantFrom(...keys), wrongValue).map(
      ([k, v]): Mutation =>
        (d) =>
          void (d[k] = v),
    ),
    fc
      .tuple(
        fc.nat(5),
        fc.constantFrom('id', 'question', 'options', 'multiSelect', 'header'),
        wrongValue,
      )
      .map(([i, k, v]): Mutation => (d) => {
        const qs = list(d, 'questions');
        const q = qs[i % Math.max(1, qs.length)];
        if (q && typeof q === 'object') (q as Record<string, unknown>)[k] = v;
      }),
    fc
      .tuple(fc.nat(5), fc.constantFrom('id', 'status', 'labels', 'customText'), wrongValue)
      .map(([i, k, v]): Mutation => (d) => {
        const as = list(d, 'answers');
        const a = as[i % Math.max(1, as.length)];
        if (a && typeof a === 'object') (a as Record<string, unknown>)[k] = v;
      }),
    fc.record({ id: fc.string(), question: fc.string() }).map(
      (q): Mutation =>
        (d) =>
          void list(d, 'questions').push({ ...q, options: [], multiSelect: false }),
    ),
    fc.constant<Mutation>((d) => void list(d, 'answers').pop()),
    fc.constant<Mutation>((d) => void list(d, 'answers').reverse()),
  );

  it('mutated valid details (dropped keys, wrong types, extra questions) render a summary or the fallback', () => {
    const rows = [
      storedRow(deployRequest, deployAnswers),
      storedRow(openClawRequest, openClawAnswers),
      storedRow(deployRequest, deployAnswers, 'declined'),
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...rows),
        fc.array(mutation, { minLength: 1, maxLength: 3 }),
        (row, mutations) => {
          const details = structuredClone(row.details) as unknown as Record<string, unknown>;
          for (const m of mutations) m(details);
          const { container, unmount } = render(
            <AskTranscript details={details} content={row.content} />,
          );
          const pre = container.querySelector('pre[data-part="transcript-fallback"]');
          const summary = container.querySelector('[data-part="transcript"]');
          expect(Boolean(pre) !== Boolean(summary)).toBe(true);
          if (pre) expect(pre.textContent).toBe(row.content);
          else
            expect(summary!.querySelectorAll('[data-part="summary-item"]').length).toBe(
              (details.questions as unknown[]).length,
            );
          unmount();
        },
      ),
      { numRuns: 300 },
    );
  });
});
