import { createContext, useContext } from 'react';
import type { AskCardApi, AskHeadingLevel, AskStepClock } from './types';

export type { AskHeadingLevel } from './types';

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
