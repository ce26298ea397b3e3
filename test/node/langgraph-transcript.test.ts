/**
 * Issue 30 #3 (review): docs/langgraph.md's transcript snippet reads back the receipt the live
 * card gave: the message included. The live details come from the machine (`resolveAsk`).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { langGraphReceipt } from '../../docs/snippets/langgraph-transcript';
import { readJsonSchemaFormPersisted, resolveAsk } from '../../src/core';
import { routeLangGraphInterrupt } from '../../src/langgraph';

const interrupt = {
  id: 'i1',
  value: { question: 'Where should I deploy?' },
  response_schema: z.toJSONSchema(z.object({ env: z.enum(['staging', 'prod']) })),
};

describe('docs/langgraph.md: the transcript', () => {
  it('issue 30 #3: the documented read-back gives the live card’s receipt, message included', () => {
    const route = routeLangGraphInterrupt(interrupt, { answerLabel: 'Your answer' });
    if (route.kind !== 'form') throw new Error(route.kind);
    const { resolution } = resolveAsk(route.request, [
      { type: 'toggle', option: 1 },
      { type: 'next' },
    ]);
    const payload = (resolution!.result as { payload: unknown }).payload;
    expect(payload).toEqual({ env: 'prod' });
    expect(langGraphReceipt(interrupt, payload)).toEqual(resolution!.details);
    // Without the message (the call the page documented before) the receipt differs.
    expect(
      readJsonSchemaFormPersisted({
        schema: interrupt.response_schema,
        result: { status: 'resolved', payload },
      }),
    ).not.toEqual(resolution!.details);
  });
});
