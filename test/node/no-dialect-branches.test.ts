/**
 * Dialects are adapters: outside `src/core/adapters/` no code and no stylesheet branches on a
 * dialect's name. The views, the channels, the machine and the shared serializers read the
 * policy or the adapter instead.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(tsx?|css)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const BRANCH =
  /dialect\s*[!=]==|[!=]==\s*['"](asktool|ask_user)['"]|\[data-dialect|case\s+['"](asktool|ask_user)['"]/;

describe('no branch on a dialect name outside the adapters', () => {
  it.each(['react', 'channels', 'core/machine', 'core/serialize', 'core/schema'])(
    'src/%s',
    (folder) => {
      const offenders = files(join(SRC, folder)).flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            BRANCH.test(line) ? [`${relative(SRC, file)}:${i + 1}: ${line.trim()}`] : [],
          ),
      );
      expect(offenders).toEqual([]);
    },
  );
});
