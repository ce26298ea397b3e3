/**
 * docs/langgraph.md, "The transcript": a form interrupt answered before a reload, read back as
 * the receipt the live card gave. Routed as the live card was, so the message (and the form's
 * reading) match. Compiled by `npm run typecheck`; `test/node/langgraph-transcript.test.ts` runs it.
 */
// #region readme
import { readJsonSchemaFormPersisted } from '../../src/core';
import { routeLangGraphInterrupt, type AskLangGraphInterrupt } from '../../src/langgraph';

/** The receipt of a form interrupt the thread resumed with `resume`: `<AskTranscript details>`. */
export function langGraphReceipt(interrupt: AskLangGraphInterrupt, resume: unknown) {
  // The same `form` options as the live card (here none): the card's message comes from them.
  const route = routeLangGraphInterrupt(interrupt, { answerLabel: 'Your answer' });
  if (route.kind !== 'form') return null;
  return readJsonSchemaFormPersisted({
    schema: interrupt.response_schema,
    message: route.request.message, // what the card showed above the fields
    result: { status: 'resolved', payload: resume },
  });
}
// #endregion
