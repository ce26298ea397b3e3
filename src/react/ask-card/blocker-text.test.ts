/**
 * Issue 27 #9: a stacked form says what blocks Submit once. For any form and any typing, the
 * footer counts the required questions still empty and the answers to fix; every answer to fix
 * says why beside its own field, and a required question left empty is marked, not listed.
 */
import { askFieldRules } from '../../core/machine/all-field-rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getAskPolicy } from '../../core/adapters';
import { askTransition, createAskState } from '../../core/dialects';
import { getAdvanceBlocker } from '../../core/dialects';
import { en } from '../../core/messages';
import type { AskQuestion, AskRequest } from '../../core/types';
import { describeBlockers, fieldBlocker, requiredMarks } from './blocker-text';

const field: fc.Arbitrary<Field> = fc.record({
  required: fc.boolean(),
  minLength: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
  format: fc.option(fc.constantFrom('email' as const, 'date' as const), { nil: undefined }),
  text: fc.stringMatching(/^[a-z@.0-9-]{0,6}$/),
});

type Field = { required: boolean; minLength?: number; format?: 'email' | 'date'; text: string };

const form = (fields: Field[]): AskRequest => ({
  dialect: 'elicitation',
  questions: fields.map(({ required, minLength, format }, i): AskQuestion => ({
    id: `f${i}`,
    question: `Field ${i}`,
    options: [],
    multiSelect: false,
    required,
    input: { ...(minLength ? { minLength } : {}), ...(format ? { format } : {}) },
  })),
});

describe('issue 27 #9: what blocks a stacked form, said once', () => {
  it('issue 27 #9: the footer counts exactly the empty required questions and the answers each field flags', () => {
    fc.assert(
      fc.property(fc.array(field, { minLength: 2, maxLength: 6 }), (fields) => {
        const request = form(fields);
        let state = createAskState(request, undefined, { layout: 'stacked' });
        fields.forEach(({ text }, question) => {
          state = askTransition(state, { type: 'setOtherText', text, question });
        });
        const card = {
          state,
          request,
          policy: getAskPolicy(request.dialect),
          fields: askFieldRules,
          layout: 'stacked' as const,
          messages: en,
          actions: { next: { blocker: getAdvanceBlocker(state) } },
        };
        const flagged = fields.filter((_, q) => fieldBlocker(card, q) !== null).length;
        const empty = fields.filter(
          (_, q) => getAdvanceBlocker(state, q)?.code === 'required',
        ).length;
        const hint = describeBlockers(card);
        if (flagged + empty === 0) expect(hint).toBeNull();
        else expect(hint).toBe(en.formBlockers({ required: empty, invalid: flagged }));
        // No question's words in the footer: nothing of the model's can reorder it.
        for (const question of request.questions)
          expect(hint ?? '').not.toContain(question.question);
        // The mark tells required from optional: only where both kinds are in the form.
        const marked = requiredMarks({ request, policy: getAskPolicy(request.dialect) });
        const mixed = fields.some((f) => f.required) && fields.some((f) => !f.required);
        fields.forEach((f, q) => expect(marked(q)).toBe(mixed && f.required));
      }),
    );
  });

  it('issue 27 #9: the stepper and a single question keep their one sentence in the footer', () => {
    const request = form([{ required: true, minLength: 3, format: undefined, text: '' }]);
    const state = askTransition(createAskState(request, undefined, { layout: 'stacked' }), {
      type: 'setOtherText',
      text: 'ab',
      question: 0,
    });
    const card = {
      state,
      request,
      policy: getAskPolicy(request.dialect),
      fields: askFieldRules,
      layout: 'stacked' as const,
      messages: en,
      actions: { next: { blocker: getAdvanceBlocker(state) } },
    };
    expect(fieldBlocker(card, 0)).toBeNull();
    expect(describeBlockers(card)).toBe('Write at least 3 characters.');
  });
});
