/**
 * Issue 30 #3: a top-level schema of one value (`{ type: 'string' }`, an enum, a bounded integer,
 * a boolean), which AG-UI says a client must render rather than refuse, is one typed field whose
 * payload is the bare value. Proved against zod's own `z.toJSONSchema` and `safeParse`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { runStacked, settleStacked } from '../../../../test/fixtures/drive';
import { parseAskSummary, summarizeAsk } from '../../dialects';
import type { AskEvent } from '../../types';
import { parseAgUiInterrupt } from '../agui-interrupt';
import { safeParseJsonSchemaForm, type JsonSchemaFormResult } from '.';

const cases = fc.oneof(
  fc.record({
    schema: fc.integer({ min: 0, max: 3 }).map((n) => z.string().min(n)),
    typed: fc.string({ maxLength: 6 }),
    pick: fc.constant(0),
  }),
  fc.record({
    schema: fc.integer({ min: -3, max: 9 }).map((n) => z.number().int().max(n)),
    typed: fc.oneof(fc.integer({ min: -20, max: 20 }).map(String), fc.constant('2.5')),
    pick: fc.constant(0),
  }),
  fc.record({
    schema: fc
      .uniqueArray(fc.constantFrom('dev', 'staging', 'prod'), { minLength: 1, maxLength: 3 })
      .map((values) => z.enum(values as [string, ...string[]])),
    typed: fc.constant(''),
    pick: fc.integer({ min: 0, max: 2 }),
  }),
  fc.record({ schema: fc.constant(z.boolean()), typed: fc.constant(''), pick: fc.nat(1) }),
);

describe('issue 30 #3: a top-level value schema is one typed field', () => {
  it('issue 30 #3: zod primitives → z.toJSONSchema → card → the bare payload passes safeParse', () => {
    fc.assert(
      fc.property(cases, ({ schema, typed, pick }) => {
        const json = z.toJSONSchema(schema) as Record<string, unknown>;
        const parsed = safeParseJsonSchemaForm(json, { message: 'Your pick?' });
        expect(parsed.success, JSON.stringify(json)).toBe(true);
        if (!parsed.success) return;
        const request = parsed.data;
        expect(request.questions).toHaveLength(1);
        const q = request.questions[0]!;
        const events: AskEvent[] =
          q.options.length > 0
            ? [{ type: 'toggle', question: 0, option: pick % q.options.length }]
            : [{ type: 'setOtherText', question: 0, text: typed }];
        events.push({ type: 'submitAll' });
        const { resolution } = runStacked(request, events);
        // Only an answer the card let through is sent; every one sent is what zod accepts.
        const result = resolution?.result as JsonSchemaFormResult | undefined;
        if (!resolution || result?.status !== 'resolved') return;
        const { payload } = result;
        expect(typeof payload === 'object', JSON.stringify(payload)).toBe(false);
        expect(schema.safeParse(payload).success, `${JSON.stringify(json)} ${typed}`).toBe(true);
        // The receipt after a reload reads the bare value back.
        expect(parseAskSummary({ schema: json, message: 'Your pick?', result })).toEqual(
          summarizeAsk(resolution),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('issue 30 #3: the constraints are kept, and issues name the schema as sent', () => {
    const parsed = safeParseJsonSchemaForm({ type: 'string', minLength: 2, format: 'email' });
    expect(parsed.success && parsed.data.questions[0]!.input).toMatchObject({
      kind: 'text',
      minLength: 2,
    });
    const bad = safeParseJsonSchemaForm({ type: 'integer', minimum: 'one' });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.error.issues[0]!.path).toEqual(['minimum']);
  });

  it('issue 30 #3: an AG-UI interrupt with a string schema asks one field; the payload is "Ada"', () => {
    const interrupt = {
      id: 's',
      reason: 'input_required',
      message: 'Name?',
      responseSchema: { type: 'string', minLength: 2 },
    };
    const request = parseAgUiInterrupt(interrupt);
    expect(request.questions[0]!.question).toBe('Name?');
    const { result } = settleStacked(request, [
      { type: 'setOtherText', question: 0, text: 'Ada' },
      { type: 'submitAll' },
    ]);
    expect(result).toEqual({ interruptId: 's', status: 'resolved', payload: 'Ada' });
  });
});
