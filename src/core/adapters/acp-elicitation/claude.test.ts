/**
 * Claude over ACP (PROTOCOLS-NEXT §3.5, `@agentclientprotocol/claude-agent-acp@0.101.0`): each
 * `question_<n>` / `question_<n>_custom` pair is one question with "Other", answered in both keys.
 */
import { describe, expect, it } from 'vitest';
import { checkAskRequest } from '../../dialects';
import type { AskEvent, AskRequest } from '../../types';
import {
  CLAUDE_OPTION_META_KEY as META,
  claudeAcpForm as claude,
  claudeCustomField as custom,
} from '../../../../test/fixtures/acp';
import { settleStacked } from '../../../../test/fixtures/drive';
import { parseAcpElicitRequest, type AcpElicitResult } from '.';

const colour = {
  header: 'Colour',
  question: 'Which colour should the button be?',
  options: [
    {
      const: 'Blue',
      title: 'Blue',
      description: 'Calm',
      _meta: { [META]: { preview: '# Blue\n\n`#0055ff`' } },
    },
    { const: 'Red', title: 'Red', description: 'Loud' },
  ],
};
const checks = {
  header: 'Checks',
  question: 'Which checks should run?',
  multi: true,
  options: [
    { const: 'Lint', title: 'Lint' },
    { const: 'Unit', title: 'Unit' },
  ],
};

const answer = (request: AskRequest, ...events: AskEvent[]) =>
  settleStacked<AcpElicitResult>(request, [...events, { type: 'submitAll' }]).result;

describe('issue 29: Claude’s AskUserQuestion over ACP', () => {
  it('issue 29: one question: its choices, Other, the preview; the message asks it once', () => {
    const request = parseAcpElicitRequest(claude([colour]), { source: 'Claude' });
    expect(checkAskRequest(request)).toBeNull();
    expect(request.message).toBeUndefined();
    expect(request.questions).toHaveLength(1);
    const [q] = request.questions;
    expect(q).toMatchObject({
      id: 'question_0',
      header: 'Colour',
      question: 'Which colour should the button be?',
      allowOther: true,
      multiSelect: false,
      required: false,
      input: { kind: 'text' },
    });
    expect(q!.options).toEqual([
      {
        label: 'Blue',
        value: 'Blue',
        description: 'Calm',
        preview: { format: 'markdown', content: '# Blue\n\n`#0055ff`' },
      },
      { label: 'Red', value: 'Red', description: 'Loud' },
    ]);
  });

  it('issue 29: a single-select sends the chosen const, or the typed Other text, never both', () => {
    const request = parseAcpElicitRequest(claude([colour]));
    expect(answer(request, { type: 'toggle', question: 0, option: 1 })).toEqual({
      action: 'accept',
      content: { question_0: 'Red' },
    });
    expect(answer(request, { type: 'setOtherText', question: 0, text: ' Teal ' })).toEqual({
      action: 'accept',
      content: { question_0_custom: 'Teal' },
    });
    // Left alone, neither key.
    expect(answer(request)).toEqual({ action: 'accept', content: {} });
  });

  it('issue 29: several questions keep their texts and headers; a multi-select may send both keys', () => {
    const request = parseAcpElicitRequest(claude([colour, checks]));
    expect(request.message).toBe('Please answer the following questions.');
    expect(request.questions.map((q) => [q.id, q.header, q.question, q.multiSelect])).toEqual([
      ['question_0', 'Colour', 'Which colour should the button be?', false],
      ['question_1', 'Checks', 'Which checks should run?', true],
    ]);
    expect(
      answer(
        request,
        { type: 'toggle', question: 1, option: 0 },
        { type: 'toggle', question: 1, option: 1 },
        { type: 'setOtherText', question: 1, text: 'e2e' },
      ),
    ).toEqual({
      action: 'accept',
      content: { question_1: ['Lint', 'Unit'], question_1_custom: 'e2e' },
    });
  });

  it('issue 29: a flattened "label — description" title with _meta.description reads as label + description', () => {
    const request = parseAcpElicitRequest(
      claude([
        {
          header: 'Plan',
          question: 'Which plan?',
          options: [
            {
              const: 'Fast',
              title: 'Fast — ship today',
              _meta: { [META]: { description: 'ship today' } },
            },
            {
              const: 'Safe',
              title: 'Safe — full review',
              _meta: { [META]: { description: 'full review' } },
            },
          ],
        },
      ]),
    );
    expect(request.questions[0]!.options).toEqual([
      { label: 'Fast', value: 'Fast', description: 'ship today' },
      { label: 'Safe', value: 'Safe', description: 'full review' },
    ]);
  });

  it('issue 29: only an adjacent, free-text, optional question_<n>_custom makes a pair', () => {
    const params = claude([colour]);
    const { properties } = params.requestedSchema;
    // Not adjacent: two questions.
    const apart = {
      ...params,
      requestedSchema: {
        type: 'object',
        properties: {
          question_0: properties.question_0,
          note: { type: 'string' },
          question_0_custom: custom,
        },
      },
    };
    expect(parseAcpElicitRequest(apart).questions.map((q) => q.id)).toEqual([
      'question_0',
      'note',
      'question_0_custom',
    ]);
    // A custom field with choices is no free text: two questions.
    const chosen = {
      ...params,
      requestedSchema: {
        type: 'object',
        properties: { ...properties, question_0_custom: { type: 'string', enum: ['x'] } },
      },
    };
    expect(parseAcpElicitRequest(chosen).questions).toHaveLength(2);
    expect(parseAcpElicitRequest(chosen).questions[0]!.allowOther).toBe(false);
  });
});

describe('issue 29: only Claude’s exact pair shape reads as one question', () => {
  const single = claude([colour]);
  const multi = claude([checks]);
  const ids = (params: unknown) => parseAcpElicitRequest(params).questions.map((q) => q.id);

  it('issue 29: a required choice field keeps its own custom field (Other alone would leave it out)', () => {
    const params = {
      ...single,
      requestedSchema: { ...single.requestedSchema, required: ['question_0'] },
    };
    const request = parseAcpElicitRequest(params);
    expect(request.questions.map((q) => [q.id, q.allowOther ?? true])).toEqual([
      ['question_0', false],
      ['question_0_custom', true],
    ]);
    expect(
      answer(
        request,
        { type: 'toggle', question: 0, option: 0 },
        { type: 'setOtherText', question: 1, text: 'why' },
      ),
    ).toEqual({ action: 'accept', content: { question_0: 'Blue', question_0_custom: 'why' } });
  });

  it('issue 29: a multi-select with minItems keeps its own custom field (Other counts as no pick)', () => {
    const field = multi.requestedSchema.properties.question_0 as Record<string, unknown>;
    for (const minItems of [1, 2]) {
      const params = {
        ...multi,
        requestedSchema: {
          ...multi.requestedSchema,
          properties: { ...multi.requestedSchema.properties, question_0: { ...field, minItems } },
        },
      };
      expect(ids(params)).toEqual(['question_0', 'question_0_custom']);
    }
    // minItems 0 asks for nothing: still Claude's pair.
    const zero = {
      ...multi,
      requestedSchema: {
        ...multi.requestedSchema,
        properties: { ...multi.requestedSchema.properties, question_0: { ...field, minItems: 0 } },
      },
    };
    expect(ids(zero)).toEqual(['question_0']);
  });

  it('issue 29: a required custom field is no pair', () => {
    const params = {
      ...single,
      requestedSchema: { ...single.requestedSchema, required: ['question_0_custom'] },
    };
    expect(ids(params)).toEqual(['question_0', 'question_0_custom']);
  });
});

describe('issue 29: the Other of a Claude pair', () => {
  const note = 'Type your own answer, or add a note to the option you chose above.';
  const withNote = (params: ReturnType<typeof claude>) => ({
    ...params,
    requestedSchema: {
      ...params.requestedSchema,
      properties: {
        ...params.requestedSchema.properties,
        question_0_custom: { ...custom, description: note },
      },
    },
  });

  it('issue 29: a single-select’s Other replaces the pick, so it keeps the card’s own placeholder', () => {
    const [q] = parseAcpElicitRequest(withNote(claude([colour]))).questions;
    expect(q!.allowOther).toBe(true);
    expect(q!.input?.placeholder).toBeUndefined();
  });

  it('issue 29: a multi-select sends picks and text together, so the custom hint is its placeholder', () => {
    const [q] = parseAcpElicitRequest(withNote(claude([checks]))).questions;
    expect(q!.input?.placeholder).toBe(note);
  });
});

describe('issue 29: labels taken from Claude’s consts stay apart', () => {
  it('issue 29: consts that read the same keep their titles, and the author hears of it', () => {
    const issues: string[] = [];
    const request = parseAcpElicitRequest(
      claude([
        {
          header: 'Layout',
          question: 'Which layout?',
          options: [
            {
              const: 'Grid',
              title: 'Grid — rows first',
              _meta: { [META]: { description: 'rows first' } },
            },
            {
              const: 'grid',
              title: 'grid — columns first',
              _meta: { [META]: { description: 'columns first', preview: '| a | b |' } },
            },
          ],
        },
      ]),
      { onSchemaIssue: (issue) => issues.push(issue.message) },
    );
    expect(checkAskRequest(request)).toBeNull();
    expect(request.questions[0]!.options).toEqual([
      { label: 'Grid — rows first', value: 'Grid' },
      {
        label: 'grid — columns first',
        value: 'grid',
        preview: { format: 'markdown', content: '| a | b |' },
      },
    ]);
    expect(issues).toEqual([
      expect.stringMatching(/^requestedSchema\.properties\.question_0\.oneOf\[1\].*"grid"/),
    ]);
  });
});
