/**
 * The engine takes its dialects as input (issue 28 #1): nothing in machine/, schema/ or
 * serialize/ reaches a dialect's folder (adapters/) or the list of built-ins (dialects/), by a
 * value or a type import, directly or through another module.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const core = import.meta.dirname;
const ENGINE = ['machine', 'schema', 'serialize'];
const ABOVE = /^(adapters|dialects)\//;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveSpec(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

// Every relative specifier: `import … from`, `export … from`, `import type`, `import('…')`.
const SPEC = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The first chain of imports from `start` to a module above the engine, or null. */
function chainAbove(start: string, seen: Set<string>): string[] | null {
  const stack: string[][] = [[start]];
  while (stack.length) {
    const chain = stack.pop()!;
    const file = chain.at(-1)!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (ABOVE.test(relative(core, file))) return chain;
    if (!/\.tsx?$/.test(file)) continue;
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(SPEC)) {
      const target = resolveSpec(file, spec!);
      if (target && !seen.has(target)) stack.push([...chain, target]);
    }
  }
  return null;
}

describe('issue 28 #1: the engine imports no dialect', () => {
  it('no module of machine/, schema/ or serialize/ reaches adapters/ or dialects/, even transitively or by a type', () => {
    const chains: string[] = [];
    for (const folder of ENGINE)
      for (const file of files(join(core, folder)).filter((f) => !/\.test(-d)?\.tsx?$/.test(f))) {
        const chain = chainAbove(file, new Set());
        if (chain) chains.push(chain.map((f) => relative(core, f)).join(' → '));
      }
    expect(chains).toEqual([]);
  });
});
