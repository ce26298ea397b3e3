// Own-code budgets per public import (issue 31 #4): README.md's "Size budgets" table read, and
// measured sizes checked against it. Pure: bench/size-check.mjs (the CI check) and bench/size.mjs
// (the `npm run size` table) both use it; test/node/size-budgets.test.ts tests it.

/** How far an import may grow over its budget before the check fails. */
export const TOLERANCE = 0.02;
/** Below this share of its budget, the check suggests lowering the budget. */
export const SLACK = 0.9;

const HEADING = /^###\s+Size budgets\s*$/;
const WHERE = "README.md's Size budgets table";
const FIX = `raise its budget in ${WHERE} with a reason, or shrink it`;
const PLACEHOLDER = 'TODO: say why';
// Budgets are written in kB of 1,000 bytes with one decimal, as bench/size.mjs prints them.
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
// A budget at a measured figure: rounded up, so it holds what it was measured at.
const ceilKB = (bytes) => (Math.ceil(bytes / 100) / 10).toFixed(1);

/** README.md's Size budgets table cannot be read; the message names the line and the fix. */
export class SizeBudgetTableError extends Error {
  constructor(message, line) {
    super(line === undefined ? message : `README.md line ${line}: ${message}`);
    this.name = 'SizeBudgetTableError';
    this.line = line;
  }
}

// A table row's cells; `\|` stays inside a cell.
const cellsOf = (line) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim().replaceAll('\\|', '|'));

/**
 * The budgets of README.md's "### Size budgets" section: its first table, with an import, an
 * own-code budget (kB, one decimal) and a why column. Throws a SizeBudgetTableError naming the
 * line for anything else.
 *
 * @example
 * parseBudgets('### Size budgets\n\n| import | own-code budget (kB) | why |\n|---|---|---|\n' +
 *   '| AskCard | 38.2 | issue 30: JSON field |\n');
 * // [{ label: 'AskCard', budget: 38200, why: 'issue 30: JSON field', line: 5 }]
 */
export function parseBudgets(readme) {
  const lines = readme.split(/\r?\n/);
  const start = lines.findIndex((l) => HEADING.test(l));
  if (start < 0) {
    throw new SizeBudgetTableError(
      'README.md has no "### Size budgets" section: add it with a table | import | own-code budget (kB) | why |',
    );
  }
  let end = lines.findIndex((l, i) => i > start && /^#{1,3}\s/.test(l));
  if (end < 0) end = lines.length;
  const head = lines.findIndex((l, i) => i > start && i < end && l.trim().startsWith('|'));
  if (head < 0) {
    throw new SizeBudgetTableError(
      'no table: add | import | own-code budget (kB) | why | with one row per import',
      start + 1,
    );
  }
  const header = cellsOf(lines[head]).map((c) => c.toLowerCase());
  const column = (name, test) => {
    const i = header.findIndex(test);
    if (i < 0) {
      throw new SizeBudgetTableError(
        `the Size budgets table has no "${name}" column: its header must read | import | own-code budget (kB) | why |`,
        head + 1,
      );
    }
    return i;
  };
  const at = {
    label: column('import', (c) => c.startsWith('import')),
    budget: column('own-code budget (kB)', (c) => c.includes('budget')),
    why: column('why', (c) => c.startsWith('why')),
  };
  const budgets = [];
  const seen = new Map();
  for (let i = head + 2; i < end && lines[i].trim().startsWith('|'); i++) {
    const line = i + 1;
    const cells = cellsOf(lines[i]);
    if (cells.length !== header.length) {
      throw new SizeBudgetTableError(
        `the row has ${cells.length} cells, the header ${header.length} cells: write \\| for a | inside a cell`,
        line,
      );
    }
    const label = cells[at.label].replace(/^`(.*)`$/, '$1');
    const text = cells[at.budget].replace(/\s*kB$/, '');
    const why = cells[at.why];
    if (/^\d+\.\d{2,}$/.test(text)) {
      throw new SizeBudgetTableError(
        `${label}'s budget "${cells[at.budget]}" has more than one decimal: write kB with one decimal, as \`npm run size\` prints them`,
        line,
      );
    }
    if (!/^\d+(\.\d)?$/.test(text)) {
      throw new SizeBudgetTableError(
        `${label}'s budget "${cells[at.budget]}" is not a size in kB: write it like 38.2`,
        line,
      );
    }
    if (!why || why.startsWith('TODO')) {
      throw new SizeBudgetTableError(
        `${label} has no reason: say in its "why" cell what the import pays for (e.g. "issue 30: JSON field")`,
        line,
      );
    }
    if (seen.has(label)) {
      throw new SizeBudgetTableError(
        `${label} is in the table twice (also line ${seen.get(label)}): keep one row`,
        line,
      );
    }
    seen.set(label, line);
    // Whole tenths of a kB, so 38.2 is 38200 bytes exactly.
    budgets.push({ label, budget: Math.round(Number(text) * 10) * 100, why, line });
  }
  if (!budgets.length) {
    throw new SizeBudgetTableError('the Size budgets table has no rows', head + 1);
  }
  return budgets;
}

/**
 * Compares each import's measured own code with its budget. A failure: over the budget by more
 * than TOLERANCE, no row, or a row for no import. A note: under SLACK of the budget.
 *
 * @example
 * checkBudgets([{ label: 'AskCard', own: 39100 }], parseBudgets(readme)).failures;
 * // ["AskCard: own code 39.1 kB is 2.4% over its budget of 38.2 kB (2% allowed): raise …"]
 */
export function checkBudgets(measured, budgets) {
  const byLabel = new Map(budgets.map((b) => [b.label, b]));
  const failures = [];
  const notes = [];
  for (const { label, own } of measured) {
    const row = byLabel.get(label);
    if (!row) {
      failures.push(
        `${label}: no budget (own code ${kB(own)}): add a row "| ${label} | ${ceilKB(own)} | <why> |" to ${WHERE}`,
      );
      continue;
    }
    const over = ((own - row.budget) / row.budget) * 100;
    // In whole bytes and percent, so 2.0% over passes on every machine.
    if (own * 100 > row.budget * (100 + TOLERANCE * 100)) {
      failures.push(
        `${label}: own code ${kB(own)} is ${over.toFixed(1)}% over its budget of ${kB(row.budget)} (${TOLERANCE * 100}% allowed): ${FIX}`,
      );
    } else if (own < row.budget * SLACK) {
      notes.push(
        `${label}: own code ${kB(own)} is ${Math.round((own / row.budget) * 100)}% of its budget of ${kB(row.budget)}: lower the budget in ${WHERE} to keep the gain`,
      );
    }
  }
  const labels = new Set(measured.map((m) => m.label));
  for (const row of budgets) {
    if (!labels.has(row.label)) {
      failures.push(
        `${row.label} (README.md line ${row.line}) is no import of bench/size.mjs's ROWS: remove its row from ${WHERE} or fix its label`,
      );
    }
  }
  return { failures, notes };
}

/**
 * The Size budgets table at these figures, each rounded up to a tenth of a kB, with the reasons
 * of `budgets` kept (a placeholder, which parseBudgets refuses, where there is none).
 *
 * @example
 * budgetTable([{ label: 'AskCard', own: 38196 }]);
 * // '| import | own-code budget (kB) | why |\n|---|---|---|\n| AskCard | 38.2 | TODO: say why |'
 */
export function budgetTable(measured, budgets = []) {
  const why = new Map(budgets.map((b) => [b.label, b.why]));
  return [
    '| import | own-code budget (kB) | why |',
    '|---|---|---|',
    ...measured.map(
      ({ label, own }) => `| ${label} | ${ceilKB(own)} | ${why.get(label) ?? PLACEHOLDER} |`,
    ),
  ].join('\n');
}
