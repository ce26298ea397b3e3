/**
 * Provider-ready tool definitions. OpenAI's strict mode is proven with its own SDK's checker
 * (`openai@6`: `toStrictJsonSchema` rewrites a schema to strict form and throws where it cannot, so
 * a schema that is already strict comes back unchanged); the others with their documented rules.
 */
import { toStrictJsonSchema } from 'openai/lib/transform';
import { describe, expect, it } from 'vitest';
import {
  askToolDefinition,
  askUserToolDefinition,
  parseAskToolInput,
  parseAskUserInput,
  toToolDefinition,
} from '../dialects';
import { geminiAskUserToolDefinition } from '../adapters/gemini-ask-user';

// JSON Schema read by path in assertions; a typed walk would only restate it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Schema = Record<string, any>;
const DIALECTS = [
  ['asktool', askToolDefinition],
  ['ask_user', askUserToolDefinition],
  // issue 29: Gemini CLI's own schema, whose texts carry no pattern.
  ['gemini-ask-user', geminiAskUserToolDefinition],
] as const;
const WITH_PATTERNS = DIALECTS.filter(([dialect]) => dialect !== 'gemini-ask-user');

/** Every subschema of `schema`, itself included. */
function subschemas(schema: Schema): Schema[] {
  const out: Schema[] = [schema];
  for (const value of Object.values(schema.properties ?? {}))
    out.push(...subschemas(value as Schema));
  if (schema.items) out.push(...subschemas(schema.items));
  for (const variant of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])])
    out.push(...subschemas(variant));
  return out;
}

describe.each(DIALECTS)('%s', (dialect, plain) => {
  it("OpenAI strict: the SDK's own toStrictJsonSchema finds nothing to change or refuse", () => {
    const tool = toToolDefinition(dialect, { provider: 'openai', strict: true }) as Schema;
    expect(tool).toMatchObject({
      type: 'function',
      function: { name: plain.name, description: plain.description, strict: true },
    });
    const { parameters } = tool.function;
    expect(toStrictJsonSchema(parameters)).toEqual(parameters);
    // The plain schema is what strict mode refuses today.
    expect(() => toStrictJsonSchema(plain.inputSchema as Schema)).toThrow(/optional/);
    for (const schema of subschemas(parameters)) {
      for (const keyword of ['minLength', 'maxLength', 'default'])
        expect(schema).not.toHaveProperty(keyword);
    }
  });

  it('OpenAI without strict, and MCP tools/list, carry the plain schema as is', () => {
    expect(toToolDefinition(dialect, { provider: 'openai' })).toEqual({
      type: 'function',
      function: { name: plain.name, description: plain.description, parameters: plain.inputSchema },
    });
    expect(toToolDefinition(dialect, { provider: 'mcp' })).toEqual({
      name: plain.name,
      description: plain.description,
      inputSchema: plain.inputSchema,
    });
  });

  it('Anthropic strict: no length, count above 1, bound or pattern keyword; every object closed and fully required', () => {
    const tool = toToolDefinition(dialect, { provider: 'anthropic', strict: true }) as Schema;
    expect(tool).toMatchObject({ name: plain.name, strict: true });
    for (const schema of subschemas(tool.input_schema)) {
      for (const keyword of [
        'minLength',
        'maxLength',
        'maxItems',
        'minimum',
        'maximum',
        'pattern',
        'default',
      ])
        expect(schema).not.toHaveProperty(keyword);
      if ('minItems' in schema) expect(schema.minItems).toBeLessThanOrEqual(1);
      if (schema.type === 'object') {
        expect(schema.additionalProperties).toBe(false);
        expect([...schema.required].sort()).toEqual(Object.keys(schema.properties).sort());
      }
    }
    // What strict mode cannot say, the description still tells the model.
    const questionMax = dialect === 'asktool' ? 300 : 4000;
    expect(JSON.stringify(tool.input_schema)).toContain(`at most ${questionMax} characters`);
  });

  it('Gemini parameters: its OpenAPI subset (capital types, no additionalProperties); parametersJsonSchema as is', () => {
    const { parameters } = toToolDefinition(dialect, { provider: 'gemini' }) as Schema;
    for (const schema of subschemas(parameters)) {
      expect(schema).not.toHaveProperty('additionalProperties');
      if (schema.type)
        expect(schema.type).toMatch(/^(OBJECT|ARRAY|STRING|BOOLEAN|INTEGER|NUMBER)$/);
    }
    expect(
      toToolDefinition(dialect, { provider: 'gemini', gemini: 'parametersJsonSchema' }),
    ).toMatchObject({ parametersJsonSchema: plain.inputSchema });
  });
});

describe.each(WITH_PATTERNS)('%s: the patterns of the plain schema', (dialect) => {
  it.each([
    ['OpenAI strict', { provider: 'openai', strict: true }, (t: Schema) => t.function.parameters],
    ['Anthropic strict', { provider: 'anthropic', strict: true }, (t: Schema) => t.input_schema],
    ['Gemini parameters', { provider: 'gemini' }, (t: Schema) => t.parameters],
  ] as const)(
    '%s: no allOf; a label keeps "not blank" as its pattern where patterns are taken, its trimmed length in words',
    (_name, options, parametersOf) => {
      const parameters = parametersOf(toToolDefinition(dialect, options) as Schema);
      for (const schema of subschemas(parameters)) expect(schema).not.toHaveProperty('allOf');
      const text = JSON.stringify(parameters);
      expect(text).toContain('once trimmed)');
      expect(text).not.toContain('matching ^\\\\s*');
      if (options.provider === 'anthropic') expect(text).toContain('not blank');
      else expect(text).toContain('"pattern":"[^\\\\s');
    },
  );
});

describe('what a strict-mode model sends parses', () => {
  it('every optional field as null, as strict schemas make the model send', () => {
    expect(
      parseAskToolInput({
        questions: [
          {
            question: 'Env?',
            options: [{ label: 'a', description: null }, 'b'],
            multiSelect: null,
          },
        ],
      }).questions[0]!.multiSelect,
    ).toBe(false);
    expect(
      parseAskUserInput({
        questions: [
          {
            id: 'env',
            header: 'Env',
            question: 'Where?',
            options: [
              { label: 'a', description: null },
              { label: 'b', description: null },
            ],
            multiSelect: null,
          },
        ],
        timeoutSeconds: null,
      }).timeoutSeconds,
    ).toBe(900);
  });

  it('a dialect without a tool of ours, or an unknown provider, is a clear error', () => {
    expect(() => toToolDefinition('nope', { provider: 'openai' })).toThrow(/No ask-cards adapter/);
    expect(() => toToolDefinition('asktool', { provider: 'x' as never })).toThrow(
      /Unknown provider "x"/,
    );
  });
});
