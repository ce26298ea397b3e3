import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { askTransition, createAskState } from '../../dialects';
import { AskInputError } from '../../schema/errors';
import { toAskResolution } from '../../dialects';
import type { AskAnswer, AskEvent } from '../../types';
import { getAskAdapter } from '../index';
import { ruiParams } from './fixtures';
import type { ToolRequestUserInputResponse } from './protocol';
import {
  formatRequestUserInputContent,
  REQUEST_USER_INPUT_CANCELLED,
  toRequestUserInputResponse,
} from './result';
import { parseRequestUserInputParams, safeParseRequestUserInputParams } from './schema';

const env = ruiParams.questions[0]!;
const token = ruiParams.questions[1]!;
const params = (...questions: unknown[]) => ({ ...ruiParams, questions });
function messagesOf(value: unknown): string[] {
  const result = safeParseRequestUserInputParams(value);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues.map((issue) => issue.message);
}

describe('request_user_input: normalization', () => {
  it('params become a request keyed by the question ids, single-select only', () => {
    expect(parseRequestUserInputParams(ruiParams)).toEqual({
      dialect: 'request_user_input',
      questions: [
        {
          id: 'deploy_env',
          header: 'Environment',
          question: 'Where should this deploy?',
          options: [
            { label: 'Staging (Recommended)', description: 'Safe to try first' },
            { label: 'Production', description: 'Live traffic' },
          ],
          multiSelect: false,
          allowOther: true,
        },
        {
          id: 'api_token',
          header: 'Token',
          question: 'Paste the deploy token.',
          options: [],
          multiSelect: false,
          allowOther: true,
          input: { secret: true },
        },
      ],
    });
    expect(getAskAdapter('request_user_input').parse(ruiParams)).toEqual(
      parseRequestUserInputParams(ruiParams),
    );
  });

  it('the free-text choice is always offered, even where isOther is false (PROTOCOLS §5.4)', () => {
    const request = parseRequestUserInputParams(
      params({ ...env, isOther: false }, { ...token, isOther: false }),
    );
    expect(request.questions.map((q) => q.allowOther)).toEqual([true, true]);
  });

  it('a header is cut to a 12-character chip without splitting a character', () => {
    const header = (h: string) =>
      parseRequestUserInputParams(params({ ...env, header: h })).questions[0]!.header;
    expect(header('Deployment environment')).toBe('Deployment e');
    expect(header('🏳️‍🌈'.repeat(13))).toBe('🏳️‍🌈'.repeat(12));
  });

  it('missing isOther / isSecret read as Codex sets them for a model (true / false)', () => {
    const { isOther: _o, isSecret: _s, ...bare } = env;
    expect(parseRequestUserInputParams(params(bare)).questions[0]).toMatchObject({
      allowOther: true,
    });
    expect(parseRequestUserInputParams(params(bare)).questions[0]).not.toHaveProperty('input');
  });
});

describe('request_user_input: rules', () => {
  it('ids must be unique: they key the response', () => {
    expect(messagesOf(params(env, { ...token, id: 'deploy_env' }))).toEqual([
      'questions[1].id "deploy_env" repeats questions[0].id: question ids must be unique; rename one',
    ]);
  });

  it('a blank id, a blank question and repeated labels are refused, each by its path', () => {
    expect(
      messagesOf(
        params({
          ...env,
          id: ' ',
          question: '',
          options: [
            { label: 'Prod', description: '' },
            { label: 'prod', description: '' },
          ],
        }),
      ),
    ).toEqual([
      'questions[0].id is blank: give the question a stable answer key',
      'questions[0].question is blank: write the question',
      'questions[0].options[1].label "prod" repeats questions[0].options[0].label: option labels must be unique (compared ignoring case, spacing, width and invisible characters); rename or remove one',
    ]);
  });

  it('no questions, and a missing id, say what to add', () => {
    expect(messagesOf(params())).toEqual([
      'questions has 0 items; request_user_input allows 1-100: ask at least one question',
    ]);
    const { id: _id, ...anonymous } = env;
    expect(messagesOf(params(anonymous))).toEqual([
      'questions[0].id is missing: add a stable answer key, e.g. "deploy_env"',
    ]);
  });

  it('the safe parser never throws, the other throws AskInputError', () => {
    expect(() => parseRequestUserInputParams({})).toThrow(AskInputError);
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(typeof safeParseRequestUserInputParams(value).success).toBe('boolean');
      }),
    );
  });
});

describe('toRequestUserInputResponse', () => {
  const request = parseRequestUserInputParams(ruiParams);
  const answered = (id: string, labels: string[], customText?: string): AskAnswer => ({
    id,
    status: 'answered',
    labels,
    ...(customText === undefined ? {} : { customText }),
  });

  it('the chosen label, then the free text; a skipped question []', () => {
    const response: ToolRequestUserInputResponse | null = toRequestUserInputResponse(
      request,
      [
        answered('deploy_env', ['Production'], 'after 18:00'),
        { id: 'api_token', status: 'skipped', labels: [] },
      ],
      'submitted',
    );
    expect(response).toEqual({
      answers: {
        deploy_env: { answers: ['Production', 'after 18:00'] },
        api_token: { answers: [] },
      },
    });
  });

  it('declined, dismissed and replied in chat answer { answers: {} }; stopped sends nothing', () => {
    const answers = [answered('deploy_env', ['Production'])];
    for (const reason of ['declined', 'dismissed', 'repliedInChat'] as const)
      expect(toRequestUserInputResponse(request, answers, reason)).toEqual({ answers: {} });
    expect(toRequestUserInputResponse(request, answers, 'stopped')).toBeNull();
    expect(formatRequestUserInputContent(request, answers, 'stopped')).toBe(
      REQUEST_USER_INPUT_CANCELLED,
    );
  });

  it('through the machine: Skip skips one question, the secret reaches the response only', () => {
    const events: AskEvent[] = [
      { type: 'skip' },
      { type: 'setOtherText', text: 'tok_live_123' },
      { type: 'next' },
    ];
    const resolution = toAskResolution(events.reduce(askTransition, createAskState(request)))!;
    expect(resolution.result).toEqual({
      answers: { deploy_env: { answers: [] }, api_token: { answers: ['tok_live_123'] } },
    });
    expect(resolution.content).toBe(
      '{"answers":{"deploy_env":{"answers":[]},"api_token":{"answers":["••••••"]}}}',
    );
  });
});
