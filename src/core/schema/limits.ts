/**
 * The limits of both dialects, in one place for the runtime checks, the JSON Schema and the
 * model guidance. Character limits count Unicode code points.
 */

/** asktool's limit on a prompt (its seed's rule), Markdown source included. */
export const QUESTION_MAX_CHARS = 300;

/**
 * No array in either dialect may hold more items: asktool's limit on questions and on options,
 * and the count past which an ask_user array is rejected by its size alone, before any item is
 * read. Far above any real card (ask_user allows 3 and 4), it bounds what a malformed input
 * costs (with `MAX_TOTAL_OPTIONS`, at most 1,000 options are ever validated).
 */
export const MAX_ITEMS = 100;

/**
 * Options of one request, all questions together, in every dialect whose labels are Markdown.
 * Each label is compared by the text it renders to (a Markdown parse), and a stacked card shows
 * them all: 1,000 keeps both to a fraction of a second where 100 × 100 took seconds.
 */
export const MAX_TOTAL_OPTIONS = 1000;

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
 * The whole input as JSON text, in UTF-16 units (`JSON.stringify(input).length`): measured in one
 * bounded pass over every value at every depth before any rule runs, so a larger input costs one
 * issue and no parsing. 256 K: 100 questions of 10 options of 200 characters is about 230 K.
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

/**
 * An ask_user question, Markdown source included. OpenClaw takes any non-blank question; this
 * only bounds a hostile one, at the longest request text of any dialect (an elicitation
 * message), so stored details of a valid request always fit `DETAILS_TEXT_MAX_LENGTH`.
 */
export const ASK_USER_QUESTION_MAX_CHARS = 4000;

/** ask_user answer keys: snake_case starting with a letter. */
export const ASK_USER_ID_PATTERN = /^[a-z][a-z0-9_]*$/;

/*
 * MCP elicitation. The spec sets no counts; these are far above any real form (a country list
 * is 249 choices) and bound what a hostile server's form costs to read and to render. Counts are
 * checked before the items are read, lengths before the text is compared or shown.
 */
/** Fields (`requestedSchema.properties`); also the length of `required`. */
export const ELICIT_MAX_FIELDS = 100;
/** Choices of one field: `enum`, `oneOf`, `items.enum`, `items.anyOf` (and `enumNames`). */
export const ELICIT_MAX_CHOICES = 500;
/** Choices of all fields together: the form shows them all at once. */
export const ELICIT_MAX_FORM_CHOICES = 2000;
/** `message`, in form and URL mode. */
export const ELICIT_MESSAGE_MAX_CHARS = 4000;
/** A field's `title`, a choice's `title` (and an `enumNames` entry). */
export const ELICIT_TITLE_MAX_CHARS = 1000;
/** A field's `description`: with its title, the question. */
export const ELICIT_DESCRIPTION_MAX_CHARS = 2000;
/** A choice's value (`const`, an `enum` entry), and a string `default`. */
export const ELICIT_VALUE_MAX_CHARS = 1000;
/** A property name: the answer's key. */
export const ELICIT_KEY_MAX_CHARS = 256;
/** URL mode's `url` (OAuth links with their state fit). */
export const ELICIT_URL_MAX_CHARS = 8192;
/** URL mode's opaque `elicitationId`. */
export const ELICIT_ID_MAX_CHARS = 1024;
/** The longest `pattern` a field may carry, in code points. */
export const PATTERN_MAX_CHARS = 1000;

/*
 * Stored details (`askToolDetailsSchema`): what a host persisted, read back for the transcript.
 * Each is at least the largest a request of any built-in dialect produces, so a record of a
 * valid request always passes, and a record past them is shown as its content.
 */
/** Questions: the most any dialect asks. */
export const DETAILS_MAX_QUESTIONS = Math.max(MAX_ITEMS, ELICIT_MAX_FIELDS);
/** Options of one question, and labels or values of one answer. */
export const DETAILS_MAX_OPTIONS = Math.max(MAX_ITEMS, ELICIT_MAX_CHOICES);
/**
 * Any one text but free text, in UTF-16 units: 4,000 code points, the longest request text (an
 * elicitation message; a field's question is its title and description, 3,002).
 */
export const DETAILS_TEXT_MAX_LENGTH = 2 * ELICIT_MESSAGE_MAX_CHARS;
/** The whole record as JSON: the questions, every option chosen, and free text. */
export const DETAILS_MAX_LENGTH = 4 * MAX_INPUT_LENGTH;
