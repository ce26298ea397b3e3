/**
 * The limits of both dialects, in one place for the runtime checks, the JSON Schema and the
 * model guidance. Character limits count Unicode code points.
 */

/** asktool's limit on a prompt, Markdown source included; applied to ask_user too. */
export const QUESTION_MAX_CHARS = 300;

/**
 * No array in either dialect may hold more items: asktool's limit on questions and on options,
 * and the count past which an ask_user array is rejected by its size alone, before any item is
 * read. Far above any real card (ask_user allows 3 and 4), it bounds what a malformed input
 * costs: at most 100 × 100 options are ever validated.
 */
export const MAX_ITEMS = 100;

/** An `AskInputError` keeps this many issues; its message counts the rest in one more line. */
export const MAX_REPORTED_ISSUES = 20;

/** A message quotes at most this many code points of the value it is about, then `…`. */
export const QUOTE_MAX_CHARS = 80;

/*
 * Resource limits. No card a person could read comes near them (a chip label of 1,000
 * characters is a paragraph; the whole input of 256 K is a short book); they only bound what a
 * malformed or hostile input costs to validate, to report and to render. Each is checked before
 * the work it bounds, and answered with an `AskInputError`.
 */

/**
 * The whole input, in UTF-16 units (`String#length`) of its keys and string values: measured in
 * one pass over the three levels of a tool input before any rule runs, so a larger input costs
 * one issue and no parsing. 256 K: 100 questions of 20 options of 100 characters is under 250 K.
 */
export const MAX_INPUT_LENGTH = 256 * 1024;

/** An option label (asktool; ask_user's is `LABEL_MAX_CHARS`), measured trimmed. */
export const ASKTOOL_LABEL_MAX_CHARS = 1000;

/** An option description (both dialects), measured trimmed. */
export const DESCRIPTION_MAX_CHARS = 1000;

/** An ask_user header as sent, before it is cut to `HEADER_MAX_CHARS`. */
export const HEADER_INPUT_MAX_CHARS = 1000;

/** An ask_user answer key. */
export const ID_MAX_CHARS = 64;

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
