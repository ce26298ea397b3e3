import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AskInputError } from '../../core/schema/errors';
import type { AskResolution } from '../../core/dialects';
import type { AskRequest } from '../../core/types';
import { AskI18nProvider } from '../i18n';
import { AskDock, type AskDockPrompt, type AskDockProps } from '.';

const target: AskRequest = {
  dialect: 'ask_user',
  timeoutSeconds: 900,
  questions: [
    {
      id: 'deploy_target',
      header: 'Target',
      question: 'Where should I deploy?',
      options: [{ label: 'Staging (Recommended)' }, { label: 'Production' }],
      multiSelect: false,
    },
  ],
};

const twoQuestions: AskRequest = {
  dialect: 'ask_user',
  timeoutSeconds: 900,
  questions: [
    target.questions[0]!,
    {
      id: 'notify',
      header: 'Notify',
      question: 'Who should hear about it?',
      options: [{ label: 'Team channel' }, { label: 'On-call' }, { label: 'Nobody' }],
      multiSelect: true,
    },
  ],
};

const asktool: AskRequest = {
  dialect: 'asktool',
  questions: [
    {
      id: 'q1',
      question: 'Run the **migrations**?',
      options: [{ label: 'Yes' }, { label: 'No' }],
      multiSelect: false,
    },
    {
      id: 'q2',
      question: 'Which checks?',
      options: [{ label: 'Unit' }, { label: 'Lint' }],
      multiSelect: true,
    },
  ],
};

/** ask_user's Skip cancels the whole prompt; the card names it for that ("Skip all"). */
const SKIP_PROMPT = /^Skip( all)?$/;

function Composer() {
  return <textarea aria-label="Message" defaultValue="" />;
}

function renderDock(props: Partial<AskDockProps> = {}) {
  const onResolve = vi.fn<(r: AskResolution) => void>();
  const utils = render(
    <AskDock request={target} onResolve={onResolve} composer={<Composer />} {...props} />,
  );
  return { ...utils, onResolve, user: userEvent.setup() };
}

const part = (name: string) =>
  document.querySelector<HTMLElement>(`[data-part="${name}"]:not([hidden] *)`);
const composerBox = () => document.querySelector<HTMLElement>('[data-part="dock-composer"]')!;
const toggleButton = () => screen.getByRole('button', { name: /(Collapse|Expand) question/ });

/**
 * The dock summary as lines: `Header: a, b` where the dialect reads inline (the key is part of the
 * answer), `question: answer` otherwise.
 */
function summaryLines(): string[] {
  return Array.from(
    document.querySelectorAll<HTMLElement>('[data-part="summary-item"][data-scope="ask-dock"]'),
  ).map((li) => {
    const answer = li.querySelector('[data-part="summary-answer"]')!.textContent!;
    return li.querySelector('[data-part="summary-key"]')
      ? answer
      : `${li.querySelector('[data-part="summary-question"]')!.textContent}: ${answer}`;
  });
}

describe('AskDock: expanded and collapsed', () => {
  it('replaces the composer with the stepper while expanded; the composer stays in the DOM, hidden', () => {
    renderDock();
    expect(composerBox()).toHaveAttribute('hidden');
    expect(screen.getByRole('textbox', { name: 'Message', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Where should I deploy/ })).toBeVisible();
    expect(document.querySelector('[data-part="dock"]')).toHaveAttribute('data-state', 'expanded');
  });

  it('names the chevron, and points aria-controls at the card it shows and hides', async () => {
    const { user } = renderDock();
    const toggle = screen.getByRole('button', { name: 'Collapse question' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const card = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(card).toHaveAttribute('data-part', 'dock-card');
    expect(card).not.toHaveAttribute('hidden');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Expand question');
    expect(card).toHaveAttribute('hidden');
  });

  it('collapses to a slim bar with the header, the question and progress i/n, the composer beneath', async () => {
    const { user } = renderDock({ request: twoQuestions });
    await user.click(screen.getByRole('button', { name: 'Collapse question' }));
    const bar = part('dock-bar')!;
    expect(within(bar).getByText('Target')).toHaveAttribute('data-part', 'dock-header');
    expect(bar).toHaveTextContent('Where should I deploy?');
    expect(bar.querySelector('[data-part="dock-progress"]')).toHaveTextContent('1/2');
    expect(composerBox()).not.toHaveAttribute('hidden');
    const order = Array.from(document.querySelector('[data-part="dock"]')!.children).map((el) =>
      el.getAttribute('data-part'),
    );
    expect(order).toEqual(['dock-panel', 'dock-composer']);
  });

  it('keeps the composer draft and the very same DOM node across several collapses and expands', async () => {
    const { user } = renderDock({ defaultCollapsed: true });
    const textarea = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    await user.type(textarea, 'half-written thought');
    for (let i = 0; i < 4; i++) {
      await user.click(toggleButton());
      await user.click(toggleButton());
    }
    const after = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    expect(after).toBe(textarea);
    expect(after.value).toBe('half-written thought');
    expect(composerBox()).not.toHaveAttribute('hidden');
  });

  it('keeps the composer node from idle to pending to resolved', async () => {
    const onResolve = vi.fn();
    const { rerender } = render(<AskDock request={null} composer={<Composer />} />);
    const textarea = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    const user = userEvent.setup();
    await user.type(textarea, 'draft');
    // Leave the composer first: user-event fires its synthetic `change` on blur through an act()
    // of its own, and inside the commit where the dock moves focus into the question that nested
    // act is one React warns about ("suspended inside an act scope"). A browser's blur is no act.
    await user.tab();
    await act(async () =>
      rerender(<AskDock request={target} onResolve={onResolve} composer={<Composer />} />),
    );
    expect(composerBox()).toHaveAttribute('hidden');
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResolve).toHaveBeenCalledTimes(1);
    await act(async () => rerender(<AskDock request={null} composer={<Composer />} />));
    expect(screen.getByRole('textbox', { name: 'Message' })).toBe(textarea);
    expect(textarea.value).toBe('draft');
  });

  it('never skips or resolves anything on collapse, and keeps the selection', async () => {
    const { user, onResolve } = renderDock({ request: asktool });
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: 'Lint' }));
    await user.click(toggleButton());
    await user.click(toggleButton());
    expect(onResolve).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Lint' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: /Question 1 of 2, answered/ })).toBeInTheDocument();
  });

  it('moves focus into the question when expanding', async () => {
    const { user } = renderDock({ defaultCollapsed: true });
    await user.click(toggleButton());
    expect(document.activeElement).toHaveAttribute('data-part', 'question');
    expect(document.activeElement).toHaveTextContent('Where should I deploy?');
  });

  it('moves focus into the question on Enter on the focused chevron', async () => {
    const { user } = renderDock({ defaultCollapsed: true });
    toggleButton().focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toHaveAttribute('data-part', 'question');
  });

  it('keeps focus on the chevron when collapsing', async () => {
    const { user } = renderDock();
    await user.click(toggleButton());
    expect(document.activeElement).toBe(toggleButton());
  });

  it('follows a controlled `collapsed` and reports changes', async () => {
    const onCollapsedChange = vi.fn();
    const { user, rerender } = renderDock({ collapsed: false, onCollapsedChange });
    await user.click(toggleButton());
    expect(onCollapsedChange).toHaveBeenCalledWith(true);
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
    rerender(
      <AskDock
        request={target}
        composer={<Composer />}
        collapsed
        onCollapsedChange={onCollapsedChange}
      />,
    );
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
    expect(composerBox()).not.toHaveAttribute('hidden');
  });

  it('passes layout="stacked" through to the card (phones)', () => {
    renderDock({ request: twoQuestions, layout: 'stacked' });
    expect(document.querySelector('[data-scope="ask-card"][data-part="root"]')).toHaveAttribute(
      'data-layout',
      'stacked',
    );
    expect(screen.getAllByRole('heading')).toHaveLength(2);
  });
});

describe('AskDock: after resolution', () => {
  it('closes, calls onResolve once, leaves `Header: a` and shows the composer again', async () => {
    const { user, onResolve } = renderDock();
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(onResolve.mock.calls[0]![0].reason).toBe('submitted');
    expect(document.querySelector('[data-part="dock-panel"]')).toBeNull();
    const summary = screen.getByRole('group', { name: 'Your answers' });
    expect(summary).toHaveTextContent('Target: Production');
    expect(composerBox()).not.toHaveAttribute('hidden');
    expect(document.querySelector('[data-part="dock"]')).toHaveAttribute('data-state', 'idle');
    expect(document.activeElement).toBe(summary);
  });

  it('summarizes several questions and multi-select as `Header: a, b`', async () => {
    const { user } = renderDock({ request: twoQuestions });
    await user.click(screen.getByRole('radio', { name: 'Staging (Recommended)' })); // auto-advances
    await user.click(screen.getByRole('checkbox', { name: 'Nobody' }));
    await user.click(screen.getByRole('checkbox', { name: 'Team channel' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const lines = summaryLines();
    expect(lines).toEqual(['Target: Staging (Recommended)', 'Notify: Team channel, Nobody']);
  });

  it('says Skipped after Skip (ask_user cancels the prompt)', async () => {
    const { user, onResolve } = renderDock();
    await user.click(screen.getByRole('button', { name: SKIP_PROMPT }));
    expect(onResolve.mock.calls[0]![0].askUserResult).toEqual({ status: 'no_answer' });
    expect(screen.getByRole('group', { name: 'Your answers' })).toHaveTextContent(
      'Target: No answer',
    );
  });

  it('says Expired after the timeout', async () => {
    const now = 1_000_000_000;
    const { onResolve } = renderDock({ clock: () => now, startedAt: now - 901_000 });
    await act(async () => {});
    expect(onResolve.mock.calls[0]![0].reason).toBe('expired');
    expect(screen.getByRole('group', { name: 'Your answers' })).toHaveTextContent(
      'Target: Expired',
    );
  });

  it('closes as stopped when the turn aborts', async () => {
    const controller = new AbortController();
    const { onResolve } = renderDock({ request: asktool, signal: controller.signal });
    await act(async () => controller.abort());
    expect(onResolve.mock.calls[0]![0].reason).toBe('stopped');
    expect(summaryLines()[0]).toBe('Run the migrations?: Skipped');
    expect(screen.getByRole('group', { name: 'Your answers' })).toHaveTextContent('Stopped');
  });

  it('does not reopen a resolved request the host keeps passing, but opens the same question asked again', async () => {
    const { user, rerender } = renderDock();
    await user.click(screen.getByRole('button', { name: SKIP_PROMPT }));
    rerender(<AskDock request={{ ...target }} composer={<Composer />} />);
    expect(document.querySelector('[data-part="dock-panel"]')).toBeNull();
    rerender(<AskDock request={null} composer={<Composer />} />);
    expect(screen.getByRole('group', { name: 'Your answers' })).toBeInTheDocument();
    rerender(<AskDock request={{ ...target }} composer={<Composer />} />);
    expect(screen.getByRole('heading', { name: /Where should I deploy/ })).toBeVisible();
    // The new prompt replaces the old summary.
    expect(screen.queryByRole('group', { name: 'Your answers' })).toBeNull();
  });

  it('resolves once and summarizes once under StrictMode', async () => {
    const onResolve = vi.fn();
    const user = userEvent.setup();
    render(
      <StrictMode>
        <AskDock request={target} onResolve={onResolve} composer={<Composer />} />
      </StrictMode>,
    );
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(
      document.querySelectorAll('[data-part="summary-item"][data-scope="ask-dock"]'),
    ).toHaveLength(1);
  });

  it('does not open a prompt restored from an already resolved snapshot', () => {
    const snapshot = {
      request: target,
      status: 'resolved',
      reason: 'declined',
      cursor: 0,
      entries: [
        { status: 'skipped', selected: [], otherSelected: false, otherText: '', recorded: null },
      ],
    };
    const { onResolve } = renderDock({ snapshot });
    expect(document.querySelector('[data-part="dock-panel"]')).toBeNull();
    expect(composerBox()).not.toHaveAttribute('hidden');
    expect(onResolve).not.toHaveBeenCalled();
  });

  it('leaves the summary out with summary={false}', async () => {
    const { user } = renderDock({ summary: false });
    await user.click(screen.getByRole('button', { name: SKIP_PROMPT }));
    expect(screen.queryByRole('group', { name: 'Your answers' })).toBeNull();
  });

  it('is localized (zh-CN)', async () => {
    const user = userEvent.setup();
    render(
      <AskI18nProvider locale="zh-CN">
        <AskDock request={target} composer={<Composer />} />
      </AskI18nProvider>,
    );
    expect(screen.getByRole('button', { name: '收起问题' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '收起问题' }));
    await user.click(screen.getByRole('button', { name: '展开问题' }));
    await user.click(screen.getByRole('button', { name: /^(全部)?跳过$/ }));
    expect(screen.getByRole('group', { name: '你的回答' })).toHaveTextContent('Target: 未回答');
  });
});

describe('AskDock: several pending prompts', () => {
  function Harness({ initial }: { initial: AskDockPrompt[] }) {
    const [prompts, setPrompts] = useState(initial);
    return (
      <AskDock
        prompts={prompts.map((p) => ({
          ...p,
          onResolve: (r) => {
            p.onResolve?.(r);
            setPrompts((all) => all.filter((x) => x.id !== p.id));
          },
        }))}
        composer={<Composer />}
      />
    );
  }

  function setup() {
    const first = vi.fn();
    const second = vi.fn();
    render(
      <Harness
        initial={[
          { id: 'call_1', request: target, onResolve: first },
          { id: 'call_2', request: asktool, onResolve: second },
        ]}
      />,
    );
    return { first, second, user: userEvent.setup() };
  }

  const position = () => part('dock-switcher-position')!;

  it('shows a previous/next switcher named "Prompt i of n" and switches prompts', async () => {
    const { user } = setup();
    expect(screen.getByRole('group', { name: 'Pending question prompts' })).toBeInTheDocument();
    expect(position()).toHaveTextContent(/^Prompt 1 of 2$/);
    expect(screen.getByRole('heading', { name: /Where should I deploy/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next question prompt' }));
    expect(position()).toHaveTextContent(/^Prompt 2 of 2$/);
    expect(screen.getByRole('heading', { name: /Run the migrations/ })).toBeVisible();
    expect(document.activeElement).toHaveAccessibleName('Next question prompt');
    await user.click(screen.getByRole('button', { name: 'Next question prompt' }));
    expect(position()).toHaveTextContent('Prompt 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Previous question prompt' }));
    expect(position()).toHaveTextContent('Prompt 2 of 2');
    expect(document.activeElement).toHaveAccessibleName('Previous question prompt');
  });

  it('keeps each prompt’s own answers while switching', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Next question prompt' }));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Previous question prompt' }));
    expect(screen.getByRole('radio', { name: 'Production' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Next question prompt' }));
    expect(screen.getByRole('radio', { name: 'No' })).toHaveAttribute('aria-checked', 'true');
  });

  it('resolves one prompt at a time, each through its own onResolve, then shows the rest', async () => {
    const { user, first, second } = setup();
    await user.click(screen.getByRole('radio', { name: 'Production' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: 'Pending question prompts' })).toBeNull();
    expect(screen.getByRole('heading', { name: /Run the migrations/ })).toBeVisible();
    expect(document.activeElement).toHaveAttribute('data-part', 'question');
    expect(screen.getByRole('group', { name: 'Your answers' })).toHaveTextContent(
      'Target: Production',
    );
    await user.click(screen.getByRole('button', { name: 'Decline all' }));
    expect(second.mock.calls[0]![0].reason).toBe('declined');
    const lines = summaryLines();
    expect(lines).toEqual([
      'Target: Production',
      'Run the migrations?: Skipped',
      'Which checks?: Skipped',
    ]);
    expect(screen.getByRole('group', { name: 'Your answers' })).toHaveTextContent('Declined');
    expect(composerBox()).not.toHaveAttribute('hidden');
  });

  it('collapse applies to the dock: switching while collapsed keeps the composer visible', async () => {
    const { user } = setup();
    await user.click(toggleButton());
    await user.click(screen.getByRole('button', { name: 'Next question prompt' }));
    expect(composerBox()).not.toHaveAttribute('hidden');
    expect(part('dock-bar')).toHaveTextContent('Run the migrations?');
  });
});

describe('AskDock with a malformed prompt', () => {
  it('never shows it, reports it once with a typed error, and keeps the others and the composer', () => {
    const onError = vi.fn();
    const good = {
      dialect: 'asktool' as const,
      questions: [
        {
          id: 'q1',
          question: 'Ship it?',
          options: [{ label: 'Yes' }, { label: 'No' }],
          multiSelect: false,
        },
      ],
    };
    const { rerender } = render(
      <AskDock
        prompts={[
          {
            id: 'bad',
            request: { dialect: 'asktool', questions: [] } as never,
            onResolve: () => {},
          },
          { id: 'good', request: good, onResolve: () => {} },
        ]}
        onError={onError}
        composer={<textarea aria-label="Message" />}
      />,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Ship it?');
    expect(screen.queryByText(/1\/2|2\/2/)).toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toBeInstanceOf(AskInputError);
    expect(onError.mock.calls[0]![1]).toBe('bad');
    rerender(
      <AskDock
        prompts={[{ id: 'bad', request: null as never, onResolve: () => {} }]}
        onError={onError}
        composer={<textarea aria-label="Message" />}
      />,
    );
    expect(onError).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeVisible();
  });
});

describe('AskDock: one counter per thing it counts (issue 16, item 15)', () => {
  const counters = () =>
    Array.from(document.querySelectorAll('[data-part="dock-bar"]:not([hidden] *) *'))
      .filter((el) => el.childElementCount === 0 && /\d+\s*\/\s*\d+/.test(el.textContent ?? ''))
      .map((el) => el.textContent);

  it('two prompts: the switcher reads "Prompt 1 of 2", and no bare i/n stands beside it', () => {
    render(
      <AskDock
        prompts={[
          { id: 'a', request: target },
          { id: 'b', request: asktool },
        ]}
        composer={<Composer />}
      />,
    );
    const switcher = screen.getByRole('group', { name: 'Pending question prompts' });
    expect(switcher).toHaveTextContent(/^Prompt 1 of 2$/);
    expect(counters()).toEqual([]);
  });

  it('collapsed, the question count shows for several questions only, spoken in full', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<AskDock request={target} composer={<Composer />} />);
    await user.click(toggleButton());
    expect(part('dock-progress')).toBeNull();
    rerender(<AskDock request={twoQuestions} composer={<Composer />} defaultCollapsed />);
    expect(part('dock-progress')).toHaveTextContent('1/2Question 1 of 2');
    expect(counters()).toEqual(['1/2']);
    // Expanded, the card's numbered indicators count the questions: the bar does not repeat them.
    await user.click(toggleButton());
    expect(part('dock-progress')).toBeNull();
  });

  it('is localized (zh-CN)', () => {
    render(
      <AskI18nProvider locale="zh-CN">
        <AskDock
          prompts={[
            { id: 'a', request: target },
            { id: 'b', request: asktool },
          ]}
          composer={<Composer />}
        />
      </AskI18nProvider>,
    );
    expect(screen.getByRole('group', { name: '待回答的提问' })).toHaveTextContent(
      '第 1 个提问，共 2 个',
    );
  });
});
