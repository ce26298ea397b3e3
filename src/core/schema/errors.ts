import { MAX_REPORTED_ISSUES } from './limits';

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
 * tool input breaks a rule. `issues` holds the problems found, all at once, up to 20; `message`
 * has one line per issue, ready to hand back to the model as the tool error, and past 20 one more
 * line counting the rest (`… and 149980 more issues: …`).
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

  /** The first 20 issues found. */
  readonly issues: AskInputIssue[];

  /**
   * @param issues the issues found, in order; only the first 20 are kept.
   * @param found how many were found, when `issues` holds only the first of them.
   */
  constructor(issues: AskInputIssue[], found = issues.length) {
    const kept = issues.slice(0, MAX_REPORTED_ISSUES);
    const lines = kept.map((issue) => issue.message);
    const more = found - kept.length;
    if (more > 0) {
      lines.push(
        `… and ${more} more issue${more === 1 ? '' : 's'}: fix the ones above, ` +
          'look for the same problems in the rest of the input, and retry',
      );
    }
    super(lines.join('\n'));
    this.issues = kept;
  }
}
