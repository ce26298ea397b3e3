import { createAnatomy } from '../react/anatomy';

/**
 * The LangGraph binding's own elements (`data-scope="langgraph"`): the list of interrupts, the
 * wrapper of each card, and the note shown in a card's place (an approval, a schema no form can
 * show) with its message, error and the "left unanswered" status.
 *
 * @example
 * document.querySelector(`[data-scope="langgraph"][data-part="list"]`)
 */
export const langGraphAnatomy = createAnatomy('langgraph', [
  'list',
  'interrupt',
  'root',
  'message',
  'error',
  'unanswered',
]);
