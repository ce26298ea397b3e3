/**
 * No import cycles in src/ (issue 28 #5), type imports included: two modules that import each
 * other cannot be read, moved or split apart, and a cycle of values can run a module before the
 * one it needs. `node scripts/import-cycles.mjs` prints the same chains.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles } from '../../scripts/import-cycles.mjs';

describe('issue 28 #5: import cycles', () => {
  it("src/ has none (the card's behaviour layer and the dock had one each before issue 28)", () => {
    const chains = importCycles().map((c) => c.chain.join(' → '));
    expect(chains, 'import cycles in src/: break each chain').toEqual([]);
  });

  describe('finds', () => {
    const base = mkdtempSync(join(tmpdir(), 'ask-cards-cycles-'));
    afterAll(() => rmSync(base, { recursive: true, force: true }));
    const write = (files: Record<string, string>) => {
      for (const [path, code] of Object.entries(files)) {
        mkdirSync(dirname(join(base, path)), { recursive: true });
        writeFileSync(join(base, path), code);
      }
    };
    write({
      // A circle of type imports, through an `export … from` with a `.js` specifier.
      'types/a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
      'types/b.ts': "import type { C } from './c';\nexport type B = { c?: C };\n",
      'types/c.ts': "export type { A as C } from './a.js';\n",
      // A dynamic import back into a folder's index.
      'lazy/index.tsx': "export const load = () => import('./view');\n",
      'lazy/view.ts': "import { load } from '.';\nexport const again = load;\n",
      // No cycle: a chain, a package, a stylesheet, and a test importing its module.
      'line/one.ts': "import { two } from './two';\nimport 'zod';\nexport const one = two;\n",
      'line/two.ts': "import './two.css';\nexport const two = 2;\n",
      'line/two.test.ts': "import { two } from './two';\nexport { two };\n",
      'types/a.test.ts': "import type { A } from './a';\nexport type T = A;\n",
    });

    it('a circle of type imports and one through a dynamic import, each as its shortest chain', () => {
      expect(importCycles('types', base)).toEqual([
        {
          members: ['types/a.ts', 'types/b.ts', 'types/c.ts'],
          chain: ['types/a.ts', 'types/b.ts', 'types/c.ts', 'types/a.ts'],
        },
      ]);
      expect(importCycles('lazy', base).map((c) => c.chain)).toEqual([
        ['lazy/index.tsx', 'lazy/view.ts', 'lazy/index.tsx'],
      ]);
    });

    it('no cycle where imports only go one way, or from a test', () => {
      expect(importCycles('line', base)).toEqual([]);
    });
  });
});
