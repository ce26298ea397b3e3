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
import {
  ASK_USER_ID_PATTERN,
  ASK_USER_QUESTION_MAX_CHARS,
  ASKTOOL_LABEL_MAX_CHARS,
  DESCRIPTION_MAX_CHARS,
  ID_MAX_CHARS,
  MAX_ITEMS,
  QUESTION_MAX_CHARS,
} from './limits';
import { isRecord } from './guards';
import { labelKey } from '../markdown/text';
import { codePointLength, isBlank, quote, readsAsOther } from './text';

type Report = (tail: string, path?: AskInputPath) => void;
type Issues = z.core.$ZodRawIssue[];

const always = { when: () => true };

const VISIBLE_LABEL = 'give every option a visible label';

/**
 * A check that hands the value to `test` with a `report` function. `evenAfterIssues` runs it
 * when a nested value already failed (zod skips checks then, unless they have a `when`).
 */
function rule<T>(
  test: (value: T, report: Report, issues: Issues) => void,
  evenAfterIssues?: boolean,
): z.core.$ZodCheck<T> {
  return z.check<T>(
    (payload) => {
      const report: Report = (message, path = []) => {
        // `continue` as a refinement's issue has it: the checks after this one still run.
        payload.issues.push({
          code: 'custom',
          input: payload.value,
          path,
          message,
          continue: true,
        });
      };
      test(payload.value, report, payload.issues);
    },
    evenAfterIssues ? always : undefined,
  );
}

/**
 * A string that is not blank (nothing visible once invisible code points and whitespace are
 * removed: see `textKey`; `blank` says how to fix it) and at most `limit` code points: measured
 * as stored when `trimmed` (labels), otherwise as given (questions: Markdown source counts).
 */
export function text(blank: string, limit = Infinity, fix = '', trimmed = false) {
  return z.string().check(
    rule<string>((value, report) => {
      if (isBlank(value)) report(`is blank: ${blank}`);
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
 * @example
 * itemCount('ask_user', 1, 3, …) // "has 4 items; ask_user allows 1-3: ask fewer questions"
 */
export function itemCount(
  dialect: AskDialect,
  min: number,
  max: number,
  tooFew: string,
  tooMany: string,
) {
  const tail = (n: number) =>
    `has ${n} item${n === 1 ? '' : 's'}; ` +
    `${dialect} allows ${min}-${max}: ${n < min ? tooFew : tooMany}`;
  return [
    z.maxLength(MAX_ITEMS, { error: (issue) => tail((issue.input as unknown[]).length) }),
    rule((items, report) => {
      if (Array.isArray(items) && (items.length < min || items.length > max))
        report(tail(items.length));
    }, true),
  ] as const;
}

/** An asktool prompt: Markdown source, not blank, at most 300 code points as given. */
export const QuestionText = text('write the question', QUESTION_MAX_CHARS, 'shorten it and retry');

/** An ask_user question: as `QuestionText`, bounded only against hostile input (4,000). */
export const AskUserQuestionText = text(
  'write the question',
  ASK_USER_QUESTION_MAX_CHARS,
  'shorten it and retry',
);

/**
 * A string of at most `max` code points as given, `fix` saying what to do past it; with
 * `{ empty }` an empty one, with `{ blank }` a blank one, is an issue too, saying how to fix it.
 */
export const boundedText = (
  max: number,
  fix: string,
  required: { empty?: string; blank?: string } = {},
) =>
  z.string().check(
    z.check<string>((payload) => {
      const push = (message: string) =>
        payload.issues.push({ code: 'custom', input: payload.value, message, continue: true });
      if (required.empty && payload.value === '') push(`is empty: ${required.empty}`);
      if (required.blank && isBlank(payload.value)) push(`is blank: ${required.blank}`);
      const length = codePointLength(payload.value);
      if (length > max) push(`is ${length} characters; the limit is ${max}: ${fix}`);
    }),
  );

/**
 * An option label (every dialect), at most `limit` code points as stored, trimmed. That it shows
 * something once rendered is checked with the other labels, by `unique`.
 */
export const optionLabel = (limit: number) => text(VISIBLE_LABEL, limit, 'shorten it', true);

/**
 * An option description (both dialects): plain text, at most `DESCRIPTION_MAX_CHARS` code points
 * trimmed.
 */
export const OptionDescription = z.string().check(
  rule<string>((value, report) => {
    const length = codePointLength(value.trim());
    if (length > DESCRIPTION_MAX_CHARS)
      report(`is ${length} characters; the limit is ${DESCRIPTION_MAX_CHARS}: shorten it`);
  }),
);

/**
 * A valid answer key close to a malformed one (`Deploy-Target` → `deploy_target`), or null when
 * it has no letters or digits.
 */
function suggestId(id: string): string | null {
  const snake = id
    .slice(0, 4 * ID_MAX_CHARS)
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return snake
    ? (/^[a-z]/.test(snake) ? snake : `q_${snake}`).slice(0, ID_MAX_CHARS).replace(/_+$/, '')
    : null;
}

const snakeCaseTail = (id: string, suggestion: string | null) =>
  `${quote(id)} must be snake_case (${ASK_USER_ID_PATTERN.source}): ${
    suggestion
      ? `use ${JSON.stringify(suggestion)}`
      : 'use lowercase letters, digits and _, starting with a letter, e.g. "deploy_target"'
  }`;

/**
 * An ask_user answer key of at most `ID_MAX_CHARS` characters, with a suggestion for a malformed
 * one that is itself valid: `Deploy-Target` and `deployTarget` → `deploy_target`. Where that
 * suggestion is another question's id, `unique` makes it unique.
 */
export const snakeCaseId = rule<string>((id, report) => {
  const length = codePointLength(id);
  if (length > ID_MAX_CHARS)
    report(`is ${length} characters; the limit is ${ID_MAX_CHARS}: use a shorter answer key`);
  if (!ASK_USER_ID_PATTERN.test(id)) report(snakeCaseTail(id, suggestId(id)));
});

/**
 * A whole number, with the nearest one suggested: within `range` when it has one (a value the
 * parser would clamp is valid, but suggesting it would only invite the clamp).
 *
 * @example integer('seconds') // 12.5 → "is 12.5; it must be an integer: use 13 (seconds)"
 * @example integer('seconds', [30, 3600]) // 1.5 → "… use 30 (seconds)"
 */
export function integer(
  note: string,
  range?: readonly [min: number, max: number],
): z.core.$ZodCheck<number> {
  return rule<number>((value, report) => {
    if (Number.isInteger(value)) return;
    let nearest = Number.isFinite(value) ? Math.round(value) : (range?.[0] ?? 0);
    if (range) nearest = Math.min(range[1], Math.max(range[0], nearest));
    report(`is ${value}; it must be an integer: use ${nearest} (${note})`);
  });
}

/**
 * An option's label, whether the option is a label string or an object; undefined when it has
 * none.
 */
const labelOf = (option: unknown): unknown => (isRecord(option) ? option.label : option);

/**
 * How many options are left once the fixes the messages suggest are all applied by removing:
 * every repeated label and, with `noOther` (ask_user), every "Other". Where fewer than the
 * dialect allows would be left, the messages say to rename or replace instead, so no fix leads
 * to "has 1 item" (applied alone or together).
 */
function leftAfterRemovals(
  options: readonly unknown[],
  noOther: boolean,
  keys: readonly (string | null)[] = options.map(keyOf),
): number {
  const seen = new Set<string>();
  let removed = 0;
  options.forEach((option, o) => {
    const key = keys[o];
    if (key === null || key === undefined || key === '') return;
    if ((noOther && readsAsOther(labelOf(option) as string)) || seen.has(key)) removed++;
    seen.add(key);
  });
  return options.length - removed;
}

/**
 * The `labelKey` of an option's label, or null when it has no string label or one longer than
 * any dialect allows (its length is reported; rendering it would only cost time).
 */
function keyOf(option: unknown): string | null {
  const label = labelOf(option);
  if (typeof label !== 'string' || label.length > 2 * ASKTOOL_LABEL_MAX_CHARS) return null;
  return labelKey(label);
}

/**
 * No authored "Other" option (ask_user), in any spelling a user reads as one (`readsAsOther`):
 * the card always offers free text, so a second "Other" would be a dead end. Checked on the
 * options so the fix can count them (see `leftAfterRemovals`). Reported on the option, whatever
 * else is wrong with it.
 */
export function noOtherOption(min: number) {
  return rule<unknown>((options, report) => {
    // Past MAX_ITEMS only the count is reported (see `itemCount`).
    if (!Array.isArray(options) || options.length > MAX_ITEMS) return;
    const others = options.flatMap((option, o) => {
      const label = labelOf(option);
      return isRecord(option) && typeof label === 'string' && readsAsOther(label) ? [o] : [];
    });
    if (others.length === 0) return;
    const fix =
      leftAfterRemovals(options, true) < min
        ? 'replace the "Other" option with another choice'
        : 'remove the "Other" option';
    for (const o of others) report(`: ${fix}; free text is always offered`, [o]);
  }, true);
}

/**
 * Checked on the whole input so the messages can name both places by their full path: option
 * labels are unique within their question, compared by the text they show (`labelKey`: so
 * `Café` NFC = NFD, `Staging` = `staging` + U+200B = `<b>Staging</b>`, `Ｐrod` = `Prod`), and a
 * label that renders as nothing (`** **`, `---`) is reported; with `ids` (ask_user), question ids
 * are unique across the prompt, since they key the answers. Where removing would leave fewer
 * than `minOptions` (see `leftAfterRemovals`; `noOther` as there), the message says to rename
 * only.
 */
export function unique(
  ids: boolean,
  minOptions: number,
  noOther = false,
): z.core.$ZodCheck<unknown> {
  return rule((input, report, issues) => {
    /** Records `path` under `key`, or reports it as a repeat of the first place `key` was seen. */
    const repeats = (
      seen: Map<string, AskInputPath>,
      key: string,
      value: string,
      path: AskInputPath,
      fix: string,
    ) => {
      const first = seen.get(key);
      if (first) report(`${quote(value)} repeats ${formatAskInputPath(first)}: ${fix}`, path);
      else seen.set(key, path);
    };
    const seenIds = new Map<string, AskInputPath>();
    const questions =
      isRecord(input) && Array.isArray(input.questions) && input.questions.length <= MAX_ITEMS
        ? input.questions
        : [];
    questions.forEach((question, q) => {
      if (!isRecord(question)) return;
      if (ids && typeof question.id === 'string') {
        repeats(
          seenIds,
          question.id,
          question.id,
          ['questions', q, 'id'],
          'question ids must be unique; rename one',
        );
      }
      if (!Array.isArray(question.options) || question.options.length > MAX_ITEMS) return;
      const options = question.options as unknown[];
      // Each label is rendered once: the keys serve the fix, the repeats and the emptiness check.
      const keys = options.map(keyOf);
      const fix =
        'option labels must be unique ' +
        '(compared ignoring case, spacing, width and invisible characters); ' +
        (leftAfterRemovals(options, noOther, keys) < minOptions
          ? 'rename one'
          : 'rename or remove one');
      const seenLabels = new Map<string, AskInputPath>();
      options.forEach((option, o) => {
        // A string option is its own label.
        const label = labelOf(option);
        const key = keys[o];
        if (typeof label !== 'string' || key === null || key === undefined) return;
        const path: AskInputPath = isRecord(option)
          ? ['questions', q, 'options', o, 'label']
          : ['questions', q, 'options', o];
        // A blank label is reported as blank by its own check.
        if (key === '' && !isBlank(label))
          report(
            `renders as nothing: ${VISIBLE_LABEL}; Markdown marks and raw HTML alone show no ` +
              'text (write words, or escape a mark to show it: `\\-`)',
            path,
          );
        if (key !== '') repeats(seenLabels, key, label, path, fix);
      });
    });
    if (ids) uniqueIdSuggestions(questions, issues);
  }, true);
}

/**
 * Rewrites the suggestion of each snake_case issue (reported by `snakeCaseId`, as a tail at the
 * id's full path) that names an id already taken, so that following it cannot repeat an id:
 * `deploy_target` and `Deploy-Target` → `use "deploy_target_2"`.
 */
function uniqueIdSuggestions(questions: readonly unknown[], issues: Issues): void {
  const ids = questions.map((question) =>
    isRecord(question) && typeof question.id === 'string' ? question.id : null,
  );
  const taken = new Set(
    ids.filter(
      (id): id is string =>
        id !== null && ASK_USER_ID_PATTERN.test(id) && id.length <= ID_MAX_CHARS,
    ),
  );
  ids.forEach((id, q) => {
    if (id === null || ASK_USER_ID_PATTERN.test(id)) return;
    const first = suggestId(id);
    let suggestion = first;
    for (let n = 2; suggestion !== null && taken.has(suggestion); n++)
      suggestion = `${first!.slice(0, ID_MAX_CHARS - `_${n}`.length)}_${n}`;
    if (suggestion !== null) taken.add(suggestion);
    if (suggestion === first) return;
    const at = issues.findIndex(
      ({ path, message }) =>
        path?.length === 3 &&
        path[0] === 'questions' &&
        path[1] === q &&
        path[2] === 'id' &&
        message?.includes('must be snake_case'),
    );
    if (at >= 0) issues[at] = { ...issues[at]!, message: snakeCaseTail(id, suggestion) };
  });
}
