/**
 * The limits of both dialects, in one place for the runtime checks, the JSON Schema and the
 * model guidance. Character limits count Unicode code points.
 */
export const ASK_LIMITS = {
  /** asktool's limit on a prompt, Markdown source included; applied to ask_user too. */
  questionMaxChars: 300,
  askUser: {
    minQuestions: 1,
    maxQuestions: 3,
    minOptions: 2,
    maxOptions: 4,
    /** Longer headers are cut, not rejected. */
    headerMaxChars: 12,
    labelMaxChars: 64,
    defaultTimeoutSeconds: 900,
    minTimeoutSeconds: 30,
    maxTimeoutSeconds: 3600,
  },
} as const;

/** ask_user answer keys: snake_case starting with a letter. */
export const ASK_USER_ID_PATTERN = /^[a-z][a-z0-9_]*$/;
