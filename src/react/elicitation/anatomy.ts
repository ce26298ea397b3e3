import { cardAnatomy } from '../ask-card/anatomy';

/**
 * The URL card is a variant of the card (`data-variant="url"`): the card's anatomy with the
 * link's parts, so the card's stylesheet and tokens apply to the parts they share.
 */
export const urlCardAnatomy = cardAnatomy.extend([
  'url',
  'url-host',
  'url-text',
  'url-refused',
  'open',
]);
