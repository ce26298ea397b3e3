import { createAnatomy } from '../anatomy';

/** Every part of the toasts, as `data-scope="ask-toast"` + `data-part` (public styling hooks). */
export const toastAnatomy = createAnatomy('ask-toast', [
  'toast-viewport',
  'toast',
  'toast-message',
  'toast-title',
  'toast-body',
  'toast-status',
  'toast-spinner',
  'toast-content',
  'toast-close',
  'toast-announcer',
]);
