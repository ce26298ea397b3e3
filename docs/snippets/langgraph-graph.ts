/**
 * docs/langgraph.md, "The graph side": a node that pauses with a question and a zod
 * `responseSchema` (LangGraph 1.7), which the card shows as a form and the graph checks on resume.
 * Compiled by `npm run typecheck` against the real `@langchain/langgraph` 1.7.
 */
// #region readme
import { Annotation, END, MemorySaver, START, StateGraph, interrupt } from '@langchain/langgraph';
import { z } from 'zod';

const Deploy = z
  .object({
    env: z.enum(['staging', 'prod']).describe('Environment'),
    replicas: z.number().int().min(1).max(5).optional().describe('Replicas'),
  })
  .refine((v) => v.env !== 'prod' || v.replicas !== undefined, {
    path: ['replicas'],
    message: 'prod needs replicas',
  });

const State = Annotation.Root({ deploy: Annotation<z.infer<typeof Deploy> | null> });

export const graph = new StateGraph(State)
  .addNode('ask', () => {
    // The card: a form from `response_schema`; the message from the value's `question`.
    // A resume that fails the zod schema is refused: the card reopens with the issue under
    // `replicas`, and the interrupt stays answerable.
    const deploy = interrupt({ question: 'Where should I deploy?' }, { responseSchema: Deploy });
    return { deploy };
  })
  .addEdge(START, 'ask')
  .addEdge('ask', END)
  .compile({ checkpointer: new MemorySaver() }); // interrupt() needs a checkpointer
// #endregion
