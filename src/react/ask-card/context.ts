import { createContext, useContext } from 'react';
import type { AskStepClock } from './dom';
import type { AskCardApi } from './use-ask-card';

export type AskHeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface AskCardContextValue {
  api: AskCardApi;
  headingLevel: AskHeadingLevel;
  /** When the step last changed: pointer presses right after it are ignored (see `isEchoPress`). */
  step: AskStepClock;
}

export const AskCardContext = createContext<AskCardContextValue | null>(null);

/**
 * The card a part belongs to; throws a clear error when the part is used outside `AskCard.Root`.
 */
export function useAskCardContext(part: string): AskCardContextValue {
  const value = useContext(AskCardContext);
  if (!value) throw new Error(`\`${part}\` must be used within \`AskCard.Root\``);
  return value;
}
