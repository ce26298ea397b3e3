/**
 * The Chromium benchmark page. bench/run.mjs builds it with Vite (React's production build, and
 * once more with react-dom's profiling build for the Profiler-based commit count), serves it, and
 * calls `window.__bench.*` through playwright. Every measurement is paired with its baseline in
 * the same page, rounds interleaved (alternating which side goes first), after a warm-up.
 * Nothing here asserts anything about time.
 */
import * as Toast from '@radix-ui/react-toast';
import {
  Profiler,
  useLayoutEffect,
  useState,
  version,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { parseApprovalQuestions } from '../../src/core/adapters/approval-questions/schema';
import { parseAskUserQuestionInput } from '../../src/core/adapters/ask-user-question/schema';
import { parseAskUserInput } from '../../src/core/adapters/ask-user/schema';
import { parseAskToolInput } from '../../src/core/adapters/asktool/schema';
import { parseElicitRequest } from '../../src/core/adapters/elicitation/schema';
import { parseRequestUserInputParams } from '../../src/core/adapters/request-user-input/schema';
import type { AskRequest } from '../../src/core/types';
import { AskCard } from '../../src/react/ask-card';
import { getMarkdownParseCount } from '../../src/react/markdown/AskMarkdown';
import { AskToastProvider, useAskToasts, type AskToastsApi } from '../../src/react/toast';
import { AskTranscript } from '../../src/react/transcript';
import '../../src/react/styles.css';
import {
  largestValidApprovalQuestions,
  largestValidAskTool,
  largestValidAskUser,
  largestValidAskUserQuestion,
  largestValidElicitation,
  largestValidRequestUserInput,
} from '../../test/fixtures/limits';
import { AriaCard } from './peers/aria';
import { ArkCard } from './peers/ark';
import { Bare } from './peers/bare';
import './peers/peers.css';
import { ShadcnCard } from './peers/shadcn';
import {
  cardRequest,
  cardTexts,
  history,
  toastQuestion,
  toastRequest,
  type HistoryRow,
} from './workloads';

const host = document.getElementById('bench')!;

type Layout = 'stepper' | 'stacked';

/**
 * Every card of the peer comparison for one request: bare react-markdown of the texts AskCard
 * shows (no widget), the three hand-built cards (bench/browser/peers/), and AskCard.
 */
const CONTENDERS = {
  bare: (request: AskRequest, layout: Layout) => <Bare texts={cardTexts(request, layout)} />,
  shadcn: (request: AskRequest, layout: Layout) => <ShadcnCard request={request} layout={layout} />,
  aria: (request: AskRequest, layout: Layout) => <AriaCard request={request} layout={layout} />,
  ark: (request: AskRequest, layout: Layout) => <ArkCard request={request} layout={layout} />,
  askcard: (request: AskRequest, layout: Layout) => <AskCard request={request} layout={layout} />,
};
export type Contender = keyof typeof CONTENDERS;

/**
 * What a person presses to choose an option of the first (single-select) question, per card:
 * AskCard's option row is the radio; each peer's row is the `<label>` the library names it with.
 */
const PRESS_TARGET: Record<Exclude<Contender, 'bare'>, string> = {
  askcard: '[role="radio"]',
  shadcn: 'label.peer-option',
  aria: 'label.peer-option',
  ark: 'label.peer-option',
};

function attach(): { root: Root; container: HTMLElement; dispose(): void } {
  const container = document.createElement('div');
  host.append(container);
  const root = createRoot(container);
  return {
    root,
    container,
    dispose() {
      flushSync(() => root.unmount());
      container.remove();
    },
  };
}

/**
 * Milliseconds from render to a laid-out DOM (render, commit, effects, style and layout), and the
 * elements it made.
 */
function mountOnce(node: ReactNode): { ms: number; elements: number } {
  const { root, container, dispose } = attach();
  const start = performance.now();
  flushSync(() => root.render(node));
  void container.offsetHeight; // force style and layout, which the user waits for too
  const ms = performance.now() - start;
  const elements = container.getElementsByTagName('*').length;
  dispose();
  return { ms, elements };
}
const timeMount = (node: ReactNode) => mountOnce(node).ms;

const nextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

export interface Paired {
  ours: number[];
  bare: number[];
  /** Markdown texts in one round of the workload. */
  texts: number;
  /** Markdown parses one mount of ours ran (AskMarkdown's counter). */
  parses: number;
}

/** `rounds` measured pairs after `warmup` unmeasured ones; `make(round)` builds both sides. */
async function paired(
  rounds: number,
  warmup: number,
  make: (round: number) => { ours: ReactNode; bare: ReactNode; texts: number },
): Promise<Paired> {
  const result: Paired = { ours: [], bare: [], texts: 0, parses: 0 };
  for (let round = 0; round < warmup + rounds; round++) {
    const { ours, bare, texts } = make(round);
    result.texts = texts;
    for (const side of round % 2 ? (['bare', 'ours'] as const) : (['ours', 'bare'] as const)) {
      const parses = getMarkdownParseCount();
      const ms = timeMount(side === 'ours' ? ours : bare);
      if (side === 'ours') result.parses = getMarkdownParseCount() - parses;
      if (round >= warmup) result[side].push(ms);
    }
    await nextFrame(); // let GC and the event loop breathe between rounds
  }
  return result;
}

export interface Contest {
  /** Mount times (ms) per contender, `rounds` of them. */
  times: Record<string, number[]>;
  /** DOM elements of one mount, per contender. */
  elements: Record<string, number>;
}

/**
 * Every contender mounted once per round, `rounds` rounds after `warmup` unmeasured ones. The
 * order rotates every round and runs backwards every other cycle, so no card always follows the
 * same one (or goes first after the pause between rounds).
 */
async function contest(
  rounds: number,
  warmup: number,
  make: (round: number) => Record<string, ReactNode>,
): Promise<Contest> {
  const result: Contest = { times: {}, elements: {} };
  for (let round = 0; round < warmup + rounds; round++) {
    const nodes = make(round);
    const names = Object.keys(nodes);
    const k = round % names.length;
    const order = [...names.slice(k), ...names.slice(0, k)];
    if (Math.floor(round / names.length) % 2) order.reverse();
    for (const name of order) {
      const { ms, elements } = mountOnce(nodes[name]);
      result.elements[name] = elements;
      if (round >= warmup) (result.times[name] ??= []).push(ms);
    }
    await nextFrame();
  }
  return result;
}

function transcriptOf(rows: readonly HistoryRow[]) {
  return (
    <div>
      {rows.map((row, i) => (
        <AskTranscript key={i} details={row.details} content={row.content} />
      ))}
    </div>
  );
}

// ── toasts ─────────────────────────────────────────────────────────────────────────────────────

export interface ToastRun {
  ms: number;
  mounted: number;
}

const settle = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** `calls` notifyAsk calls from `sessions` sessions, each committed synchronously. */
async function askToasts(calls: number, sessions: number): Promise<ToastRun> {
  const { root, container, dispose } = attach();
  let api: AskToastsApi | null = null;
  function Grab() {
    const value = useAskToasts();
    useLayoutEffect(() => {
      api = value;
    });
    return null;
  }
  flushSync(() =>
    root.render(
      <AskToastProvider openSession={async () => {}} chime={false}>
        <Grab />
      </AskToastProvider>,
    ),
  );
  await settle();
  const requests = Array.from({ length: calls }, (_, i) => toastRequest(i));
  const start = performance.now();
  for (let i = 0; i < calls; i++)
    flushSync(() =>
      api!.notifyAsk({ sessionId: `session-${i % sessions}`, request: requests[i]! }),
    );
  const ms = performance.now() - start;
  await settle();
  const mounted = container.ownerDocument.querySelectorAll('[data-part="toast"]').length;
  dispose();
  return { ms, mounted };
}

/**
 * The baseline: plain Radix toasts with the one rule a host needs anyway, one toast per session
 * (a repeat replaces it, newest first), so at most `sessions` are mounted; each call committed
 * synchronously. (One `<Toast.Root>` per call instead, as bench/toasts.bench.tsx does in jsdom,
 * takes over a minute per 1,000 calls in Chromium, past Radix's own auto-dismiss.)
 */
async function radixToasts(calls: number, sessions: number): Promise<ToastRun> {
  const { root, dispose } = attach();
  let setToasts: Dispatch<SetStateAction<Array<{ session: string; i: number }>>> | null = null;
  function Baseline() {
    const [toasts, set] = useState<Array<{ session: string; i: number }>>([]);
    useLayoutEffect(() => {
      setToasts = set;
    }, []);
    return (
      <Toast.Provider duration={Infinity}>
        {toasts.map(({ session, i }) => (
          <Toast.Root key={session} data-part="toast">
            <Toast.Title>The assistant has a question</Toast.Title>
            <Toast.Description>{toastQuestion(i)}</Toast.Description>
            <Toast.Close aria-label="Dismiss">×</Toast.Close>
          </Toast.Root>
        ))}
        <Toast.Viewport />
      </Toast.Provider>
    );
  }
  flushSync(() => root.render(<Baseline />));
  await settle();
  const start = performance.now();
  for (let i = 0; i < calls; i++) {
    const session = `session-${i % sessions}`;
    flushSync(() =>
      setToasts!((list) => [{ session, i }, ...list.filter((t) => t.session !== session)]),
    );
  }
  const ms = performance.now() - start;
  await settle();
  const mounted = document.querySelectorAll('[data-part="toast"]').length;
  dispose();
  return { ms, mounted };
}

// ── the worst valid card ───────────────────────────────────────────────────────────────────────

/** Each dialect's largest valid request (test/fixtures/limits.ts), parsed as a host would. */
const LIMITS: Record<string, () => unknown> = {
  asktool: () => parseAskToolInput(largestValidAskTool()),
  ask_user: () => parseAskUserInput(largestValidAskUser()),
  AskUserQuestion: () => parseAskUserQuestionInput(largestValidAskUserQuestion()),
  request_user_input: () => parseRequestUserInputParams(largestValidRequestUserInput()),
  'assistant-ui-questions': () => parseApprovalQuestions(largestValidApprovalQuestions()),
  elicitation: () => parseElicitRequest(largestValidElicitation()),
};

/** The request with every `The ` in its texts made `T<nn> ` (same lengths): new texts per round. */
function salted(request: AskRequest, round: number): AskRequest {
  const salt = `T${String(round % 100).padStart(2, '0')} `;
  return JSON.parse(JSON.stringify(request).replaceAll('The ', salt)) as AskRequest;
}

// ── option click (profiling build) ─────────────────────────────────────────────────────────────

const click = { commits: 0, parses: 0, dispose: null as null | (() => void) };
const latency = { start: 0, samples: [] as number[], dispose: null as null | (() => void) };

const api = {
  react: version,

  /** The names of `peers`' contenders, in the order the table lists them. */
  contenders: Object.keys(CONTENDERS) as Contender[],

  /**
   * Every contender's mount of the same 3 × 4 request, new texts every round (shared by all the
   * contenders of a round: only AskCard keeps a parse cache, and it starts cold each round).
   */
  peers(layout: Layout, rounds: number, warmup: number): Promise<Contest> {
    return contest(rounds, warmup, (round) => {
      const request = cardRequest(`p${layout}${round}`);
      return Object.fromEntries(
        Object.entries(CONTENDERS).map(([name, card]) => [name, card(request, layout)]),
      );
    });
  },

  /** 200 AskTranscripts vs bare react-markdown of their texts: `cold` new texts every round, else one history again. */
  transcript(mode: 'cold' | 'warm', asks: number, rounds: number, warmup: number): Promise<Paired> {
    const same = history('warm-', asks);
    return paired(rounds, warmup, (round) => {
      const rows = mode === 'warm' ? same : history(`t${round}-`, asks);
      return {
        ours: transcriptOf(rows),
        bare: <Bare texts={rows.flatMap((r) => r.texts)} />,
        texts: rows.reduce((n, r) => n + r.texts.length, 0),
      };
    });
  },

  /** The dialects `limits` can measure. */
  limitDialects: Object.keys(LIMITS),

  /**
   * One dialect's largest valid request as a card, against the 3 × 4 card of `mount` in the same
   * layout: what a hostile but valid request costs compared with a normal one. New texts every
   * round; the parse is not timed (a host parses once, before it renders).
   */
  limits(dialect: string, layout: 'stepper' | 'stacked', rounds: number, warmup: number) {
    const worst = LIMITS[dialect]!() as AskRequest;
    return paired(rounds, warmup, (round) => {
      const request = cardRequest(`l${dialect}${layout}${round}`);
      return {
        ours: <AskCard request={salted(worst, round)} layout={layout} />,
        bare: <AskCard request={request} layout={layout} />,
        texts: 0,
      };
    });
  },

  async toasts(
    calls: number,
    sessions: number,
    rounds: number,
  ): Promise<{ ours: ToastRun[]; radix: ToastRun[] }> {
    await askToasts(calls, sessions); // warm-up
    await radixToasts(calls, sessions);
    const ours: ToastRun[] = [];
    const radix: ToastRun[] = [];
    for (let round = 0; round < rounds; round++) {
      if (round % 2) radix.push(await radixToasts(calls, sessions));
      ours.push(await askToasts(calls, sessions));
      if (!(round % 2)) radix.push(await radixToasts(calls, sessions));
    }
    return { ours, radix };
  },

  /** Mounts one card inside a Profiler; run.mjs then clicks with the real mouse. */
  async clickSetup(): Promise<void> {
    const { root, dispose } = attach();
    click.dispose = dispose;
    flushSync(() =>
      root.render(
        <Profiler id="card" onRender={() => click.commits++}>
          <AskCard request={cardRequest('click')} />
        </Profiler>,
      ),
    );
    await nextFrame();
  },
  /** Starts counting commits and parses for the next interaction. */
  clickMark(): void {
    click.commits = 0;
    click.parses = getMarkdownParseCount();
  },
  /** Commits and Markdown parses since `clickMark`, once the interaction has settled. */
  async clickRead(): Promise<{ commits: number; parses: number }> {
    await nextFrame();
    await nextFrame();
    return { commits: click.commits, parses: getMarkdownParseCount() - click.parses };
  },
  clickTeardown(): void {
    click.dispose?.();
  },

  /**
   * The slow-device rows: one contender's card (stepper, first question), and listeners that time
   * each press from its `pointerdown` (the event's own timestamp) to the paint that shows what the
   * press changed: the first DOM change after the press's `click` (seen in the capture phase, as
   * React Aria stops the click's propagation) queues a requestAnimationFrame callback, which runs
   * before that frame paints, and a task queued from it runs after the paint. A card that updates
   * in a later task is timed to that later paint. Returns the selector of the option rows to press.
   */
  async latencySetup(
    contender: Exclude<Contender, 'bare'> = 'askcard',
    salt = 'latency',
  ): Promise<string> {
    const { root, container, dispose } = attach();
    let armed = false;
    let clicked = false;
    const down = (event: PointerEvent) => {
      latency.start = event.timeStamp;
      armed = true;
      clicked = false;
    };
    const click = () => {
      if (!armed) return; // a click on a label clicks its input too: time the press once
      armed = false;
      clicked = true;
    };
    const changed = new MutationObserver(() => {
      if (!clicked) return; // pointerdown's focus styling, pointerup's pressed state
      clicked = false;
      const start = latency.start;
      requestAnimationFrame(() =>
        setTimeout(() => latency.samples.push(performance.now() - start)),
      );
    });
    changed.observe(container, {
      attributes: true,
      childList: true,
      characterData: true,
      subtree: true,
    });
    document.addEventListener('pointerdown', down, true);
    window.addEventListener('click', click, true);
    latency.dispose = () => {
      changed.disconnect();
      document.removeEventListener('pointerdown', down, true);
      window.removeEventListener('click', click, true);
      dispose();
    };
    flushSync(() => root.render(CONTENDERS[contender](cardRequest(salt), 'stepper')));
    await nextFrame();
    return PRESS_TARGET[contender];
  },
  /** Press-to-next-paint times so far (ms), once the last press has painted. */
  async latencyRead(): Promise<number[]> {
    await nextFrame();
    await nextFrame();
    return latency.samples.splice(0);
  },
  latencyTeardown(): void {
    latency.dispose?.();
  },

  /** Mounts one contender's card and leaves it on the page, to look at or play by keyboard. */
  show(contender: Contender, layout: Layout): void {
    const { root } = attach();
    flushSync(() => root.render(CONTENDERS[contender](cardRequest('show'), layout)));
  },
};

export type BenchApi = typeof api;
declare global {
  interface Window {
    __bench: BenchApi;
  }
}
window.__bench = api;
document.body.dataset.ready = '';
