// Test-only: small AskRequest factories, so channel tests do not depend on the schema.
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
