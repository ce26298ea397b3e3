/**
 * Tool definitions in each model provider's own shape, from one definition. What a provider's
 * schema dialect cannot say (a length limit under Anthropic's strict mode, `additionalProperties`
 * for Gemini's OpenAPI subset) moves into the field's description; the parser still enforces it.
 * The plain definitions (`askToolDefinition`, …) stay as they are.
 */
import type { AskModelToolDefinition } from './definitions';
import { VISIBLE_PATTERN } from './text';

/** The model APIs whose own tool shape `toToolDefinition` gives. */
export type AskToolProvider = 'openai' | 'anthropic' | 'gemini' | 'mcp';

export interface AskToolDefinitionOptions {
  provider: AskToolProvider;
  /**
   * OpenAI and Anthropic strict mode: every property required (optional ones nullable: the parsers
   * read `null` as absent), `additionalProperties: false`, only the keywords strict mode takes.
   * @default false
   */
  strict?: boolean;
  /**
   * Gemini only: `parameters` (its OpenAPI subset, types in capitals, no `additionalProperties`)
   * or `parametersJsonSchema` (JSON Schema as is).
   * @default 'parameters'
   */
  gemini?: 'parameters' | 'parametersJsonSchema';
}

type Schema = Record<string, unknown>;

/** Keywords each strict mode refuses; their rule is said in the description instead. */
const OPENAI_STRICT_DROPS = ['minLength', 'maxLength', 'default'];
const ANTHROPIC_STRICT_DROPS = [
  'minLength',
  'maxLength',
  'maxItems',
  'minimum',
  'maximum',
  'pattern',
  'default',
];

/** What a dropped keyword said, as a phrase for the description. */
function phrase(keyword: string, value: unknown): string {
  switch (keyword) {
    case 'minLength':
      return value === 1 ? 'not empty' : `at least ${value} characters`;
    case 'maxLength':
      return `at most ${value} characters`;
    case 'minItems':
      return `at least ${value} items`;
    case 'maxItems':
      return `at most ${value} items`;
    case 'minimum':
      return `at least ${value}`;
    case 'maximum':
      return `at most ${value}`;
    case 'pattern': {
      if (value === VISIBLE_PATTERN) return 'not blank';
      // `trimmedMaxPattern(max)`: its inner count is `max - 2`.
      const trimmed = /^\^\\s\*\(\?:\\S\(\?:\[\\s\\S\]\{0,(\d+)\}/.exec(String(value));
      return trimmed
        ? `at most ${Number(trimmed[1]) + 2} characters once trimmed`
        : `matching ${value}`;
    }
    case 'default':
      return `default ${JSON.stringify(value)}`;
    default:
      return `${keyword} ${JSON.stringify(value)}`;
  }
}

/**
 * `schema` without `drops` (and `minItems` above 1 where `capMinItems`), their rules appended to
 * its description. A string's `allOf` of patterns (one per rule: not blank, a trimmed length),
 * which the strict modes and Gemini's subset do not take, becomes its first `pattern` (unless
 * `pattern` is dropped) and phrases for the rest.
 */
function dropKeywords(schema: Schema, drops: readonly string[], capMinItems: boolean): Schema {
  const copy: Schema = { ...schema };
  const said: string[] = [];
  if (Array.isArray(copy.allOf) && copy.allOf.every((entry: Schema) => 'pattern' in entry)) {
    const patterns = (copy.allOf as Schema[]).map((entry) => entry.pattern as string);
    delete copy.allOf;
    if (!drops.includes('pattern') && copy.pattern === undefined) copy.pattern = patterns.shift();
    said.push(...patterns.map((pattern) => phrase('pattern', pattern)));
  }
  for (const keyword of drops) {
    if (keyword in copy) {
      said.push(phrase(keyword, copy[keyword]));
      delete copy[keyword];
    }
  }
  if (capMinItems && typeof copy.minItems === 'number' && copy.minItems > 1) {
    said.push(phrase('minItems', copy.minItems));
    copy.minItems = 1;
  }
  if (said.length)
    copy.description = [copy.description, `(${said.join(', ')})`].filter(Boolean).join(' ');
  return copy;
}

/** Apply `visit` to every subschema, depth first (a tool schema is a few levels deep). */
function mapSchema(schema: Schema, visit: (schema: Schema) => Schema): Schema {
  const copy: Schema = { ...schema };
  if (copy.properties && typeof copy.properties === 'object') {
    copy.properties = Object.fromEntries(
      Object.entries(copy.properties as Record<string, Schema>).map(([key, value]) => [
        key,
        mapSchema(value, visit),
      ]),
    );
  }
  if (copy.items && typeof copy.items === 'object')
    copy.items = mapSchema(copy.items as Schema, visit);
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(copy[key]))
      copy[key] = (copy[key] as Schema[]).map((variant) => mapSchema(variant, visit));
  }
  return visit(copy);
}

/**
 * Strict shape: every object closed and fully required, an optional property as
 * `anyOf [it, null]`.
 */
function strictObjects(schema: Schema): Schema {
  if (schema.type !== 'object' || !schema.properties) return schema;
  const properties = schema.properties as Record<string, Schema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const nullable = (value: Schema): Schema => {
    const { description, ...rest } = value;
    return {
      anyOf: [rest, { type: 'null' }],
      ...(description === undefined ? {} : { description: `${description} Null when unset.` }),
    };
  };
  return {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(properties).map(([key, value]) => [
        key,
        required.has(key) ? value : nullable(value),
      ]),
    ),
    required: Object.keys(properties),
    additionalProperties: false,
  };
}

/** Gemini's OpenAPI subset: types in capitals, no `additionalProperties`, nullable as a flag. */
function openApi(schema: Schema): Schema {
  const { additionalProperties: _closed, ...copy } = schema;
  if (typeof copy.type === 'string') copy.type = copy.type.toUpperCase();
  return copy;
}

/**
 * A dialect's tool (or any `AskModelToolDefinition`) in a provider's own shape, ready to hand to
 * its API as is.
 *
 * - `openai`: `{ type: 'function', function: { name, description, parameters, strict? } }`
 * - `anthropic`: `{ name, description, input_schema, strict? }`
 * - `gemini`: `{ name, description, parameters }` or `{ name, description, parametersJsonSchema }`
 * - `mcp`: `{ name, description, inputSchema }`, an entry of `tools/list`
 *
 * @example
 * openai.chat.completions.create({
 *   tools: [toToolDefinition('ask_user', { provider: 'openai', strict: true })],
 *   …
 * })
 */
export function toToolDefinition(
  definition: AskModelToolDefinition,
  options: AskToolDefinitionOptions,
): Record<string, unknown> {
  const { name, description, inputSchema } = definition;
  const strict = options.strict === true;
  switch (options.provider) {
    case 'openai': {
      const parameters = strict
        ? mapSchema(inputSchema, (s) => strictObjects(dropKeywords(s, OPENAI_STRICT_DROPS, false)))
        : inputSchema;
      return {
        type: 'function',
        function: { name, description, parameters, ...(strict ? { strict: true } : {}) },
      };
    }
    case 'anthropic': {
      const input_schema = strict
        ? mapSchema(inputSchema, (s) =>
            strictObjects(dropKeywords(s, ANTHROPIC_STRICT_DROPS, true)),
          )
        : inputSchema;
      return { name, description, input_schema, ...(strict ? { strict: true } : {}) };
    }
    case 'gemini':
      return options.gemini === 'parametersJsonSchema'
        ? { name, description, parametersJsonSchema: inputSchema }
        : {
            name,
            description,
            parameters: mapSchema(inputSchema, (s) => openApi(dropKeywords(s, ['default'], false))),
          };
    case 'mcp':
      return { name, description, inputSchema };
    default:
      throw new Error(
        `Unknown provider ${JSON.stringify((options as { provider: unknown }).provider)}: ` +
          'use openai, anthropic, gemini or mcp',
      );
  }
}
