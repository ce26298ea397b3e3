import { describe, expect, it } from 'vitest';
import { askToolDefinition, askUserToolDefinition } from '../dialects';

// JSON Schema read by path in assertions; a typed walk would only restate it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Schema = Record<string, any>;
const questionsOf = (schema: Schema) => schema.properties.questions;
const questionOf = (schema: Schema) => questionsOf(schema).items;

describe('tool definitions', () => {
  it('are named asktool and ask_user', () => {
    expect(askToolDefinition.name).toBe('asktool');
    expect(askUserToolDefinition.name).toBe('ask_user');
  });

  it('tool definitions are valid JSON (a JSON round trip changes nothing)', () => {
    for (const definition of [askToolDefinition, askUserToolDefinition]) {
      expect(JSON.parse(JSON.stringify(definition))).toEqual(definition);
      expect(definition.inputSchema.type).toBe('object');
    }
  });

  it('asktool carries maxLength 300 on the question and 1-100 items on questions and options', () => {
    const schema: Schema = askToolDefinition.inputSchema;
    expect(questionOf(schema).properties.question).toMatchObject({
      type: 'string',
      maxLength: 300,
    });
    expect(questionsOf(schema)).toMatchObject({ minItems: 1, maxItems: 100 });
    expect(questionOf(schema).properties.options).toMatchObject({ minItems: 1, maxItems: 100 });
    expect(questionOf(schema).required).toEqual(['question', 'options']);
    expect(askToolDefinition.inputSchema).not.toHaveProperty('properties.timeoutSeconds');
  });

  it('ask_user carries the id pattern, minItems/maxItems, the question and label lengths, additionalProperties false', () => {
    const schema: Schema = askUserToolDefinition.inputSchema;
    const question = questionOf(schema);
    const option = question.properties.options.items;
    expect(questionsOf(schema)).toMatchObject({ minItems: 1, maxItems: 3 });
    expect(question.properties.options).toMatchObject({ minItems: 2, maxItems: 4 });
    expect(question.properties.id.pattern).toBe('^[a-z][a-z0-9_]*$');
    expect(question.properties.question.maxLength).toBe(4000);
    // A label is measured trimmed, as the parser does: a pattern, not maxLength.
    expect(option.properties.label).not.toHaveProperty('maxLength');
    const [visible, trimmed] = option.properties.label.allOf.map(
      ({ pattern }: { pattern: string }) => new RegExp(pattern, 'u'),
    );
    expect(visible.test(' \u200B ')).toBe(false);
    expect(trimmed.test(`  ${'x'.repeat(64)}  `)).toBe(true);
    expect(trimmed.test('x'.repeat(65))).toBe(false);
    expect(question.required).toEqual(['id', 'header', 'question', 'options']);
    for (const object of [schema, question, option])
      expect(object.additionalProperties).toBe(false);
  });

  it('ask_user declares an integer timeoutSeconds with its default; the clamp is described, not enforced', () => {
    const timeout = askUserToolDefinition.inputSchema.properties.timeoutSeconds as Schema;
    expect(timeout).toMatchObject({
      type: 'integer',
      default: 900,
      description: expect.stringContaining('outside 30-3600 are clamped'),
    });
    // The parser takes 5 and waits 30 s: a schema that refused 5 would not tell the truth.
    expect(timeout).not.toHaveProperty('minimum');
    expect(timeout).not.toHaveProperty('maximum');
  });

  it('the header description says it is cut to 12 characters', () => {
    expect(questionOf(askUserToolDefinition.inputSchema).properties.header.description).toMatch(
      /12 characters/,
    );
  });

  it.each([
    ['asktool', askToolDefinition],
    ['ask_user', askUserToolDefinition],
  ])('%s description carries the model guidance from the seeds', (_, definition) => {
    const text = definition.description;
    expect(text).toMatch(/genuinely belongs to the user/);
    expect(text).toMatch(/confirm your own plan/);
    expect(text).toMatch(/whether you may proceed/);
    expect(text).toMatch(/recommended option first/);
    expect(text).toContain('" (Recommended)"');
    expect(text).toMatch(/Never add an "Other" option/);
    expect(text).toMatch(/best judgment/);
    expect(text.length).toBeLessThan(900);
  });

  it.each([
    ['asktool', askToolDefinition],
    ['ask_user', askUserToolDefinition],
  ])('%s guides the model as the best peers do, in few words', (_, definition) => {
    const question = questionOf(definition.inputSchema);
    const label =
      question.properties.options.items.properties?.label ??
      question.properties.options.items.anyOf[0];
    expect(definition.description).toContain(
      'Put every choice in options, never only in the question text; make options mutually exclusive, with labels of 1-5 words.',
    );
    expect(question.properties.options.description).toBe(
      'Every choice, mutually exclusive; never only in the question text.',
    );
    expect(question.properties.multiSelect.description).toBe(
      'Let the user choose more than one option: only when several can apply.',
    );
    expect(label.description).toMatch(/1-5 words, unique within the question/);
  });

  it('asktool says what its Markdown does and how the 300 limit counts', () => {
    expect(questionOf(askToolDefinition.inputSchema).properties.question.description).toBe(
      'The prompt in Markdown: links are inert, images show as alt text, raw HTML is ignored. At most 300 characters (code points of the Markdown source).',
    );
  });

  it('ask_user tells the model to ask at most 3 questions and about no_answer', () => {
    expect(askUserToolDefinition.description).toMatch(/never ask more than 3/);
    expect(askUserToolDefinition.description).toContain('no_answer');
  });
});
