import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AskApprovalQuestions } from '../src/assistant-ui';
import {
  approvalOf,
  freeTextApproval,
  multipleApproval,
  recordedAnswers,
  singleApproval,
} from './assistant-ui.fixtures';

/**
 * `AskApprovalQuestions` from `ask-cards/assistant-ui`: a tool-call part's `approval` with
 * `display: "questions"` as the card, one story per kind of question and per settled state.
 * Pristine stories; the played version is **Tests/assistant-ui**.
 */
const meta = {
  title: 'Bindings/assistant-ui',
  component: AskApprovalQuestions,
  args: { approval: approvalOf('approval-questionnaire'), respondToApproval: fn() },
} satisfies Meta<typeof AskApprovalQuestions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole questionnaire: the approval's prompt, then one question per step. */
export const Questionnaire: Story = {};

/** `dismissible`: Skip all is offered (without it the questionnaire can only be answered). */
export const Dismissible: Story = {
  args: { approval: approvalOf('approval-dismissible', { dismissible: true }) },
};

/** One choice (no `multiple`, no `allowFreeform`): no free text is offered. */
export const Single: Story = { args: { approval: singleApproval } };

/** `multiple` with `allowFreeform`: any options, and typed text beside them. */
export const Multiple: Story = { args: { approval: multipleApproval } };

/** A question without options: the typed text is the answer. */
export const FreeText: Story = { args: { approval: freeTextApproval } };

/** `approved: true` with the recorded `answers`: the receipt. */
export const Answered: Story = {
  args: {
    approval: approvalOf('approval-answered', { approved: true, answers: recordedAnswers }),
  },
};

/** `resolution: "cancelled"` (set by the host): the stopped outcome, nothing to answer. */
export const Cancelled: Story = {
  args: { approval: approvalOf('approval-cancelled', { resolution: 'cancelled' }) },
};

/** `resolution: "expired"`: the expired outcome. */
export const Expired: Story = {
  args: { approval: approvalOf('approval-expired', { resolution: 'expired' }) },
};

/** A questionnaire that breaks the rules (a repeated question id): the notice, never a card. */
export const Invalid: Story = {
  args: {
    approval: approvalOf('approval-invalid', {
      questions: [singleApproval.questions![0]!, singleApproval.questions![0]!],
    }),
  },
};
