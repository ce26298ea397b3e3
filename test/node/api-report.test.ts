/**
 * The public API reports (api/, `npm run api`, scripts/api-report.mjs): `npm test` runs the check
 * after the build; these tests prove the check itself. A report made twice from one build is the
 * same text, so a green check means no export changed; a changed export fails the check with the
 * entry, the export and the command that fixes it. Runs on dist/ (`npm test` builds it first).
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exportsOf, normalize, runApiReports } from '../../scripts/api-report.mjs';

const root = resolve(import.meta.dirname, '../..');
const built = existsSync(resolve(root, 'dist/index.d.ts'));

describe('issue 28 #5: API report text', () => {
  it('names the entry and drops the hashed chunk locations of warnings', () => {
    const made = normalize(
      [
        '## API Report File for "ask-cards"',
        '// dist/AskCard-BqwfSL_M.d.ts:481:5 - (ae-forgotten-export) The symbol "X" needs to be',
      ].join('\n'),
      'core/asktool',
    );
    expect(made).toBe(
      [
        '## API Report File for "ask-cards/core/asktool"',
        '// (ae-forgotten-export) The symbol "X" needs to be',
      ].join('\n'),
    );
  });

  it('lists one block per exported name, overloads together', () => {
    const report = [
      '// @public\nexport function f(a: string): string;',
      '// @public\nexport function f(a: number): number;',
      '// @public\nexport interface I {\n    a: string;\n}',
      '// @public\nexport const c: number;',
    ].join('\n\n');
    expect([...exportsOf(report).keys()]).toEqual(['f', 'I', 'c']);
    expect(exportsOf(report).get('f')).toContain('a: number');
  });
});

describe.skipIf(!built)(
  'issue 28 #5: API report check (skipped: dist/ is missing, run `npm run build`)',
  // Two API Extractor runs over every entry: allow for a loaded 2-core machine.
  { timeout: 120_000 },
  () => {
    const reports = mkdtempSync(join(tmpdir(), 'ask-cards-api-test-'));
    afterAll(() => rmSync(reports, { recursive: true, force: true }));

    it('a report made again from the same build is current; a changed export names its entry', () => {
      expect(runApiReports({ check: false, reportsDir: reports })).toEqual([]);
      const channels = join(reports, 'channels.api.md');
      const text = readFileSync(channels, 'utf8');
      const [name] = [...exportsOf(text).keys()];
      expect(name).toBeDefined();
      // The kept report lacks an export the build has: the check reads it as added.
      writeFileSync(channels, text.replace(exportsOf(text).get(name!)!, ''));
      cpSync(channels, join(reports, 'core', 'gone.api.md'));

      const problems = runApiReports({ check: true, reportsDir: reports });

      expect(problems).toHaveLength(2);
      expect(problems[0]).toContain('ask-cards/channels: its public API changed');
      expect(problems[0]).toContain(`added ${name}`);
      expect(problems[0]).toContain('Run `npm run api`, review `git diff api/`');
      expect(problems[1]).toContain('api/core/gone.api.md is the report of no entry');
      // The check wrote nothing: the stale report is still stale.
      expect(readFileSync(channels, 'utf8')).not.toBe(text);
    });
  },
);
