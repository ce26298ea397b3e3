/**
 * A dialect is one folder under `adapters/` with one template of file and export names, listed
 * once in `built-in.ts` (issue 28 #1). Adding a built-in dialect is its folder and one line in each
 * list there: this test names what is missing.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AskAdapter } from '../adapters/types';
import { builtInAdapters, builtInPolicies, builtInReaders, builtInRuntimes } from './built-in';

const adapters = resolve(import.meta.dirname, '../adapters');
const folders = readdirSync(adapters).filter((f) => statSync(join(adapters, f)).isDirectory());
const REQUIRED = ['index.ts', 'policy.ts', 'schema.ts', 'result.ts', 'runtime.ts'];

/** The one export of `module` whose name matches `pattern`. */
function theOne(module: Record<string, unknown>, pattern: RegExp, file: string): unknown {
  const names = Object.keys(module).filter((n) => pattern.test(n));
  expect(names, `${file} exports one name like ${pattern}`).toHaveLength(1);
  return module[names[0]!];
}

describe('issue 28 #1: every dialect folder has the same shape', () => {
  it.each(folders)(
    '%s has the template files and exports, and one row in each built-in list',
    async (folder) => {
      const at = (file: string) => join(adapters, folder, file);
      expect(
        REQUIRED.filter((file) => !existsSync(at(file))),
        `${folder} lacks`,
      ).toEqual([]);
      const policyModule = (await import(at('policy.ts'))) as Record<string, unknown>;
      const dialect = theOne(policyModule, /^[A-Z][A-Z_]*_DIALECT$/, `${folder}/policy.ts`);
      const policy = theOne(policyModule, /^[a-z]\w*Policy$/, `${folder}/policy.ts`);
      const runtimeModule = (await import(at('runtime.ts'))) as Record<string, unknown>;
      const runtime = theOne(runtimeModule, /^[a-z]\w*Runtime$/, `${folder}/runtime.ts`);
      const adapter = theOne(
        (await import(at('index.ts'))) as Record<string, unknown>,
        /^[a-z]\w*Adapter$/,
        `${folder}/index.ts`,
      ) as AskAdapter;
      expect(typeof dialect).toBe('string');
      expect(adapter.dialect).toBe(dialect);
      expect(adapter.policy).toBe(policy);
      expect(runtime).toMatchObject({ dialect, toResult: adapter.toResult });

      expect(builtInPolicies, 'a row in builtInPolicies').toContainEqual([dialect, policy]);
      expect(builtInRuntimes, 'a row in builtInRuntimes').toContain(runtime);
      expect(builtInAdapters, 'a row in builtInAdapters').toContain(adapter);
      if (existsSync(at('persisted.ts'))) {
        const persisted = (await import(at('persisted.ts'))) as Record<string, unknown>;
        const read = theOne(persisted, /^read\w*Persisted$/, `${folder}/persisted.ts`);
        expect(adapter.fromPersisted).toBe(read);
        expect(builtInReaders, 'a row in builtInReaders').toContain(read);
      } else expect(adapter.fromPersisted).toBeUndefined();
    },
  );

  it('the lists hold the folders and nothing else', () => {
    expect(builtInPolicies).toHaveLength(folders.length);
    expect(builtInRuntimes).toHaveLength(folders.length);
    expect(builtInAdapters).toHaveLength(folders.length);
    const readers = folders.filter((f) => existsSync(join(adapters, f, 'persisted.ts')));
    expect(builtInReaders).toHaveLength(readers.length);
  });
});
