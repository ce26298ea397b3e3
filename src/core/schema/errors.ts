/** Where in the tool input a problem is: `['questions', 1, 'options', 0, 'label']`. */
export type AskInputPath = (string | number)[];

/** One problem with a tool input: where it is and a sentence a model can act on. */
export interface AskInputIssue {
  /** `[]` is the input itself. */
  path: AskInputPath;
  /**
   * The whole sentence, path included: what is wrong, the limit, and how to fix it.
   *
   * @example 'questions[1].question is 342 characters; the limit is 300: shorten it and retry'
   */
  message: string;
}

/**
 * A path as a model would write it in code: `questions[1].options[0].label`. The input itself
 * is `input`; keys that are not identifiers are quoted (`questions[0]["my key"]`).
 *
 * @example formatAskInputPath(['questions', 1, 'question']) // 'questions[1].question'
 */
export function formatAskInputPath(path: readonly (string | number)[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(key)) out += out === '' ? key : `.${key}`;
    else out += `[${JSON.stringify(key)}]`;
  }
  return out || 'input';
}

/**
 * Thrown by `parseAskToolInput` / `parseAskUserInput` (and returned by the safe variants) when a
 * tool input breaks a rule. `issues` lists every problem found, not only the first; `message`
 * has one line per issue, ready to hand back to the model as the tool error.
 *
 * @example
 * try {
 *   parseAskUserInput(input);
 * } catch (error) {
 *   if (error instanceof AskInputError) return { isError: true, content: error.message };
 *   throw error;
 * }
 */
export class AskInputError extends Error {
  static {
    // On the prototype, not the instance, so the stack trace (captured inside super()) names it.
    this.prototype.name = 'AskInputError';
  }

  readonly issues: AskInputIssue[];

  constructor(issues: AskInputIssue[]) {
    super(issues.map((issue) => issue.message).join('\n'));
    this.issues = issues;
  }
}
