import { createAnatomy } from '../react/anatomy';

/**
 * The AG-UI binding's own elements: the list of interrupt cards, its failed-send notice, and the
 * note shown for an interrupt no card answers (`data-scope="ag-ui-interrupts"`).
 */
export const agUiAnatomy = createAnatomy('ag-ui-interrupts', [
  'list',
  'root',
  'message',
  'error',
  'cancel',
  'outcome',
  'failure',
  'retry',
]);
