/**
 * No module of the bindings or the store keeps state of its own: a call's records live in a
 * store the host creates (or the one page-wide default), so two chats never share them and a
 * closed chat's are dropped with its store.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../', import.meta.url));

/**
 * A top-level binding that holds something mutable: a `let`, a collection, an array (one named
 * in capitals is a table of constants, `as const`).
 */
const MUTABLE =
  /^(?:export\s+)?(?:(?:let|var)\s|const\s+\w+\s*(?::[^=]+)?=\s*new\s+(?:Map|Set|WeakMap|WeakSet|Array)\b|const\s+(?![A-Z0-9_]+\b)\w+\s*(?::[^=]+)?=\s*\[)/;

/**
 * The lazily made page-wide store of bindings given none, and the development check that a chat
 * is not split across it and a store of its own (weak references to stores, no call's record).
 */
const ALLOWED = [
  'tool-calls/default.ts: let pageStore: AskToolStore | undefined;',
  'tool-calls/default.ts: let splitCheck:',
];

function moduleState(folder: string) {
  return readdirSync(join(SRC, folder))
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .flatMap((name) =>
      readFileSync(join(SRC, folder, name), 'utf8')
        .split('\n')
        .filter((line) => MUTABLE.test(line))
        .map((line) => `${folder}/${name}: ${line.trim()}`),
    );
}

describe('module-level mutable state', () => {
  it.each(['ai-sdk', 'assistant-ui', 'copilotkit', 'tool-calls'])(
    'issue 28 #2: src/%s keeps none (calls live in a store)',
    (folder) => {
      expect(moduleState(folder).filter((line) => !ALLOWED.includes(line))).toEqual([]);
    },
  );

  it('issue 28 #2: the scan sees the forms it forbids', () => {
    const lines = [
      'const answers = new Map<string, AnswerEntry[]>();',
      'let scopeCount = 0;',
      'export const live: Array<string> = [];',
      'const waiting = new Set<{ write: AskAddToolOutput }>();',
    ];
    expect(lines.filter((line) => MUTABLE.test(line))).toEqual(lines);
    expect(MUTABLE.test("const YIELD_EVENTS = { stopped: 'stop' } as const;")).toBe(false);
    expect(MUTABLE.test('  const list = new Map();')).toBe(false);
    expect(MUTABLE.test('const PART_ONLY_KEYS = [')).toBe(false);
  });
});
