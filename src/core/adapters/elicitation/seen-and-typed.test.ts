// Issue 24 #6: what is sent is what the user saw and typed. An invisible default is no default;
// choices that look alike are refused; typed numbers are checked and sent exactly as typed; a
// field no value can satisfy is refused when the form is read.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { askTransition, createAskState, getAdvanceBlocker } from '../../dialects';
import { toAskResolution } from '../../dialects';
import type { AskRequest, AskState } from '../../types';
import { parseElicitRequest, safeParseElicitRequest } from './schema';
import type { ElicitResult } from './result';

const form = (properties: Record<string, unknown>, required?: string[]) => ({
  message: 'Configure',
  requestedSchema: { type: 'object', properties, ...(required ? { required } : {}) },
});

/** The form of one field `n`, its free text typed as `text`, then Submit. */
function typeAndSubmit(schema: Record<string, unknown>, text: string) {
  const request = parseElicitRequest(form({ n: schema }, ['n']));
  let state: AskState = createAskState(request);
  state = askTransition(state, { type: 'setOtherText', text });
  const blocker = getAdvanceBlocker(state, 0);
  state = askTransition(state, { type: 'next' });
  const result = toAskResolution(state)?.result as ElicitResult | undefined;
  return { blocker, sent: result?.action === 'accept' ? result.content?.n : undefined, state };
}

const issuesOf = (params: unknown) => {
  const result = safeParseElicitRequest(params);
  return result.success ? [] : result.error.issues;
};

describe('issue 24 #6: what is sent is what the user saw and typed', () => {
  it('issue 24 #6a: an invisible default (U+200B U+2060) is no default: the field starts empty and nothing is sent for it', () => {
    for (const invisible of ['\u200B\u2060', '   ', '\u202E', '\u00AD\uFEFF']) {
      const request = parseElicitRequest(form({ name: { type: 'string', default: invisible } }));
      expect(request.questions[0]!.default).toBeUndefined();
      let state = createAskState(request);
      expect(state.entries[0]!.otherText).toBe('');
      state = askTransition(state, { type: 'next' });
      expect(toAskResolution(state)?.result).toEqual({ action: 'accept', content: {} });
    }
    // A hand-built request with such a default starts empty too.
    const built: AskRequest = {
      dialect: 'asktool',
      questions: [
        { id: 'q1', question: 'Q?', options: [], multiSelect: false, default: { text: '\u200B' } },
      ],
    };
    expect(createAskState(built).entries[0]).toMatchObject({ otherText: '', otherSelected: false });
    // A visible default is kept.
    expect(
      parseElicitRequest(form({ n: { type: 'string', default: 'x' } })).questions[0]!.default,
    ).toEqual({ text: 'x' });
  });

  it('issue 24 #6b: two choices of one field whose titles look the same are refused, naming the field', () => {
    const looksAlike: [string, string][] = [
      ['Keep files', 'Keep files'],
      ['Keep files', 'keep  FILES'],
      ['Keep files', 'Keep\u200B files'],
      ['Keep files', 'Ｋeep files'],
      ['Keep files', 'Кeep files'],
      ['Keep files', '\u202DKeep files'],
      // Titles render as Markdown: compared by what they show.
      ['Keep files', '**Keep files**'],
      ['Keep files', 'Keep files<!-- x -->'],
      ['Keep files', 'Keep files&#x200B;'],
    ];
    for (const [first, second] of looksAlike) {
      const oneOf = [
        { const: 'keep', title: first },
        { const: 'wipe_all', title: second },
      ];
      const single = issuesOf(form({ mode: { type: 'string', oneOf } }));
      expect(single, `${first} / ${JSON.stringify(second)}`).toHaveLength(1);
      expect(single[0]!.path).toEqual(['requestedSchema', 'properties', 'mode', 'oneOf', 1]);
      expect(single[0]!.message).toMatch(
        /requestedSchema\.properties\.mode\.oneOf\[1\].*title.*reads the same as choice 0/,
      );
      const multi = issuesOf(form({ mode: { type: 'array', items: { anyOf: oneOf } } }));
      expect(multi[0]!.path).toEqual([
        'requestedSchema',
        'properties',
        'mode',
        'items',
        'anyOf',
        1,
      ]);
      const named = issuesOf(
        form({ mode: { type: 'string', enum: ['keep', 'wipe_all'], enumNames: [first, second] } }),
      );
      expect(named[0]!.path).toEqual(['requestedSchema', 'properties', 'mode', 'enum', 1]);
    }
    // Titles a user can tell apart are fine.
    expect(
      issuesOf(
        form({
          mode: {
            type: 'string',
            oneOf: [
              { const: 'a', title: 'Keep' },
              { const: 'b', title: 'Wipe all' },
            ],
          },
        }),
      ),
    ).toEqual([]);
  });

  it('issue 24 #6c: an integer past ±Number.MAX_SAFE_INTEGER is refused with a message, never rounded', () => {
    for (const text of ['9007199254740993', '9007199254740992', '-9007199254740993', '1e16']) {
      const { blocker, sent } = typeAndSubmit({ type: 'integer' }, text);
      expect(blocker?.code, text).toMatch(/^(aboveMax|belowMin)$/);
      expect(sent).toBeUndefined();
    }
    expect(typeAndSubmit({ type: 'integer' }, '9007199254740993').blocker).toEqual({
      code: 'aboveMax',
      max: Number.MAX_SAFE_INTEGER,
    });
    expect(typeAndSubmit({ type: 'integer' }, '9007199254740991').sent).toBe(9007199254740991);
  });

  it('issue 24 #6c: a typed decimal is compared exactly: 1.0000000000000001 does not pass maximum 1, nor is it an integer', () => {
    expect(
      typeAndSubmit({ type: 'number', maximum: 1 }, '1.0000000000000001').sent,
    ).toBeUndefined();
    expect(typeAndSubmit({ type: 'number', maximum: 1 }, '1.0000000000000001').blocker).toEqual({
      code: 'aboveMax',
      max: 1,
    });
    expect(typeAndSubmit({ type: 'number', minimum: 1 }, '0.99999999999999999').blocker).toEqual({
      code: 'belowMin',
      min: 1,
    });
    expect(typeAndSubmit({ type: 'integer' }, '1.0000000000000001').blocker).toEqual({
      code: 'notAnInteger',
    });
    // At the bound, in any spelling, is within it.
    for (const text of ['1', '1.0', '1.000', '0.1e1', '+1', '10e-1'])
      expect(typeAndSubmit({ type: 'number', maximum: 1 }, text).sent, text).toBe(1);
  });

  it('issue 24 #6c: a pasted number of 500,000 digits, zeros inside, is checked in one pass', () => {
    // `/0+$/` tried from every zero: minutes for this text, on every keystroke.
    const long = `1.${'0'.repeat(250_000)}1${'0'.repeat(250_000)}1`;
    expect(typeAndSubmit({ type: 'number', maximum: 2 }, long).blocker).toEqual({
      code: 'tooPrecise',
    });
  });

  it('issue 24 #6c: a number whose text does not survive as a number is refused: what is sent is what was typed', () => {
    for (const text of ['0.1000000000000000055511151231257827', '1.00000000000000001', '1e-400'])
      expect(typeAndSubmit({ type: 'number' }, text).blocker, text).toEqual({ code: 'tooPrecise' });
    // Property: whatever number text is accepted is sent as that very value.
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
          fc.stringMatching(/^-?\d{1,20}(\.\d{1,20})?(e-?\d{1,3})?$/),
        ),
        (text) => {
          const { blocker, sent } = typeAndSubmit({ type: 'number' }, text);
          if (blocker) return;
          expect(typeof sent).toBe('number');
          // The value sent, written back as text, is the typed number (as a decimal).
          // (== : JSON writes -0 as 0.)
          expect(Number(String(sent)) === Number(text)).toBe(true);
          expect(exactDecimal(String(sent))).toBe(exactDecimal(text));
        },
      ),
      { numRuns: 500 },
    );
  });

  // Issue 25 #7 moved these from "refused" to "decline-only card": the SDK accepts them, so the
  // server gets an answer it can read (decline / cancel), and still never content it rejects.
  it('issue 24 #6e / 25 #7: a required field no value can satisfy makes the card decline-only, naming the field', () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ type: 'integer', minimum: 1.2, maximum: 1.8 }, /n .*no whole number/],
      [{ type: 'integer', minimum: 2 ** 60 }, /n .*no whole number/],
      [{ type: 'string', maxLength: 0 }, /n\.maxLength .*0/],
      [{ type: 'number', minimum: 5, maximum: 1 }, /n\.maximum .*below minimum/],
      [{ type: 'string', minLength: 5, maxLength: 2 }, /n\.maxLength .*below minLength/],
      [
        { type: 'array', items: { enum: ['a', 'b'], type: 'string' }, minItems: 3 },
        /n\.minItems .*more than the 2 choices/,
      ],
    ];
    for (const [schema, message] of cases) {
      const parsed = safeParseElicitRequest(form({ n: schema }, ['n']));
      expect(parsed.success, JSON.stringify(schema)).toBe(true);
      if (!parsed.success) continue;
      expect(parsed.data.questions).toEqual([]);
      expect(parsed.data.unanswerable?.join('\n')).toMatch(message);
      // No answer the user cannot give is ever sent: Submit does nothing.
      const state = askTransition(createAskState(parsed.data), { type: 'submitAll' });
      expect(state.status).toBe('pending');
    }
    // Optional, the form is answerable without the field: an empty maxLength-0 field stays; a
    // field no value fits is left out.
    expect(issuesOf(form({ n: { type: 'string', maxLength: 0 } }))).toEqual([]);
    const optional = safeParseElicitRequest(
      form({ n: { type: 'integer', minimum: 1.2, maximum: 1.8 }, m: { type: 'string' } }),
    );
    expect(optional.success && optional.data.questions.map((q) => q.id)).toEqual(['m']);
  });
});

/** A decimal text as `digits e exponent`, leading and trailing zeros dropped: exact, no rounding. */
function exactDecimal(text: string): string {
  const m = /^([-+]?)(\d*)(?:\.(\d*))?(?:[eE]([-+]?\d+))?$/.exec(text)!;
  const fraction = m[3] ?? '';
  let digits = `${m[2]}${fraction}`.replace(/^0+/, '');
  let exponent = Number(m[4] ?? 0) - fraction.length;
  if (!digits) return '0';
  const trailing = digits.length - digits.replace(/0+$/, '').length;
  digits = digits.slice(0, digits.length - trailing);
  exponent += trailing;
  return `${m[1] === '-' ? '-' : ''}${digits}e${exponent}`;
}
