export { askTransition, selectionHasAnswer } from './machine';
export { createAskState, restoreAskState } from './snapshot';
export { getAnswers, currentHasAnswer, isFinalStep, canAdvance, canSubmitAll, getProgress } from './selectors';
export { askDialectPolicies, getAskPolicy, type AskDialectPolicy } from './policy';
export { askRequestKey, sameAskRequest } from './identity';
