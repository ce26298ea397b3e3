/**
 * The checks' public forms, bound to the default registry, and the provider tool definitions of
 * a dialect by name (the engine's take a definition).
 */
import type { AskModelToolDefinition } from '../schema/definitions';
import type { AskInputError } from '../schema/errors';
import * as providers from '../schema/providers';
import * as engine from '../schema/request';
import type { AskRegistry } from '../registry/registry';
import type { AskDialect, AskRequest } from '../types';
import { getAskAdapter, policiesOf } from './default';

/**
 * Check that a value is a well-formed `AskRequest` (the normalized model the views and the
 * machine take, not a tool input). Hosts that build requests by hand, or pass one through
 * untyped code, get a typed error naming the field instead of a `TypeError` deep in a view.
 * `registry`: where its dialect must be registered (default: the built-ins and what
 * `registerAskAdapter` added).
 *
 * @returns null when the request is usable, else an `AskInputError` listing the problems (the
 *   first 20, and how many more).
 * @example
 * const error = checkAskRequest(request);
 * if (error) console.warn(error.message); // "request.questions[0].options is empty: …"
 */
export function checkAskRequest(request: unknown, registry?: AskRegistry): AskInputError | null;
// Also without one: `xs.map(checkAskRequest)` type-checks (an index means the default).
export function checkAskRequest(request: unknown): AskInputError | null;
export function checkAskRequest(request: unknown, registry?: AskRegistry): AskInputError | null {
  return engine.checkAskRequest(request, policiesOf(registry));
}

/**
 * Throws the `AskInputError` of {@link checkAskRequest}.
 *
 * @example assertAskRequest(untrusted); // untrusted is an AskRequest from here on
 */
export function assertAskRequest(
  request: unknown,
  registry?: AskRegistry,
): asserts request is AskRequest;
// Also without one: `xs.map(assertAskRequest)` type-checks (an index means the default).
export function assertAskRequest(request: unknown): asserts request is AskRequest;
export function assertAskRequest(
  request: unknown,
  registry?: AskRegistry,
): asserts request is AskRequest {
  engine.assertAskRequest(request, policiesOf(registry));
}

/**
 * A dialect's tool (or any `AskModelToolDefinition`) in a provider's own shape, ready to hand to
 * its API as is.
 *
 * - `openai`: `{ type: 'function', function: { name, description, parameters, strict? } }`
 * - `anthropic`: `{ name, description, input_schema, strict? }`
 * - `gemini`: `{ name, description, parameters }` or `{ name, description, parametersJsonSchema }`
 * - `mcp`: `{ name, description, inputSchema }`, an entry of `tools/list`
 *
 * @throws Error when `source` names a dialect without a tool definition (its protocol defines it).
 * @example
 * openai.chat.completions.create({
 *   tools: [toToolDefinition('ask_user', { provider: 'openai', strict: true })],
 *   …
 * })
 */
export function toToolDefinition(
  source: AskDialect | AskModelToolDefinition,
  options: providers.AskToolDefinitionOptions,
): Record<string, unknown> {
  return providers.toToolDefinition(definitionOf(source), options);
}

function definitionOf(source: AskDialect | AskModelToolDefinition): AskModelToolDefinition {
  if (typeof source !== 'string') return source;
  const { definition } = getAskAdapter(source);
  if (!definition)
    throw new Error(
      `The ask-cards dialect ${JSON.stringify(source)} has no tool definition: ` +
        'its tool is defined by its protocol',
    );
  return definition;
}
