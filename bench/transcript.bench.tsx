/**
 * AskTranscript render cost against bare react-markdown + remark-gfm, in one Node process with
 * react-dom/server. Run: `node bench/transcript.mjs` (bundles this file with esbuild, then runs it).
 *
 * A transcript of 200 asks (1-3 questions each, 2-4 labels per question, Markdown in both) is
 * rendered by `<AskTranscript>` (validation + projection + the safe renderer), and the same texts
 * by plain `<Markdown remarkPlugins={[remarkGfm]}>`. Two cases:
 *
 * - cold: every round uses texts never seen before (AskMarkdown's parse cache cannot help);
 * - warm: the same history rendered again (a chat re-render), where the cache does help.
 *
 * Prints medians and the ratio; asserts nothing about time.
 */
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { history as makeHistory, type HistoryRow } from './browser/workloads';
import { AskTranscript } from '../src/react/transcript';

const ASKS = 200;
const ROUNDS = 12;
const WARMUP = 3;

type Row = HistoryRow;
const history = (salt: string) => makeHistory(salt, ASKS);

function ours(rows: Row[]): ReactNode {
  return createElement(
    Fragment,
    null,
    rows.map((row, i) =>
      createElement(AskTranscript, { key: i, details: row.details, content: row.content }),
    ),
  );
}

const REMARK = [remarkGfm];
function bare(rows: Row[]): ReactNode {
  return createElement(
    Fragment,
    null,
    rows.flatMap((row, i) =>
      row.texts.map((text, j) =>
        createElement(Markdown, { key: `${i}.${j}`, remarkPlugins: REMARK }, text),
      ),
    ),
  );
}

function time(render: () => string): { ms: number } {
  const start = performance.now();
  render();
  return { ms: performance.now() - start };
}

const median = (values: number[]) => {
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function run() {
  const cold = { ours: [] as number[], bare: [] as number[] };
  const warm = { ours: [] as number[], bare: [] as number[] };
  let textCount = 0;
  // Alternate which side goes first, so neither always pays for a colder JIT or heap.
  const sides = (round: number) =>
    round % 2 ? (['bare', 'ours'] as const) : (['ours', 'bare'] as const);
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    const rows = history(`r${round}-`);
    textCount = rows.reduce((n, r) => n + r.texts.length, 0);
    for (const side of sides(round)) {
      const { ms } = time(() => renderToString(side === 'ours' ? ours(rows) : bare(rows)));
      if (round >= WARMUP) cold[side].push(ms);
    }
  }
  // Warm runs after the cold ones, so new texts never evict this history from the parse cache.
  const warmRows = history('w');
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    for (const side of sides(round)) {
      const { ms } = time(() => renderToString(side === 'ours' ? ours(warmRows) : bare(warmRows)));
      if (round >= WARMUP) warm[side].push(ms);
    }
  }

  const line = (name: string, o: number[], b: number[]) => {
    const mo = median(o);
    const mb = median(b);
    return {
      case: name,
      'AskTranscript ms': mo.toFixed(1),
      'react-markdown ms': mb.toFixed(1),
      ratio: `${(mo / mb).toFixed(2)}×`,
    };
  };
  console.log(
    `AskTranscript vs bare react-markdown + remark-gfm: ${ASKS} asks, ${textCount} Markdown texts, median of ${ROUNDS} rounds (goal ≤ 1.5×)`,
  );
  console.table([
    line('cold (new texts each round)', cold.ours, cold.bare),
    line('warm (same history again)', warm.ours, warm.bare),
  ]);
}

run();
