import { AskUserInput } from '../adapters/ask-user/schema';
import { AskToolInput } from '../adapters/asktool/schema';
import { declaredAskUserInput } from '../adapters/ask-user/definition';
import { declaredAskToolInput } from '../adapters/asktool/definition';
import { toInputJsonSchema } from './declared';

const LIMIT_KEYWORDS = new Set([
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'pattern',
  // A string's patterns, one per rule when it has two (non-blank and a trimmed length).
  'allOf',
  'minimum',
  'maximum',
  'default',
  'description',
]);

/** A JSON Schema without its limits and prose: the fields, their types and which are required. */
function structure(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(structure);
  if (typeof schema !== 'object' || schema === null) return schema;
  const entries = Object.entries(schema)
    .filter(([key]) => !LIMIT_KEYWORDS.has(key))
    .map(([key, value]) => [
      key,
      key === 'type' && value === 'integer' ? 'number' : structure(value),
    ]);
  return Object.fromEntries(entries);
}

describe('the committed JSON Schemas', () => {
  it('asktool.schema.json is what zod generates from the declared shape', async () => {
    const generated = toInputJsonSchema(declaredAskToolInput());
    await expect(`${JSON.stringify(generated, null, 2)}\n`).toMatchFileSnapshot(
      '../adapters/asktool/asktool.schema.json',
    );
  });

  it('ask-user.schema.json is what zod generates from the declared shape', async () => {
    const generated = toInputJsonSchema(declaredAskUserInput());
    await expect(`${JSON.stringify(generated, null, 2)}\n`).toMatchFileSnapshot(
      '../adapters/ask-user/ask-user.schema.json',
    );
  });
});

describe('the declared shapes stay in step with the runtime schemas', () => {
  it('asktool declares the same fields, types and required keys as it validates', () => {
    expect(structure(toInputJsonSchema(declaredAskToolInput()))).toEqual(
      structure(toInputJsonSchema(AskToolInput)),
    );
  });

  it('ask_user declares the same fields, types and required keys as it validates', () => {
    expect(structure(toInputJsonSchema(declaredAskUserInput()))).toEqual(
      structure(toInputJsonSchema(AskUserInput)),
    );
  });
});
