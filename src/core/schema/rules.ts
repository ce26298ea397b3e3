/**
 * The rules of both dialects as zod/mini checks. Each check reports a message *tail*; the path
 * is prefixed later (see `issues.ts`): `is 342 characters; the limit is 300: shorten it and
 * retry` becomes `questions[1].question is 342 characters; …`.
 *
 * Checks on arrays and objects run even after a nested value failed, so a single pass reports
 * every issue. Those checks therefore read their value defensively. The exception is an array of
 * more than `MAX_ITEMS`: it reports its count alone, and the checks of the values around it are
 * skipped (see `itemCount`).
 */
import * as z from 'zod/mini';
import type { AskDialect } from '../types';
import { formatAskInputPath, type AskInputPath } from './errors';
import { ASK_USER_ID_PATTERN, MAX_ITEMS, QUESTION_MAX_CHARS } from './limits';
import { codePointLength, labelKey } from './text';

type Report = (tail: string, path?: AskInputPath) => void;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const always = { when: () => true };

/**
 * A check that hands the value to `test` with a `report` function. `evenAfterIssues` runs it
 * when a nested value already failed (zod skips checks then, unless they have a `when`).
 */
function rule<T>(test: (value: T, report: Report) => void, evenAfterIssues?: boolean): z.core.$ZodCheck<T> {
  return z.check<T>((payload) => {
    test(payload.value, (message, path = []) => {
      // `continue` as a refinement's issue has it: the checks after this one still run.
      payload.issues.push({ code: 'custom', input: payload.value, path, message, continue: true });
    });
  }, evenAfterIssues ? always : undefined);
}

/**
 * A string that is not blank once trimmed (`blank` says how to fix it) and at most `limit` code
 * points: measured as stored when `trimmed` (labels), otherwise as given (questions: Markdown
 * source counts).
 */
export function text(blank: string, limit = Infinity, fix = '', trimmed = false) {
  return z.string().check(
    rule<string>((value, report) => {
      if (value.trim() === '') report(`is blank: ${blank}`);
      const length = codePointLength(trimmed ? value.trim() : value);
      if (length > limit) report(`is ${length} characters; the limit is ${limit}: ${fix}`);
    }),
  );
}

/**
 * Between `min` and `max` items, as two checks to spread into the array's `.check()`. The first
 * rejects more than `MAX_ITEMS` before zod reads a single item (a leading size check does:
 * colinhacks/zod#6652), so a huge array costs one issue; the second runs after the items, so a
 * count a little off is reported together with what is wrong inside.
 *
 * @example itemCount('ask_user', 1, 3, …) // "has 4 items; ask_user allows 1-3: ask fewer questions"
 */
export function itemCount(dialect: AskDialect, min: number, max: number, tooFew: string, tooMany: string) {
  const tail = (n: number) => `has ${n} item${n === 1 ? '' : 's'}; ${dialect} allows ${min}-${max}: ${n < min ? tooFew : tooMany}`;
  return [
    z.maxLength(MAX_ITEMS, { error: (issue) => tail((issue.input as unknown[]).length) }),
    rule((items, report) => {
      if (Array.isArray(items) && (items.length < min || items.length > max)) report(tail(items.length));
    }, true),
  ] as const;
}

/** A prompt (both dialects): Markdown source, not blank, at most 300 code points as given. */
export const QuestionText = text('write the question', QUESTION_MAX_CHARS, 'shorten it and retry');

/** An option label (both dialects); ask_user's `limit` measures it as stored, trimmed. */
export const optionLabel = (limit?: number) => text('give every option a visible label', limit, 'shorten it', true);

/** An ask_user answer key, with a suggestion for a malformed one: `Deploy-Target` and `deployTarget` → `deploy_target`. */
export const snakeCaseId = rule<string>((id, report) => {
  if (ASK_USER_ID_PATTERN.test(id)) return;
  const snake = id
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const fix = snake ? `use ${JSON.stringify(/^[a-z]/.test(snake) ? snake : `q_${snake}`)}` : 'use lowercase letters, digits and _, starting with a letter';
  report(`${JSON.stringify(id)} must be snake_case (${ASK_USER_ID_PATTERN.source}): ${fix}`);
});

/**
 * A whole number, with the nearest one suggested.
 *
 * @example integer('seconds') // 12.5 → "is 12.5; it must be an integer: use 13 (seconds)"
 */
export function integer(note: string): z.core.$ZodCheck<number> {
  return rule<number>((value, report) => {
    if (!Number.isInteger(value)) report(`is ${value}; it must be an integer: use ${Math.round(value)} (${note})`);
  });
}

/**
 * No authored "Other" option (ask_user): the card always offers free text, so a second "Other"
 * would be a dead end. Reported on the option, whatever else is wrong with it.
 */
export const noOtherOption = rule((option, report) => {
  if (isRecord(option) && typeof option.label === 'string' && /^other(?:\.\.\.|…)?$/i.test(option.label.trim())) {
    report(': remove the "Other" option; free text is always offered');
  }
}, true);

/**
 * Checked on the whole input so the messages can name both places by their full path: option
 * labels are unique within their question, compared trimmed and case-insensitively; with `ids`
 * (ask_user), question ids are unique across the prompt, since they key the answers.
 */
export function unique(ids: boolean): z.core.$ZodCheck<unknown> {
  return rule((input, report) => {
    /** Records `path` under `key`, or reports it as a repeat of the first place `key` was seen. */
    const repeats = (seen: Map<string, AskInputPath>, key: string, value: string, path: AskInputPath, fix: string) => {
      const first = seen.get(key);
      if (first) report(`${JSON.stringify(value)} repeats ${formatAskInputPath(first)}: ${fix}`, path);
      else seen.set(key, path);
    };
    const seenIds = new Map<string, AskInputPath>();
    const questions = isRecord(input) && Array.isArray(input.questions) ? input.questions : [];
    questions.forEach((question, q) => {
      if (!isRecord(question)) return;
      if (ids && typeof question.id === 'string') {
        repeats(seenIds, question.id, question.id, ['questions', q, 'id'], 'question ids must be unique; rename one');
      }
      const seenLabels = new Map<string, AskInputPath>();
      if (!Array.isArray(question.options)) return;
      question.options.forEach((option, o) => {
        // A string option is its own label.
        const inObject = isRecord(option);
        const label = inObject ? option.label : option;
        if (typeof label !== 'string' || label.trim() === '') return;
        const path: AskInputPath = inObject ? ['questions', q, 'options', o, 'label'] : ['questions', q, 'options', o];
        repeats(seenLabels, labelKey(label), label, path, 'option labels must be unique (compared trimmed, ignoring case); rename or remove one');
      });
    });
  }, true);
}
