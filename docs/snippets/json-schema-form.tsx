/**
 * docs/json-schema-form.md, "Quick start": a card for the JSON Schema an agent paused with, and
 * AG-UI's resume built from its result. Compiled by `npm run typecheck`; the region is the doc's
 * block (test/node/readme-snippets.test.ts).
 */
// #region readme
import type { ReactNode } from 'react';
import { AskCard, safeParseJsonSchemaForm, type JsonSchemaFormResult } from '../../src';

declare function show(card: ReactNode): () => void; // your way of putting a card on screen
declare function report(error: Error): void; // tell the user and the agent's author

/** A card for one JSON Schema: resolves once, `resolved` with the payload or `cancelled`. */
export function askForm(schema: unknown, message?: string): Promise<JsonSchemaFormResult> {
  const parsed = safeParseJsonSchemaForm(schema, { message });
  if (!parsed.success) {
    report(parsed.error); // nesting, $ref, allOf, …: refused by keyword; the user was not asked
    return Promise.resolve({ status: 'cancelled' });
  }
  return new Promise((resolve) => {
    const close = show(
      <AskCard
        request={parsed.data}
        layout="stacked"
        onResolve={(r) => {
          resolve(r.result as JsonSchemaFormResult);
          close();
        }}
      />,
    );
  });
}

// AG-UI (@ag-ui/client): the run ended with interrupts; the next run answers all of them at once.
declare const agent: {
  pendingInterrupts: { id: string; message?: string; responseSchema?: Record<string, unknown> }[];
  runAgent(parameters: { resume: ({ interruptId: string } & JsonSchemaFormResult)[] }): unknown;
};

export async function resumeAgUi() {
  const resume = await Promise.all(
    agent.pendingInterrupts.map(async ({ id, responseSchema, message }) => ({
      interruptId: id,
      ...(await askForm(responseSchema, message)),
    })),
  );
  return agent.runAgent({ resume }); // [{ interruptId, status: 'resolved', payload }, …]
}
// #endregion
