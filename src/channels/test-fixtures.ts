// Test-only: small AskRequest factories, so channel tests do not depend on the schema, and the
// issue's MCP region form, read by its parser.
import { parseElicitRequest } from '../core/adapters/elicitation/schema';
import type { AskOption, AskQuestion, AskRequest } from '../core/types';

type OptionInput = string | AskOption;

export interface QuestionInput {
  id?: string;
  header?: string;
  question?: string;
  options?: OptionInput[];
  multiSelect?: boolean;
}

export function question(input: QuestionInput = {}, position = 0): AskQuestion {
  const q: AskQuestion = {
    id: input.id ?? `q${position + 1}`,
    question: input.question ?? 'Where should I deploy?',
    options: (input.options ?? ['Staging', 'Production']).map((o) =>
      typeof o === 'string' ? { label: o } : o,
    ),
    multiSelect: input.multiSelect ?? false,
  };
  if (input.header !== undefined) q.header = input.header;
  return q;
}

/** A request of the given questions (one default question when none are given). */
export function request(...questions: QuestionInput[]): AskRequest {
  const list = questions.length === 0 ? [{}] : questions;
  return { dialect: 'ask_user', questions: list.map((q, i) => question(q, i)) };
}

/** The `ask_user` example from the seed: one single-select question with a header. */
export const deploy = request({
  id: 'deploy_target',
  header: 'Deploy target',
  question: 'Where should I deploy?',
  options: [
    { label: 'Staging (Recommended)', description: 'Safe to try first' },
    { label: 'Production' },
  ],
});

/** Two questions: a single-select and a multi-select whose first label holds a comma. */
export const deployAndNotify = request(
  {
    id: 'deploy_target',
    header: 'Deploy target',
    question: 'Where should I deploy?',
    options: ['Staging (Recommended)', 'Production'],
  },
  {
    id: 'notify',
    header: 'Notify',
    question: 'Who should I tell?',
    options: ['Team, leads', 'Ops', 'Nobody'],
    multiSelect: true,
  },
);

/** The MCP titled enum: the titles are shown, the consts are the values. */
export const regionEnum = {
  type: 'string',
  title: 'Region',
  oneOf: [
    { const: 'eu-west-1', title: 'Ireland' },
    { const: 'us-east-1', title: 'Virginia' },
  ],
};

export interface RegionFormInput {
  /** The params' `mode`, left out when not given (the request keeps its params as `source`). */
  mode?: 'form';
  /** @default 'Where should the cluster run?' */
  message?: string;
  /** Properties after `region`. */
  more?: Record<string, unknown>;
  /** The schema's `required`, left out when not given. */
  required?: string[];
}

/**
 * An MCP form whose first field is {@link regionEnum}, read by the elicitation parser.
 *
 * @example
 * mcpRegionForm({ required: ['region'] }).questions[0]!.options.map((o) => o.label)
 * // ['Ireland', 'Virginia']
 */
export function mcpRegionForm(input: RegionFormInput = {}): AskRequest {
  return parseElicitRequest({
    ...(input.mode && { mode: input.mode }),
    message: input.message ?? 'Where should the cluster run?',
    requestedSchema: {
      type: 'object',
      properties: { region: regionEnum, ...input.more },
      ...(input.required && { required: input.required }),
    },
  });
}
