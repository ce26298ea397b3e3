// Issue 24 #6d: a field, question text or id named `__proto__` (or `constructor`, `toString`)
// keeps its answer: every record built from untrusted keys holds it as an own member, and the
// JSON the agent reads contains it.
import { describe, expect, it } from 'vitest';
import { askTransition, createAskState } from '../dialects';
import { toAskResolution } from '../dialects';
import type { AskRequest, AskState } from '../types';
import { parseAskUserInput } from './ask-user/schema';
import { parseAskUserQuestionInput } from './ask-user-question/schema';
import { toAskUserQuestionResult } from './ask-user-question/result';
import { parseElicitRequest } from './elicitation/schema';
import { parseRequestUserInputParams } from './request-user-input/schema';
import { toRequestUserInputResponse } from './request-user-input/result';

const KEYS = ['__proto__', 'constructor', 'toString'];

/** Every question answered: its first option, else the text `typed <i>`, then submitted. */
function answerAll(request: AskRequest): AskState {
  let state = createAskState(request, undefined, { layout: 'stacked' });
  request.questions.forEach((q, i) => {
    state =
      q.options.length > 0
        ? askTransition(state, { type: 'toggle', option: 0, question: i })
        : askTransition(state, { type: 'setOtherText', text: `typed ${i}`, question: i });
  });
  return askTransition(state, { type: 'next' });
}

/** `record` holds `key` as its own member, and its JSON says so. */
function holds(record: unknown, key: string, value: unknown) {
  expect(Object.hasOwn(record as object, key), key).toBe(true);
  expect((record as Record<string, unknown>)[key]).toEqual(value);
  expect(JSON.stringify(record)).toContain(`${JSON.stringify(key)}:${JSON.stringify(value)}`);
}

describe('issue 24 #6d: answers keyed by __proto__, constructor, toString', () => {
  it('issue 24 #6d: MCP content keeps a property named __proto__ (and constructor, toString)', () => {
    // JSON.parse makes `__proto__` an own key, as the MCP SDK's transport does.
    const params = JSON.parse(
      JSON.stringify({
        message: 'Fill in',
        requestedSchema: { type: 'object', properties: {} },
      }).replace(
        '"properties":{}',
        `"properties":{${KEYS.map((key) => `"${key}":{"type":"string"}`).join(',')}}`,
      ),
    ) as unknown;
    const request = parseElicitRequest(params);
    expect(request.questions.map((q) => q.id)).toEqual(KEYS);
    const resolution = toAskResolution(answerAll(request))!;
    const content = (resolution.result as { content: Record<string, unknown> }).content;
    KEYS.forEach((key, i) => holds(content, key, `typed ${i}`));
    expect(Object.getPrototypeOf(content)).toBe(Object.prototype);
    expect(resolution.content).toContain('"__proto__":"typed 0"');
  });

  it('issue 24 #6d: Claude AskUserQuestion answers keyed by a question text __proto__ (and constructor, toString)', () => {
    const request = parseAskUserQuestionInput({
      questions: KEYS.map((question) => ({
        question,
        header: 'H',
        options: [{ label: `${question} yes` }, { label: 'no' }],
      })),
    });
    const state = answerAll(request);
    const resolution = toAskResolution(state)!;
    const result = toAskUserQuestionResult(request, resolution.answers, 'submitted')!;
    for (const key of KEYS) holds(result.updatedInput.answers, key, `${key} yes`);
    expect(resolution.content).toContain('"__proto__"="__proto__ yes"');
  });

  it('issue 24 #6d: Claude annotations (notes) keyed by a question text __proto__', () => {
    const request = parseAskUserQuestionInput({
      questions: [
        {
          question: '__proto__',
          header: 'H',
          options: [{ label: 'A' }, { label: 'B' }],
          multiSelect: true,
        },
      ],
    });
    let state = createAskState(request);
    state = askTransition(state, { type: 'toggle', option: 0 });
    state = askTransition(state, { type: 'setOtherText', text: 'a note' });
    state = askTransition(state, { type: 'next' });
    const result = toAskUserQuestionResult(request, toAskResolution(state)!.answers, 'submitted')!;
    holds(result.updatedInput.annotations, '__proto__', { notes: 'a note' });
  });

  it('issue 24 #6d: Codex request_user_input answers keyed by an id __proto__ (and constructor, toString)', () => {
    const request = parseRequestUserInputParams({
      questions: KEYS.map((id) => ({ id, header: 'H', question: `${id}?`, options: null })),
    });
    const resolution = toAskResolution(answerAll(request))!;
    const response = toRequestUserInputResponse(request, resolution.answers, 'submitted')!;
    KEYS.forEach((key, i) => holds(response.answers, key, { answers: [`typed ${i}`] }));
  });

  it('issue 24 #6d: ask_user answers keyed by the id constructor', () => {
    const request = parseAskUserInput({
      questions: [
        {
          id: 'constructor',
          header: 'H',
          question: 'Q?',
          options: [{ label: 'A' }, { label: 'B' }],
        },
      ],
    });
    const resolution = toAskResolution(answerAll(request))!;
    const result = resolution.result as { answers: { answers: Record<string, unknown> } };
    holds(result.answers.answers, 'constructor', { answers: ['A'] });
    expect(resolution.content).toMatch(/^H: A\n/);
  });
});
