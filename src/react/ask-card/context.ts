import { createContext, useContext } from 'react';
import type { AskCardApi } from './use-ask-card';

export type AskHeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface AskCardContextValue {
  api: AskCardApi;
  headingLevel: AskHeadingLevel;
}

export const AskCardContext = createContext<AskCardContextValue | null>(null);

/** The card a part belongs to; throws a clear error when the part is used outside `AskCard.Root`. */
export function useAskCardContext(part: string): AskCardContextValue {
  const value = useContext(AskCardContext);
  if (!value) throw new Error(`\`${part}\` must be used within \`AskCard.Root\``);
  return value;
}
