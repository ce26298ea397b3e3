/**
 * The rules of both dialects as zod/mini checks. Each check reports a message *tail*; the path
 * is prefixed later (see `issues.ts`): `is 342 characters; the limit is 300: shorten it and
 * retry` becomes `questions[1].question is 342 characters; …`.
 *
 * Checks on arrays and objects run with `when`, even after a nested value failed, so a single
 * pass reports every issue. Those checks therefore read their value defensively.
 */
import * as z from 'zod/mini';
import type { AskDialect } from '../types';
import { formatAskInputPath, type AskInputPath } from './errors';
import { ASK_LIMITS, ASK_USER_ID_PATTERN } from './limits';
import { codePointLength, isBlank, labelKey, quote } from './text';

type Payload = z.core.ParsePayload;
type Check<T> = z.core.$ZodCheck<T>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const whenArray = { when: (payload: Payload) => Array.isArray(payload.value) };
const whenRecord = { when: (payload: Payload) => isRecord(payload.value) };

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** A string that is not empty once trimmed. */
export function nonBlank(fix: string): Check<string> {
  return z.refine<string>((text) => !isBlank(text), `is blank: ${fix}`);
}

/**
 * At most `limit` code points. `trimmed` measures the value as it will be stored (labels);
 * otherwise the string as given (questions: Markdown source counts).
 */
export function maxChars(limit: number, fix: string, { trimmed = false } = {}): Check<string> {
  const measure = (text: string) => codePointLength(trimmed ? text.trim() : text);
  return z.refine<string>((text) => measure(text) <= limit, {
    error: (issue) => `is ${measure(String(issue.input))} characters; the limit is ${limit}: ${fix}`,
  });
}

/**
 * Between `min` and `max` items.
 *
 * @example itemCount('ask_user', { min: 1, max: 3, … }) // "has 4 items; ask_user allows 1-3: ask fewer questions"
 */
export function itemCount(
  dialect: AskDialect,
  { min, max = Infinity, tooFew, tooMany = '' }: { min: number; max?: number; tooFew: string; tooMany?: string },
): Check<unknown[]> {
  const allowed = max === Infinity ? `needs at least ${min}` : `allows ${min}-${max}`;
  return z.superRefine<unknown[]>((items, ctx) => {
    if (items.length >= min && items.length <= max) return;
    ctx.addIssue(`has ${plural(items.length, 'item')}; ${dialect} ${allowed}: ${items.length < min ? tooFew : tooMany}`);
  }, whenArray);
}

/** A prompt (both dialects): Markdown source, not blank, at most 300 code points as given. */
export const QuestionText = z
  .string()
  .check(nonBlank('write the question'), maxChars(ASK_LIMITS.questionMaxChars, 'shorten it and retry'));

/** A suggestion for a malformed id: `Deploy-Target` and `deployTarget` → `deploy_target`. */
function suggestId(id: string): string | undefined {
  const snake = id
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (snake === '') return undefined;
  return /^[a-z]/.test(snake) ? snake : `q_${snake}`;
}

/** An ask_user answer key. */
export const snakeCaseId: Check<string> = z.refine<string>((id) => ASK_USER_ID_PATTERN.test(id), {
  error: (issue) => {
    const id = String(issue.input);
    const suggestion = suggestId(id);
    const fix = suggestion ? `use ${quote(suggestion)}` : 'use lowercase letters, digits and _, starting with a letter';
    return `${quote(id)} must be snake_case (${ASK_USER_ID_PATTERN.source}): ${fix}`;
  },
});

/**
 * A whole number, with the nearest one suggested.
 *
 * @example integer('seconds') // 12.5 → "is 12.5; it must be an integer: use 13 (seconds)"
 */
export function integer(note: string): Check<number> {
  return z.refine<number>(Number.isInteger, {
    error: (issue) => `is ${String(issue.input)}; it must be an integer: use ${Math.round(Number(issue.input))} (${note})`,
  });
}

const OTHER_LABEL = /^other(?:\.\.\.|…)?$/i;

/**
 * No authored "Other" option (ask_user): the card always offers free text, so a second "Other"
 * would be a dead end. Reported on the option, whatever else is wrong with it.
 */
export const noOtherOption: Check<unknown> = z.superRefine<unknown>((option, ctx) => {
  if (isRecord(option) && typeof option.label === 'string' && OTHER_LABEL.test(option.label.trim())) {
    ctx.addIssue(': remove the "Other" option; free text is always offered');
  }
}, whenRecord);

/** An option's label and where it sits: a string option is its own label. */
function optionLabel(option: unknown): { label: string; at: AskInputPath } | undefined {
  if (typeof option === 'string') return { label: option, at: [] };
  if (isRecord(option) && typeof option.label === 'string') return { label: option.label, at: ['label'] };
  return undefined;
}

function questionsOf(input: unknown): unknown[] {
  return isRecord(input) && Array.isArray(input.questions) ? input.questions : [];
}

/**
 * Option labels are unique within their question, compared trimmed and case-insensitively.
 * Checked on the whole input so the message can name both options by their full path.
 */
export const uniqueLabels: Check<unknown> = z.superRefine<unknown>((input, ctx) => {
  questionsOf(input).forEach((question, q) => {
    if (!isRecord(question) || !Array.isArray(question.options)) return;
    const seen = new Map<string, AskInputPath>();
    question.options.forEach((option, o) => {
      const found = optionLabel(option);
      if (!found || isBlank(found.label)) return;
      const path = ['questions', q, 'options', o, ...found.at];
      const first = seen.get(labelKey(found.label));
      if (!first) {
        seen.set(labelKey(found.label), path);
        return;
      }
      ctx.addIssue({
        code: 'custom',
        path,
        message: `${quote(found.label)} repeats ${formatAskInputPath(first)}: option labels must be unique (compared trimmed, ignoring case); rename or remove one`,
      });
    });
  });
}, whenRecord);

/** ask_user question ids are unique across the prompt: they key the answers. */
export const uniqueIds: Check<unknown> = z.superRefine<unknown>((input, ctx) => {
  const seen = new Map<string, number>();
  questionsOf(input).forEach((question, q) => {
    if (!isRecord(question) || typeof question.id !== 'string') return;
    const first = seen.get(question.id);
    if (first === undefined) {
      seen.set(question.id, q);
      return;
    }
    ctx.addIssue({
      code: 'custom',
      path: ['questions', q, 'id'],
      message: `${quote(question.id)} repeats questions[${first}].id: question ids must be unique; rename one`,
    });
  });
}, whenRecord);
