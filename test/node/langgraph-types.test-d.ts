/**
 * Compile-time proof, checked by `tsc --noEmit` (issue 30 #3): the real `useStream` result of
 * `@langchain/langgraph-sdk/react` 2.0.0 is the binding's structural `AskLangGraphStream`, and
 * the real graph's `Interrupt` (with `response_schema`) its `AskLangGraphInterrupt`.
 */
import type { Interrupt as GraphInterrupt } from '@langchain/langgraph';
import type { useStream } from '@langchain/langgraph-sdk/react';
import type { AskLangGraphInterrupt, AskLangGraphStream } from '../../src/langgraph';

type Assignable<A, B> = [A] extends [B] ? true : false;
type Typed = ReturnType<typeof useStream<{ env: string; messages: [] }>>;
type Plain = ReturnType<typeof useStream>;

export const proofs: [
  Assignable<Typed, AskLangGraphStream>,
  Assignable<Plain, AskLangGraphStream>,
  Assignable<GraphInterrupt, AskLangGraphInterrupt>,
  // Not vacuous: a stream without `submit` is refused.
  Assignable<Omit<Plain, 'submit'>, AskLangGraphStream>,
] = [true, true, true, false];
