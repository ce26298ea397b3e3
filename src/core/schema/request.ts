import type { AskPolicies } from '../registry/registry';
import { fieldRulesOf, missingFieldRule } from '../machine/field-rules';
import type { AskFieldRules } from '../registry/fields';
import { ASK_INPUT_KINDS, ASK_TEXT_FORMATS, type AskRequest, type AskTextInput } from '../types';
import { AskInputError, formatAskInputPath, type AskInputIssue, type AskInputPath } from './errors';
import { isOneOf, isRecord, readPlainData } from './guards';
import { MAX_INPUT_LENGTH, MAX_REPORTED_ISSUES } from './limits';

const FIX = 'build requests with parseAskToolInput or parseAskUserInput';

/**
 * The request objects already found well-formed, per registry. A request is read as immutable
 * (React's rule for props), so one object is checked once on its way to the screen: the root
 * checks it, and `createAskState` and the dock find it here instead of walking it again. Per
 * registry, since a dialect one knows another may not (a registry only ever gains dialects, so
 * a request it accepted stays accepted).
 */
const validated = new WeakMap<AskPolicies, WeakSet<object>>();
/** The same, for the shape alone (`checkAskRequestShape`): kept apart, it never vouches more. */
const shaped = new WeakMap<AskPolicies, WeakSet<object>>();

/**
 * Check that a value is a well-formed `AskRequest` (the normalized model the views and the
 * machine take, not a tool input). Hosts that build requests by hand, or pass one through
 * untyped code, get a typed error naming the field instead of a `TypeError` deep in a view.
 *
 * @returns null when the request is usable, else an `AskInputError` listing the problems (the
 *   first 20, and how many more).
 * @example
 * const error = checkAskRequest(request);
 * if (error) console.warn(error.message); // "request.questions[0].options is empty: …"
 */
export function checkAskRequest(request: unknown, registry: AskPolicies): AskInputError | null {
  return check(request, registry, validated, true);
}

/**
 * `checkAskRequest` without asking for field rules: for a view that shows a request and never
 * records an answer to it (a toast), so it bundles no field check. The card that answers it runs
 * the whole check.
 */
export function checkAskRequestShape(
  request: unknown,
  registry: AskPolicies,
): AskInputError | null {
  return check(request, registry, shaped, false);
}

function check(
  request: unknown,
  registry: AskPolicies,
  cache: WeakMap<AskPolicies, WeakSet<object>>,
  withFields: boolean,
): AskInputError | null {
  let seen = cache.get(registry);
  if (!seen) cache.set(registry, (seen = new WeakSet()));
  if (typeof request === 'object' && request !== null && seen.has(request)) return null;
  // Read once into plain data and checked there: a getter that throws or a revoked Proxy is an
  // issue, never a TypeError. Getters are refused, since the views read a request many times.
  const read = readPlainData(request, REQUEST_READ_LIMIT, { plainOnly: true });
  const error = read.ok
    ? findRequestIssues(read.value, registry, withFields)
    : new AskInputError([
        {
          path: read.path,
          message: `${formatAskInputPath(['request', ...read.path])} ${read.problem}`,
        },
      ]);
  if (!error) seen.add(request as object);
  return error;
}

/** A request holds its tool input (`source`) beside the questions read from it. */
const REQUEST_READ_LIMIT = 4 * MAX_INPUT_LENGTH;

function findRequestIssues(
  request: unknown,
  registry: AskPolicies,
  withFields: boolean,
): AskInputError | null {
  const issues: AskInputIssue[] = [];
  let found = 0;
  // Past the issues an AskInputError keeps, only count: a request of 150,000 bad options costs
  // no sentences.
  const fail = (path: AskInputPath, problem: string, fix = FIX) => {
    if (found++ < MAX_REPORTED_ISSUES)
      issues.push({
        path,
        message: `${formatAskInputPath(['request', ...path])} ${problem}: ${fix}`,
      });
  };

  if (!isRecord(request)) {
    fail([], `is ${describeKind(request)}, not an AskRequest object`);
    return new AskInputError(issues);
  }
  if (!registry.findPolicy(request.dialect))
    fail(
      ['dialect'],
      `must be a registered dialect (${registry
        .list()
        .map((d) => JSON.stringify(d))
        .join(', ')})`,
    );
  for (const key of ['title', 'message', 'requester'] as const) {
    if (request[key] !== undefined && typeof request[key] !== 'string')
      fail([key], 'must be a string when present');
  }
  for (const key of ['declinable', 'followUp'] as const) {
    if (request[key] !== undefined && typeof request[key] !== 'boolean')
      fail([key], 'must be a boolean when present');
  }
  if (
    request.timeoutSeconds !== undefined &&
    !(typeof request.timeoutSeconds === 'number' && request.timeoutSeconds > 0)
  )
    fail(['timeoutSeconds'], 'must be a positive number of seconds when present');
  if (
    request.expiresAt !== undefined &&
    !(typeof request.expiresAt === 'number' && Number.isFinite(request.expiresAt))
  )
    fail(['expiresAt'], 'must be a finite number (epoch milliseconds) when present');
  const unanswerable = request.unanswerable;
  if (
    unanswerable !== undefined &&
    !(
      Array.isArray(unanswerable) &&
      unanswerable.length > 0 &&
      unanswerable.every((reason) => typeof reason === 'string' && reason !== '')
    )
  )
    fail(['unanswerable'], 'must be a non-empty array of reasons when present');
  const questions = request.questions;
  // With no questions the card is a confirmation (or decline-only): it needs words to show.
  const bare =
    Array.isArray(questions) &&
    questions.length === 0 &&
    (unanswerable !== undefined ||
      (typeof request.message === 'string' && request.message.trim() !== ''));
  if (!Array.isArray(questions) || (questions.length === 0 && !bare)) {
    fail(['questions'], 'must be a non-empty array (empty only beside a message: a confirmation)');
    return new AskInputError(issues, found);
  }
  const ids = new Set<unknown>();
  // The field checks of the request's dialect: a question asking one it lacks is refused.
  // (An unregistered dialect is refused above: it has no rules to name.)
  const fields =
    withFields && registry.findPolicy(request.dialect)
      ? fieldRulesOf(registry, request.dialect)
      : null;
  questions.forEach((question: unknown, i) => {
    if (!isRecord(question)) return fail(['questions', i], 'must be an object');
    if (typeof question.id !== 'string' || question.id === '')
      fail(['questions', i, 'id'], 'must be a non-empty string');
    else if (ids.has(question.id))
      fail(['questions', i, 'id'], `repeats "${question.id}": ids must be unique`);
    ids.add(question.id);
    if (typeof question.question !== 'string')
      fail(['questions', i, 'question'], 'must be a string');
    for (const key of ['header', 'description'] as const) {
      if (question[key] !== undefined && typeof question[key] !== 'string')
        fail(['questions', i, key], 'must be a string when present');
    }
    if (typeof question.multiSelect !== 'boolean')
      fail(['questions', i, 'multiSelect'], 'must be a boolean');
    checkQuestionFields(question, request.dialect, fields, (path, problem, fix) =>
      fail(['questions', i, ...path], problem, fix),
    );
    const options = question.options;
    if (!Array.isArray(options)) return fail(['questions', i, 'options'], 'must be an array');
    // Without options the free text is the only answer: it must be offered.
    if (options.length === 0 && question.allowOther === false)
      return fail(
        ['questions', i, 'options'],
        'is empty and allowOther is false: the question cannot be answered',
      );
    options.forEach((option: unknown, k) => {
      if (!isRecord(option) || typeof option.label !== 'string' || option.label === '')
        fail(
          ['questions', i, 'options', k],
          'must be { label: non-empty string, description?: string, value?: string }',
        );
      else
        for (const key of ['description', 'value'] as const) {
          if (option[key] !== undefined && typeof option[key] !== 'string')
            fail(['questions', i, 'options', k, key], 'must be a string when present');
        }
    });
    const start = question.default;
    if (start !== undefined) {
      const count = Array.isArray(options) ? options.length : 0;
      if (!isRecord(start))
        fail(
          ['questions', i, 'default'],
          'must be { options?: number[], text?: string } when present',
        );
      else {
        if (
          start.options !== undefined &&
          !(
            Array.isArray(start.options) &&
            start.options.every((o) => Number.isInteger(o) && o >= 0 && o < count)
          )
        )
          fail(
            ['questions', i, 'default', 'options'],
            `must be option indexes from 0 to ${count - 1}`,
          );
        if (start.text !== undefined && typeof start.text !== 'string')
          fail(['questions', i, 'default', 'text'], 'must be a string when present');
      }
    }
  });
  return found ? new AskInputError(issues, found) : null;
}

const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;

/** `"a", "b" or "c"`: a literal list as an error message names it. */
const spell = (list: readonly string[]) =>
  list
    .map((item) => JSON.stringify(item))
    .join(', ')
    .replace(/, ([^,]*)$/, ' or $1');

function describeKind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value;
}

/** The optional per-question fields: flags, selection bounds and free-text constraints. */
function checkQuestionFields(
  question: Record<string, unknown>,
  dialect: unknown,
  fields: AskFieldRules | null,
  fail: (path: AskInputPath, problem: string, fix?: string) => void,
): void {
  for (const key of ['allowOther', 'required'] as const) {
    if (question[key] !== undefined && typeof question[key] !== 'boolean')
      fail([key], 'must be a boolean when present');
  }
  const { minSelections: min, maxSelections: max, input } = question;
  if (min !== undefined && !isCount(min))
    fail(['minSelections'], 'must be a whole number ≥ 0 when present');
  if (max !== undefined && !isCount(max))
    fail(['maxSelections'], 'must be a whole number ≥ 0 when present');
  if (isCount(min) && isCount(max) && (min as number) > (max as number))
    fail(['maxSelections'], `is below minSelections (${min})`);
  if (input === undefined) return;
  if (!isRecord(input)) return fail(['input'], 'must be an object when present');
  if (input.kind !== undefined && !isOneOf(ASK_INPUT_KINDS, input.kind))
    fail(['input', 'kind'], `must be ${spell(ASK_INPUT_KINDS)}`);
  for (const key of ['min', 'max'] as const) {
    if (input[key] !== undefined && !Number.isFinite(input[key]))
      fail(['input', key], 'must be a finite number when present');
  }
  for (const key of ['minLength', 'maxLength'] as const) {
    if (input[key] !== undefined && !isCount(input[key]))
      fail(['input', key], 'must be a whole number ≥ 0 when present');
  }
  if (input.format !== undefined && !isOneOf(ASK_TEXT_FORMATS, input.format))
    fail(['input', 'format'], `must be ${spell(ASK_TEXT_FORMATS)}`);
  if (input.secret !== undefined && typeof input.secret !== 'boolean')
    fail(['input', 'secret'], 'must be a boolean when present');
  for (const key of ['placeholder', 'unit'] as const) {
    if (input[key] !== undefined && typeof input[key] !== 'string')
      fail(['input', key], 'must be a string when present');
  }
  if (input.schema !== undefined && !(isRecord(input.schema) || typeof input.schema === 'boolean'))
    fail(['input', 'schema'], 'must be a JSON Schema (an object or a boolean) when present');
  if (input.step !== undefined && !(Number.isFinite(input.step) && (input.step as number) > 0))
    fail(['input', 'step'], 'must be a finite number above 0 when present');
  // A field only a registered dialect's rules check: never shown unchecked.
  const missing =
    fields && missingFieldRule(input as Pick<AskTextInput, 'kind' | 'format'>, fields);
  if (missing) {
    const rules = `ask${missing[0]!.toUpperCase()}${missing.slice(1)}Rules`;
    // Rules are per dialect: registering another dialect never checks this one's questions. (The
    // dialect is a registered one, a name the host chose: quoted whole.)
    fail(
      missing === 'format' ? ['input', 'format'] : ['input', 'kind'],
      `needs ${rules}, which dialect ${JSON.stringify(dialect)} does not bring`,
      `give its entry \`fields: ${rules}\` (a built-in entry brings every rule its questions ask)`,
    );
  }
}

/** Throws the `AskInputError` of {@link checkAskRequest}. */
export function assertAskRequest(
  request: unknown,
  registry: AskPolicies,
): asserts request is AskRequest {
  const error = checkAskRequest(request, registry);
  if (error) throw error;
}
