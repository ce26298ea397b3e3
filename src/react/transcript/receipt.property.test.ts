// Issue 29: the receipt after a reload says what the live one said. For any Gemini CLI `ask_user`
// and any answers a person gives on the card (through the machine), the summary the transcript
// renders is the same from the resolution, from its details stored as JSON, and from the tool
// call a host keeps (`{ input, result }`, the result in any of its forms).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAgUiInterrupt } from '../../core/adapters/agui-interrupt';
import { parseGeminiAskUserInput } from '../../core/adapters/gemini-ask-user';
import { jsonTextFallback, parseJsonSchemaForm } from '../../core/adapters/json-schema-form';
import { askTransition, createAskState, parseAskSummary, summarizeAsk } from '../../core/dialects';
import { chosenText } from '../../core/machine/rules';
import { settleStacked } from '../../../test/fixtures/drive';
import type { AskEvent, AskRequest, AskState } from '../../core/types';
import {
  agUiInterrupt,
  answersFor,
  type Answer,
} from '../../channels/dialect-arbitraries.test-fixtures';

const LABELS = ['Auth', 'Billing', 'Logs', 'Log', 'Metrics', '部署', '🚀 Launch', '**Bold**'];

const question = fc.oneof(
  fc.record({
    header: fc.constantFrom('Scope', 'Area', '范围'),
    question: fc.constantFrom('Which areas?', 'What should be checked?'),
    type: fc.constant('choice' as const),
    multiSelect: fc.boolean(),
    options: fc
      .uniqueArray(fc.constantFrom(...LABELS), { minLength: 2, maxLength: 4 })
      .map((labels) => labels.map((label) => ({ label, description: '' }))),
  }),
  fc.record({
    header: fc.constantFrom('Name', 'Store'),
    question: fc.constantFrom('Which store is it for?', 'What name?'),
    type: fc.constant('text' as const),
  }),
  fc.record({
    header: fc.constantFrom('Ship'),
    question: fc.constantFrom('Ship it today?'),
    type: fc.constant('yesno' as const),
  }),
);

/** A person's own words: never starting with an option's text (the CLI's join cannot tell). */
const ownWords = fc.oneof(
  fc.constant(''),
  fc.stringMatching(/^[a-z][a-z ]{0,20}[a-z]$/),
  fc.constantFrom('稍后再说', 'after the 🚀 launch', 'ask **ops**'),
);

const scenario = fc.array(question, { minLength: 1, maxLength: 4 }).chain((questions) =>
  fc.record({
    input: fc.constant({ questions }),
    answers: fc.tuple(
      ...questions.map(() =>
        fc.record({ picks: fc.subarray([0, 1, 2, 3]), text: ownWords, first: fc.boolean() }),
      ),
    ),
    dismiss: fc.boolean(),
  }),
);

describe('issue 29: the Gemini ask_user receipt after a reload (property)', () => {
  it('issue 29: live, stored details and the stored {input, result} give one summary', () => {
    fc.assert(
      fc.property(scenario, ({ input, answers, dismiss }) => {
        const request = parseGeminiAskUserInput(input);
        const events: AskEvent[] = [];
        request.questions.forEach((q, i) => {
          const { picks, text, first } = answers[i]!;
          const chosen = picks.filter((o) => o < q.options.length);
          const own = q.options.some((o) => text.startsWith(o.label)) ? '' : text;
          if (q.multiSelect)
            chosen.forEach((option) => events.push({ type: 'toggle', option, question: i }));
          else if (chosen.length > 0 && (first || own === ''))
            events.push({ type: 'toggle', option: chosen[0]!, question: i });
          if (own !== '' && (q.multiSelect || chosen.length === 0 || !first))
            events.push(
              { type: 'setOtherText', text: own, question: i },
              { type: 'selectOther', question: i },
            );
        });
        events.push(dismiss ? { type: 'dismiss' } : { type: 'submitAll' });
        const resolution = settleStacked(request, events);
        const live = summarizeAsk(resolution);
        const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
        expect(parseAskSummary(json(resolution.details))).toEqual(live);
        const forms = [resolution.result, resolution.content];
        if ('payload' in (resolution.result as object))
          forms.push((resolution.result as { payload: unknown }).payload);
        for (const result of forms) expect(parseAskSummary(json({ input, result }))).toEqual(live);
      }),
      { numRuns: 150 },
    );
  });
});

/**
 * The clicks and typing that make each question's selection its `answers` entry on a stacked card
 * (from its defaults), then Submit, or Dismiss.
 */
function cardEvents(request: AskRequest, answers: Answer[], dismiss: boolean): AskEvent[] {
  let state: AskState = createAskState(request, undefined, { layout: 'stacked' });
  const events: AskEvent[] = [];
  const send = (event: AskEvent) => {
    events.push(event);
    state = askTransition(state, event);
  };
  request.questions.forEach((q, question) => {
    const answer = answers[question]!;
    const entry = () => state.entries[question]!;
    if (q.multiSelect) {
      for (const o of entry().selected)
        if (!answer.selected.includes(o)) send({ type: 'toggle', option: o, question });
      for (const o of answer.selected)
        if (!entry().selected.includes(o)) send({ type: 'toggle', option: o, question });
    } else if (answer.selected.length > 0) {
      if (!entry().selected.includes(answer.selected[0]!))
        send({ type: 'toggle', option: answer.selected[0]!, question });
    } else if (answer.text === '' && entry().selected.length > 0)
      send({ type: 'toggleOther', question });
    if (answer.text !== '') {
      send({ type: 'setOtherText', text: answer.text, question });
      if (!entry().otherSelected) send({ type: 'selectOther', question });
    } else if (chosenText(entry()) !== null) send({ type: 'setOtherText', text: '', question });
  });
  send(dismiss ? { type: 'dismiss' } : { type: 'submitAll' });
  return events;
}

const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const settled = agUiInterrupt.chain((interrupt) => {
  const request = parseAgUiInterrupt(interrupt);
  return fc.record({
    interrupt: fc.constant(interrupt),
    answers: answersFor(request),
    dismiss: fc.boolean(),
  });
});

describe('issue 30 #2: the AG-UI and JSON-Schema form receipts after a reload (property)', () => {
  it('issue 30 #2: live, stored details and the stored { interrupt, resume } give one summary', () => {
    fc.assert(
      fc.property(settled, ({ interrupt, answers, dismiss }) => {
        const request = parseAgUiInterrupt(interrupt);
        const resolution = settleStacked(request, cardEvents(request, answers, dismiss));
        const live = summarizeAsk(resolution);
        expect(parseAskSummary(json(resolution.details))).toEqual(live);
        for (const resume of [resolution.result, resolution.content])
          expect(parseAskSummary(json({ interrupt, resume }))).toEqual(live);
      }),
      { numRuns: 150 },
    );
  });

  it('issue 30 #3: a form answered for LangGraph reads back from { schema, result, message }', () => {
    fc.assert(
      fc.property(
        settled.filter(({ interrupt }) => interrupt.responseSchema !== undefined),
        ({ interrupt, answers, dismiss }) => {
          const { responseSchema: schema, message } = interrupt;
          const request = parseJsonSchemaForm(schema, { message });
          const resolution = settleStacked(request, cardEvents(request, answers, dismiss));
          const live = summarizeAsk(resolution);
          for (const result of [resolution.result, resolution.content])
            expect(parseAskSummary(json({ schema, result, message }))).toEqual(live);
        },
      ),
      { numRuns: 150 },
    );
  });
});

/** Interrupts whose schema is beyond the flat form, answered through the opt-in JSON field. */
const jsonFieldSettled = fc.record({
  id: fc.constantFrom('j1', 'int-7'),
  message: fc.option(fc.constantFrom('Who?', '谁？'), { nil: undefined }),
  name: fc.string({ maxLength: 8 }),
  tags: fc.array(fc.constantFrom('a', 'b', '🚀'), { maxLength: 3 }),
  dismiss: fc.boolean(),
});

describe('issue 30 #1: the JSON field receipt after a reload (property)', () => {
  it('issue 30 #1: an AG-UI interrupt answered as JSON reads back from { interrupt, resume }', () => {
    const responseSchema = {
      type: 'object',
      properties: {
        user: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
        tags: { type: 'array', items: { type: 'string' } },
      },
      required: ['user'],
    };
    fc.assert(
      fc.property(jsonFieldSettled, ({ id, message, name, tags, dismiss }) => {
        const interrupt = { id, reason: 'input_required', message, responseSchema };
        const request = parseAgUiInterrupt(interrupt, { fallback: jsonTextFallback });
        // Compact: the resume keeps the value, not the user's spacing (the live receipt keeps it).
        const text = JSON.stringify({ user: { name }, tags });
        const resolution = settleStacked(request, [
          { type: 'setOtherText', text, question: 0 },
          { type: 'selectOther', question: 0 },
          dismiss ? { type: 'dismiss' } : { type: 'submitAll' },
        ]);
        const live = summarizeAsk(resolution);
        for (const resume of [resolution.result, resolution.content])
          expect(parseAskSummary(json({ interrupt, resume }))).toEqual(live);
      }),
      { numRuns: 100 },
    );
  });
});
