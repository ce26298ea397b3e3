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
import { isRecord } from '../../schema/guards';
import type { AskSafeParseResult } from '../../schema/issues';
import { MAX_REPORTED_ISSUES } from '../../schema/limits';
import { inputTooLarge } from '../../schema/size';
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

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** A `{ const, title }` list (`oneOf` of a single select, `items.anyOf` of a multi-select). */
function readTitled(list: unknown, path: AskInputPath, fail: Fail): AskOption[] {
  if (!Array.isArray(list)) {
    fail(path, `must be an array of { "const": "…", "title": "…" }, not ${kindOf(list)}`);
    return [];
  }
  return list.flatMap((item, i): AskOption[] => {
    if (!isRecord(item) || typeof item.const !== 'string' || typeof item.title !== 'string') {
      fail([...path, i], 'must be { "const": string, "title": string }');
      return [];
    }
    return [option(item.const, item.title)];
  });
}

/** An untitled `enum`, with the legacy `enumNames` as its titles. */
function readEnum(list: unknown, names: unknown, path: AskInputPath, fail: Fail): AskOption[] {
  if (!Array.isArray(list)) {
    fail(path, `must be an array of strings, not ${kindOf(list)}`);
    return [];
  }
  const bad = list.findIndex((value) => typeof value !== 'string');
  if (bad !== -1) {
    fail([...path, bad], `must be a string, not ${kindOf(list[bad])}`);
    return [];
  }
  const namesPath = [...path.slice(0, -1), 'enumNames'];
  if (names !== undefined) {
    if (!Array.isArray(names) || names.some((name) => typeof name !== 'string')) {
      fail(namesPath, 'must be an array of strings (one title per enum value)');
      names = undefined;
    } else if (names.length !== list.length) {
      fail(namesPath, `has ${names.length} titles for ${list.length} enum values: give one each`);
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

/** Choices must be there, and their consts unique: the answer is a const. */
function checkChoices(options: AskOption[], path: AskInputPath, fail: Fail): void {
  if (options.length === 0) fail(path, 'has no choices: list at least one');
  const seen = new Map<string, number>();
  options.forEach(({ value }, i) => {
    const first = seen.get(value!);
    if (first !== undefined)
      fail([...path, i], `repeats the value ${quote(value!)} of choice ${first}: remove one`);
    else seen.set(value!, i);
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
  for (const text of ['title', 'description'] as const)
    if (schema[text] !== undefined && typeof schema[text] !== 'string')
      fail([...path, text], `must be a string, not ${kindOf(schema[text])}`);
  const title =
    typeof schema.title === 'string' && !isBlank(schema.title) ? schema.title.trim() : '';
  const description =
    typeof schema.description === 'string' && !isBlank(schema.description)
      ? schema.description.trim()
      : '';
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
    checkChoices(choices, at(schema.oneOf !== undefined ? 'oneOf' : 'enum'), fail);
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
      else q.default = { text: schema.default };
    }
    return q;
  }

  if (type === 'number' || type === 'integer') {
    const input: AskTextInput = { kind: type };
    const [min, max] = readBounds(schema, path, fail, ['minimum', 'maximum'], false);
    if (min !== undefined) input.min = min;
    if (max !== undefined) input.max = max;
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
      checkChoices(choices, [...path, 'items', 'anyOf'], fail);
    } else if (items.enum !== undefined) {
      if (items.type !== 'string') fail([...path, 'items', 'type'], 'must be "string" beside enum');
      choices = readEnum(items.enum, undefined, [...path, 'items', 'enum'], fail);
      checkChoices(choices, [...path, 'items', 'enum'], fail);
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
      const indexes = Array.isArray(value)
        ? value.map((v) => choices.findIndex((o) => o.value === v))
        : [];
      if (!Array.isArray(value)) badDefault('an array of choices');
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
  const requiredKeys = new Set<string>();
  if (required !== undefined) {
    if (!Array.isArray(required))
      fail(['requestedSchema', 'required'], 'must be an array of property names');
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
  const tooLarge = inputTooLarge(params);
  if (tooLarge) {
    fail([], tooLarge);
    return { success: false, error: error()! };
  }
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
  if (!isRecord(params))
    fail([], `must be the elicitation/create params object, not ${kindOf(params)}`);
  else {
    if (params.mode !== 'url') fail(['mode'], 'must be "url" (a form goes to parseElicitRequest)');
    for (const key of ['message', 'elicitationId', 'url'] as const)
      if (typeof params[key] !== 'string')
        fail([key], `must be a string, not ${kindOf(params[key])}`);
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
