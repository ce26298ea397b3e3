import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
let app = '';
const REACT_LIBRARIES = new Set(['react-markdown', 'remark-gfm', '@radix-ui/react-toast']);

// A consumer directory whose node_modules holds ask-cards (built) and its non-React dependencies: no React at all.
beforeAll(() => {
  if (!existsSync(join(root, 'dist/core.js')))
    throw new Error('dist/ is missing: run `npm run build` first (npm test does)');
  app = mkdtempSync(join(tmpdir(), 'ask-core-'));
  const pkg = join(app, 'node_modules/ask-cards');
  cpSync(join(root, 'dist'), join(pkg, 'dist'), { recursive: true });
  cpSync(join(root, 'package.json'), join(pkg, 'package.json'));
  // Every runtime dependency but the React ones, linked from the repo's node_modules.
  const { dependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  for (const name of Object.keys(dependencies).filter((n) => !REACT_LIBRARIES.has(n))) {
    mkdirSync(dirname(join(app, 'node_modules', name)), { recursive: true });
    symlinkSync(join(root, 'node_modules', name), join(app, 'node_modules', name), 'dir');
  }
  writeFileSync(join(app, 'package.json'), '{"type":"module"}');
});
afterAll(() => app && rmSync(app, { recursive: true, force: true }));

function node(code: string, type: 'module' | 'commonjs') {
  // stderr is captured, not inherited: the expected failure below would print a stack trace.
  return execFileSync(process.execPath, ['--input-type', type, '-e', code], {
    cwd: app,
    encoding: 'utf8',
    stdio: 'pipe',
  });
}

describe('ask-cards/core built', () => {
  const program = (load: string) => `${load}
    const request = core.parseAskToolInput({ questions: [{ question: 'Env?', options: ['Staging', 'Prod'] }] });
    let s = core.createAskState(request);
    s = core.askTransition(s, { type: 'toggle', option: 1 });
    s = core.askTransition(s, { type: 'next' });
    console.log(core.toAskResolution(s).content);`;

  it('loads in Node as ESM with no React installed, and works', () => {
    expect(node(program("const core = await import('ask-cards/core');"), 'module').trim()).toBe(
      'Env?：Prod',
    );
  });

  it('loads in Node as CommonJS with no React installed, and works', () => {
    expect(node(program("const core = require('ask-cards/core');"), 'commonjs').trim()).toBe(
      'Env?：Prod',
    );
  });

  it('the React entry does need React: the test would notice if core pulled it in', () => {
    let stderr = '';
    try {
      node("await import('ask-cards')", 'module');
    } catch (error) {
      stderr = String((error as { stderr?: unknown }).stderr);
    }
    expect(stderr).toMatch(/Cannot find package '(react|react-markdown|@radix-ui\/react-toast)'/);
  });

  it('ask-cards/channels loads with no React too', () => {
    expect(
      node("const m = await import('ask-cards/channels'); console.log(typeof m)", 'module').trim(),
    ).toBe('object');
  });
});
