/**
 * The checks of the fields beyond plain text, each in its own module so a card pays only for the
 * fields its dialects ask: a number (`input.kind: 'number' | 'integer'`), a text format
 * (`input.format`: email, URI, date, date-time) and the JSON text field (`input.kind: 'json'`).
 * A dialect's entry names the ones its protocol has (`fields`); a registry holds what its
 * dialects name together, and the request check refuses a field no registered dialect checks,
 * so nothing is ever recorded unchecked.
 */
import type { AskFieldRules } from '../registry/fields';
import type { AskRegistry } from '../registry/registry';
import type { AskTextInput } from '../types';

export type { AskFieldRules, AskTextFormat } from '../registry/fields';

const NONE: AskFieldRules = {};

/** The field checks of a registry; none for one that holds none (a host's own lookups). */
export const fieldRulesOf = (registry: Partial<Pick<AskRegistry, 'fieldRules'>>): AskFieldRules =>
  registry.fieldRules?.() ?? NONE;

/**
 * Which of a field's checks `rules` lacks: the field rule to register, or null when it has them.
 */
export function missingFieldRule(
  input: Pick<AskTextInput, 'kind' | 'format'>,
  rules: AskFieldRules,
): keyof AskFieldRules | null {
  const { kind } = input;
  if ((kind === 'number' || kind === 'integer') && !rules.number) return 'number';
  if (kind === 'json' && !rules.json) return 'json';
  if (input.format !== undefined && kind !== 'json' && !rules.format) return 'format';
  return null;
}
