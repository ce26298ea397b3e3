/**
 * Own-code budgets per public import (issue 31 #4): README.md's Size budgets table is read, each
 * import's own code is compared with its budget, and what a contributor reads on a failure names
 * the import, the figures and the fix. The bundling itself is `npm run size:check` (bench/
 * size-check.mjs), which CI runs after the build; these tests cover the pure part (bench/budgets.mjs).
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  budgetTable,
  checkBudgets,
  parseBudgets,
  SizeBudgetTableError,
  type OwnSize,
} from '../../bench/budgets.mjs';

/** A README around a Size budgets table with these rows (import, kB, why). */
function readme(
  rows: [string, string, string][],
  header = '| import | own-code budget (kB) | why |',
) {
  return [
    '# ask-cards',
    '',
    '## Entries',
    '',
    '### Size budgets',
    '',
    'Own code, min+gzip.',
    '',
    header,
    '|---|---|---|',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
    '',
    '## Architecture',
    '',
    '| not | a | budget |',
    '|---|---|---|',
    '| x | y | z |',
  ].join('\n');
}

const FIX = "raise its budget in README.md's Size budgets table with a reason, or shrink it";

describe('issue 31 #4: size budgets', () => {
  it('issue 31 #4: reads one budget per row, in bytes, with its reason and line', () => {
    const budgets = parseBudgets(
      readme([
        ['AskCard', '38.2', 'issue 30: JSON field'],
        ['`core: askToolDefinition (plain)`', '1.2', 'a static definition'],
      ]),
    );
    expect(budgets).toEqual([
      { label: 'AskCard', budget: 38_200, why: 'issue 30: JSON field', line: 11 },
      {
        label: 'core: askToolDefinition (plain)',
        budget: 1_200,
        why: 'a static definition',
        line: 12,
      },
    ]);
  });

  it('issue 31 #4: an import 2.1% over its budget fails, naming it, both figures and the fix', () => {
    const budgets = parseBudgets(readme([['AskCard', '10.0', 'issue 30: JSON field']]));
    const { failures } = checkBudgets([{ label: 'AskCard', own: 10_210 }], budgets);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('AskCard');
    expect(failures[0]).toContain('10.2 kB');
    expect(failures[0]).toContain('10.0 kB');
    expect(failures[0]).toContain('2.1%');
    expect(failures[0]).toContain(FIX);
  });

  it('issue 31 #4: an import 1.9% over its budget passes', () => {
    const budgets = parseBudgets(readme([['AskCard', '10.0', 'issue 30: JSON field']]));
    expect(checkBudgets([{ label: 'AskCard', own: 10_190 }], budgets)).toEqual({
      failures: [],
      notes: [],
    });
  });

  it('issue 31 #4: an import fails exactly when it grows more than 2% over its budget', () => {
    fc.assert(
      // Budgets of 0.1 to 200.0 kB, own code from nothing to 2.5 times the largest.
      fc.property(fc.integer({ min: 1, max: 2_000 }), fc.nat(500_000), (tenths, own) => {
        const budgets = parseBudgets(
          readme([['AskCard', `${Math.floor(tenths / 10)}.${tenths % 10}`, 'why']]),
        );
        const { failures } = checkBudgets([{ label: 'AskCard', own }], budgets);
        // A budget of `tenths` tenths of a kB is tenths * 100 bytes; 2% over it, tenths * 102.
        expect(failures.length === 1).toBe(own > tenths * 102);
      }),
    );
  });

  it('issue 31 #4: an import with no row fails, naming it and what it measures', () => {
    const budgets = parseBudgets(readme([['AskCard', '38.2', 'issue 30: JSON field']]));
    const { failures } = checkBudgets(
      [
        { label: 'AskCard', own: 38_196 },
        { label: 'core/new-dialect', own: 9_041 },
      ],
      budgets,
    );
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('core/new-dialect');
    expect(failures[0]).toContain('9.0 kB');
    // the row to add, at today's figure rounded up
    expect(failures[0]).toContain('| core/new-dialect | 9.1 |');
  });

  it('issue 31 #4: a row for an import that no longer exists fails, naming it', () => {
    const budgets = parseBudgets(
      readme([
        ['AskCard', '38.2', 'issue 30: JSON field'],
        ['AskGone', '3.0', 'removed'],
      ]),
    );
    const { failures } = checkBudgets([{ label: 'AskCard', own: 38_196 }], budgets);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('AskGone');
    expect(failures[0]).toContain('bench/size.mjs');
  });

  it('issue 31 #4: a budget raised with a reason lets the grown import pass', () => {
    const grown: OwnSize[] = [{ label: 'AskCard', own: 41_000 }];
    const before = parseBudgets(readme([['AskCard', '38.2', 'issue 30: JSON field']]));
    expect(checkBudgets(grown, before).failures).toHaveLength(1);
    const raised = parseBudgets(
      readme([['AskCard', '41.0', 'issue 32: the date field and its calendar']]),
    );
    expect(checkBudgets(grown, raised)).toEqual({ failures: [], notes: [] });
  });

  it('issue 31 #4: a budget far above what it holds gets a note to lower it, never a failure', () => {
    const budgets = parseBudgets(readme([['AskCard', '38.2', 'issue 30: JSON field']]));
    const { failures, notes } = checkBudgets([{ label: 'AskCard', own: 15_000 }], budgets);
    expect(failures).toEqual([]);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain('AskCard');
    expect(notes[0]).toContain('15.0 kB');
    expect(notes[0]).toMatch(/lower/i);
    // 90% of the budget or more: no note
    expect(checkBudgets([{ label: 'AskCard', own: 34_380 }], budgets).notes).toEqual([]);
  });

  describe('issue 31 #4: a malformed table is a clear error naming the line and the fix', () => {
    const cases: [string, string, RegExp][] = [
      ['no section', '# ask-cards\n\nNo budgets here.\n', /no "### Size budgets" section/],
      ['no table', '### Size budgets\n\nSoon.\n\n## Next\n', /no table/],
      [
        'a missing column',
        readme([['AskCard', '38.2', 'x']], '| import | own-code budget (kB) | note |'),
        /"why" column/,
      ],
      [
        'a budget that is no number',
        readme([['AskCard', 'about 38', 'x']]),
        /line 11.*AskCard.*"about 38"/,
      ],
      ['a budget with two decimals', readme([['AskCard', '38.25', 'x']]), /line 11.*one decimal/],
      ['a row with no reason', readme([['AskCard', '38.2', ' ']]), /line 11.*AskCard.*reason/],
      [
        'a row twice',
        readme([
          ['AskCard', '38.2', 'x'],
          ['AskCard', '39.0', 'y'],
        ]),
        /line 12.*AskCard.*twice/,
      ],
      ['a row of the wrong width', readme([['AskCard', '38.2', 'x | y']]), /line 11.*3 cells/],
    ];
    it.each(cases)('%s', (_, text, message) => {
      expect(() => parseBudgets(text)).toThrow(SizeBudgetTableError);
      expect(() => parseBudgets(text)).toThrow(message);
    });
  });

  it('issue 31 #4: the table it suggests reads back as the measured figures rounded up', () => {
    const measured: OwnSize[] = [
      { label: 'AskCard', own: 38_196 },
      { label: 'core: askToolDefinition (plain)', own: 1_144 },
    ];
    const kept = parseBudgets(
      readme([
        ['AskCard', '30.0', 'issue 30: JSON field'],
        ['core: askToolDefinition (plain)', '1.0', 'a static definition'],
      ]),
    );
    const budgets = parseBudgets(`### Size budgets\n\n${budgetTable(measured, kept)}\n`);
    expect(budgets.map(({ label, budget, why }) => [label, budget, why])).toEqual([
      ['AskCard', 38_200, 'issue 30: JSON field'],
      ['core: askToolDefinition (plain)', 1_200, 'a static definition'],
    ]);
    expect(checkBudgets(measured, budgets)).toEqual({ failures: [], notes: [] });
    // A new import gets a placeholder reason, which the check refuses until someone writes one.
    const fresh = `### Size budgets\n\n${budgetTable(measured, kept.slice(0, 1))}\n`;
    expect(() => parseBudgets(fresh)).toThrow(/core: askToolDefinition \(plain\).*reason/);
  });

  it("issue 31 #4: the README's own table reads", () => {
    const text = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    expect(parseBudgets(text).length).toBeGreaterThan(0);
  });
});
