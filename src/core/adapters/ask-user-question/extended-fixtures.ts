/** Extended `AskUserQuestion` inputs (`CLAUDE_CODE_QUESTION_EXTENDED`), for tests and stories. */
import type { AskUserQuestionExtendedInput } from './sdk';

/**
 * As the CLI shows it to a host: a title, a choice question (its `kind: "choice"` added by the
 * CLI), a text question and a number question with its unit.
 */
export const extendedInput = {
  title: 'Set up the nightly backup',
  questions: [
    {
      question: 'Where should the backups go?',
      header: 'Target',
      kind: 'choice',
      options: [
        { label: 'S3', description: 'An AWS bucket' },
        { label: 'Local disk', description: 'The build machine' },
      ],
      multiSelect: false,
    },
    {
      question: 'What should the backup job be called?',
      header: 'Name',
      kind: 'text',
      description: 'Shown in the scheduler and in alerts.',
      placeholder: 'e.g. nightly-db',
      options: [],
      multiSelect: false,
    },
    {
      question: 'How long may one backup run?',
      header: 'Timeout',
      kind: 'number',
      description: 'The job is stopped after this.',
      min: 5,
      max: 120,
      step: 5,
      defaultValue: 30,
      unit: 'minutes',
      options: [],
      multiSelect: false,
    },
  ],
} satisfies AskUserQuestionExtendedInput;

export const EXTENDED_Q1 = extendedInput.questions[0].question;
export const EXTENDED_Q2 = extendedInput.questions[1].question;
export const EXTENDED_Q3 = extendedInput.questions[2].question;
