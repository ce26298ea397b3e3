import { describe, expect, it } from 'vitest';
import { readAgUiInterruptPersisted } from '../agui-interrupt/persisted';
import { readAgUiInterrupt } from '../agui-interrupt/read';
import { safeParseAgUiInterrupt } from '../agui-interrupt/schema';
import { readJsonSchemaFormPersisted } from './persisted';
import { readJsonSchemaForm } from './read';
import { safeParseJsonSchemaForm } from './schema';

const schema = {
  type: 'object',
  properties: { code: { type: 'string', pattern: '^[A-Z]{3}$' } },
  required: ['code'],
};
const inputOf = (parsed: ReturnType<typeof readJsonSchemaForm>) =>
  parsed.success ? parsed.data.questions[0]!.input : undefined;

describe('issue 30 #1: the pattern engine is injected by the public parsers only', () => {
  it('issue 30 #1: the public parsers check a pattern the engine can run', () => {
    expect(inputOf(safeParseJsonSchemaForm(schema))).toEqual({
      kind: 'text',
      pattern: '^[A-Z]{3}$',
    });
    const interrupt = { id: 'i1', reason: 'input_required', responseSchema: schema };
    expect(inputOf(safeParseAgUiInterrupt(interrupt))?.patternChecked).toBeUndefined();
  });

  it('issue 30 #1: read with no engine, a pattern is kept and left to the server', () => {
    expect(inputOf(readJsonSchemaForm(schema))).toEqual({
      kind: 'text',
      pattern: '^[A-Z]{3}$',
      patternChecked: false,
    });
    const interrupt = { id: 'i1', reason: 'input_required', responseSchema: schema };
    expect(inputOf(readAgUiInterrupt(interrupt))?.patternChecked).toBe(false);
    // Its length is still bounded without the engine: the same error as the public parser's.
    const long = {
      type: 'object',
      properties: { a: { type: 'string', pattern: 'a'.repeat(1001) } },
    };
    const [bare, parsed] = [readJsonSchemaForm(long), safeParseJsonSchemaForm(long)];
    expect(bare.success || parsed.success).toBe(false);
    expect(!bare.success && bare.error.message).toBe(!parsed.success && parsed.error.message);
  });

  it('issue 30 #1: a settled form with a pattern reads back as its answer', () => {
    const result = { status: 'resolved', payload: { code: 'ABC' } };
    const details = readJsonSchemaFormPersisted({ schema, result });
    expect(details?.answers).toEqual([
      expect.objectContaining({ id: 'code', status: 'answered', customText: 'ABC' }),
    ]);
    const interrupt = { id: 'i1', reason: 'input_required', responseSchema: schema };
    const resume = { interruptId: 'i1', status: 'resolved', payload: { code: 'ABC' } };
    expect(readAgUiInterruptPersisted({ interrupt, resume })?.answers).toEqual([
      expect.objectContaining({ id: 'code', status: 'answered', customText: 'ABC' }),
    ]);
  });
});
