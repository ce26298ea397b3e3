/**
 * Gemini CLI's `ask_user` limits. The counts are the CLI's (its schema and
 * `validateToolParamValues`, `@google/gemini-cli-core` 0.61.0); the lengths are ask-cards' bounds
 * on hostile input, which the CLI does not have, far above any real question.
 */
import * as S from '../../schema/limits';

export const GEMINI_MIN_QUESTIONS = 1;
export const GEMINI_MAX_QUESTIONS = 4;
/** A `choice` question's options; `text` and `yesno` ignore theirs. */
export const GEMINI_MIN_OPTIONS = 2;
export const GEMINI_MAX_OPTIONS = 4;
/** The chip a header is cut to (the CLI sets no limit: "Very short label"). */
export const GEMINI_HEADER_MAX_CHARS = 12;
/** Bounds of ask-cards only (the CLI takes any length). */
export const GEMINI_QUESTION_MAX_CHARS = S.ASK_USER_QUESTION_MAX_CHARS;
export const GEMINI_HEADER_INPUT_MAX_CHARS = S.HEADER_INPUT_MAX_CHARS;
export const GEMINI_LABEL_MAX_CHARS = S.ASKTOOL_LABEL_MAX_CHARS;
export const GEMINI_DESCRIPTION_MAX_CHARS = S.DESCRIPTION_MAX_CHARS;
export const GEMINI_PLACEHOLDER_MAX_CHARS = 1000;
/** Options of a `text` or `yesno` question, which the CLI ignores but still checks one by one. */
export const GEMINI_MAX_IGNORED_OPTIONS = S.MAX_ITEMS;
