/**
 * The opt-in JSON text field: a schema beyond the flat form asked as one JSON text, checked
 * against the schema by `@cfworker/json-schema` before it can be sent. Its own module, so a host
 * that does not opt in bundles no validator.
 *
 * No schema-supplied pattern ever reaches a backtracking `RegExp`: before each check, every
 * `pattern` and `patternProperties` key is replaced by an anchored alternation of the answer's
 * own strings that the linear-time matcher (RE2) found to match; a pattern RE2 cannot run is
 * left to the agent (and the card says so).
 */
import { Validator, type OutputUnit, type Schema, type SchemaDraft } from '@cfworker/json-schema';
import {
  setJsonSchemaValidator,
  type AskJsonProblem,
  type AskJsonSchemaIssue,
} from '../../machine/json-check';
import { setPatternMatcher } from '../../machine/pattern-check';
import { isRecord } from '../../schema/guards';
import { canMatchPattern, patternMatches } from '../../schema/pattern';

/** The most subschemas a schema may expand to through its references before it is refused. */
export const JSON_SCHEMA_MAX_EXPANSION = 10_000;

/**
 * The deepest a schema for the JSON field may nest: objects and arrays as written, and
 * subschemas once its references are followed. Twice the answer's own bound
 * (`JSON_TEXT_MAX_DEPTH`), as each level of an object takes two (the schema and its
 * `properties`). Checked before anything else reads the schema, so no walk runs out of stack.
 */
export const JSON_SCHEMA_MAX_DEPTH = 128;

/** What `safeParseJsonSchemaForm` needs to offer the JSON text field. */
export interface JsonTextFallback {
  /** Registers the validator (and the pattern matcher) the machine checks the text with. */
  readonly register: () => void;
  /**
   * Whether a schema can be checked here: `problem` says why not (a hostile or broken schema,
   * which stays an error); `patternsLeft` is true when some pattern is left to the agent.
   */
  readonly inspect: (schema: unknown) => { problem: Problem | null; patternsLeft: boolean };
}

type Path = (string | number)[];

/** What is wrong in a schema, and where. */
export interface JsonTextFallbackProblem {
  path: Path;
  problem: string;
}
type Problem = JsonTextFallbackProblem;

// Keywords whose values are data, not schemas (cfworker's own list, less `pattern`).
const DATA = new Set([
  'id',
  '$id',
  '$ref',
  '$schema',
  '$anchor',
  '$vocabulary',
  '$comment',
  'default',
  'enum',
  'const',
  'examples',
  'required',
  'dependentRequired',
  'type',
  'format',
]);
const MAPS = new Set(['properties', '$defs', 'definitions', 'dependentSchemas', 'dependencies']);

/** Defines a member: a key named `__proto__` stays a key. */
function put(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

const escapeLiteral = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/** A safe pattern matching exactly `texts` (anchored literals), or nothing when there are none. */
const literals = (texts: string[]) =>
  texts.length ? `^(?:${texts.map(escapeLiteral).join('|')})$` : '[^\\s\\S]';

/**
 * A copy of `schema` whose patterns are safe to run natively, given the strings of the answer
 * (`strings`); `left` when some pattern could not be run by RE2 and was dropped (lenient).
 */
function linearPatterns(schema: unknown, strings: string[]): { schema: unknown; left: boolean } {
  let left = false;
  const matching = (pattern: string): string[] | null => {
    if (!canMatchPattern(pattern)) return null;
    return strings.filter((s) => patternMatches(pattern, s) === true);
  };
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isRecord(node)) return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === 'pattern' && typeof value === 'string') {
        const found = matching(value);
        if (found) put(out, key, literals(found));
        else left = true;
      } else if (key === 'patternProperties' && isRecord(value)) {
        const map: Record<string, unknown> = {};
        Object.entries(value).forEach(([pattern, sub], i) => {
          // Distinct keys for patterns that match the same names.
          const tag = '(?:)'.repeat(i);
          const found = matching(pattern);
          if (found) put(map, tag + literals(found), walk(sub));
          else {
            left = true;
            put(map, tag, true);
          }
        });
        put(out, key, map);
      } else if (MAPS.has(key) && isRecord(value)) {
        const map: Record<string, unknown> = {};
        for (const [name, sub] of Object.entries(value)) put(map, name, walk(sub));
        put(out, key, map);
      } else put(out, key, DATA.has(key) ? value : walk(value));
    }
    return out;
  };
  return { schema: walk(schema), left };
}

/** Every string of a JSON value and every member name in it: what a pattern can be tested on. */
function stringsOf(value: unknown): string[] {
  const found = new Set<string>();
  const stack = [value];
  while (stack.length) {
    const node = stack.pop();
    if (typeof node === 'string') found.add(node);
    else if (Array.isArray(node)) stack.push(...node);
    else if (isRecord(node))
      for (const [key, member] of Object.entries(node)) {
        found.add(key);
        stack.push(member);
      }
  }
  return [...found];
}

function draftOf(schema: unknown): SchemaDraft {
  const uri = isRecord(schema) && typeof schema.$schema === 'string' ? schema.$schema : '';
  if (uri.includes('draft-04')) return '4';
  if (uri.includes('draft-06') || uri.includes('draft-07')) return '7';
  if (uri.includes('2019-09')) return '2019-09';
  return '2020-12';
}

// Keywords that only say "something inside failed": the issue is the one inside.
const CONTAINERS = new Set([
  'properties',
  'items',
  'prefixItems',
  'additionalItems',
  'additionalProperties',
  'patternProperties',
  'unevaluatedItems',
  'unevaluatedProperties',
  'allOf',
  '$ref',
  '$recursiveRef',
  '$dynamicRef',
  'dependentSchemas',
  'dependencies',
  'propertyNames',
  'if',
  'then',
  'else',
]);

/** The number the validator's message ends with (`String is too short (1 < 3).`: 3). */
const limitOf = (error: string) => Number(/(-?[\d.]+(?:e[-+]?\d+)?)\)?\.$/i.exec(error)?.[1]);

function problemOf(unit: OutputUnit): AskJsonProblem {
  const { keyword, error } = unit;
  switch (keyword) {
    case 'type':
      return {
        rule: 'type',
        expected: (/Expected "(.*)"\.$/.exec(error)?.[1] ?? '').split('", "').filter(Boolean),
      };
    case 'required':
      return { rule: 'required', field: /property "([\s\S]*)"\.$/.exec(error)?.[1] ?? '' };
    case 'false':
      return { rule: 'notAllowed' };
    case 'const':
    case 'enum':
      return { rule: 'value' };
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { rule: keyword, limit: limitOf(error) };
    case 'pattern':
    case 'format':
    case 'uniqueItems':
      return { rule: keyword };
    case 'anyOf':
      return { rule: 'noBranch' };
    case 'oneOf':
      return { rule: / \(0 matches\)\.$/.test(error) ? 'noBranch' : 'manyBranches' };
    default:
      return { rule: 'other', keyword };
  }
}

/** `#/a/0/b` as `['a', 0, 'b']`, numbers where the value there is an array. */
function pathOf(location: string, value: unknown): (string | number)[] {
  const path: (string | number)[] = [];
  let node = value;
  for (const raw of location.split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    const index = Array.isArray(node) ? Number(key) : NaN;
    path.push(Number.isInteger(index) ? index : key);
    node = isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : node;
  }
  return path;
}

/** The validator the machine runs: the first issue, null when valid, undefined when unsure. */
function validate(schema: unknown, value: unknown): AskJsonSchemaIssue | null | undefined {
  // A schema the parser would refuse, carried in by a request built or restored elsewhere: never
  // run (its cost is unbounded, its depth may overflow the stack), the agent checks the answer.
  if (inspect(schema).problem) return undefined;
  const safe = linearPatterns(schema, stringsOf(value));
  const result = new Validator(safe.schema as Schema | boolean, draftOf(schema), true).validate(
    value,
  );
  if (result.valid) return safe.left ? undefined : null;
  const unit = result.errors.find((e) => !CONTAINERS.has(e.keyword)) ?? result.errors[0];
  if (!unit) return undefined;
  return { path: pathOf(unit.instanceLocation, value), problem: problemOf(unit) };
}

/** What a local reference (`#` or `#/…`) points at in `root`; undefined for any other. */
function resolvePointer(root: unknown, ref: string): unknown {
  if (ref !== '#' && !ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const raw of ref
    .slice(2)
    .split('/')
    .filter((s, i, a) => a.length > 1 || s !== '')) {
    let key: string;
    try {
      key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    } catch {
      return undefined;
    }
    node = isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : null;
  }
  return node;
}

/**
 * Why the schema's references cannot be followed safely, or null. The validator has no step
 * budget, so a reference back into itself that branches (`anyOf: [{$ref}, {$ref}]`) costs time
 * exponential in the answer's depth. Only acyclic local references are taken: a reference back
 * into an enclosing subschema, one by name or URI (`$id`, `$anchor`), `$recursiveRef`,
 * `$dynamicRef`, and a nested `$id` (which re-bases the references inside it) are refused. Linear:
 * each subschema is entered once.
 */
function referenceProblem(schema: unknown): Problem | null {
  const where = new Map<object, Path>();
  // Every subschema's location, as the schema spells it (references are followed below).
  const place = (node: unknown, at: Path): Problem | null => {
    if (Array.isArray(node)) {
      for (const [i, item] of node.entries()) {
        const found = place(item, [...at, i]);
        if (found) return found;
      }
      return null;
    }
    if (!isRecord(node) || where.has(node)) return null;
    where.set(node, at);
    for (const [key, value] of Object.entries(node)) {
      const path = [...at, key];
      if (key === '$recursiveRef' || key === '$dynamicRef')
        return {
          path,
          problem:
            'is a recursive reference: recursive schemas are not supported in the JSON field ' +
            '(the answer could not be checked in bounded time); inline a fixed number of levels',
        };
      if ((key === '$id' || key === 'id') && typeof value === 'string' && at.length > 0)
        return {
          path,
          problem:
            'is a nested $id, which is not supported in the JSON field: references are read from ' +
            'the root; remove it and reference the subschema by its path',
        };
      if (key === '$ref' && typeof value === 'string' && value !== '#' && !value.startsWith('#/'))
        return {
          path,
          problem:
            `refers to ${JSON.stringify(value)}: the JSON field supports only references within ` +
            'the schema by path ("#/$defs/…")',
        };
      if (DATA.has(key)) continue;
      if ((MAPS.has(key) || key === 'patternProperties') && isRecord(value)) {
        for (const [name, sub] of Object.entries(value)) {
          const found = place(sub, [...path, name]);
          if (found) return found;
        }
        continue;
      }
      const found = place(value, path);
      if (found) return found;
    }
    return null;
  };
  const placed = place(schema, []);
  if (placed) return placed;
  // Depth-first through containment and references. Containment is a tree, so reaching a
  // subschema still open (one that encloses the current one) can only be through a reference:
  // `via`, the last one followed, closes a cycle.
  // Each finished subschema's height: the most subschemas from it down, references followed.
  // A path is as deep as the levels above a subschema plus its height, however it is reached.
  const open = new Set<object>();
  const heights = new Map<object, number>();
  type Via = { path: Path; ref: string } | null;
  const tooDeep = (node: object, via: Via): Problem => ({
    path: via?.path ?? where.get(node) ?? [],
    problem:
      `nests more than ${JSON_SCHEMA_MAX_DEPTH} levels of subschemas once its references are ` +
      'followed: inline fewer levels, or shorten the chain of references',
  });
  // A height, or the problem found below.
  const visit = (node: unknown, via: Via, depth: number): number | Problem => {
    if (Array.isArray(node)) {
      let most = 0;
      for (const item of node) {
        const found = visit(item, via, depth);
        if (typeof found !== 'number') return found;
        most = Math.max(most, found);
      }
      return most;
    }
    if (!isRecord(node)) return 0;
    const known = heights.get(node);
    if (known !== undefined)
      return depth + known > JSON_SCHEMA_MAX_DEPTH ? tooDeep(node, via) : known;
    if (depth >= JSON_SCHEMA_MAX_DEPTH) return tooDeep(node, via);
    if (open.has(node))
      return {
        path: via?.path ?? [],
        problem:
          `refers back to ${JSON.stringify(via?.ref ?? '#')}, which encloses it: recursive ` +
          'schemas are not supported in the JSON field (the answer could not be checked in ' +
          'bounded time); inline a fixed number of levels',
      };
    open.add(node);
    let most = 0;
    for (const [key, value] of Object.entries(node)) {
      let found: number | Problem;
      if (key === '$ref' && typeof value === 'string')
        found = visit(
          resolvePointer(schema, value),
          { path: [...(where.get(node) ?? []), key], ref: value },
          depth + 1,
        );
      else if (DATA.has(key)) continue;
      else if ((MAPS.has(key) || key === 'patternProperties') && isRecord(value))
        found = visit(Object.values(value), via, depth + 1);
      else found = visit(value, via, depth + 1);
      if (typeof found !== 'number') return found;
      most = Math.max(most, found);
    }
    open.delete(node);
    heights.set(node, most + 1);
    return most + 1;
  };
  const found = visit(schema, null, 0);
  return typeof found === 'number' ? null : found;
}

/**
 * The first object or array nested deeper than `JSON_SCHEMA_MAX_DEPTH` as written: its path, or
 * null. A loop with its own stack: the one walk that runs on a schema of any depth.
 */
function tooDeepAsWritten(schema: unknown): Problem | null {
  type Frame = { node: unknown; depth: number; key: string | number; parent: Frame | null };
  const stack: Frame[] = [{ node: schema, depth: 1, key: '', parent: null }];
  while (stack.length) {
    const frame = stack.pop()!;
    const { node, depth } = frame;
    if (!isRecord(node) && !Array.isArray(node)) continue;
    if (depth > JSON_SCHEMA_MAX_DEPTH) {
      const path: Path = [];
      for (let at: Frame | null = frame; at?.parent; at = at.parent) path.unshift(at.key);
      return {
        path,
        problem:
          `nests objects and arrays more than ${JSON_SCHEMA_MAX_DEPTH} levels deep: the JSON ` +
          'field checks schemas up to that depth; flatten it, or send fewer levels',
      };
    }
    const entries: [string | number, unknown][] = Array.isArray(node)
      ? node.map((item, i) => [i, item])
      : Object.entries(node);
    // Reversed, so the first member is looked at first.
    for (let i = entries.length - 1; i >= 0; i--)
      stack.push({ node: entries[i]![1], depth: depth + 1, key: entries[i]![0], parent: frame });
  }
  return null;
}

/** How many subschemas a schema is once its local references are followed, up to `cap`. */
function expansion(schema: unknown, cap: number): number {
  const root = schema;
  const sizes = new Map<object, number>();
  const open = new Set<object>();
  const resolve = (ref: string): unknown => resolvePointer(root, ref);
  const size = (node: unknown): number => {
    if (!isRecord(node) && !Array.isArray(node)) return 0;
    const known = sizes.get(node);
    if (known !== undefined) return known;
    if (open.has(node)) return 1; // A cycle: refused before this count (`referenceProblem`).
    open.add(node);
    let total = 1;
    for (const [key, value] of Object.entries(node)) {
      if (total > cap) break;
      if (key === '$ref' && typeof value === 'string') total += size(resolve(value));
      else if (key !== 'const' && key !== 'enum' && key !== 'default' && key !== 'examples')
        total += size(value);
    }
    open.delete(node);
    const bounded = Math.min(total, cap + 1);
    sizes.set(node, bounded);
    return bounded;
  };
  return size(schema);
}

const COUNTS = [
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
  'minContains',
  'maxContains',
];
const JSON_TYPES = ['object', 'array', 'string', 'number', 'integer', 'boolean', 'null'];

/**
 * The first keyword in the schema whose value is malformed (a count that is not a whole number,
 * a bound that is not a number, an unknown type, a pattern that is not ECMA-262): a path and
 * what is wrong, or null. What the flat reader checks, checked here at every depth.
 */
function malformed(schema: unknown): Problem | null {
  const walk = (node: unknown, at: Path): Problem | null => {
    if (Array.isArray(node)) {
      for (const [i, item] of node.entries()) {
        const found = walk(item, [...at, i]);
        if (found) return found;
      }
      return null;
    }
    if (!isRecord(node)) return null;
    for (const [key, value] of Object.entries(node)) {
      const path = [...at, key];
      const wrong = (problem: string) => ({ path, problem });
      if (COUNTS.includes(key) && !(Number.isInteger(value) && (value as number) >= 0))
        return wrong('must be a whole number ≥ 0');
      if ((key === 'minimum' || key === 'maximum') && !Number.isFinite(value))
        return wrong('must be a number');
      if (key === 'multipleOf' && !(Number.isFinite(value) && (value as number) > 0))
        return wrong('must be a number above 0');
      if (
        key === 'required' &&
        !(Array.isArray(value) && value.every((k) => typeof k === 'string'))
      )
        return wrong('must be an array of property names');
      if (key === 'type') {
        const types: unknown[] = Array.isArray(value) ? value : [value];
        if (!types.every((t) => JSON_TYPES.includes(t as string)))
          return wrong(`must name JSON types (${JSON_TYPES.join(', ')})`);
      }
      if (key === 'pattern' || key === 'patternProperties') {
        const patterns = key === 'pattern' ? [value] : isRecord(value) ? Object.keys(value) : [];
        for (const pattern of patterns)
          try {
            // Compiled only, never run: checks the syntax the agent's validator will read.
            new RegExp(String(pattern), 'u');
          } catch {
            return wrong(`holds ${JSON.stringify(pattern)}, which is not a valid pattern`);
          }
      }
      if (DATA.has(key)) continue;
      // A map's keys are names, not keywords: only its values are schemas.
      if ((MAPS.has(key) || key === 'patternProperties') && isRecord(value)) {
        for (const [name, sub] of Object.entries(value)) {
          const found = walk(sub, [...path, name]);
          if (found) return found;
        }
        continue;
      }
      const found = walk(value, path);
      if (found) return found;
    }
    return null;
  };
  return walk(schema, []);
}

/** Whether the schema names a pattern RE2 cannot run (left to the agent). */
const hasUnrunnablePattern = (schema: unknown): boolean => linearPatterns(schema, []).left;

type Verdict = { problem: Problem | null; patternsLeft: boolean };

// The machine checks on every keystroke: a schema's verdict is kept while the schema lives.
const verdicts = new WeakMap<object, Verdict>();

/**
 * Whether a schema can be checked here, and whether some pattern is left to the agent. Never
 * throws: whatever goes wrong reading a schema is a problem with it. Kept per schema object.
 */
function inspect(schema: unknown): Verdict {
  const keep = isRecord(schema) || Array.isArray(schema);
  const known = keep ? verdicts.get(schema) : undefined;
  if (known) return known;
  let verdict: Verdict;
  try {
    verdict = judge(schema);
  } catch (error) {
    verdict = {
      problem: {
        path: [],
        problem: `cannot be checked in the JSON field: ${String((error as Error)?.message)}`,
      },
      patternsLeft: false,
    };
  }
  if (keep) verdicts.set(schema, verdict);
  return verdict;
}

function judge(schema: unknown): Verdict {
  // First: every other walk recurses, and is safe only on a schema of bounded depth.
  const wrong = tooDeepAsWritten(schema) ?? malformed(schema) ?? referenceProblem(schema);
  if (wrong) return { problem: wrong, patternsLeft: false };
  if (expansion(schema, JSON_SCHEMA_MAX_EXPANSION) > JSON_SCHEMA_MAX_EXPANSION)
    return {
      problem: {
        path: [],
        problem:
          `expands to more than ${JSON_SCHEMA_MAX_EXPANSION} subschemas through its ` +
          'references: inline fewer, or reference each definition once',
      },
      patternsLeft: false,
    };
  try {
    // cfworker marks what it reads: a copy is read, never the schema as sent.
    new Validator(linearPatterns(schema, []).schema as Schema | boolean, draftOf(schema));
  } catch (error) {
    return {
      problem: {
        path: [],
        problem: `cannot be read as a JSON Schema: ${(error as Error).message}`,
      },
      patternsLeft: false,
    };
  }
  return { problem: null, patternsLeft: hasUnrunnablePattern(schema) };
}

/**
 * The opt-in JSON text field for `safeParseJsonSchemaForm`: a schema beyond the flat form
 * (nesting, `$ref`, unions of objects, `allOf`, tuples…) becomes one required JSON text field,
 * checked against the schema as the user types; the payload is the parsed JSON. Without it such a
 * schema is refused with an `AskInputError`, and no validator is bundled. A recursive schema is
 * refused too (references may only point, by path, at subschemas that do not enclose them):
 * checking an answer against it could take time exponential in the answer's depth.
 *
 * @example
 * import { jsonTextFallback, safeParseJsonSchemaForm } from 'ask-cards';
 * const parsed = safeParseJsonSchemaForm(interrupt.responseSchema, {
 *   message: interrupt.message,
 *   fallback: jsonTextFallback,
 * });
 */
export const jsonTextFallback: JsonTextFallback = Object.freeze({
  register: () => {
    setJsonSchemaValidator(validate, (schema) => inspect(schema).problem === null);
    setPatternMatcher(patternMatches);
  },
  inspect,
});
