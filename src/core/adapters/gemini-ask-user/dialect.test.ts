/**
 * Gemini CLI's `ask_user` through ask-cards: what a model's input becomes on the card, what the
 * user's events become for `onConfirm` and the model, and the receipt read back from storage.
 * The same rules against the real package: test/node/gemini-*.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  AskInputError,
  parseAskSummary,
  resolveAsk,
  summarizeAsk,
  toToolDefinition,
} from '../../dialects';
import type { AskEvent, AskRequest } from '../../types';
import { getAskAdapter } from '../../dialects/default';
import {
  GEMINI_ASK_USER_DIALECT,
  GEMINI_ASK_USER_DISMISSED,
  GeminiAskUserInput,
  parseGeminiAskUserInput,
  readGeminiAskUserPersisted,
  safeParseGeminiAskUserInput,
  type GeminiAskUserResult,
} from '.';
import { MAX_INPUT_LENGTH } from '../../schema/limits';

const input = {
  questions: [
    {
      question: 'Which areas?',
      header: 'Areas',
      type: 'choice',
      multiSelect: true,
      options: [
        { label: 'Auth', description: 'Login and tokens' },
        { label: 'Logs', description: '' },
        { label: 'DB', description: '  Schema\\nand data  ' },
      ],
    },
    { question: 'Store name\\nplease?', header: 'Name', type: 'text', placeholder: 'shop' },
    { question: 'Deploy now?', header: 'Deploy', type: 'yesno', unconstrainedHeight: true },
  ],
};

const q0 = { question: 'Q?', header: 'H' };

const messages = (value: unknown) => {
  const parsed = safeParseGeminiAskUserInput(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

const run = (events: AskEvent[], value: unknown = input) =>
  resolveAsk<GeminiAskUserResult>(parseGeminiAskUserInput(value), events).resolution!;

describe('issue 29: the gemini-ask-user input', () => {
  it('keys questions by index and shows choice, text and yesno as the CLI does', () => {
    const request = parseGeminiAskUserInput(input);
    expect(request.dialect).toBe(GEMINI_ASK_USER_DIALECT);
    expect(request.questions.map((q) => q.id)).toEqual(['0', '1', '2']);
    const [choice, text, yesno] = request.questions;
    expect(choice).toMatchObject({ multiSelect: true, allowOther: true, header: 'Areas' });
    // Descriptions trimmed, then unescaped; a blank one dropped.
    expect(choice!.options).toEqual([
      { label: 'Auth', description: 'Login and tokens' },
      { label: 'Logs' },
      { label: 'DB', description: 'Schema\nand data' },
    ]);
    expect(text).toMatchObject({
      question: 'Store name\nplease?',
      options: [],
      input: { placeholder: 'shop' },
    });
    expect(yesno!.options.map((o) => o.label)).toEqual(['Yes', 'No']);
    expect(yesno).toMatchObject({ multiSelect: false, allowOther: true });
  });

  it('type is required (the default does not apply) and must be choice, text or yesno', () => {
    const q = { question: 'Q?', header: 'H' };
    expect(messages({ questions: [q] })).toEqual([
      expect.stringMatching(/^questions\[0\]\.type is missing: .*no default/),
    ]);
    expect(messages({ questions: [{ ...q, type: 'pick' }] })).toEqual([
      'questions[0].type is "pick"; it must be "choice" (with options), "text" or "yesno"',
    ]);
  });

  it('a choice needs 2-4 options; text and yesno ignore theirs but each needs a label and a description', () => {
    const q = { question: 'Q?', header: 'H', type: 'choice' };
    const one = [{ label: 'A', description: '' }];
    const five = ['A', 'B', 'C', 'D', 'E'].map((label) => ({ label, description: '' }));
    expect(messages({ questions: [q] })[0]).toMatch(/^questions\[0\]\.options is missing/);
    expect(messages({ questions: [{ ...q, options: one }] })[0]).toMatch(
      /^questions\[0\]\.options has 1 item; type "choice" requires 2-4/,
    );
    expect(messages({ questions: [{ ...q, options: five }] })[0]).toMatch(/has 5 items/);
    expect(messages({ questions: [{ ...q, type: 'yesno', options: five }] })).toEqual([]);
    expect(messages({ questions: [{ ...q, type: 'text', options: [{ label: ' ' }] }] })).toEqual([
      expect.stringMatching(/^questions\[0\]\.options\[0\]\.label is blank/),
      expect.stringMatching(/^questions\[0\]\.options\[0\]\.description is missing/),
    ]);
  });

  it('1-4 questions; a huge or hostile input gets one issue, fast', () => {
    const q = { question: 'Q?', header: 'H', type: 'text' };
    expect(messages({ questions: [] })[0]).toMatch(/has 0 items; Gemini's ask_user allows 1-4/);
    expect(messages({ questions: [q, q, q, q, q] })[0]).toMatch(/has 5 items/);
    const huge = { questions: [{ ...q, question: 'x'.repeat(MAX_INPUT_LENGTH) }] };
    expect(messages(huge)).toHaveLength(1);
    const options = Array.from({ length: 100_000 }, () => ({ label: 'a', description: '' }));
    expect(messages({ questions: [{ ...q, options }] })).toHaveLength(1);
    expect(() => parseGeminiAskUserInput({ questions: [{ ...q, header: 5 }] })).toThrow(
      AskInputError,
    );
  });

  it('issue 29: two labels one once unescaped and trimmed are refused, naming the option', () => {
    const q = { question: 'Q?', header: 'H', type: 'choice' };
    const pairs = [
      ['Yes', 'Yes\\n'],
      ['A\\nB', 'A\nB'],
      ['Go\\r\\n', ' go'],
    ];
    for (const [first, second] of pairs) {
      const options = [
        { label: first, description: 'a' },
        { label: second, description: 'b' },
        { label: 'Other one', description: '' },
      ];
      const parsed = safeParseGeminiAskUserInput({ questions: [{ ...q, options }] });
      expect(parsed.success).toBe(false);
      if (parsed.success) continue;
      expect(parsed.error).toBeInstanceOf(AskInputError);
      expect(parsed.error.issues.map((i) => i.message)).toEqual([
        expect.stringMatching(
          /^questions\[0\]\.options\[1\]\.label .* repeats questions\[0\]\.options\[0\]\.label: .*rename/,
        ),
      ]);
    }
  });

  it('issue 29: GeminiAskUserInput is the schema the adapter checks with, and names its type', () => {
    const valid: GeminiAskUserInput = {
      questions: [{ question: 'Deploy now?', header: 'Deploy', type: 'yesno' }],
    };
    expect(getAskAdapter(GEMINI_ASK_USER_DIALECT).inputSchema).toBe(GeminiAskUserInput);
    expect(GeminiAskUserInput.safeParse(valid).success).toBe(true);
    expect(GeminiAskUserInput.safeParse({ questions: [{ ...q0, type: 'pick' }] }).success).toBe(
      false,
    );
  });

  it('a strict-mode model sends null for optional fields: read as absent', () => {
    const q = { question: 'Q?', header: 'H', type: 'text' };
    expect(
      messages({ questions: [{ ...q, options: null, multiSelect: null, placeholder: null }] }),
    ).toEqual([]);
  });
});

describe('issue 29: what onConfirm gets and the model reads', () => {
  it('answers keyed by index; multi-select labels in option order then the typed text', () => {
    const events: AskEvent[] = [
      { type: 'toggle', option: 1 },
      { type: 'toggle', option: 0 },
      { type: 'setOtherText', text: 'also metrics' },
      { type: 'next' },
      { type: 'setOtherText', text: 'shop' },
      { type: 'next' },
      { type: 'toggle', option: 0 },
      { type: 'next' },
    ];
    const resolution = run(events);
    const answers = { '0': 'Auth, Logs, also metrics', '1': 'shop', '2': 'Yes' };
    expect(resolution.result).toEqual({ outcome: 'proceed_once', payload: { answers } });
    expect(resolution.content).toBe(JSON.stringify({ answers }));
  });

  it('issue 29: a chosen option sends its own text alone, even beside one that reads alike', () => {
    // A host's own request: the schema refuses such labels, the result must not pair them.
    const request: AskRequest = {
      dialect: GEMINI_ASK_USER_DIALECT,
      questions: [
        {
          id: '0',
          question: 'Sure?',
          options: [{ label: 'Yes' }, { label: 'Yes', value: 'Yes\n' }, { label: 'No' }],
          multiSelect: false,
          allowOther: true,
        },
      ],
    };
    for (const [option, sent] of [
      [0, 'Yes'],
      [1, 'Yes\n'],
    ] as const) {
      const { content } = resolveAsk<GeminiAskUserResult>(request, [
        { type: 'toggle', option },
        { type: 'next' },
      ]).resolution!;
      expect(content).toBe(JSON.stringify({ answers: { '0': sent } }));
    }
  });

  it('a skipped question is left out; nothing answered is {"answers":{}}', () => {
    const skipFirst = run([
      { type: 'next' },
      { type: 'setOtherText', text: 'shop' },
      { type: 'next' },
      { type: 'next' },
    ]);
    expect(skipFirst.content).toBe('{"answers":{"1":"shop"}}');
    expect(run([{ type: 'submitAll' }]).content).toBe('{"answers":{}}');
  });

  it.each(['declineAll', 'dismiss', 'stop', 'replyInChat'] as const)(
    '%s: cancel, and the CLI dismissal line',
    (type) => {
      const resolution = run([{ type: 'toggle', option: 0 }, { type: 'next' }, { type }]);
      expect(resolution.result).toEqual({ outcome: 'cancel' });
      expect(resolution.content).toBe(GEMINI_ASK_USER_DISMISSED);
    },
  );

  it('the model reads the content; the tool definition is valid in OpenAI strict mode', () => {
    expect(getAskAdapter(GEMINI_ASK_USER_DIALECT).modelOutput).toBe('content');
    expect(
      toToolDefinition(GEMINI_ASK_USER_DIALECT, { provider: 'openai', strict: true }),
    ).toMatchObject({ type: 'function', function: { name: 'ask_user', strict: true } });
  });
});

describe('issue 29: the receipt read back from what a host stored', () => {
  it('the payload, the JSON text and the dismissal line read as the card resolved them', () => {
    const answers = { '0': 'Auth, Logs, also metrics', '2': 'No' };
    for (const result of [{ answers }, JSON.stringify({ answers })]) {
      const details = readGeminiAskUserPersisted({ input, result })!;
      expect(details.reason).toBe('submitted');
      expect(details.answers).toEqual([
        { id: '0', status: 'answered', labels: ['Auth', 'Logs'], customText: 'also metrics' },
        { id: '1', status: 'skipped', labels: [] },
        { id: '2', status: 'answered', labels: ['No'] },
      ]);
      expect(summarizeAsk(details).items.map((i) => i.status)).toEqual([
        'answered',
        'skipped',
        'answered',
      ]);
    }
    expect(readGeminiAskUserPersisted({ input, result: GEMINI_ASK_USER_DISMISSED })!.reason).toBe(
      'dismissed',
    );
    expect(parseAskSummary({ input, result: { outcome: 'cancel' } })?.reason).toBe('dismissed');
  });

  it('never throws on untrusted values', () => {
    const hostile = [
      null,
      'x',
      { input, result: '{' },
      { input, result: 5 },
      { input: { questions: 'no' }, result: {} },
      { input, result: { answers: { '0': 7, '1': ['a'] } } },
      new Proxy(
        {},
        {
          get: () => {
            throw new Error('boom');
          },
        },
      ),
    ];
    for (const value of hostile) expect(() => readGeminiAskUserPersisted(value)).not.toThrow();
    expect(readGeminiAskUserPersisted({ input, result: 5 })).toBeNull();
  });
});
