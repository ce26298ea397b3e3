/**
 * `AskUserQuestion`'s limits. The counts are the CLI's (`sdk-tools.d.ts`, enforced at run time);
 * the lengths are ask-cards' bounds on what a card shows, well above any real question.
 */
export const AUQ_MIN_QUESTIONS = 1;
export const AUQ_MAX_QUESTIONS = 4;
export const AUQ_MIN_OPTIONS = 2;
export const AUQ_MAX_OPTIONS = 4;
/** Described as "max 12 chars"; longer headers are shown cut, never rejected. */
export const AUQ_HEADER_MAX_CHARS = 12;
export const AUQ_QUESTION_MAX_CHARS = 1000;
export const AUQ_LABEL_MAX_CHARS = 1000;
export const AUQ_PREVIEW_MAX_CHARS = 20_000;
/** The CLI's caps on one answer, one note and all answers together (observed, 0.3.332). */
export const AUQ_ANSWER_MAX_CHARS = 32_768;
export const AUQ_NOTES_MAX_CHARS = 8192;
export const AUQ_TOTAL_MAX_CHARS = 32_768;
/** Extended questions (`CLAUDE_CODE_QUESTION_EXTENDED`): ask-cards' bounds on what a card shows. */
export const AUQ_TITLE_MAX_CHARS = 1000;
export const AUQ_DESCRIPTION_MAX_CHARS = 1000;
export const AUQ_PLACEHOLDER_MAX_CHARS = 1000;
export const AUQ_UNIT_MAX_CHARS = 100;
