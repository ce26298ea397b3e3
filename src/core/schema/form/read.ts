/**
 * The one reader of a JSON-Schema form (MCP's and ACP's `requestedSchema`, later AG-UI's): a flat
 * object of string, number, integer, boolean and multi-select fields as one `AskRequest`, one
 * question per property. What differs between protocols is a `FormVariant`; everything else is
 * read once here. Anything the variant does not allow is an `AskInputError` naming the property,
 * so a card is never half valid.
 *
 * Unknown keywords are ignored, as the SDKs' own schemas strip them; the sender re-validates the
 * content it gets back anyway. Engine layer: imports no dialect (a variant is passed in).
 */
import { type AskInputIssue, type AskInputPath, formatAskInputPath } from '../errors';
import { collector, kindOf, labelLook, withinLength, type Fail } from './common';
import { isRecord, readPlainData } from '../guards';
import type { AskSafeParseResult } from '../issues';
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
  PATTERN_MAX_CHARS,
} from '../limits';
import { inputTooLarge } from '../size';
import { setPatternMatcher, type AskPatternMatcher } from '../../machine/pattern-check';
import { codePointLength, isBlank, quote, truncateCodePoints } from '../text';
import type { AskOption, AskQuestion, AskRequest, AskTextInput } from '../../types';

/** The longest chip a field's `title` gets; the full title then leads the question text. */
export const ELICIT_HEADER_MAX_CHARS = 24;

/**
 * A form dialect's `AskAdapter.limits`: what this reader and the URL reader bound. One object for
 * MCP's and ACP's adapters because the same readers enforce the same bounds for both; a protocol
 * that bounds a form otherwise states its own.
 */
export const ELICIT_ADAPTER_LIMITS: Readonly<Record<string, number>> = Object.freeze({
  headerMaxChars: ELICIT_HEADER_MAX_CHARS,
  minQuestions: 1,
  maxQuestions: ELICIT_MAX_FIELDS,
  maxOptions: ELICIT_MAX_CHOICES,
  maxFormOptions: ELICIT_MAX_FORM_CHOICES,
  messageMaxChars: ELICIT_MESSAGE_MAX_CHARS,
  titleMaxChars: ELICIT_TITLE_MAX_CHARS,
  descriptionMaxChars: ELICIT_DESCRIPTION_MAX_CHARS,
  valueMaxChars: ELICIT_VALUE_MAX_CHARS,
  idMaxChars: ELICIT_KEY_MAX_CHARS,
  urlMaxChars: ELICIT_URL_MAX_CHARS,
  elicitationIdMaxChars: ELICIT_ID_MAX_CHARS,
});

/** The string formats of the spec. */
export const ELICIT_STRING_FORMATS = ['email', 'uri', 'date', 'date-time'] as const;

/**
 * What one protocol's forms differ in. MCP and ACP are two variants of the one reader; a new
 * protocol (AG-UI, LangGraph) is one more object, not one more reader.
 */
export interface FormVariant {
  /** `AskRequest.dialect` of the cards read. */
  dialect: string;
  /**
   * Why `params` are not a form of this protocol, as `[key, problem]` (a mode or a task the
   * protocol defines otherwise); null when they are. Checked before anything else is read.
   */
  refuse: (params: Record<string, unknown>) => [string, string] | null;
  /** An option's `description` (ACP's `EnumOption.description`) is shown under its title. */
  optionDescriptions: boolean;
  /** The legacy `enumNames` titles an untitled `enum` (MCP); else they are ignored. */
  enumNames: boolean;
  /**
   * A string `format` outside `email`, `uri`, `date`, `date-time`: an error naming the field
   * (MCP's schema refuses it), or read as a plain string (ACP: clients "MUST NOT reject a schema
   * solely because its string format is unknown").
   */
  unknownFormat: 'error' | 'ignore';
  /**
   * `items.type` of a multi-select: checked beside `enum` only (MCP), or refused whenever it is
   * present and not `"string"` (ACP: an unknown `items.type` is never rendered as a known input).
   */
  itemsType: 'beside-enum' | 'always';
  /** The schema's own `title` is the request's title and its `description` follows the message. */
  formTexts: boolean;
  /**
   * A keyword set to `null` reads as absent (ACP: "Omitted and `null` are equivalent"); else
   * `null` is refused where a value is expected (MCP's schema has no nullable keyword).
   */
  nullMeansAbsent: boolean;
  /**
   * The form's own `type` and `properties` may be left out (ACP's `ElicitationSchema` makes both
   * optional): no `properties` is a form with no fields, a confirmation.
   */
  optionalObjectKeys: boolean;
}

/** What the host knows about a form request and the protocol does not carry. */
export interface FormReadOptions {
  /** Who asks, in the host's words: `AskRequest.requester`. */
  source?: string;
  /** The two choices of a boolean field. @default { true: 'Yes', false: 'No' } */
  booleanLabels?: { true: string; false: string };
  /** Called for each mistake the card works around (see `ElicitParseOptions.onSchemaIssue`). */
  onSchemaIssue?: (issue: AskInputIssue) => void;
}

/**
 * The `pattern` engine a reader is given (RE2 for the public parsers: `re2PatternEngine`). This
 * reader imports none, so a caller that never shows a field (a receipt read back) bundles none.
 *
 * @example
 * const engine: FormPatternEngine = { canMatch: () => false, matches: () => null };
 */
export interface FormPatternEngine {
  /** Whether it can run `pattern` (else the server's check stands and the card says so). */
  canMatch(pattern: string): boolean;
  /** Whether `text` contains a match of `pattern`; null when it cannot be told. */
  matches: AskPatternMatcher;
}

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

/**
 * What a form is read up to before it is refused for its size alone: far over `MAX_INPUT_LENGTH`,
 * so a form past a count (100,000 enum values) is read and refused naming that field.
 */
const FORM_READ_LIMIT = 8 * MAX_INPUT_LENGTH;

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

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
  descriptions = false,
): AskOption[] {
  const read = readTitledItems(list, path, fail, descriptions);
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

function readTitledItems(
  list: unknown,
  path: AskInputPath,
  fail: Fail,
  descriptions: boolean,
): AskOption[] {
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
    const read = value && title ? option(item.const, item.title) : null;
    if (read && descriptions && item.description !== undefined) {
      const text = item.description;
      const at = [...path, i, 'description'];
      if (typeof text !== 'string') fail(at, `must be a string, not ${kindOf(text)}`);
      else if (
        withinLength(text, ELICIT_DESCRIPTION_MAX_CHARS, at, fail, 'shorten it') &&
        !isBlank(text)
      )
        read.description = text.trim();
    }
    return read ? [read] : [];
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
 * a user reads them (`labelLook`, as every dialect compares labels): two that look the same would
 * send either value for one look.
 */
function checkChoices(options: AskOption[], path: AskInputPath, fail: Fail): void {
  const seen = new Map<string, number>();
  const looks = new Map<string, number>();
  options.forEach(({ value, label }, i) => {
    const first = seen.get(value!);
    const look = labelLook(label);
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
 * engine can run it (its matcher registered here, where a pattern is read); else, or read with no
 * engine, the server's check stands and the card says so.
 */
function readPattern(
  pattern: unknown,
  input: AskTextInput,
  path: AskInputPath,
  fail: Fail,
  patterns: FormPatternEngine | undefined,
) {
  if (typeof pattern !== 'string') {
    fail(path, `must be a string (an ECMA-262 regular expression), not ${kindOf(pattern)}`);
    return;
  }
  const fix = 'shorten it, or check the value on the server alone';
  if (!withinLength(pattern, PATTERN_MAX_CHARS, path, fail, fix)) return;
  if (patterns) setPatternMatcher(patterns.matches);
  input.pattern = pattern;
  if (!patterns?.canMatch(pattern)) input.patternChecked = false;
}

const ITEMS_TYPE =
  'must be "string" (a multi-select sends strings): a field of another item type cannot be ' +
  'shown as a known input';

/** One property as one question. */
function readProperty(
  key: string,
  schema: unknown,
  required: boolean,
  path: AskInputPath,
  fail: Fail,
  options: FormReadOptions,
  variant: FormVariant,
  repair: Repair = NO_REPAIR,
  patterns?: FormPatternEngine,
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
        ? readTitled(schema.oneOf, at('oneOf'), fail, repair, true, variant.optionDescriptions)
        : readEnum(
            schema.enum,
            variant.enumNames ? schema.enumNames : undefined,
            at('enum'),
            fail,
            repair,
          );
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
      const known = (ELICIT_STRING_FORMATS as readonly unknown[]).includes(schema.format);
      // An unknown format the variant tolerates is read as a plain string: the sender checks it.
      const tolerated = variant.unknownFormat === 'ignore' && typeof schema.format === 'string';
      if (known) input.format = schema.format as AskTextInput['format'];
      else if (!tolerated)
        fail(
          at('format'),
          `${typeof schema.format === 'string' ? quote(schema.format) : kindOf(schema.format)} ` +
            'is not a format of the spec: use email, uri, date or date-time, or none',
        );
    }
    if (schema.pattern !== undefined)
      readPattern(schema.pattern, input, at('pattern'), fail, patterns);
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
    if (
      variant.itemsType === 'always' &&
      isRecord(items) &&
      items.type !== undefined &&
      items.type !== 'string'
    ) {
      fail([...path, 'items', 'type'], ITEMS_TYPE);
    } else if (!isRecord(items)) {
      fail(
        at('items'),
        'must be { "type": "string", "enum": […] } or { "anyOf": [{ "const", "title" }] }',
      );
    } else if (items.anyOf !== undefined) {
      choices = readTitled(
        items.anyOf,
        [...path, 'items', 'anyOf'],
        fail,
        repair,
        false,
        variant.optionDescriptions,
      );
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
  options: FormReadOptions,
  variant: FormVariant,
  fail: Fail,
  unanswerable: string[] = [],
  patterns?: FormPatternEngine,
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
  const lenient = variant.optionalObjectKeys;
  if (schema.type !== 'object' && !(lenient && schema.type === undefined))
    fail(['requestedSchema', 'type'], 'must be "object"');
  const { required } = schema;
  const properties = schema.properties === undefined && lenient ? {} : schema.properties;
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
    const question = readProperty(
      key,
      properties[key],
      required,
      path,
      fail,
      options,
      variant,
      repair,
      patterns,
    );
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

/** `record` without its `null` members (a shallow copy). */
const dropNulls = (record: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null));

/**
 * The params with every `null` keyword of the form dropped, at each level a form has: the schema,
 * each property, its `items`, and each choice of `oneOf` / `items.anyOf`.
 */
function withoutNulls(params: Record<string, unknown>): Record<string, unknown> {
  const schema = params.requestedSchema;
  if (!isRecord(schema)) return params;
  const choices = (list: unknown) =>
    Array.isArray(list) ? list.map((o) => (isRecord(o) ? dropNulls(o) : o)) : list;
  const field = (value: unknown) => {
    if (!isRecord(value)) return value;
    const copy = dropNulls(value);
    if (copy.oneOf !== undefined) copy.oneOf = choices(copy.oneOf);
    if (isRecord(copy.items)) {
      const items = dropNulls(copy.items);
      if (items.anyOf !== undefined) items.anyOf = choices(items.anyOf);
      copy.items = items;
    }
    return copy;
  };
  const copy = dropNulls(schema);
  if (isRecord(copy.properties))
    copy.properties = Object.fromEntries(
      Object.entries(copy.properties).map(([key, value]) => [key, field(value)]),
    );
  return { ...params, requestedSchema: copy };
}

/** The schema's own `title` and `description` (ACP), each within its limit; blank is none. */
function readFormTexts(schema: unknown, fail: Fail): { title?: string; description?: string } {
  const texts: { title?: string; description?: string } = {};
  if (!isRecord(schema)) return texts;
  for (const [key, max] of [
    ['title', ELICIT_TITLE_MAX_CHARS],
    ['description', ELICIT_DESCRIPTION_MAX_CHARS],
  ] as const) {
    const value = schema[key];
    const path = ['requestedSchema', key];
    if (value === undefined) continue;
    if (typeof value !== 'string') fail(path, `must be a string, not ${kindOf(value)}`);
    else if (withinLength(value, max, path, fail, 'shorten it') && !isBlank(value))
      texts[key] = value.trim();
  }
  return texts;
}

/**
 * Read a form request's `params` (`message`, `requestedSchema`, the rest as the variant says) as
 * one `AskRequest` of `variant.dialect`, `source` the params as read. The variant's `refuse` runs
 * first; every field the form does not allow is an issue at its path. `patterns` checks a field's
 * `pattern` as the user types; without it each pattern is kept and left to the server
 * (`patternChecked: false`).
 *
 * @example
 * safeReadForm(params, { dialect: 'elicitation', refuse: () => null, optionDescriptions: false,
 *   enumNames: true, unknownFormat: 'error', itemsType: 'beside-enum', formTexts: false,
 *   nullMeansAbsent: false, optionalObjectKeys: false })
 */
export function safeReadForm(
  params: unknown,
  variant: FormVariant,
  options: FormReadOptions = {},
  patterns?: FormPatternEngine,
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
  const refused = variant.refuse(params);
  if (refused) {
    fail([refused[0]], refused[1]);
    return { success: false, error: error()! };
  }
  const unanswerable: string[] = [];
  // Read from a copy without nulls where they mean absent; `source` keeps the params as sent.
  const form = variant.nullMeansAbsent ? withoutNulls(params) : params;
  const questions = readForm(form, options, variant, fail, unanswerable, patterns);
  const texts = variant.formTexts ? readFormTexts(form.requestedSchema, fail) : {};
  // The caps bound every count and text read; the whole, unknown keywords too, has its limit.
  const tooLarge = error() ? null : inputTooLarge(params, 'send fewer fields with shorter text');
  if (tooLarge) fail([], tooLarge);
  const failed = error();
  if (failed || !questions) return { success: false, error: failed! };
  const message = params.message as string;
  const request: AskRequest = {
    dialect: variant.dialect,
    // The form's own description says more about what is asked: it follows the message.
    message: texts.description ? `${message}\n\n${texts.description}` : message,
    // No content can satisfy the sender: nothing to ask, Decline / Cancel only.
    questions: unanswerable.length ? [] : questions,
    // The field types the typed result needs (a boolean is not a choice of "true" / "false").
    source: params,
  };
  if (texts.title) request.title = texts.title;
  if (unanswerable.length) request.unanswerable = unanswerable;
  if (options.source !== undefined && !isBlank(options.source))
    request.requester = options.source.trim();
  return { success: true, data: request };
}
