/** What every form reader shares: how issues are collected and texts measured. */
import { AskInputError, formatAskInputPath, type AskInputPath } from '../errors';
import type { AskInputIssue } from '../errors';
import { MAX_REPORTED_ISSUES } from '../limits';
import { codePointCount } from '../size';
import { labelKey } from '../../markdown/text';
import { textKey } from '../text';

export type Fail = (path: AskInputPath, problem: string) => void;

/** Collects issues the way every ask-cards parser reports them: path first, then the fix. */
export function collector() {
  const issues: AskInputIssue[] = [];
  let found = 0;
  const fail: Fail = (path, problem) => {
    if (found++ < MAX_REPORTED_ISSUES)
      issues.push({ path, message: `${formatAskInputPath(path)} ${problem}` });
  };
  return { fail, error: () => (found ? new AskInputError(issues, found) : null) };
}

export const kindOf = (value: unknown): string =>
  value === null || value === undefined
    ? String(value)
    : Array.isArray(value)
      ? 'an array'
      : typeof value === 'object'
        ? 'an object'
        : `a ${typeof value}`;

/**
 * Whether `text` is within `max` code points; past it, an issue. Checked before a text is
 * compared or shown, so a 10 MB title costs one pass and no more.
 */
export function withinLength(
  text: string,
  max: number,
  path: AskInputPath,
  fail: Fail,
  fix: string,
) {
  // A code point is one or two units: a text of at most `max` units needs no count.
  const length = text.length <= max ? text.length : codePointCount(text);
  if (length <= max) return true;
  fail(path, `is ${length} characters; the limit is ${max}: ${fix}`);
  return false;
}

/**
 * How a choice's label reads to a user (`**Staging**` as `Staging`; a label that renders as
 * nothing as its source): two choices with one look cannot be told apart.
 */
export const labelLook = (label: string): string => labelKey(label) || textKey(label);
