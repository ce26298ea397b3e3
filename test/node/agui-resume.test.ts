/**
 * issue 30 #2: the resume entries the cards resolve with are the ones `@ag-ui/client` 1.0.0's
 * own `buildResumeArray` builds from the same answers, and `@ag-ui/core`'s schemas accept both the
 * interrupts we read and the entries we send.
 */
import { buildResumeArray } from '@ag-ui/client';
import type { Interrupt } from '@ag-ui/core';
import { InterruptSchema, ResumeEntrySchema } from '@ag-ui/core/schemas';
import { describe, expect, it } from 'vitest';
import { filingInterrupt } from '../fixtures/ag-ui-interrupts';
import { settleStacked } from '../fixtures/drive';
import { parseAgUiInterrupt, type AgUiResumeEntry } from '../../src/core/adapters/agui-interrupt';
import type { AskEvent } from '../../src/core/types';

const interrupts: Interrupt[] = [
  {
    ...filingInterrupt,
    expiresAt: '2999-01-01T00:00:00Z',
    metadata: { node: 'filing' },
  },
  { id: 'int-yes', reason: 'confirmation', message: 'Delete the old branch?' },
  { id: 'int-no', reason: 'confirmation', message: 'Email the team?' },
  { id: 'int-text', reason: 'langgraph:ask', message: 'Anything to add?', subagentRunId: 'sub-1' },
  { id: 'int-gone', reason: 'input_required', message: 'Which region?' },
];

const events: Record<string, AskEvent[]> = {
  'int-form': [
    { type: 'toggle', question: 0, option: 3 },
    { type: 'setOtherText', question: 1, text: '2025' },
    { type: 'submitAll' },
  ],
  'int-yes': [{ type: 'toggle', question: 0, option: 0 }, { type: 'submitAll' }],
  'int-no': [{ type: 'toggle', question: 0, option: 1 }, { type: 'submitAll' }],
  'int-text': [{ type: 'stop' }],
  'int-gone': [{ type: 'dismiss' }],
};

describe('issue 30 #2: resume entries agree with @ag-ui/client', () => {
  it('issue 30 #2: our entries are buildResumeArray’s, resolved and cancelled alike', () => {
    for (const interrupt of interrupts)
      expect(InterruptSchema.safeParse(interrupt).success).toBe(true);
    const entries = interrupts.map(
      (interrupt) =>
        settleStacked<AgUiResumeEntry>(parseAgUiInterrupt(interrupt), events[interrupt.id]!).result,
    );
    const responses = Object.fromEntries(
      entries.map(({ interruptId, ...response }) => [interruptId, response]),
    );
    expect(entries).toEqual(buildResumeArray(interrupts, responses));
    expect(entries).toEqual([
      { interruptId: 'int-form', status: 'resolved', payload: { quarter: 'Q4', year: 2025 } },
      { interruptId: 'int-yes', status: 'resolved', payload: true },
      { interruptId: 'int-no', status: 'resolved', payload: false },
      { interruptId: 'int-text', status: 'cancelled' },
      { interruptId: 'int-gone', status: 'cancelled' },
    ]);
    for (const entry of entries) expect(ResumeEntrySchema.strict().parse(entry)).toEqual(entry);
  });
});
