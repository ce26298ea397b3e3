/**
 * An open JSON Schema (AG-UI's `responseSchema`, LangGraph's `response_schema`, Mastra's
 * `resumeSchema`) as the flat form the shared reader reads: a pre-pass that reads what zod's
 * `z.toJSONSchema()` and hand-written schemas say in their own words (`type: [X, "null"]`,
 * `anyOf` with `null`, `const`, exclusive bounds, a union of literals) as the form's words, and
 * refuses, naming the keyword, anything a flat form cannot ask (nesting, `$ref`, `allOf`, …).
 *
 * Pure and bounded: it reads each property once, never descends past a field's `items`, and
 * checks a list's length before it reads the list. Engine layer: imports no dialect.
 */
import { formatAskInputPath, type AskInputIssue, type AskInputPath } from '../errors';
import { isRecord } from '../guards';
import { ELICIT_MAX_CHOICES, ELICIT_MAX_FIELDS } from '../limits';
import { kindOf, type Fail } from './common';
import type { FormVariant } from './read';

/** A value a property may be fixed to (`const`): JSON's primitives. */
export type JsonSchemaFixedValue = string | number | boolean | null;

/** What the pre-pass makes of an open JSON Schema. */
export interface JsonSchemaFormPlan {
  /** The flat form the shared reader reads (`requestedSchema`). */
  form: Record<string, unknown>;
  /** Properties with a `const`: never asked, always sent with that value. In schema order. */
  fixed: [string, JsonSchemaFixedValue][];
  /** Nullable properties the schema requires: a skipped one is sent as `null`. */
  nullWhenSkipped: string[];
  /** The schema's property names, in order: the payload keeps it. */
  order: string[];
  /** For each member of the form's `required`, its index in the schema's own `required`. */
  requiredOrigins: number[];
  /**
   * Where a part of the form was read from in the schema as sent, per property, keyed by its
   * path within the property (`originKey`): `minimum` from `exclusiveMinimum`, `oneOf[2]` from
   * `anyOf[0].anyOf[3]`… so an issue the reader finds names what the author wrote.
   */
  origins: Map<string, Map<string, AskInputPath>>;
  /** Mistakes the pre-pass works around (a repeated literal), for `onSchemaIssue`. */
  notes: AskInputIssue[];
  /**
   * Set when the schema is one value, not an object (`{ type: "string" }`, an enum): the key of
   * the one field that asks it. The payload is then that field's value itself, not an object.
   */
  single?: string;
}

/** The key of the one field a top-level value schema is asked as. */
export const JSON_SCHEMA_SINGLE_KEY = 'answer';

/** The types a top-level schema is one field of. */
const VALUE_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null']);

/**
 * Whether a top-level schema asks one value a field can hold (a primitive type, an enum, a
 * union of literals), not an object of fields: AG-UI says a client renders any `responseSchema`.
 */
function isValueSchema(schema: Record<string, unknown>): boolean {
  const { type } = schema;
  if (type === undefined)
    return (
      schema.properties === undefined &&
      (Array.isArray(schema.enum) ||
        schema.const !== undefined ||
        isLiteralList(schema.anyOf) ||
        isLiteralList(schema.oneOf))
    );
  const types: unknown[] = Array.isArray(type) ? type : [type];
  return types.length > 0 && types.every((t) => VALUE_TYPES.has(t as string));
}

/** The plan of a top-level value schema: one field, read as a property's schema is. */
function valuePlan(
  schema: Record<string, unknown>,
  fail: Fail,
  beyond: Fail | undefined,
): JsonSchemaFormPlan | null {
  const notes: AskInputIssue[] = [];
  const note: Fail = (path, problem) =>
    notes.push({ path, message: `${formatAskInputPath(path)} ${problem}` });
  const key = JSON_SCHEMA_SINGLE_KEY;
  // `$defs` and the like are harmless beside one value, as beside a form.
  const own = Object.fromEntries(Object.entries(schema).filter(([k]) => !TOP_ONLY_FINE.has(k)));
  const read = readField(own, [], fail, note, beyond);
  if (!read) return null;
  const base = { order: [key], requiredOrigins: [], notes, single: key };
  if ('fixed' in read)
    return {
      ...base,
      form: { type: 'object', properties: {} },
      fixed: [[key, read.fixed]],
      nullWhenSkipped: [],
      origins: new Map(),
    };
  const properties: Record<string, unknown> = { [key]: read.field };
  return {
    ...base,
    form: { type: 'object', properties, required: read.nullable ? [] : [key] },
    fixed: [],
    nullWhenSkipped: read.nullable ? [key] : [],
    origins: new Map(read.origins.size ? [[key, read.origins]] : []),
  };
}

/** The key of a path within a property in `JsonSchemaFormPlan.origins`. */
export const originKey = (path: AskInputPath): string => JSON.stringify(path);

const FLATTEN =
  'flatten it into top-level fields of primitive types, or ask for it as JSON text in a ' +
  'string field; a host can also opt in to one JSON text field for such a schema ' +
  '(`fallback: jsonTextFallback`)';

/**
 * Keywords a flat form cannot honour, with what to do instead. Annotations (`examples`,
 * `$comment`, `readOnly`, vendor keys) are ignored; these assert something the card would not
 * check, so the agent would refuse an answer the card let through.
 */
const BEYOND: Record<string, string> = {
  $ref:
    'is a reference, which a form cannot follow: inline the definition (zod: ' +
    "z.toJSONSchema(schema, { reused: 'inline' }), with no schema registered by id)",
  $dynamicRef: 'is a reference, which a form cannot follow: inline the definition',
  $recursiveRef: 'is a reference, which a form cannot follow: inline the definition',
  allOf:
    'combines schemas, which a form cannot show as one field: merge them into one, or ' + FLATTEN,
  not: 'excludes values the card cannot check as the user types: remove it and check on the server',
  if:
    'is a condition the card cannot check as the user types: remove it (and then / else) and ' +
    'check on the server',
  then: 'belongs to a condition the card cannot check: remove it and check on the server',
  else: 'belongs to a condition the card cannot check: remove it and check on the server',
  dependentSchemas: 'makes fields depend on each other, which a flat form cannot show: remove it',
  dependentRequired: 'makes fields depend on each other, which a flat form cannot show: remove it',
  dependencies: 'makes fields depend on each other, which a flat form cannot show: remove it',
  patternProperties:
    'admits fields by name pattern, which a form cannot list: name each field in properties',
  propertyNames:
    'constrains field names, which a form cannot ask for: name each field in properties',
  minProperties: 'counts fields, which a form with optional fields cannot promise: remove it',
  maxProperties: 'counts fields, which a form with optional fields cannot promise: remove it',
  multipleOf:
    'is a step the card cannot check exactly as the user types: remove it and check on the server',
  prefixItems: `is a tuple, not a multi-select: ask for each item as a field of its own`,
  contains: 'constrains some items, which a multi-select cannot show: remove it',
  minContains: 'constrains some items, which a multi-select cannot show: remove it',
  maxContains: 'constrains some items, which a multi-select cannot show: remove it',
  unevaluatedItems: 'constrains items a multi-select never sends: remove it',
};

/** JSON Schema's type names. */
const JSON_TYPES = new Set(['object', 'array', 'string', 'number', 'integer', 'boolean', 'null']);

/** Beside these, `unevaluatedProperties` and `additionalProperties` are harmless at the top. */
const TOP_ONLY_FINE = new Set([
  'additionalProperties',
  'unevaluatedProperties',
  '$defs',
  'definitions',
]);

/** A `{ "type": "null" }` branch: `null` alone. */
const isNullSchema = (value: unknown): boolean =>
  isRecord(value) && value.type === 'null' && value.const === undefined && value.enum === undefined;

const isPrimitive = (value: unknown): value is JsonSchemaFixedValue =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value));

/** Whether `value` is of JSON Schema type `type` (the types a fixed value may have). */
function ofType(value: JsonSchemaFixedValue, type: unknown): boolean {
  if (type === undefined) return true;
  if (type === 'integer') return typeof value === 'number' && Number.isInteger(value);
  if (type === 'null') return value === null;
  return typeof value === type;
}

/** The next double above (`up`) or below `n`: the exact inclusive form of an exclusive bound. */
function nextDouble(n: number, up: boolean): number {
  if (n === 0) return up ? Number.MIN_VALUE : -Number.MIN_VALUE;
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, n);
  const bits = view.getBigUint64(0);
  // Away from zero is one more unit in the last place; towards zero, one less.
  view.setBigUint64(0, up === n > 0 ? bits + 1n : bits - 1n);
  return view.getFloat64(0);
}

/** One property's schema, read: the field for the form, or a fixed value, or nothing (refused). */
type Read =
  | { field: Record<string, unknown>; nullable: boolean; origins: Map<string, AskInputPath> }
  | { fixed: JsonSchemaFixedValue }
  | null;

/** What reading one property records beside its field: origins, and notes for the author. */
interface Trace {
  origins: Map<string, AskInputPath>;
  note: Fail;
}

/** A branch's literal: its `const`, or the one value of its `enum` (OpenAPI 3.0's literal). */
function literalOf(branch: unknown): unknown {
  if (!isRecord(branch)) return undefined;
  if (branch.const !== undefined) return branch.const;
  return Array.isArray(branch.enum) && branch.enum.length === 1 ? branch.enum[0] : undefined;
}

/**
 * Literal branches as the form's choices `{ const, title, description }`, each literal once:
 * under `anyOf` a repeated one is shown once; under `oneOf` it matches two branches, which the
 * agent's validator refuses, so it is not offered. `at[i]` is where branch i was written; each
 * choice's origin is recorded under `formKey[j]`. An untitled choice gets an empty title: the
 * reader shows its value, and no issue names a title nobody wrote.
 */
function distinctChoices(
  branches: unknown[],
  at: AskInputPath[],
  exclusive: boolean,
  formKey: AskInputPath,
  trace: Trace,
): Record<string, unknown>[] {
  const literals = branches.map(literalOf);
  const counts = new Map<unknown, number>();
  for (const v of literals) counts.set(v, (counts.get(v) ?? 0) + 1);
  const seen = new Set<unknown>();
  const choices: Record<string, unknown>[] = [];
  branches.forEach((b, i) => {
    const value = literals[i];
    const repeated = counts.get(value)! > 1;
    const first = !seen.has(value);
    seen.add(value);
    if (repeated && (exclusive ? first : !first))
      trace.note(
        at[i]!,
        exclusive
          ? `repeats the literal ${JSON.stringify(value)}: it matches two branches of oneOf, ` +
              'which the agent refuses; it is not offered'
          : `repeats the literal ${JSON.stringify(value)}: it is shown once`,
      );
    if (exclusive ? repeated : !first) return;
    const branch = b as Record<string, unknown>;
    const choice: Record<string, unknown> = { const: value, title: branch.title ?? '' };
    if (branch.description !== undefined) choice.description = branch.description;
    trace.origins.set(originKey([...formKey, choices.length]), at[i]!);
    // A literal from `enum: [v]` is no `const` the author wrote.
    if (branch.const === undefined)
      trace.origins.set(originKey([...formKey, choices.length, 'const']), [...at[i]!, 'enum', 0]);
    choices.push(choice);
  });
  return choices;
}

/**
 * Branches that are all literals of one kind (zod's union of literals): their values as choices.
 * Strings become titled choices (`oneOf`), numbers an `enum`. `list` is where they were written.
 */
function literalChoices(
  branches: unknown[],
  at: AskInputPath[],
  list: AskInputPath,
  exclusive: boolean,
  fail: Fail,
  trace: Trace,
): Record<string, unknown> | null {
  const literals = branches.map(literalOf);
  if (literals.every((c) => typeof c === 'string')) {
    trace.origins.set(originKey(['oneOf']), list);
    return { type: 'string', oneOf: distinctChoices(branches, at, exclusive, ['oneOf'], trace) };
  }
  if (literals.every((c) => typeof c === 'number')) {
    const integer = branches.every((b) => (b as Record<string, unknown>).type === 'integer');
    trace.origins.set(originKey(['enum']), list);
    const choices = distinctChoices(branches, at, exclusive, ['enum'], trace);
    return { type: integer ? 'integer' : 'number', enum: choices.map((c) => c.const) };
  }
  fail(list, `has branches that are not all literals of one type: ${FLATTEN}`);
  return null;
}

/** Whether `list` is a union of literals a form can offer (within the choice limit). */
const isLiteralList = (list: unknown): list is unknown[] =>
  Array.isArray(list) &&
  list.length > 0 &&
  list.length <= ELICIT_MAX_CHOICES &&
  list.every((b) => literalOf(b) !== undefined);

/** One property's schema as a field of the flat form (see `JsonSchemaFormPlan`). */
function readField(
  schema: unknown,
  path: AskInputPath,
  fail: Fail,
  note: Fail = () => {},
  beyond?: Fail,
): Read {
  const past = beyond ?? fail;
  if (!isRecord(schema)) {
    (typeof schema === 'boolean' ? past : fail)(
      path,
      typeof schema === 'boolean'
        ? `is the boolean schema ${String(schema)}: give the field a type`
        : `must be a field schema object, not ${kindOf(schema)}`,
    );
    return null;
  }
  const origins = new Map<string, AskInputPath>();
  const trace: Trace = { origins, note };
  let field: Record<string, unknown> = { ...schema };
  let nullable = false;
  let refused = false;
  const refuse: Fail = (at, problem) => {
    refused = true;
    fail(at, problem);
  };
  // Beyond the flat subset, not wrong: the JSON text field's, when the host opted in.
  const refusePast: Fail = (at, problem) => {
    refused = true;
    past(at, problem);
  };
  for (const key of Object.keys(BEYOND))
    if (field[key] !== undefined) refusePast([...path, key], BEYOND[key]!);

  // A union: `null` beside one schema is a nullable field; literals are choices.
  for (const key of ['anyOf', 'oneOf'] as const) {
    const list = field[key];
    if (list === undefined || refused) continue;
    // A string field's `oneOf` of titled consts is the form's own single select.
    if (key === 'oneOf' && field.type === 'string') continue;
    const at = [...path, key];
    if (!Array.isArray(list)) {
      refuse(at, `must be an array of schemas, not ${kindOf(list)}`);
      continue;
    }
    if (list.length > ELICIT_MAX_CHOICES) {
      refuse(at, `has ${list.length} branches; the limit is ${ELICIT_MAX_CHOICES}: ${FLATTEN}`);
      continue;
    }
    const kept = list.flatMap((b, i) => (isNullSchema(b) ? [] : [i]));
    const others = kept.map((i) => list[i]);
    nullable ||= others.length < list.length;
    const { [key]: _, ...rest } = field;
    if (others.length === 1 && isRecord(others[0])) {
      let inner = others[0];
      const index = kept[0]!;
      const titledSelect =
        inner.type === 'string' && inner.oneOf !== undefined && inner.anyOf === undefined;
      const innerKey = inner.anyOf !== undefined ? 'anyOf' : 'oneOf';
      const innerList = inner[innerKey];
      if (!titledSelect && inner.anyOf !== undefined && inner.oneOf !== undefined) {
        refusePast(at, `nests a union in a union: ${FLATTEN}`);
        continue;
      }
      for (const k of Object.keys(BEYOND))
        if (inner[k] !== undefined) refusePast([...at, index, k], BEYOND[k]!);
      if (refused) continue;
      // zod's nullable union of literals: the inner union's literals are the choices.
      if (!titledSelect && innerList !== undefined) {
        if (!isLiteralList(innerList)) {
          refusePast(at, `nests a union in a union: ${FLATTEN}`);
          continue;
        }
        const from = [...at, index, innerKey];
        const { [innerKey]: _inner, ...innerRest } = inner;
        const choices = literalChoices(
          innerList,
          innerList.map((_b, i) => [...from, i]),
          from,
          innerKey === 'oneOf',
          refusePast,
          trace,
        );
        if (!choices) continue;
        inner = { ...innerRest, ...choices };
      }
      // The branch holds the field; the outer schema's own texts and default stay on top.
      for (const k of Object.keys(inner))
        if (!(k in rest) && !origins.has(originKey([k])))
          origins.set(originKey([k]), [...at, index, k]);
      field = { ...inner, ...rest };
    } else if (others.length > 1 && isLiteralList(others)) {
      const choices = literalChoices(
        others,
        kept.map((i) => [...at, i]),
        at,
        key === 'oneOf',
        refusePast,
        trace,
      );
      if (choices) field = { ...rest, ...choices };
    } else if (others.length === 0) {
      field = { ...rest, type: 'null' };
    } else {
      refusePast(at, `offers several schemas, which one field cannot show: ${FLATTEN}`);
    }
  }
  if (refused) return null;
  // A string field's own `oneOf`: an untitled const is shown by its value.
  if (field.type === 'string' && Array.isArray(field.oneOf))
    field.oneOf = field.oneOf.map((b) =>
      isRecord(b) && b.title === undefined && typeof b.const === 'string' ? { ...b, title: '' } : b,
    );

  // `type: [X, "null"]`, OpenAPI's `nullable: true` and `null` in an enum: a nullable field.
  if (Array.isArray(field.type)) {
    const types = field.type.filter((t) => t !== 'null');
    nullable ||= types.length < field.type.length;
    if (types.length !== 1) {
      (types.length === 0 ? fail : past)(
        [...path, 'type'],
        types.length === 0
          ? 'lists no type but "null": give the field one type, or a const'
          : `lists the types ${types.map((t) => JSON.stringify(t)).join(', ')}: give a field one ` +
              'type (and "null" when it may be empty)',
      );
      return null;
    }
    field.type = types[0];
  }
  if (field.nullable === true) nullable = true;
  delete field.nullable;
  if (Array.isArray(field.enum) && field.enum.includes(null)) {
    nullable = true;
    field.enum = field.enum.filter((v) => v !== null);
  }
  if (nullable && field.default === null) delete field.default;

  // A const, or the type "null" alone: a fixed value, never asked.
  if (field.const !== undefined || field.type === 'null') {
    const value = field.const === undefined ? null : field.const;
    const at = [...path, field.const === undefined ? 'type' : 'const'];
    if (!isPrimitive(value)) {
      past(at, `is ${kindOf(value)}: a fixed value must be a string, number, boolean or null`);
      return null;
    }
    if (!ofType(value, field.type)) {
      fail(
        at,
        `(${JSON.stringify(value)}) is not of the field's type ${String(field.type)}: ` +
          'no answer can satisfy it; fix the const or the type',
      );
      return null;
    }
    return { fixed: value };
  }

  const { type } = field;
  // With the JSON text field on, valid schemas the reader would refuse are beyond it too.
  if (beyond && type === undefined && field.properties === undefined && !field.enum) {
    beyond([...path], `has no type: a field asks for one kind of value; ${FLATTEN}`);
    return null;
  }
  if (beyond && type === 'array') {
    const { items } = field;
    const choices =
      isRecord(items) &&
      (Array.isArray(items.enum) || Array.isArray(items.anyOf) || Array.isArray(items.oneOf));
    if (items === undefined || (isRecord(items) && !choices)) {
      beyond([...path, 'items'], `holds values, not choices: ${FLATTEN}`);
      return null;
    }
  }
  if (type === 'object' || (type === undefined && field.properties !== undefined)) {
    past([...path, 'type'], `is "object": a form is flat; ${FLATTEN}`);
    return null;
  }
  if (type === 'array') {
    const { items } = field;
    if (Array.isArray(items)) {
      past([...path, 'items'], BEYOND.prefixItems!);
      return null;
    }
    if (isRecord(items)) {
      if (items.type === 'object' || items.properties !== undefined) {
        past([...path, 'items'], `holds objects: a multi-select holds choices; ${FLATTEN}`);
        return null;
      }
      for (const k of Object.keys(BEYOND))
        if (items[k] !== undefined) refusePast([...path, 'items', k], BEYOND[k]!);
      if (refused) return null;
      // A union of literals as items: zod's array of a union of literals.
      const key = items.anyOf !== undefined ? 'anyOf' : 'oneOf';
      const union = items[key];
      if (
        !(items.anyOf !== undefined && items.oneOf !== undefined) &&
        isLiteralList(union) &&
        union.every((b) => typeof literalOf(b) === 'string')
      ) {
        const from = [...path, 'items', key];
        const { [key]: _, ...rest } = items;
        origins.set(originKey(['items', 'anyOf']), from);
        const choices = distinctChoices(
          union,
          union.map((_b, i) => [...from, i]),
          key === 'oneOf',
          ['items', 'anyOf'],
          trace,
        );
        field.items = { ...rest, anyOf: choices };
      }
    }
  }

  // An exclusive bound is the first value past it the field can send: exact, not rounded.
  for (const [key, inclusive, up] of [
    ['exclusiveMinimum', 'minimum', true],
    ['exclusiveMaximum', 'maximum', false],
  ] as const) {
    const bound = field[key];
    if (bound === undefined) continue;
    delete field[key];
    if (type !== 'number' && type !== 'integer') continue;
    // Draft 4 (zod's draft-4 and openapi-3.0 targets): a flag that makes `minimum` exclusive.
    if (bound === false) continue;
    const value = bound === true ? field[inclusive] : bound;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      fail(
        [...path, key],
        bound === true
          ? `is true, which makes ${inclusive} exclusive, but ${inclusive} is not a number: ` +
              `give ${inclusive} a number (or write ${key}: n)`
          : `must be a number, not ${kindOf(bound)}`,
      );
      return null;
    }
    const next =
      type === 'integer'
        ? up
          ? Math.floor(value) + 1
          : Math.ceil(value) - 1
        : nextDouble(value, up);
    const current = field[inclusive];
    const stricter =
      typeof current !== 'number' || bound === true || (up ? next > current : next < current)
        ? next
        : current;
    if (stricter === next) {
      field[inclusive] = next;
      origins.set(originKey([inclusive]), [...path, key]);
    }
  }
  return { field, nullable, origins };
}

/**
 * The flat form an open JSON Schema is, with its fixed and nullable properties; null when the
 * schema asks for something a flat form cannot (each reason an issue through `fail`). A schema of
 * one value (a primitive type, an enum) is one field (`single`).
 *
 * @example
 * toJsonSchemaFormPlan({ type: 'object', properties: { a: { type: ['string', 'null'] } },
 *   required: ['a'] }, fail)
 * // { form: { type: 'object', properties: { a: { type: 'string' } }, required: [] },
 * //   fixed: [], nullWhenSkipped: ['a'], order: ['a'], requiredOrigins: [], origins: … }
 */
export function toJsonSchemaFormPlan(
  schema: unknown,
  fail: Fail,
  beyond?: Fail,
): JsonSchemaFormPlan | null {
  const past = beyond ?? fail;
  if (!isRecord(schema)) {
    fail(
      [],
      typeof schema === 'string'
        ? 'is a string: JSON.parse it first (Mastra sends resumeSchema as JSON text)'
        : 'must be a JSON Schema object ({ "type": "object", "properties": { … } }), not ' +
            kindOf(schema),
    );
    return null;
  }
  if (isValueSchema(schema)) return valuePlan(schema, fail, beyond);
  let refused = false;
  for (const key of Object.keys(BEYOND))
    if (schema[key] !== undefined && !TOP_ONLY_FINE.has(key)) {
      refused = true;
      past([key], BEYOND[key]!);
    }
  for (const key of ['anyOf', 'oneOf'] as const)
    if (schema[key] !== undefined) {
      refused = true;
      past([key], `offers several schemas for the answer: ask one form; ${FLATTEN}`);
    }
  if (schema.type !== 'object' && !(schema.type === undefined && isRecord(schema.properties))) {
    // A schema of another JSON type (or of any value) is valid, only not a form.
    const types: unknown[] = Array.isArray(schema.type) ? schema.type : [schema.type];
    const valid = types.every((t) => t === undefined || JSON_TYPES.has(t as string));
    (valid ? past : fail)(
      ['type'],
      `${schema.type === undefined ? 'is missing' : `is ${JSON.stringify(schema.type)}`}: the ` +
        'answer must be an object of fields, { "type": "object", "properties": { … } } (wrap a ' +
        'single value in one property)',
    );
    return null;
  }
  if (refused) return null;
  const properties = schema.properties ?? {};
  if (!isRecord(properties)) {
    fail(['properties'], `must be an object of fields, not ${kindOf(properties)}`);
    return null;
  }
  const order = Object.keys(properties);
  if (order.length > ELICIT_MAX_FIELDS) {
    fail(
      ['properties'],
      `has ${order.length} items; the limit is ${ELICIT_MAX_FIELDS}: ask for fewer fields at ` +
        'once (a form per step)',
    );
    return null;
  }
  const required = Array.isArray(schema.required) ? (schema.required as unknown[]) : null;
  const requiredSet = new Set(required?.filter((k) => typeof k === 'string'));
  const fields: Record<string, unknown> = {};
  const fixed: [string, JsonSchemaFixedValue][] = [];
  const nullWhenSkipped: string[] = [];
  const origins = new Map<string, Map<string, AskInputPath>>();
  const notes: AskInputIssue[] = [];
  const note: Fail = (path, problem) =>
    notes.push({ path, message: `${formatAskInputPath(path)} ${problem}` });
  let failed = false;
  const fieldFail: Fail = (path, problem) => {
    failed = true;
    fail(path, problem);
  };
  const fieldBeyond: Fail | undefined =
    beyond &&
    ((path, problem) => {
      failed = true;
      beyond(path, problem);
    });
  for (const key of order) {
    const read = readField(properties[key], ['properties', key], fieldFail, note, fieldBeyond);
    if (!read) continue;
    if ('fixed' in read) {
      fixed.push([key, read.fixed]);
      continue;
    }
    // `defineProperty`: a field named `__proto__` stays a field.
    Object.defineProperty(fields, key, {
      value: read.field,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    if (read.origins.size) origins.set(key, read.origins);
    if (read.nullable && requiredSet.has(key)) nullWhenSkipped.push(key);
  }
  if (failed) return null;
  const form: Record<string, unknown> = { type: 'object', properties: fields };
  for (const key of ['title', 'description'] as const)
    if (schema[key] !== undefined) form[key] = schema[key];
  // Fixed and nullable fields are never required of the user; the rest as the schema says.
  const requiredOrigins: number[] = [];
  if (required) {
    const asked = (k: unknown) =>
      typeof k !== 'string' || !(fixed.some(([f]) => f === k) || nullWhenSkipped.includes(k));
    form.required = required.filter((k, i) => asked(k) && requiredOrigins.push(i) > 0);
  } else if (schema.required !== undefined) form.required = schema.required;
  return { form, fixed, nullWhenSkipped, order, requiredOrigins, origins, notes };
}

/**
 * The shared reader's variant for an open JSON Schema: options may have descriptions, unknown
 * string formats are read as plain strings (the agent checks them; zod sends a `pattern` beside
 * most), a multi-select holds strings, the schema's `title` / `description` are the card's.
 */
export const JSON_SCHEMA_FORM_VARIANT: FormVariant = {
  dialect: 'json-schema-form',
  refuse: () => null,
  optionDescriptions: true,
  enumNames: false,
  unknownFormat: 'ignore',
  itemsType: 'always',
  formTexts: true,
  nullMeansAbsent: false,
  optionalObjectKeys: false,
};
