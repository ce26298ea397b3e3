/**
 * Toast throughput in jsdom: 1,000 `notifyAsk` calls from 100 sessions through
 * `AskToastProvider`, against a baseline of 1,000 plain Radix toasts (Toast.Provider + one
 * `<Toast.Root>` added per state update) in the same run. Every call is committed synchronously
 * (`flushSync`) so the time per call includes React's render and commit.
 *
 * Run: `npx vitest run -c bench/toasts.vitest.config.ts` (not part of `npm test`).
 * Prints a table (medians of fresh mounts after a warm-up); asserts nothing about time. The
 * baseline is quadratic in Radix (each added toast re-renders every dismissable layer), so the
 * full run takes a few minutes. Knobs: TOAST_BENCH_CALLS, TOAST_BENCH_ROUNDS,
 * TOAST_BENCH_BASELINE_ROUNDS.
 */
import * as Toast from '@radix-ui/react-toast';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { it } from 'vitest';
import type { AskRequest } from '../src/core/types';
import { AskToastProvider, useAskToasts, type AskToastsApi } from '../src/react/toast';

const CALLS = Number(process.env.TOAST_BENCH_CALLS ?? 1_000);
const SESSIONS = 100;
const ROUNDS = Number(process.env.TOAST_BENCH_ROUNDS ?? 3);
/** The baseline is quadratic (every Radix toast re-renders on each add): one round by default. */
const BASELINE_ROUNDS = Number(process.env.TOAST_BENCH_BASELINE_ROUNDS ?? 1);
const WARMUP_CALLS = 100;

const question = (i: number) => `Deploy **build ${i}** to \`staging\` or _production_?`;
const request = (i: number): AskRequest => ({
  dialect: 'asktool',
  questions: [
    {
      id: 'q1',
      question: question(i),
      options: [{ label: 'Staging' }, { label: 'Production' }],
      multiSelect: false,
    },
  ],
});

interface Result {
  ms: number;
  mounted: number;
}

const settle = async () => {
  // Radix counts toasts in a transition; let it and the viewport registration land.
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

function mountInto(): { root: Root; container: HTMLElement } {
  const container = document.createElement('div');
  document.body.append(container);
  return { root: createRoot(container), container };
}

async function runAskToasts(max: number, calls = CALLS): Promise<Result> {
  const { root, container } = mountInto();
  let api: AskToastsApi | null = null;
  function Grab() {
    api = useAskToasts();
    return null;
  }
  flushSync(() =>
    root.render(
      <AskToastProvider openSession={async () => {}} chime={false} max={max}>
        <Grab />
      </AskToastProvider>,
    ),
  );
  await settle();
  const requests = Array.from({ length: calls }, (_, i) => request(i));
  const start = performance.now();
  for (let i = 0; i < calls; i++) {
    flushSync(() =>
      api!.notifyAsk({ sessionId: `session-${i % SESSIONS}`, request: requests[i]! }),
    );
  }
  const ms = performance.now() - start;
  await settle();
  const mounted = container.querySelectorAll('[data-part="toast"]').length;
  root.unmount();
  container.remove();
  return { ms, mounted };
}

async function runRadixBaseline(calls = CALLS): Promise<Result> {
  const { root, container } = mountInto();
  let setToasts: Dispatch<SetStateAction<number[]>> | null = null;
  // Infinity: the run is long enough for Radix's own timers to close early toasts otherwise.
  function Baseline() {
    const [toasts, set] = useState<number[]>([]);
    setToasts = set;
    return (
      <Toast.Provider>
        {toasts.map((i) => (
          <Toast.Root key={i} duration={Infinity} data-part="toast">
            <Toast.Title>The assistant has a question</Toast.Title>
            <Toast.Description>{question(i)}</Toast.Description>
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
    flushSync(() => setToasts!((list) => [...list, i]));
  }
  const ms = performance.now() - start;
  await settle();
  const mounted = container.querySelectorAll('[data-part="toast"]').length;
  root.unmount();
  container.remove();
  return { ms, mounted };
}

/** Median of `rounds` full runs after a warm-up run of WARMUP_CALLS (JIT, parser, module init). */
async function median(run: (calls?: number) => Promise<Result>, rounds: number): Promise<Result> {
  await run(WARMUP_CALLS);
  const results: Result[] = [];
  for (let r = 0; r < rounds; r++) results.push(await run());
  results.sort((a, b) => a.ms - b.ms);
  return results[Math.floor(results.length / 2)]!;
}

it(
  `toasts: ${CALLS} notifyAsk calls from ${SESSIONS} sessions vs ${CALLS} plain Radix toasts`,
  { timeout: 600_000 },
  async () => {
    const baseline = await median(runRadixBaseline, BASELINE_ROUNDS);
    const ours = await median((calls) => runAskToasts(3, calls), ROUNDS);
    const oursAll = await median((calls) => runAskToasts(Infinity, calls), ROUNDS);
    const row = (name: string, r: Result) => ({
      scenario: name,
      calls: CALLS,
      'mounted toasts': r.mounted,
      'total ms': +r.ms.toFixed(1),
      'ms / call': +(r.ms / CALLS).toFixed(3),
      'ratio vs Radix': +(r.ms / baseline.ms).toFixed(3),
    });
    console.log(
      `\nReact ${process.env.NODE_ENV === 'production' ? 'production' : 'development'} build, jsdom; ` +
        `AskToastProvider: median of ${ROUNDS} rounds, Radix baseline: median of ${BASELINE_ROUNDS}\n`,
    );
    console.table([
      row(`Radix baseline: ${CALLS} <Toast.Root> added one by one`, baseline),
      row(`AskToastProvider notifyAsk, ${SESSIONS} sessions, max 3 (default)`, ours),
      row(`AskToastProvider notifyAsk, ${SESSIONS} sessions, max Infinity`, oursAll),
    ]);
  },
);
