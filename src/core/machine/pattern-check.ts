/**
 * Where the machine finds the `pattern` matcher. The matcher (RE2, ≈ 46 kB gz) is registered by
 * the parser that reads a pattern (`safeParseElicitRequest`), so a card alone never carries it;
 * without it a pattern is left to the server, as one the matcher cannot run.
 */
import type { AskTextInput } from '../types';
import type { AskFieldRules } from '../registry/fields';

/** Whether `text` contains a match of `pattern`; null when it cannot be told. */
export type AskPatternMatcher = (pattern: string, text: string) => boolean | null;

let matcher: AskPatternMatcher | undefined;

/** Registers the matcher the machine checks `pattern` with. */
export function setPatternMatcher(next: AskPatternMatcher): void {
  matcher = next;
}

/** Whether a pattern can be checked here at all (a matcher is registered). */
export const hasPatternMatcher = (): boolean => matcher !== undefined;

/**
 * Whether a field's `pattern` is left to the server: the matcher cannot run it, or none is
 * registered here (the request was read elsewhere). The card then says so under the field. A
 * JSON field: its schema is left to the agent, in whole or in part, or for this `text`
 * (`isJsonSchemaServerChecked`, through the registry's field rules).
 */
export const isPatternServerChecked = (
  input: AskTextInput,
  fields: AskFieldRules,
  text?: string,
): boolean =>
  input.kind === 'json'
    ? (fields.json?.serverChecked(input, text) ?? input.schema !== undefined)
    : input.pattern !== undefined && (input.patternChecked === false || matcher === undefined);

/** The registered matcher's verdict; null (the server checks) when there is none. */
export const checkPattern = (pattern: string, text: string): boolean | null =>
  matcher ? matcher(pattern, text) : null;
