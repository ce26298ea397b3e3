// Import cycles among the source modules of src/, type imports included: a cycle of type imports
// is still two modules that cannot be read, moved or split one without the other.
//
//   node scripts/import-cycles.mjs   print each cycle as a file chain (exit 1 when there is one)
//
// test/node/import-cycles.test.ts fails on any cycle.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The library's modules: tests, type tests and stories import it, it never imports them. */
function isModule(file) {
  return /\.tsx?$/.test(file) && !/\.(test|test-d|stories)\.tsx?$/.test(file);
}

function modules(base, dir) {
  return readdirSync(join(base, dir), { withFileTypes: true }).flatMap((d) => {
    const path = `${dir}/${d.name}`;
    if (d.isDirectory()) return modules(base, path);
    return isModule(d.name) ? [path] : [];
  });
}

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The module a relative specifier names, as the bundler resolves it; undefined for a package. */
function resolveSpecifier(base, from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const path = join(dirname(from), specifier).split('\\').join('/');
  const stem = path.replace(/\.(m?js|jsx)$/, '');
  const candidates = [path, `${stem}.ts`, `${stem}.tsx`, `${path}/index.ts`, `${path}/index.tsx`];
  return candidates.find((c) => isModule(c) && isFile(join(base, c)));
}

/**
 * Each module of `dir` → the modules of `dir` it imports: `import`, `import type`, `export … from`,
 * `import()` and `import('…').T`, read by TypeScript's scanner (no type checking: fast).
 * @param {string} [dir] relative to `base`
 * @param {string} [base] the repository
 * @returns {Map<string, string[]>} paths relative to `base`
 */
export function importGraph(dir = 'src', base = root) {
  const graph = new Map();
  for (const file of modules(base, dir).sort()) {
    const info = ts.preProcessFile(readFileSync(join(base, file), 'utf8'), true, true);
    const targets = info.importedFiles
      .map((f) => resolveSpecifier(base, file, f.fileName))
      .filter((t) => t !== undefined && t.startsWith(`${dir}/`));
    graph.set(file, [...new Set(targets)].sort());
  }
  return graph;
}

/** Strongly connected components of more than one module, or of one importing itself (Tarjan). */
function cyclicComponents(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) components.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return components.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The shortest chain from `start` back to itself inside `members` (breadth first). */
function shortestCycle(graph, members, start) {
  const inside = new Set(members);
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift();
    for (const w of graph.get(v) ?? []) {
      if (!inside.has(w)) continue;
      if (w === start) {
        const chain = [start];
        for (let u = v; u !== start; u = previous.get(u)) chain.splice(1, 0, u);
        return [...chain, start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

/**
 * Every import cycle of `dir`: the modules caught in it (a strongly connected component, sorted)
 * and one shortest chain through them, each as a path relative to `base`.
 * @param {string} [dir] relative to `base`
 * @param {string} [base] the repository
 * @returns {{ members: string[], chain: string[] }[]}
 * @example
 * for (const { chain } of importCycles()) console.log(chain.join(' → '));
 */
export function importCycles(dir = 'src', base = root) {
  const graph = importGraph(dir, base);
  return cyclicComponents(graph).map((members) => ({
    members,
    chain: shortestCycle(graph, members, members[0]),
  }));
}

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') {
  const cycles = importCycles();
  for (const { members, chain } of cycles)
    console.log(
      `${chain.join(' → ')}` +
        (members.length > chain.length - 1 ? `  (and ${members.length} modules in all)` : ''),
    );
  if (cycles.length > 0) process.exitCode = 1;
}
