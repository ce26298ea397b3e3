/**
 * Questionnaires as assistant-ui carries them (`ToolCallMessagePart.approval`), for tests and
 * stories: one of each kind of question.
 */
import type { ApprovalQuestionsRequest } from './protocol';

/** A single choice, a multiple choice with free text, and a typed answer. */
export const deployQuestionnaire = {
  id: 'approval-deploy',
  display: 'questions',
  prompt: 'Before I deploy, a few choices.',
  questions: [
    {
      id: 'env',
      header: 'Env',
      prompt: 'Where should this **deploy**?',
      options: [
        { id: 'stg', label: 'Staging', description: 'Safe to try first' },
        { id: 'prod', label: 'Production', description: 'Live traffic' },
      ],
    },
    {
      id: 'checks',
      header: 'Checks',
      prompt: 'Which checks should run first?',
      multiple: true,
      allowFreeform: true,
      options: [
        { id: 'unit', label: 'Unit tests' },
        { id: 'e2e', label: 'End-to-end tests' },
        { id: 'lint', label: 'Lint' },
      ],
    },
    { id: 'note', header: 'Note', prompt: 'Anything the release note should say?' },
  ],
} as const satisfies ApprovalQuestionsRequest;
