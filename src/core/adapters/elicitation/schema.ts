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
  mode: z.optional(z.literal('form')),
  message: z.string(),
  requestedSchema: z.looseObject({
    type: z.literal('object'),
    properties: z.record(z.string(), z.looseObject({})),
    required: z.optional(z.array(z.string())),
  }),
});
export type ElicitRequestParams = z.infer<typeof ElicitRequestParams>;

type Fail = (path: AskInputPath, problem: string) => void;

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

/** A `{ const, title }` list (`oneOf` of a single select, `items.anyOf` of a multi-select). */
function readTitled(list: unknown, path: AskInputPath, fail: Fail): AskOption[] {
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

/** An untitled `enum`, with the legacy `enumNames` as its titles. */
function readEnum(list: unknown, names: unknown, path: AskInputPath, fail: Fail): AskOption[] {
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
    if (!Array.isArray(names) || names.length !== list.length) {
      fail(
        namesPath,
        Array.isArray(names)
          ? `has ${names.length} titles for ${list.length} enum values: give one each`
          : 'must be an array of strings (one title per enum value)',
      );
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
  return (list as string[]).map((value, i) => option(value, (names as string[] | undefined)?.[i]));
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
function checkChoices(options: AskOption[], path: AskInputPath, fail: Fail, listed: unknown): void {
  // A list whose items were refused (or that is past its count) was reported already.
  if (options.length === 0 && !(Array.isArray(listed) && listed.length > 0))
    fail(path, 'has no choices: list at least one');
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

function readBounds(
  schema: Record<string, unknown>,
  path: AskInputPath,
  fail: Fail,
  [lowKey, highKey]: readonly [string, string],
  counts: boolean,
): [number | undefined, number | undefined] {
  const read = (key: string): number | undefined => {
    const value = schema[key];
    if (value === undefined) return undefined;
    const ok = counts ? isCount(value) : typeof value === 'number' && Number.isFinite(value);
    if (!ok) {
      fail([...path, key], counts ? 'must be a whole number ≥ 0' : 'must be a finite number');
      return undefined;
    }
    return value as number;
  };
  const low = read(lowKey);
  const high = read(highKey);
  if (low !== undefined && high !== undefined && low > high)
    fail([...path, highKey], `(${high}) is below ${lowKey} (${low}): no value can satisfy both`);
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
  fail: Fail,
): void {
  const low = Math.ceil(Math.max(min ?? -Infinity, -Number.MAX_SAFE_INTEGER));
  const high = Math.floor(Math.min(max ?? Infinity, Number.MAX_SAFE_INTEGER));
  // A minimum above the maximum is already reported.
  if (low > high && !(min !== undefined && max !== undefined && min > max))
    fail(
      path,
      `has no whole number within minimum ${min ?? 'none'} and maximum ${max ?? 'none'} ` +
        `(integers are sent exactly up to ±${Number.MAX_SAFE_INTEGER}): ` +
        'widen the bounds, or make it a number field',
    );
}

/** One property as one question. */
function readProperty(
  key: string,
  schema: unknown,
  required: boolean,
  path: AskInputPath,
  fail: Fail,
  options: ElicitParseOptions,
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
  const question = description && cut ? `${title}\n\n${description}` : description || title || key;
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
    if (schema.enum !== undefined && schema.oneOf !== undefined)
      fail(path, 'has both enum and oneOf: keep one (oneOf for titled choices)');
    const choices =
      schema.oneOf !== undefined
        ? readTitled(schema.oneOf, at('oneOf'), fail)
        : readEnum(schema.enum, schema.enumNames, at('enum'), fail);
    const listKey = schema.oneOf !== undefined ? 'oneOf' : 'enum';
    checkChoices(choices, at(listKey), fail, schema[listKey]);
    const q: AskQuestion = { ...base, options: choices, allowOther: false };
    if (schema.default !== undefined) {
      const index = choices.findIndex((o) => o.value === schema.default);
      if (typeof schema.default !== 'string') badDefault('one of the choices');
      else if (index === -1)
        fail(at('default'), `${quote(schema.default)} is not one of the choices: use one of them`);
      else q.default = { options: [index] };
    }
    return q;
  }

  if (type === 'string') {
    const input: AskTextInput = { kind: 'text' };
    const [minLength, maxLength] = readBounds(schema, path, fail, ['minLength', 'maxLength'], true);
    if (minLength !== undefined) input.minLength = minLength;
    if (maxLength !== undefined) input.maxLength = maxLength;
    if (maxLength === 0 && required) fail(at('maxLength'), NOTHING_FITS);
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
    const [min, max] = readBounds(schema, path, fail, ['minimum', 'maximum'], false);
    if (min !== undefined) input.min = min;
    if (max !== undefined) input.max = max;
    if (type === 'integer') checkWholeNumber(min, max, path, fail);
    const q: AskQuestion = { ...base, input };
    if (schema.default !== undefined) {
      const value = schema.default;
      if (typeof value !== 'number' || !Number.isFinite(value)) badDefault('a number');
      else if (type === 'integer' && !Number.isInteger(value)) badDefault('an integer');
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
      choices = readTitled(items.anyOf, [...path, 'items', 'anyOf'], fail);
      checkChoices(choices, [...path, 'items', 'anyOf'], fail, items.anyOf);
    } else if (items.enum !== undefined) {
      if (items.type !== 'string') fail([...path, 'items', 'type'], 'must be "string" beside enum');
      choices = readEnum(items.enum, undefined, [...path, 'items', 'enum'], fail);
      checkChoices(choices, [...path, 'items', 'enum'], fail, items.enum);
    } else {
      fail(
        at('items'),
        'must list its choices in enum or anyOf: ' +
          'a multi-select field is an array of choices, not of free values',
      );
    }
    const q: AskQuestion = { ...base, options: choices, multiSelect: true, allowOther: false };
    const [minItems, maxItems] = readBounds(schema, path, fail, ['minItems', 'maxItems'], true);
    if (minItems !== undefined && minItems > 0) q.minSelections = minItems;
    if (maxItems !== undefined) q.maxSelections = maxItems;
    if (minItems !== undefined && minItems > choices.length && choices.length > 0)
      fail(at('minItems'), `(${minItems}) is more than the ${choices.length} choices`);
    if (schema.default !== undefined) {
      const value = schema.default;
      const index = new Map(choices.map((o, i) => [o.value, i] as const));
      const fits = Array.isArray(value) && value.length <= choices.length;
      const indexes = fits ? value.map((v) => index.get(v as string) ?? -1) : [];
      if (!Array.isArray(value)) badDefault('an array of choices');
      else if (!fits)
        fail(
          at('default'),
          `lists ${value.length} values for ${choices.length} choices: ` +
            'list each choice at most once',
        );
      else if (indexes.includes(-1))
        fail(at('default'), 'lists a value that is not one of the choices: use only theirs');
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

/** The form: message, then one question per property, in the properties' order. */
function readForm(params: Record<string, unknown>, options: ElicitParseOptions, fail: Fail) {
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
        else if (!Object.hasOwn(properties, name))
          fail(path, `names ${quote(name)}, which is not a property: remove it or add the field`);
        else if (requiredKeys.has(name)) fail(path, `repeats ${quote(name)}: list each field once`);
        else requiredKeys.add(name);
      });
  }
  if (keys.length === 0)
    fail(
      ['requestedSchema', 'properties'],
      'is empty: ask-cards shows forms with at least one field ' +
        '(a bare confirmation is not supported yet)',
    );
  const ids = new Map<string, string>();
  const questions = keys.flatMap((key) => {
    const path = ['requestedSchema', 'properties', key];
    if (key === '') {
      fail(path, 'has an empty name: name the field');
      return [];
    }
    if (!withinLength(key, ELICIT_KEY_MAX_CHARS, path, fail, 'use a shorter field name')) return [];
    // Keys are compared as the user would see them in a summary.
    const seen = ids.get(textKey(key));
    if (seen !== undefined && seen !== key)
      fail(path, `reads the same as ${quote(seen)}: rename one`);
    ids.set(textKey(key), key);
    const question = readProperty(key, properties[key], requiredKeys.has(key), path, fail, options);
    return question ? [question] : [];
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
  if (params.mode !== undefined && params.mode !== 'form') {
    fail(
      ['mode'],
      params.mode === 'url'
        ? 'is "url": read it with parseElicitUrlRequest and show it with AskUrlCard'
        : `must be "form" or absent, not ${kindOf(params.mode)}`,
    );
    return { success: false, error: error()! };
  }
  const questions = readForm(params, options, fail);
  // The caps bound every count and text read; the whole, unknown keywords too, has its limit.
  const tooLarge = error() ? null : inputTooLarge(params, 'send fewer fields with shorter text');
  if (tooLarge) fail([], tooLarge);
  const failed = error();
  if (failed || !questions) return { success: false, error: failed! };
  const request: AskRequest = {
    dialect: 'elicitation',
    message: params.message as string,
    questions,
    // The field types the typed result needs (a boolean is not a choice of "true" / "false").
    source: params,
  };
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
    if (params.mode !== 'url') fail(['mode'], 'must be "url" (a form goes to parseElicitRequest)');
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
