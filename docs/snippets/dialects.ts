/**
 * docs/core.md, "One input and one result per dialect". Compiled by `npm run typecheck`, and run
 * by test/node/readme-snippets.test.ts, which checks that each dialect's real result is the one
 * shown.
 */
// #region readme
import {
  askTransition,
  createAskState,
  safeParseAskToolInput,
  safeParseAskUserInput,
  toAskResolution,
  type AskUserResult,
} from '../../src/core';

// asktool (a desktop chat app's ask tool): what the model sends…
const asktoolInput: unknown = {
  questions: [
    {
      question: 'Which environment?',
      options: [
        { label: 'Staging', description: 'Safe to break' },
        { label: 'Production', description: 'Live' },
      ],
      multiSelect: false,
    },
  ],
};
// …and, the user having chosen Staging, the text result the model reads back:
export const asktoolContent = 'Which environment?：Staging';

// ask_user (OpenClaw): what the model sends…
const askUserInput: unknown = {
  questions: [
    {
      id: 'target',
      header: 'Target',
      question: 'Where should I deploy?',
      options: [{ label: 'Staging' }, { label: 'Production' }],
      multiSelect: false,
    },
  ],
};
// …and, the user having chosen Production, its `{ status, answers }` result:
export const askUserResult: AskUserResult = {
  status: 'answered',
  answers: { answers: { target: { answers: ['Production'] } } },
};

/** Both, answered with the given option: what a host returns to the model. */
export function answer(dialect: 'asktool' | 'ask_user', option: number) {
  const parsed =
    dialect === 'asktool'
      ? safeParseAskToolInput(asktoolInput)
      : safeParseAskUserInput(askUserInput);
  if (!parsed.success) throw parsed.error;
  let state = createAskState(parsed.data);
  state = askTransition(state, { type: 'toggle', option });
  state = askTransition(state, { type: 'next' });
  return toAskResolution(state); // { content, result, details, … } once resolved, else null
}
// #endregion
