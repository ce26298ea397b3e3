import type { AskRequest } from '../types';
import { AskInputError, formatAskInputPath, type AskInputIssue, type AskInputPath } from './errors';

const FIX = 'build requests with parseAskToolInput or parseAskUserInput';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Check that a value is a well-formed `AskRequest` (the normalized model the views and the
 * machine take, not a tool input). Hosts that build requests by hand, or pass one through
 * untyped code, get a typed error naming the field instead of a `TypeError` deep in a view.
 *
 * @returns null when the request is usable, else an `AskInputError` listing every problem.
 * @example
 * const error = checkAskRequest(request);
 * if (error) console.warn(error.message); // "request.questions[0].options is empty: …"
 */
export function checkAskRequest(request: unknown): AskInputError | null {
  const issues: AskInputIssue[] = [];
  const fail = (path: AskInputPath, problem: string) =>
    issues.push({ path, message: `${formatAskInputPath(['request', ...path])} ${problem}: ${FIX}` });

  if (!isObject(request)) {
    fail([], `is ${request === null ? 'null' : Array.isArray(request) ? 'an array' : typeof request}, not an AskRequest object`);
    return new AskInputError(issues);
  }
  if (request.dialect !== 'asktool' && request.dialect !== 'ask_user') fail(['dialect'], 'must be "asktool" or "ask_user"');
  if (request.timeoutSeconds !== undefined && !(typeof request.timeoutSeconds === 'number' && request.timeoutSeconds > 0))
    fail(['timeoutSeconds'], 'must be a positive number of seconds when present');
  const questions = request.questions;
  if (!Array.isArray(questions) || questions.length === 0) {
    fail(['questions'], 'must be a non-empty array');
    return new AskInputError(issues);
  }
  const ids = new Set<unknown>();
  questions.forEach((question: unknown, i) => {
    if (!isObject(question)) return fail(['questions', i], 'must be an object');
    if (typeof question.id !== 'string' || question.id === '') fail(['questions', i, 'id'], 'must be a non-empty string');
    else if (ids.has(question.id)) fail(['questions', i, 'id'], `repeats "${question.id}": ids must be unique`);
    ids.add(question.id);
    if (typeof question.question !== 'string') fail(['questions', i, 'question'], 'must be a string');
    if (question.header !== undefined && typeof question.header !== 'string') fail(['questions', i, 'header'], 'must be a string when present');
    if (typeof question.multiSelect !== 'boolean') fail(['questions', i, 'multiSelect'], 'must be a boolean');
    const options = question.options;
    if (!Array.isArray(options) || options.length === 0) return fail(['questions', i, 'options'], 'must be a non-empty array');
    options.forEach((option: unknown, k) => {
      if (!isObject(option) || typeof option.label !== 'string' || option.label === '')
        fail(['questions', i, 'options', k], 'must be { label: non-empty string, description?: string }');
      else if (option.description !== undefined && typeof option.description !== 'string')
        fail(['questions', i, 'options', k, 'description'], 'must be a string when present');
    });
  });
  return issues.length ? new AskInputError(issues) : null;
}

/** Throws the `AskInputError` of {@link checkAskRequest}. */
export function assertAskRequest(request: unknown): asserts request is AskRequest {
  const error = checkAskRequest(request);
  if (error) throw error;
}
