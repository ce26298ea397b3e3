/** OpenClaw's `ask_user` limits: its tool's numbers, which its parser and definition say. */
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
