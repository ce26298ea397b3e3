/**
 * A refused answer's field issues, framework-free: the agent's validator (zod, on LangGraph's
 * resume or in an AG-UI agent's `RUN_ERROR`) names the fields it refused, and the card shows each
 * message under its field. One module both bindings import, so neither bundles the other.
 */
import { isRecord } from '../core/schema/guards';
import { ELICIT_MESSAGE_MAX_CHARS } from '../core/schema/limits';
import type { AskRequest } from '../core/types';

/** One issue of a refused answer, as zod reports it. */
export interface AskRefusalIssue {
  path: readonly PropertyKey[];
  message: string;
}

const isIssue = (value: unknown): value is AskRefusalIssue =>
  isRecord(value) && Array.isArray(value.path) && typeof value.message === 'string';

const isIssueList = (value: unknown): value is AskRefusalIssue[] =>
  Array.isArray(value) && value.length > 0 && value.every(isIssue);

/** A message cut to the card's limit (agent text is untrusted and unbounded). */
function clip(text: string): string {
  if (text.length <= ELICIT_MESSAGE_MAX_CHARS) return text;
  return `${text.slice(0, ELICIT_MESSAGE_MAX_CHARS - 1)}…`;
}

function issuesOf(error: unknown): AskRefusalIssue[] | null {
  if (!isRecord(error) && !(error instanceof Error)) return null;
  const { issues, message } = error as { issues?: unknown; message?: unknown };
  if (isIssueList(issues)) return issues;
  if (typeof message !== 'string' || !message.trimStart().startsWith('[')) return null;
  try {
    const parsed: unknown = JSON.parse(message);
    return isIssueList(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The field issues of a refused answer: a `ZodError`'s `issues`, or the same list as its message
 * (zod 4 writes them as JSON there, and a stream's `error` event keeps only the message); null for
 * any other error. Never throws.
 *
 * @example
 * refusalIssues(zodError) // [{ path: ['replicas'], message: 'prod needs replicas' }]
 */
export function refusalIssues(error: unknown): AskRefusalIssue[] | null {
  try {
    return issuesOf(error);
  } catch {
    // An error whose members throw when read names no field.
    return null;
  }
}

/** A key of `fieldErrors` that names no question of `ids`: a card-level message. */
function cardLevelKey(ids: ReadonlySet<string>, taken: Record<string, string>, n: number): string {
  let key = n === 0 ? '' : `#${n}`;
  while (ids.has(key) || key in taken) key += '#';
  return key;
}

/**
 * The `fieldErrors` of a card whose answer the agent refused (`AskCard`'s prop): each issue under
 * the question its path starts with (`path[0]`, a form's field id or a dialect question's id),
 * the first per question; an issue that names no question (a `.refine` with an empty path) is a
 * card-level message, each under its own key that matches no question. With `single`, every issue
 * is about the card's one field (a free-text card). Messages are plain text, cut to the card's
 * limit; `failure` is one more card-level message.
 *
 * @example
 * refusalFieldErrors(request, [{ path: ['replicas'], message: 'prod needs replicas' }])
 * // { replicas: 'prod needs replicas' }
 */
export function refusalFieldErrors(
  request: Pick<AskRequest, 'questions'>,
  issues: readonly AskRefusalIssue[],
  options: { single?: boolean; failure?: string } = {},
): Record<string, string> {
  const ids = new Set(request.questions.map((q) => q.id));
  const only = options.single && request.questions.length === 1 ? request.questions[0]!.id : null;
  // A null prototype: an issue path `__proto__` or `constructor` stays a plain key.
  const errors = Object.create(null) as Record<string, string>;
  let cardLevel = 0;
  const add = (id: string | null, message: string) => {
    const text = clip(message.trim());
    if (text === '') return;
    if (id !== null && ids.has(id)) {
      if (!(id in errors)) errors[id] = text;
      return;
    }
    errors[cardLevelKey(ids, errors, cardLevel++)] = text;
  };
  for (const issue of issues) {
    const first = issue.path[0];
    add(only ?? (first === undefined ? null : String(first)), issue.message);
  }
  if (options.failure !== undefined) add(null, options.failure);
  return { ...errors };
}
