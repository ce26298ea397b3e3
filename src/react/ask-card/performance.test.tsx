import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { getMarkdownParseCount } from '../markdown/AskMarkdown';
import { AskCard } from '.';
import type { AskRequest } from '../../core/types';

/** Texts no other test renders (tagged per test), so the Markdown cache starts cold for them. */
const makeRequest = (tag: string): AskRequest => ({
  dialect: 'asktool',
  questions: [
    {
      id: 'q1',
      question: 'Which **cache** strategy for the _perf_ test?',
      options: [
        { label: '**LRU** (perf)' },
        { label: '`LFU` (perf)', description: 'counts hits' },
        { label: '_FIFO_ (perf)' },
      ],
      multiSelect: false,
    },
    {
      id: 'q2',
      question: 'Which **perf** probes?',
      options: [{ label: '*cpu* (perf)' }, { label: '`heap` (perf)' }],
      multiSelect: true,
    },
  ].map((q) => ({
    ...q,
    question: `${q.question} ${tag}`,
    options: q.options.map((o) => ({ ...o, label: `${o.label} ${tag}` })),
  })),
});

function measure(tag: string) {
  const commits: string[] = [];
  const user = userEvent.setup();
  render(
    <Profiler id="card" onRender={(_id, phase) => commits.push(phase)}>
      <AskCard request={makeRequest(tag)} />
    </Profiler>,
  );
  return {
    user,
    reset() {
      commits.length = 0;
      return getMarkdownParseCount();
    },
    commits,
  };
}

describe('rendering cost of a choice', () => {
  it('a click on an option is exactly one React commit and zero Markdown parses', async () => {
    const { user, reset, commits } = measure('a');
    let parses = reset();
    await user.click(screen.getByRole('radio', { name: 'LFU (perf) a' }));
    expect(commits).toEqual(['update']);
    expect(getMarkdownParseCount()).toBe(parses);

    parses = reset();
    await user.click(screen.getByRole('radio', { name: 'FIFO (perf) a' }));
    expect(commits).toEqual(['update']);
    expect(getMarkdownParseCount()).toBe(parses);
  });

  it('holds for checkboxes and the free-text choice too', async () => {
    const { user, reset, commits } = measure('b');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    const parses = reset();
    await user.click(screen.getByRole('checkbox', { name: 'heap (perf) b' }));
    await user.click(screen.getByRole('checkbox', { name: 'cpu (perf) b' }));
    await user.click(screen.getByRole('checkbox', { name: 'Enter another answer' }));
    expect(commits).toEqual(['update', 'update', 'update']);
    expect(getMarkdownParseCount()).toBe(parses);
  });

  it("a step parses only the new question's texts, once", async () => {
    const { user, reset } = measure('c');
    const parses = reset();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    // q2's question and its two labels: three texts never rendered before.
    expect(getMarkdownParseCount() - parses).toBe(3);
    const again = reset();
    await user.click(screen.getByRole('button', { name: 'Question 1 of 2, skipped' }));
    expect(getMarkdownParseCount()).toBe(again);
  });
});
