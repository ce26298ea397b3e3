/** One row of README.md's Size budgets table. */
export interface SizeBudget {
  /** The import, as bench/size.mjs's ROWS labels it. */
  label: string;
  /** The own-code budget in bytes (min+gzip, every dependency external). */
  budget: number;
  /** Why the import costs what it does. */
  why: string;
  /** 1-based line of README.md. */
  line: number;
}
/** One import's own code, measured. */
export interface OwnSize {
  label: string;
  own: number;
}
export interface BudgetCheck {
  /** What makes the check fail, one message per import. */
  failures: string[];
  /** Budgets far above what they hold: lower them (never a failure). */
  notes: string[];
}
/** How far an import may grow over its budget before the check fails: 2%. */
export declare const TOLERANCE: number;
/** Below this share of its budget, an import gets a note to lower the budget. */
export declare const SLACK: number;
/** README.md's Size budgets table cannot be read; the message names the line and the fix. */
export declare class SizeBudgetTableError extends Error {
  readonly line: number | undefined;
}
/**
 * The budgets of README.md's "### Size budgets" table (import, own-code budget in kB, why).
 * @example parseBudgets(readFileSync('README.md', 'utf8'))[0]; // { label: 'AskCard', budget: 38200, … }
 */
export declare function parseBudgets(readme: string): SizeBudget[];
/**
 * Each import's own code against its budget: over by more than 2%, no row, or a row for no import
 * fails; under 90% gets a note.
 * @example checkBudgets([{ label: 'AskCard', own: 39100 }], budgets).failures; // ['AskCard: own code 39.1 kB is 2.4% over …']
 */
export declare function checkBudgets(measured: OwnSize[], budgets: SizeBudget[]): BudgetCheck;
/**
 * The table at these figures, rounded up to a tenth of a kB, reasons of `budgets` kept.
 * @example budgetTable([{ label: 'AskCard', own: 38196 }]); // '| import | … |\n|---|---|---|\n| AskCard | 38.2 | TODO: say why |'
 */
export declare function budgetTable(measured: OwnSize[], budgets?: SizeBudget[]): string;
