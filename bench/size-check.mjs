// Own-code budgets per public import (issue 31 #4): fails when an import's own code (min+gzip,
// every dependency external: the `own` column of bench/size.mjs) grows more than 2% over its
// budget in README.md's "Size budgets" table, or when an import has no row there. Run after
// `npm run build`; `npm test` does.
// Usage: node bench/size-check.mjs [--table]   (--table prints the table at today's figures)
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgetTable, checkBudgets, parseBudgets, SizeBudgetTableError } from './budgets.mjs';
import { ownBytes, root, ROWS } from './size.mjs';

/** Measures every import and prints the verdict; the exit code says pass (0) or fail (1). */
async function main() {
  if (!existsSync(`${root}dist/core.js`)) {
    console.error('dist/ is missing: run `npm run build` first');
    return 1;
  }
  const started = performance.now();
  // One esbuild bundle per import, all at once: esbuild spreads them over the cores.
  const measured = await Promise.all(
    ROWS.map(async (row) => ({ label: row.label, own: await ownBytes(row) })),
  );
  const readme = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');
  let budgets;
  try {
    budgets = parseBudgets(readme);
  } catch (error) {
    if (!(error instanceof SizeBudgetTableError)) throw error;
    if (process.argv.includes('--table')) budgets = [];
    else {
      console.error(`size budgets: ${error.message}`);
      return 1;
    }
  }
  if (process.argv.includes('--table')) {
    console.log(budgetTable(measured, budgets));
    return 0;
  }
  const { failures, notes } = checkBudgets(measured, budgets);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  for (const note of notes) console.log(`note: ${note}`);
  for (const failure of failures) console.log(`✗ ${failure}`);
  console.log(
    `size budgets: ${measured.length} imports, ${failures.length} over or missing (${seconds} s)`,
  );
  return failures.length ? 1 : 0;
}

// exitCode, not exit(): a piped stdout (CI's log) gets every line first.
// Run as a script (not imported): compared as paths, so a folder with spaces or a symlink still runs.
if (
  process.argv[1] &&
  relative(realpathSync(process.argv[1]), fileURLToPath(import.meta.url)) === ''
)
  process.exitCode = await main();
