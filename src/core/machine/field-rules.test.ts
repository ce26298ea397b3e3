/**
 * Issue 31 #4: a card pays for the fields its dialects ask. A number, a text format and the JSON
 * text field are checked by rules a dialect's entry brings (`fields`), for that dialect's
 * questions only. A request asking a field its dialect does not check is refused, naming the rule
 * its entry needs; a machine without a rule never records the field's text unchecked; with the rule
 * every text gets the verdict the default registry gives.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeParseElicitRequest } from '../adapters/elicitation/schema';
import {
  askToolEntry,
  askUserQuestionEntry,
  elicitationEntry,
  jsonSchemaFormEntry,
} from '../dialects/entries';
import { askTransition, createAskState, getAdvanceBlocker } from '../dialects/machine';
import { checkAskRequest } from '../dialects/schema';
import { checkAskRequest as checkRequest } from '../schema/request';
import { createAskRegistry, type AskPolicies } from '../registry';
import type { AskRequest, AskTextInput } from '../types';
import { askFieldRules } from './all-field-rules';
import { askFormatRules } from './formats';
import { askNumberRules } from './number-check';
import * as engine from './selectors';
import { askTransition as engineTransition } from './machine';
import { createAskState as engineCreate } from './snapshot';

/** One free-text question of `dialect` whose field is `input`. */
const asking = (input: AskTextInput, dialect = 'asktool'): AskRequest => ({
  dialect,
  questions: [{ id: 'q', question: 'Value?', options: [], multiSelect: false, input }],
});

const typed = (request: AskRequest, text: string, registry: AskPolicies) =>
  engineTransition(
    engineCreate(request, undefined, {}, registry),
    { type: 'setOtherText', text, question: 0 },
    registry,
  );

describe('issue 31 #4: field rules come with the dialects that ask them', () => {
  const onlyChoices = createAskRegistry([askToolEntry]);

  it.each([
    [{ kind: 'number' } as AskTextInput, 'kind', 'askNumberRules'],
    [{ kind: 'integer', min: 1 } as AskTextInput, 'kind', 'askNumberRules'],
    [{ format: 'email' } as AskTextInput, 'format', 'askFormatRules'],
    [{ kind: 'json' } as AskTextInput, 'kind', 'askJsonRules'],
  ])('a registry of choices alone refuses %j, naming the rule and where', (input, key, rule) => {
    const error = checkAskRequest(asking(input), onlyChoices);
    expect(error?.issues.map((i) => i.path)).toEqual([['questions', 0, 'input', key]]);
    expect(error?.message).toContain(rule);
    expect(error?.message).toContain(`fields: ${rule}`);
    // The same request is fine once a dialect that asks it is registered, or by default.
    const withRule = createAskRegistry([{ ...askToolEntry, fields: jsonSchemaFormEntry.fields }]);
    expect(checkAskRequest(asking(input), withRule)).toBeNull();
    expect(checkAskRequest(asking(input))).toBeNull();
  });

  it('a plain text field (lengths, a pattern) needs no rule', () => {
    expect(checkAskRequest(asking({ minLength: 2, maxLength: 9 }), onlyChoices)).toBeNull();
  });

  it('each built-in entry brings the rules its protocol asks, and only those', () => {
    expect(Object.keys(elicitationEntry.fields ?? {}).sort()).toEqual(['format', 'number']);
    expect(Object.keys(askUserQuestionEntry.fields ?? {})).toEqual(['number']);
    expect(Object.keys(jsonSchemaFormEntry.fields ?? {}).sort()).toEqual([
      'format',
      'json',
      'number',
    ]);
    expect(askToolEntry.fields).toBeUndefined();
  });

  it('an MCP form read by the real parser runs under its entry alone', () => {
    const parsed = safeParseElicitRequest({
      mode: 'form',
      message: 'How many?',
      requestedSchema: {
        type: 'object',
        properties: {
          n: { type: 'integer', minimum: 1, maximum: 9 },
          mail: { type: 'string', format: 'email' },
        },
        required: ['n', 'mail'],
      },
    });
    if (!parsed.success) throw parsed.error;
    const registry = createAskRegistry([elicitationEntry]);
    expect(checkAskRequest(parsed.data, registry)).toBeNull();
    let state = createAskState(parsed.data, undefined, { registry });
    state = askTransition(state, { type: 'setOtherText', text: '12', question: 0 }, registry);
    expect(getAdvanceBlocker(state, 0, registry)).toEqual({ code: 'aboveMax', max: 9 });
    state = askTransition(state, { type: 'setOtherText', text: 'me@x', question: 1 }, registry);
    expect(getAdvanceBlocker(state, 1, registry)).toEqual({ code: 'format', format: 'email' });
  });

  it('with its rule, every typed text gets the verdict the default registry gives', () => {
    const registry = createAskRegistry([
      { ...askToolEntry, dialect: 'mine', fields: { ...askNumberRules, ...askFormatRules } },
    ]);
    const everything = createAskRegistry([{ ...askToolEntry, fields: askFieldRules }]);
    const input = fc.oneof(
      fc.record({
        kind: fc.constantFrom('number' as const, 'integer' as const),
        min: fc.option(fc.integer({ min: -50, max: 50 }), { nil: undefined }),
        max: fc.option(fc.integer({ min: -50, max: 50 }), { nil: undefined }),
      }),
      fc.record({ format: fc.constantFrom('email' as const, 'uri' as const, 'date' as const) }),
    );
    const text = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.double({ noNaN: true }).map(String),
      fc.integer().map(String),
      fc.constantFrom('2026-02-29', '2024-02-29', 'a@b.co', 'https://x.y/z', '1e400', '0.1'),
    );
    fc.assert(
      fc.property(input, text, (field, value) => {
        const mine = typed(asking(field, 'mine'), value, registry);
        const all = typed(asking(field), value, everything);
        // The point-free functions read the default registry.
        const byDefault = askTransition(createAskState(asking(field)), {
          type: 'setOtherText',
          text: value,
          question: 0,
        });
        const verdict = getAdvanceBlocker(byDefault, 0);
        expect(engine.getAdvanceBlocker(mine, 0, registry)).toEqual(verdict);
        expect(engine.getAdvanceBlocker(all, 0, everything)).toEqual(verdict);
      }),
      { numRuns: 400 },
    );
  });

  it('a registry with no field rules refuses the request, and a machine never records unchecked', () => {
    // A host's own registry object, with lookups and no `fieldRules`.
    const bare: AskPolicies = {
      has: onlyChoices.has.bind(onlyChoices),
      list: onlyChoices.list.bind(onlyChoices),
      findPolicy: onlyChoices.findPolicy.bind(onlyChoices),
      policy: onlyChoices.policy.bind(onlyChoices),
    };
    const full = createAskRegistry([{ ...askToolEntry, fields: askFieldRules }]);
    for (const [input, code] of [
      [{ kind: 'number' }, 'notANumber'],
      [{ format: 'date' }, 'format'],
      [{ kind: 'json' }, 'notJson'],
    ] as const) {
      expect(checkRequest(asking(input), bare)?.message).toMatch(/ask(Number|Format|Json)Rules/);
      // A state made where the rule exists, then run where it does not: the text is refused.
      const state = typed(asking(input), '2026-01-01', full);
      expect(engine.getAdvanceBlocker(state, 0, bare)?.code).toBe(code);
      const next = engineTransition(state, { type: 'next' }, bare);
      expect(next.entries[0]!.status).toBe('unanswered');
    }
  });

  it("one dialect's rules never check another's fields", () => {
    // A host's own dialect with a lax number rule, beside MCP's entry.
    const lax = { ...askToolEntry, dialect: 'lax', fields: { number: () => null } };
    const registry = createAskRegistry([elicitationEntry, lax]);
    const bounded = asking({ kind: 'integer', min: 1, max: 9 }, 'elicitation');
    expect(engine.getAdvanceBlocker(typed(bounded, '12', registry), 0, registry)).toEqual({
      code: 'aboveMax',
      max: 9,
    });
    expect(
      engine.getAdvanceBlocker(
        typed(asking({ kind: 'integer', max: 9 }, 'lax'), '12', registry),
        0,
        registry,
      ),
    ).toBeNull();
    // And a dialect without rules gets none from its neighbours: MCP's entry checks numbers,
    // `asktool`'s asks none.
    const mixed = createAskRegistry([askToolEntry, elicitationEntry]);
    const refused = checkAskRequest(asking({ kind: 'number' }), mixed)?.message;
    // The refusal names the dialect that lacks the rule, and never suggests registering another.
    expect(refused).toContain('needs askNumberRules, which dialect "asktool" does not bring');
    expect(refused).toContain('fields: askNumberRules');
    expect(refused).not.toMatch(/elicitationEntry|register/);
  });

  it('a format on a number or JSON field asks no format rule (it is never read there)', () => {
    const numbers = createAskRegistry([askUserQuestionEntry]);
    const request = asking({ kind: 'number', format: 'email' }, askUserQuestionEntry.dialect);
    expect(checkAskRequest(request, numbers)).toBeNull();
  });
});
