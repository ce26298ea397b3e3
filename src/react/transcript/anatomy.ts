import { createAnatomy } from '../anatomy';

/**
 * The transcript's parts, as `data-scope="ask-transcript"` + `data-part`: the row with the
 * summary, the row that shows the content as text, or the unstyled element that holds the host's
 * own row (`fallback`).
 */
export const transcriptAnatomy = createAnatomy('ask-transcript', [
  'transcript',
  'transcript-fallback',
  'transcript-custom',
]);
