import { cardAnatomy } from '../react/ask-card/anatomy';

/**
 * The states a chat binding shows in the card's place (busy, invalid, failed): the card's
 * anatomy, and the failed call's error text as `data-part="error"`.
 */
export const toolPartAnatomy = cardAnatomy.extend(['error']);
