/**
 * The limits of both dialects, in one place for the runtime checks, the JSON Schema and the
 * model guidance. Character limits count Unicode code points.
 */

/** asktool's limit on a prompt, Markdown source included; applied to ask_user too. */
export const QUESTION_MAX_CHARS = 300;

// ask_user
export const MIN_QUESTIONS = 1;
export const MAX_QUESTIONS = 3;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 4;
/** Longer headers are cut, not rejected. */
export const HEADER_MAX_CHARS = 12;
export const LABEL_MAX_CHARS = 64;
export const DEFAULT_TIMEOUT_SECONDS = 900;
export const MIN_TIMEOUT_SECONDS = 30;
export const MAX_TIMEOUT_SECONDS = 3600;

/** ask_user answer keys: snake_case starting with a letter. */
export const ASK_USER_ID_PATTERN = /^[a-z][a-z0-9_]*$/;
