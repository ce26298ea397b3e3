/**
 * MCP elicitation (`elicitation/create`): the form mode's `requestedSchema` as one `AskRequest`,
 * and the URL mode's link. Every `PrimitiveSchemaDefinition` of the current spec
 * (`@modelcontextprotocol/sdk` `types.js`, MCP 2025-11-25) is read; anything else is an
 * `AskInputError` naming the property, so a card is never half valid.
 *
 * Unknown keywords are ignored, as the SDK's own schemas strip them; the server re-validates the
 * content it gets back anyway.
 */
import { AskInputError, type AskInputIssue, type AskInputPath } from '../../schema/errors';
import { formatAskInputPath } from '../../schema/errors';
import { isRecord, readPlainData } from '../../schema/guards';
import type { AskSafeParseResult } from '../../schema/issues';
import {
  ELICIT_DESCRIPTION_MAX_CHARS,
  ELICIT_ID_MAX_CHARS,
  ELICIT_KEY_MAX_CHARS,
  ELICIT_MAX_CHOICES,
  ELICIT_MAX_FIELDS,
  ELICIT_MAX_FORM_CHOICES,
  ELICIT_MESSAGE_MAX_CHARS,
  ELICIT_TITLE_MAX_CHARS,
  ELICIT_URL_MAX_CHARS,
  ELICIT_VALUE_MAX_CHARS,
  MAX_INPUT_LENGTH,
  MAX_REPORTED_ISSUES,
} from '../../schema/limits';
import { codePointCount, inputTooLarge } from '../../schema/size';
import { canMatchPattern, PATTERN_MAX_CHARS, patternMatches } from '../../schema/pattern';
import { setPatternMatcher } from '../../machine/pattern-check';
import { ELICIT_FORM_MODES, modeProblem } from './modes';
import { labelKey } from '../../markdown/text';
import { codePointLength, isBlank, quote, textKey, truncateCodePoints } from '../../schema/text';
import type { AskOption, AskQuestion, AskRequest, AskTextInput } from '../../types';
import * as z from 'zod/mini';

/** The longest chip a field's `title` gets; the full title then leads the question text. */
export const ELICIT_HEADER_MAX_CHARS = 24;

/** The string formats of the spec. */
export const ELICIT_STRING_FORMATS = ['email', 'uri', 'date', 'date-time'] as const;

/** What the host knows about the request and the spec does not carry. */
export interface ElicitParseOptions {
  /**
   * The name of the MCP server asking (the SDK passes none to the handler: take it from the
   * connection, e.g. `client.getServerVersion()?.title ?? …name`). Shown so the user knows who
   * asks; it is the host's word, never the server's.
   */
  source?: string;
  /** The two choices of a boolean field. @default { true: 'Yes', false: 'No' } */
  booleanLabels?: { true: string; false: string };
  /**
   * Called for each mistake in a form the SDK accepts that the card works around: a default
   * outside the choices (ignored), a repeated choice (shown once), a field no answer can satisfy
   * (left out when optional; the card is decline-only when required: `AskRequest.unanswerable`).
   * Report it to the server's author; the user still gets a card.
   */
  onSchemaIssue?: (issue: AskInputIssue) => void;
}

/** A URL-mode elicitation, read: what the card shows and whether its link may be opened. */
export interface ElicitUrlRequest {
  mode: 'url';
  message: string;
  /** Opaque: passed back to the host as is. */
  elicitationId: string;
  /**
   * The URL as the URL parser reads it, which is what a browser would open: non-ASCII and
   * control characters percent-encoded, IDN hosts as `xn--`, so its text hides nothing.
   */
  url: string;
  /** The host name (IDNs in their `xn--` form, so look-alikes show). Empty when none. */
  host: string;
  /** Only `https:` links are offered for opening; anything else is shown and refused. */
  openable: boolean;
  /** The server's name, from `ElicitParseOptions.source`. */
  requester?: string;
}

/**
 * The outline of form-mode params as zod/mini, for `AskAdapter.inputSchema`. Loose like the SDK's
 * own; the fields' rules are `safeParseElicitRequest`'s, which reports them by property.
 */
export const ElicitRequestParams = z.looseObject({
  mode: z.optional(z.enum(ELICIT_FORM_MODES)),
  message: z.string(),
  requestedSchema: z.looseObject({
    type: z.literal('object'),
    properties: z.record(z.string(), z.looseObject({})),
    required: z.optional(z.array(z.string())),
  }),
});
export type ElicitRequestParams = z.infer<typeof ElicitRequestParams>;

type Fail = (path: AskInputPath, problem: string) => void;

/**
 * What a form the SDK accepts may still hold (issue 25 #7): `note` reports a mistake the card
 * works around; `impossible` a field no content can satisfy (`whole`: no accept at all, e.g. an
 * empty `enum` the server's validator cannot compile).
 */
interface Repair {
  note: Fail;
  impossible: (path: AskInputPath, problem: string, whole?: boolean) => void;
}

const NO_REPAIR: Repair = { note: () => {}, impossible: () => {} };

/** Collects issues the way every ask-cards parser reports them: path first, then the fix. */
function collector() {
  const issues: AskInputIssue[] = [];
  let found = 0;
  const fail: Fail = (path, problem) => {
    if (found++ < MAX_REPORTED_ISSUES)
      issues.push({ path, message: `${formatAskInputPath(path)} ${problem}` });
  };
  return { fail, error: () => (found ? new AskInputError(issues, found) : null) };
}

const kindOf = (value: unknown): string =>
  value === null || value === undefined
    ? String(value)
    : Array.isArray(value)
      ? 'an array'
      : typeof value === 'object'
        ? 'an object'
        : `a ${typeof value}`;

/**
 * What a form is read up to before it is refused for its size alone: far over `MAX_INPUT_LENGTH`,
 * so a form past a count (100,000 enum values) is read and refused naming that field.
 */
const FORM_READ_LIMIT = 8 * MAX_INPUT_LENGTH;

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * Whether `text` is within `max` code points; past it, an issue. Checked before a text is
 * compared or shown, so a 10 MB title costs one pass and no more.
 */
function withinLength(text: string, max: number, path: AskInputPath, fail: Fail, fix: string) {
  // A code point is one or two units: a text of at most `max` units needs no count.
  const length = text.length <= max ? text.length : codePointCount(text);
  if (length <= max) return true;
  fail(path, `is ${length} characters; the limit is ${max}: ${fix}`);
  return false;
}

/** Whether `list` has at most `max` items; past it, an issue, and its items are not read. */
function withinCount(
  list: readonly unknown[],
  max: number,
  path: AskInputPath,
  fail: Fail,
  fix: string,
) {
  if (list.length <= max) return true;
  fail(path, `has ${list.length} items; the limit is ${max}: ${fix}`);
  return false;
}

const TOO_MANY_CHOICES =
  `offer at most ${ELICIT_MAX_CHOICES} choices, ` + 'or ask for free text (a string field)';
const SHORTER_VALUE = 'use a shorter value (the title is what the user reads)';
const SHORTER_TITLE = 'shorten it (the description holds the detail)';

/** The choice lists of a field schema, where it has them: what the form-wide count adds up. */
function choiceLists(schema: unknown): unknown[][] {
  if (!isRecord(schema)) return [];
  const items = isRecord(schema.items) ? schema.items : {};
  return [schema.oneOf ?? schema.enum, items.anyOf ?? items.enum].filter(
    (list): list is unknown[] => Array.isArray(list),
  );
}

/**
 * A `{ const, title }` list (`oneOf` of a single select, `items.anyOf` of a multi-select). A
 * repeated const is shown once under `anyOf`; under `oneOf` it matches two branches, which the
 * server's validator refuses, so it is not offered at all.
 */
function readTitled(
  list: unknown,
  path: AskInputPath,
  fail: Fail,
  repair: Repair = NO_REPAIR,
  exclusive = false,
): AskOption[] {
  const read = readTitledItems(list, path, fail);
  const counts = new Map<string, number>();
  for (const o of read) counts.set(o.value!, (counts.get(o.value!) ?? 0) + 1);
  const seen = new Set<string>();
  return read.filter(({ value }) => {
    const value_ = value!;
    const repeated = counts.get(value_)! > 1;
    const first = !seen.has(value_);
    seen.add(value_);
    if (repeated && first)
      repair.note(
        path,
        exclusive
          ? `repeats the const ${quote(value_)}: it matches two branches of oneOf, which the ` +
              'server refuses; it is not offered'
          : `repeats the const ${quote(value_)}: it is shown once`,
      );
    return exclusive ? !repeated : first;
  });
}

function readTitledItems(list: unknown, path: AskInputPath, fail: Fail): AskOption[] {
  if (!Array.isArray(list)) {
    fail(path, `must be an array of { "const": "…", "title": "…" }, not ${kindOf(list)}`);
    return [];
  }
  if (!withinCount(list, ELICIT_MAX_CHOICES, path, fail, TOO_MANY_CHOICES)) return [];
  return list.flatMap((item, i): AskOption[] => {
    if (!isRecord(item) || typeof item.const !== 'string' || typeof item.title !== 'string') {
      fail([...path, i], 'must be { "const": string, "title": string }');
      return [];
    }
    const value = withinLength(
      item.const,
      ELICIT_VALUE_MAX_CHARS,
      [...path, i, 'const'],
      fail,
      SHORTER_VALUE,
    );
    const title = withinLength(
      item.title,
      ELICIT_TITLE_MAX_CHARS,
      [...path, i, 'title'],
      fail,
      'shorten it',
    );
    return value && title ? [option(item.const, item.title)] : [];
  });
}

/**
 * An untitled `enum`, with the legacy `enumNames` as its titles: a repeated value is shown once,
 * and titles of another count than the values are ignored (which title goes with which value is
 * unknown).
 */
function readEnum(
  list: unknown,
  names: unknown,
  path: AskInputPath,
  fail: Fail,
  repair: Repair = NO_REPAIR,
): AskOption[] {
  if (!Array.isArray(list)) {
    fail(path, `must be an array of strings, not ${kindOf(list)}`);
    return [];
  }
  if (!withinCount(list, ELICIT_MAX_CHOICES, path, fail, TOO_MANY_CHOICES)) return [];
  const bad = list.findIndex((value) => typeof value !== 'string');
  if (bad !== -1) {
    fail([...path, bad], `must be a string, not ${kindOf(list[bad])}`);
    return [];
  }
  const long = (list as string[]).filter(
    (value, i) => !withinLength(value, ELICIT_VALUE_MAX_CHARS, [...path, i], fail, SHORTER_VALUE),
  );
  if (long.length) return [];
  const namesPath = [...path.slice(0, -1), 'enumNames'];
  if (names !== undefined) {
    // The count first: a list of another length is not read.
    if (Array.isArray(names) && names.length !== list.length) {
      repair.note(
        namesPath,
        `has ${names.length} titles for ${list.length} enum values: the values are shown instead`,
      );
      names = undefined;
    } else if (!Array.isArray(names)) {
      fail(namesPath, 'must be an array of strings (one title per enum value)');
      names = undefined;
    } else if (names.some((name) => typeof name !== 'string')) {
      fail(namesPath, 'must be an array of strings (one title per enum value)');
      names = undefined;
    } else if (
      (names as string[]).some(
        (name, i) =>
          !withinLength(name, ELICIT_TITLE_MAX_CHARS, [...namesPath, i], fail, 'shorten it'),
      )
    ) {
      names = undefined;
    }
  }
  const seen = new Set<string>();
  return (list as string[]).flatMap((value, i) => {
    if (seen.has(value)) {
      repair.note([...path, i], `repeats ${quote(value)}: it is shown once`);
      return [];
    }
    seen.add(value);
    return [option(value, (names as string[] | undefined)?.[i])];
  });
}

/** An option: the value is the `const`; the label its title, or the const when it has none. */
function option(value: string, title: string | undefined): AskOption {
  const label = title !== undefined && !isBlank(title) ? title.trim() : value;
  return { label: isBlank(label) ? JSON.stringify(value) : label, value };
}

/**
 * Choices must be there, their consts unique (the answer is a const), and their titles unique as
 * a user reads them (`labelKey`, as every dialect compares labels): two that look the same would
 * send either value for one look.
 */
function checkChoices(options: AskOption[], path: AskInputPath, fail: Fail): void {
  const seen = new Map<string, number>();
  const looks = new Map<string, number>();
  options.forEach(({ value, label }, i) => {
    const first = seen.get(value!);
    // By the text the card shows (`**Staging**` reads as `Staging`); a title that renders as
    // nothing is shown as its source, so it is compared as that.
    const look = labelKey(label) || textKey(label);
    const alike = looks.get(look);
    if (first !== undefined)
      fail([...path, i], `repeats the value ${quote(value!)} of choice ${first}: remove one`);
    else if (alike !== undefined)
      fail(
        [...path, i],
        `has the title ${quote(label)}, which reads the same as choice ${alike}'s ` +
          `${quote(options[alike]!.label)}: give each choice a title a user can tell apart`,
      );
    if (first === undefined) seen.set(value!, i);
    if (alike === undefined) looks.set(look, i);
  });
}

/**
 * A pair of bounds. The SDK takes any number for a count: the server's validator compares the
 * length with it as is, so `maxLength: 2.5` admits 2 and `minLength: -1` admits anything; the
 * card uses the whole numbers they admit. Past `maxIntegers`, an integer bound is not exact.
 */
function readBounds(
  schema: Record<string, unknown>,
  path: AskInputPath,
  fail: Fail,
  [lowKey, highKey]: readonly [string, string],
  counts: boolean,
  repair: Repair = NO_REPAIR,
): [number | undefined, number | undefined] {
  const read = (key: string, round: (n: number) => number): number | undefined => {
    const value = schema[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      fail([...path, key], counts ? 'must be a whole number ≥ 0' : 'must be a finite number');
      return undefined;
    }
    if (!counts || isCount(value)) return value;
    if (value < 0 && key === lowKey) {
      repair.note([...path, key], `(${value}) is below 0: it limits nothing`);
      return undefined;
    }
    const whole = Math.max(0, round(value));
    repair.note([...path, key], `(${value}) is not a whole number: the card uses ${whole}`);
    return whole;
  };
  const low = read(lowKey, Math.ceil);
  const high = read(highKey, Math.floor);
  if (low !== undefined && high !== undefined && low > high)
    repair.impossible(
      [...path, highKey],
      `(${schema[highKey]}) is below ${lowKey} (${schema[lowKey]}): no value can satisfy both`,
    );
  // A negative maximum count admits nothing.
  if (counts && typeof schema[highKey] === 'number' && (schema[highKey] as number) < 0)
    repair.impossible([...path, highKey], `(${schema[highKey]}) is below 0: nothing fits`);
  return [low, high];
}

const NOTHING_FITS =
  'is 0 on a required field: no answer can satisfy it; raise it, or make the field optional';

/**
 * An integer field must admit a whole number the card can send exactly (within
 * ±`Number.MAX_SAFE_INTEGER`): `minimum: 1.2, maximum: 1.8` admits none.
 */
function checkWholeNumber(
  min: number | undefined,
  max: number | undefined,
  path: AskInputPath,
  repair: Repair,
): void {
  const low = Math.ceil(Math.max(min ?? -Infinity, -Number.MAX_SAFE_INTEGER));
  const high = Math.floor(Math.min(max ?? Infinity, Number.MAX_SAFE_INTEGER));
  // A minimum above the maximum is already reported.
  if (low > high && !(min !== undefined && max !== undefined && min > max))
    repair.impossible(
      path,
      `has no whole number within minimum ${min ?? 'none'} and maximum ${max ?? 'none'} ` +
        `(integers are sent exactly up to ±${Number.MAX_SAFE_INTEGER}): ` +
        'widen the bounds, or make it a number field',
    );
}

const UNSAFE_INTEGER = `is beyond ±${Number.MAX_SAFE_INTEGER}, where JSON rounds integers`;

/** A `number` / `integer` field with an `enum`: its numbers as choices. */
function readNumberChoices(
  schema: Record<string, unknown>,
  type: 'number' | 'integer',
  base: AskQuestion,
  path: AskInputPath,
  fail: Fail,
  repair: Repair,
): AskQuestion {
  const at = (field: string) => [...path, field];
  const list = schema.enum;
  if (!Array.isArray(list)) {
    fail(at('enum'), `must be an array of numbers, not ${kindOf(list)}`);
    return base;
  }
  if (!withinCount(list, ELICIT_MAX_CHOICES, at('enum'), fail, TOO_MANY_CHOICES)) return base;
  if (list.length === 0)
    repair.impossible(at('enum'), 'is empty: the server can accept no answer', true);
  const [min, max] = readBounds(schema, path, fail, ['minimum', 'maximum'], false, repair);
  const seen = new Set<number>();
  const values = list.flatMap((value, i): number[] => {
    const fits =
      typeof value === 'number' &&
      Number.isFinite(value) &&
      (type === 'number' || Number.isSafeInteger(value)) &&
      (min === undefined || value >= min) &&
      (max === undefined || value <= max);
    if (!fits) {
      repair.note(
        at('enum').concat(i),
        type === 'integer' && typeof value === 'number' && Number.isInteger(value)
          ? `${UNSAFE_INTEGER}: not offered`
          : `is not ${type === 'integer' ? 'an integer' : 'a number'} the field admits: ` +
              'not offered',
      );
      return [];
    }
    if (seen.has(value)) {
      repair.note(at('enum').concat(i), `repeats ${value}: it is shown once`);
      return [];
    }
    seen.add(value);
    return [value];
  });
  if (list.length > 0 && values.length === 0)
    repair.impossible(at('enum'), 'leaves no number to send');
  const q: AskQuestion = {
    ...base,
    options: values.map((value) => ({ label: String(value), value: String(value) })),
    allowOther: false,
  };
  if (schema.default !== undefined) {
    const index = values.indexOf(schema.default as number);
    if (typeof schema.default !== 'number')
      fail(at('default'), `must be a number, not ${kindOf(schema.default)}`);
    else if (index === -1)
      repair.note(at('default'), `(${schema.default}) is not one of the choices: ignored`);
    else q.default = { options: [index] };
  }
  return q;
}

/**
 * A string field's `pattern`: kept for the machine, which checks it as the user types where the
 * linear-time matcher can run it (registered here, where a pattern is read); else the server's
 * check stands and the card says so.
 */
function readPattern(pattern: unknown, input: AskTextInput, path: AskInputPath, fail: Fail) {
  if (typeof pattern !== 'string') {
    fail(path, `must be a string (an ECMA-262 regular expression), not ${kindOf(pattern)}`);
    return;
  }
  const fix = 'shorten it, or check the value on the server alone';
  if (!withinLength(pattern, PATTERN_MAX_CHARS, path, fail, fix)) return;
  setPatternMatcher(patternMatches);
  input.pattern = pattern;
  if (!canMatchPattern(pattern)) input.patternChecked = false;
}

/** One property as one question. */
function readProperty(
  key: string,
  schema: unknown,
  required: boolean,
  path: AskInputPath,
  fail: Fail,
  options: ElicitParseOptions,
  repair: Repair = NO_REPAIR,
): AskQuestion | null {
  if (!isRecord(schema)) {
    fail(path, `must be a field schema object, not ${kindOf(schema)}`);
    return null;
  }
  const texts = { title: ELICIT_TITLE_MAX_CHARS, description: ELICIT_DESCRIPTION_MAX_CHARS };
  const fixes = {
    title: SHORTER_TITLE,
    description: 'shorten it (the form shows it as the question)',
  };
  // A text past its limit is not read further (not compared, not shown).
  const readText = (text: 'title' | 'description'): string => {
    const value = schema[text];
    if (value === undefined) return '';
    if (typeof value !== 'string') {
      fail([...path, text], `must be a string, not ${kindOf(value)}`);
      return '';
    }
    if (!withinLength(value, texts[text], [...path, text], fail, fixes[text])) return '';
    return isBlank(value) ? '' : value.trim();
  };
  const title = readText('title');
  const description = readText('description');
  const cut = codePointLength(title) > ELICIT_HEADER_MAX_CHARS;
  // The title is the chip over a description; alone, it is the question (no chip repeating it).
  const header = !description
    ? undefined
    : cut
      ? `${truncateCodePoints(title, ELICIT_HEADER_MAX_CHARS - 1).trimEnd()}…`
      : title || undefined;
  // The chip may cut the title; the question text then keeps it whole.
  const question =
    description && cut
      ? `${title}\n\n${description}`
      : description || title || (key === '' ? '""' : key);
  const base: AskQuestion = { id: key, question, options: [], multiSelect: false, required };
  if (header) base.header = header;
  const at = (field: string) => [...path, field];
  const badDefault = (expected: string) =>
    fail(at('default'), `must be ${expected}, not ${kindOf(schema.default)}`);
  const { type } = schema;

  if (type === 'boolean') {
    const labels = options.booleanLabels ?? { true: 'Yes', false: 'No' };
    const q: AskQuestion = {
      ...base,
      options: [
        { label: labels.true, value: 'true' },
        { label: labels.false, value: 'false' },
      ],
      allowOther: false,
    };
    if (schema.default !== undefined) {
      if (typeof schema.default !== 'boolean') badDefault('true or false');
      else q.default = { options: [schema.default ? 0 : 1] };
    }
    return q;
  }

  if (type === 'string' && (schema.enum !== undefined || schema.oneOf !== undefined)) {
    const both = schema.enum !== undefined && schema.oneOf !== undefined;
    const listKey = schema.oneOf !== undefined ? 'oneOf' : 'enum';
    let choices =
      schema.oneOf !== undefined
        ? readTitled(schema.oneOf, at('oneOf'), fail, repair, true)
        : readEnum(schema.enum, schema.enumNames, at('enum'), fail, repair);
    // The server checks both lists: only a const in each can be sent.
    if (both) {
      const allowed = readEnum(schema.enum, undefined, at('enum'), fail);
      choices = choices.filter((o) => allowed.some((a) => a.value === o.value));
      repair.note(path, 'has both enum and oneOf: the oneOf choices also in enum are shown');
    }
    checkChoices(choices, at(listKey), fail);
    if (Array.isArray(schema.enum) && schema.enum.length === 0)
      // The server's validator cannot compile an empty enum: it refuses every accept.
      repair.impossible(at('enum'), 'is empty: the server can accept no answer', true);
    else if (choices.length === 0) repair.impossible(at(listKey), 'leaves no choice to send');
    const q: AskQuestion = { ...base, options: choices, allowOther: false };
    if (schema.default !== undefined) {
      const index = choices.findIndex((o) => o.value === schema.default);
      if (typeof schema.default !== 'string') badDefault('one of the choices');
      else if (index === -1)
        repair.note(at('default'), `${quote(schema.default)} is not one of the choices: ignored`);
      else q.default = { options: [index] };
    }
    return q;
  }

  if ((type === 'number' || type === 'integer') && schema.enum !== undefined) {
    // The SDK's NumberSchema strips `enum`, the server's validator enforces it: its numbers are
    // the choices, sent as numbers.
    return readNumberChoices(schema, type, base, path, fail, repair);
  }

  if (type === 'string') {
    const input: AskTextInput = { kind: 'text' };
    const [minLength, maxLength] = readBounds(
      schema,
      path,
      fail,
      ['minLength', 'maxLength'],
      true,
      repair,
    );
    if (minLength !== undefined) input.minLength = minLength;
    if (maxLength !== undefined) input.maxLength = maxLength;
    if (maxLength === 0 && required) repair.impossible(at('maxLength'), NOTHING_FITS);
    if (schema.format !== undefined) {
      if ((ELICIT_STRING_FORMATS as readonly unknown[]).includes(schema.format))
        input.format = schema.format as AskTextInput['format'];
      else
        fail(
          at('format'),
          `${typeof schema.format === 'string' ? quote(schema.format) : kindOf(schema.format)} ` +
            'is not a format of the spec: use email, uri, date or date-time, or none',
        );
    }
    if (schema.pattern !== undefined) readPattern(schema.pattern, input, at('pattern'), fail);
    const q: AskQuestion = { ...base, input };
    if (schema.default !== undefined) {
      if (typeof schema.default !== 'string') badDefault('a string');
      else if (
        withinLength(schema.default, ELICIT_VALUE_MAX_CHARS, at('default'), fail, 'shorten it') &&
        // One that renders as nothing would be sent while the field looks empty: no default.
        !isBlank(schema.default)
      )
        q.default = { text: schema.default };
    }
    return q;
  }

  if (type === 'number' || type === 'integer') {
    const input: AskTextInput = { kind: type };
    const [min, max] = readBounds(schema, path, fail, ['minimum', 'maximum'], false, repair);
    if (min !== undefined) input.min = min;
    if (max !== undefined) input.max = max;
    if (type === 'integer') {
      checkWholeNumber(min, max, path, repair);
      for (const [key, bound] of [
        ['minimum', min],
        ['maximum', max],
      ] as const)
        if (bound !== undefined && Math.abs(bound) > Number.MAX_SAFE_INTEGER)
          repair.note(at(key), `${UNSAFE_INTEGER}: the card sends only exact integers`);
    }
    const q: AskQuestion = { ...base, input };
    if (schema.default !== undefined) {
      const value = schema.default;
      if (typeof value !== 'number' || !Number.isFinite(value)) badDefault('a number');
      else if (type === 'integer' && !Number.isInteger(value))
        repair.note(at('default'), `(${value}) is not an integer: ignored`);
      else if (type === 'integer' && !Number.isSafeInteger(value))
        repair.note(at('default'), `${UNSAFE_INTEGER}: ignored`);
      else q.default = { text: String(value) };
    }
    return q;
  }

  if (type === 'array') {
    const { items } = schema;
    let choices: AskOption[] = [];
    if (!isRecord(items)) {
      fail(
        at('items'),
        'must be { "type": "string", "enum": […] } or { "anyOf": [{ "const", "title" }] }',
      );
    } else if (items.anyOf !== undefined) {
      choices = readTitled(items.anyOf, [...path, 'items', 'anyOf'], fail, repair);
      checkChoices(choices, [...path, 'items', 'anyOf'], fail);
    } else if (items.enum !== undefined) {
      if (items.type !== 'string') fail([...path, 'items', 'type'], 'must be "string" beside enum');
      choices = readEnum(items.enum, undefined, [...path, 'items', 'enum'], fail, repair);
      checkChoices(choices, [...path, 'items', 'enum'], fail);
      if (Array.isArray(items.enum) && items.enum.length === 0)
        repair.impossible(
          [...path, 'items', 'enum'],
          'is empty: the server can accept no answer',
          true,
        );
    } else {
      fail(
        at('items'),
        'must list its choices in enum or anyOf: ' +
          'a multi-select field is an array of choices, not of free values',
      );
    }
    const q: AskQuestion = { ...base, options: choices, multiSelect: true, allowOther: false };
    const [minItems, maxItems] = readBounds(
      schema,
      path,
      fail,
      ['minItems', 'maxItems'],
      true,
      repair,
    );
    if (minItems !== undefined && minItems > 0) q.minSelections = minItems;
    if (maxItems !== undefined) q.maxSelections = maxItems;
    if (minItems !== undefined && minItems > choices.length && choices.length > 0)
      repair.impossible(
        at('minItems'),
        `(${minItems}) is more than the ${choices.length} choices: no selection satisfies it`,
      );
    if (schema.default !== undefined) {
      const value = schema.default;
      const index = new Map(choices.map((o, i) => [o.value, i] as const));
      const fits = Array.isArray(value) && value.length <= choices.length;
      const indexes = fits ? value.map((v) => index.get(v as string) ?? -1) : [];
      if (!Array.isArray(value)) badDefault('an array of choices');
      else if (!fits || indexes.includes(-1) || new Set(indexes).size !== indexes.length)
        repair.note(
          at('default'),
          'lists a value that is not one of the choices, or one twice: ignored',
        );
      else if (indexes.length) q.default = { options: indexes };
    }
    return q;
  }

  fail(
    at('type'),
    type === 'object'
      ? 'is "object": elicitation forms are flat; split the nested object into top-level fields'
      : `${typeof type === 'string' ? quote(type) : kindOf(type)} is not a field type of the ` +
          'spec: use string, number, integer, boolean or array (multi-select)',
  );
  return null;
}

/**
 * The question id of the property named `""` (ids are never empty): `""` quoted, made unique
 * among the keys. `toElicitResult` sends a question whose id is no key under `""`.
 */
export function emptyKeyId(properties: Record<string, unknown>): string {
  let id = '""';
  while (Object.hasOwn(properties, id)) id += '_';
  return id;
}

/** The form: message, then one question per property, in the properties' order. */
function readForm(
  params: Record<string, unknown>,
  options: ElicitParseOptions,
  fail: Fail,
  unanswerable: string[] = [],
) {
  const note: Fail = (path, problem) =>
    options.onSchemaIssue?.({ path, message: `${formatAskInputPath(path)} ${problem}` });
  if (typeof params.message !== 'string')
    fail(
      ['message'],
      `must be a string (what the user is asked and why), not ${kindOf(params.message)}`,
    );
  else withinLength(params.message, ELICIT_MESSAGE_MAX_CHARS, ['message'], fail, 'shorten it');
  const schema = params.requestedSchema;
  if (!isRecord(schema)) {
    fail(
      ['requestedSchema'],
      `must be { "type": "object", "properties": { … } }, not ${kindOf(schema)}`,
    );
    return null;
  }
  if (schema.type !== 'object') fail(['requestedSchema', 'type'], 'must be "object"');
  const { properties, required } = schema;
  if (!isRecord(properties)) {
    fail(
      ['requestedSchema', 'properties'],
      `must be an object of fields, not ${kindOf(properties)}`,
    );
    return null;
  }
  const keys = Object.keys(properties);
  const fieldsFix = 'ask for fewer fields at once (a form per step)';
  if (!withinCount(keys, ELICIT_MAX_FIELDS, ['requestedSchema', 'properties'], fail, fieldsFix))
    return null;
  const choices = keys.reduce(
    (sum, key) =>
      choiceLists(properties[key]).reduce(
        // A list past its own limit is reported by its field.
        (n, list) => n + (list.length <= ELICIT_MAX_CHOICES ? list.length : 0),
        sum,
      ),
    0,
  );
  if (choices > ELICIT_MAX_FORM_CHOICES) {
    fail(
      ['requestedSchema', 'properties'],
      `has ${choices} choices in all; the limit is ${ELICIT_MAX_FORM_CHOICES}: ` +
        'offer fewer choices, or split the form',
    );
    return null;
  }
  const requiredKeys = new Set<string>();
  if (required !== undefined) {
    if (!Array.isArray(required))
      fail(['requestedSchema', 'required'], 'must be an array of property names');
    else if (
      !withinCount(
        required,
        ELICIT_MAX_FIELDS,
        ['requestedSchema', 'required'],
        fail,
        'list each field once',
      )
    )
      return null;
    else
      required.forEach((name, i) => {
        const path = ['requestedSchema', 'required', i];
        if (typeof name !== 'string') fail(path, `must be a property name, not ${kindOf(name)}`);
        else if (!Object.hasOwn(properties, name)) {
          // The server's validator requires a member the form never asks for.
          const problem =
            `names ${quote(name)}, which is not a field of the form: ` + 'no answer can include it';
          note(path, problem);
          unanswerable.push(`${formatAskInputPath(path)} ${problem}`);
        } else if (requiredKeys.has(name)) note(path, `repeats ${quote(name)}: read once`);
        else requiredKeys.add(name);
      });
  }
  // A form with no fields is a confirmation: Accept sends `{}`.
  const emptyId = emptyKeyId(properties);
  const questions = keys.flatMap((key) => {
    const path = ['requestedSchema', 'properties', key];
    if (!withinLength(key, ELICIT_KEY_MAX_CHARS, path, fail, 'use a shorter field name')) return [];
    const problems: string[] = [];
    let whole = false;
    const repair: Repair = {
      note,
      impossible: (at, problem, all = false) => {
        note(at, problem);
        problems.push(`${formatAskInputPath(at)} ${problem}`);
        whole ||= all;
      },
    };
    const required = requiredKeys.has(key);
    const question = readProperty(key, properties[key], required, path, fail, options, repair);
    if (!question) return [];
    // Keys are the content's names, never shown alone: `Name` and `name` are two fields.
    if (key === '') question.id = emptyId;
    if (problems.length === 0) return [question];
    // Optional, the form can be sent without it; required (or never compiling), nothing can.
    if (required || whole) unanswerable.push(...problems);
    return [];
  });
  return questions;
}

/**
 * `parseElicitRequest` without throwing.
 *
 * @example
 * const parsed = safeParseElicitRequest(request.params, { source: serverName });
 * if (!parsed.success) throw new McpError(ErrorCode.InvalidParams, parsed.error.message);
 */
export function safeParseElicitRequest(
  params: unknown,
  options: ElicitParseOptions = {},
): AskSafeParseResult {
  const { fail, error } = collector();
  const read = readPlainData(params, FORM_READ_LIMIT);
  if (!read.ok) {
    fail(read.path, read.problem);
    return { success: false, error: error()! };
  }
  params = read.value;
  if (!isRecord(params)) {
    fail([], `must be the elicitation/create params object, not ${kindOf(params)}`);
    return { success: false, error: error()! };
  }
  const refused = modeProblem(params, 'form');
  if (refused) {
    fail([refused[0]], refused[1]);
    return { success: false, error: error()! };
  }
  const unanswerable: string[] = [];
  const questions = readForm(params, options, fail, unanswerable);
  // The caps bound every count and text read; the whole, unknown keywords too, has its limit.
  const tooLarge = error() ? null : inputTooLarge(params, 'send fewer fields with shorter text');
  if (tooLarge) fail([], tooLarge);
  const failed = error();
  if (failed || !questions) return { success: false, error: failed! };
  const request: AskRequest = {
    dialect: 'elicitation',
    message: params.message as string,
    // No content can satisfy the server: nothing to ask, Decline / Cancel only.
    questions: unanswerable.length ? [] : questions,
    // The field types the typed result needs (a boolean is not a choice of "true" / "false").
    source: params,
  };
  if (unanswerable.length) request.unanswerable = unanswerable;
  if (options.source !== undefined && !isBlank(options.source))
    request.requester = options.source.trim();
  return { success: true, data: request };
}

/**
 * Read a form-mode `elicitation/create` request (`params`, mode absent or `"form"`) as one
 * `AskRequest` of dialect `elicitation`: one question per property, its id the property key,
 * the question its description (else its title, else the key), and over a description the title
 * as `header` (cut to 24 characters for the chip; a cut title also leads the question). Strings
 * and numbers are free-text questions with their constraints; enums are choices whose `value` is
 * the `const` and label the title, with no free-text choice; a boolean is Yes / No with the
 * values `true` / `false`; `required` and `default` per field.
 *
 * @throws AskInputError naming each property the spec does not allow, and how to fix it.
 * @example
 * parseElicitRequest({ message: 'Deploy', requestedSchema: { type: 'object',
 *   properties: { replicas: { type: 'integer', minimum: 1, maximum: 9, default: 3 } } } })
 * // { dialect: 'elicitation', message: 'Deploy', questions: [{ id: 'replicas',
 * //   question: 'replicas', options: [], input: { kind: 'integer', min: 1, max: 9 },
 * //   default: { text: '3' }, … }] }
 */
export function parseElicitRequest(params: unknown, options?: ElicitParseOptions): AskRequest {
  const result = safeParseElicitRequest(params, options);
  if (!result.success) throw result.error;
  return result.data;
}

const URL_TEXT_LIMITS = {
  message: ELICIT_MESSAGE_MAX_CHARS,
  elicitationId: ELICIT_ID_MAX_CHARS,
  url: ELICIT_URL_MAX_CHARS,
} as const;
const URL_TEXT_FIXES = {
  message: 'shorten it',
  elicitationId: 'use a shorter id',
  url: 'send a shorter link (keep state on the server, not in the query)',
} as const;

/** The result of `safeParseElicitUrlRequest`. */
export type ElicitUrlSafeParseResult =
  { success: true; data: ElicitUrlRequest } | { success: false; error: AskInputError };

/**
 * `parseElicitUrlRequest` without throwing. A URL that parses but is not `https:` is read, with
 * `openable: false`: the card shows it and refuses to open it.
 */
export function safeParseElicitUrlRequest(
  params: unknown,
  options: Pick<ElicitParseOptions, 'source'> = {},
): ElicitUrlSafeParseResult {
  const { fail, error } = collector();
  const read = readPlainData(params);
  if (!read.ok) {
    fail(read.path, read.problem);
    return { success: false, error: error()! };
  }
  params = read.value;
  if (!isRecord(params))
    fail([], `must be the elicitation/create params object, not ${kindOf(params)}`);
  else {
    const refused = modeProblem(params, 'url');
    if (refused) fail([refused[0]], refused[1]);
    for (const key of ['message', 'elicitationId', 'url'] as const)
      if (typeof params[key] !== 'string')
        fail([key], `must be a string, not ${kindOf(params[key])}`);
      else if (!withinLength(params[key], URL_TEXT_LIMITS[key], [key], fail, URL_TEXT_FIXES[key]))
        delete params[key];
    const tooLarge = error() ? null : inputTooLarge(params, 'send the link with a short message');
    if (tooLarge) fail([], tooLarge);
  }
  let parsed: URL | null = null;
  if (isRecord(params) && typeof params.url === 'string') {
    parsed = URL.canParse(params.url) ? new URL(params.url) : null;
    if (!parsed) fail(['url'], `${quote(params.url)} is not a URL: send an absolute https:// link`);
  }
  const failed = error();
  if (failed || !parsed || !isRecord(params)) return { success: false, error: failed! };
  const data: ElicitUrlRequest = {
    mode: 'url',
    message: params.message as string,
    elicitationId: params.elicitationId as string,
    url: parsed.href,
    host: parsed.hostname,
    openable: parsed.protocol === 'https:' && parsed.hostname !== '',
  };
  if (options.source !== undefined && !isBlank(options.source))
    data.requester = options.source.trim();
  return { success: true, data };
}

/**
 * Read a URL-mode `elicitation/create` request: the message, the opaque id and the link, with
 * its host name and whether it may be opened (`https:` only).
 *
 * @throws AskInputError when a field is missing or the URL does not parse.
 */
export function parseElicitUrlRequest(
  params: unknown,
  options?: Pick<ElicitParseOptions, 'source'>,
): ElicitUrlRequest {
  const result = safeParseElicitUrlRequest(params, options);
  if (!result.success) throw result.error;
  return result.data;
}
