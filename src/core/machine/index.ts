export { askTransition, selectionHasAnswer } from './machine';
export { createAskState, restoreAskState, toAskSnapshot, type AskStateOptions } from './snapshot';
export {
  getAnswers,
  currentHasAnswer,
  isFinalStep,
  canAdvance,
  canAdvanceByKey,
  canSubmitAll,
  getAdvanceBlocker,
  getDeadline,
  getProgress,
} from './selectors';
export { getAvailableActions, type AskAvailableActions, type AskActionState } from './actions';
export type { AskDialectPolicy, AskTimeoutPolicy } from './policy';
export { isRequired, type AskAdvanceBlocker } from './rules';
export { askRequestKey, sameAskRequest } from './identity';
export {
  askPickEvents,
  recordPicks,
  type AskPick,
  type AskPickRefusal,
  type AskPicksOutcome,
} from './drive';
export { reopenAsk, type AskReopenOptions } from './reopen';
