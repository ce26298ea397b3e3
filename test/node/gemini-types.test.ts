/**
 * issue 29 #8: ask-cards' Gemini types are the published ones. `gemini-types.test-d.ts` asserts
 * it at compile time; this compiles it with compat/gemini's tsconfig (the root project leaves it
 * out, so `npm run typecheck` needs no compat/gemini).
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

describe('issue 29: the published Gemini types', () => {
  it('our input, payload and outcomes compile as the same types as the CLI core 0.61.0', () => {
    let output = '';
    try {
      execFileSync(process.execPath, [tsc, '--noEmit', '-p', 'compat/gemini/tsconfig.json'], {
        cwd: root,
        encoding: 'utf8',
      });
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? error);
    }
    expect(output).toBe('');
  });
});
