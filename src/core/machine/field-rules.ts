/**
 * The checks of the fields beyond plain text, each in its own module so a card pays only for the
 * fields its dialects ask: a number (`input.kind: 'number' | 'integer'`), a text format
 * (`input.format`: email, URI, date, date-time) and the JSON text field (`input.kind: 'json'`).
 * A dialect's entry names the ones its protocol has (`fields`), and a request is checked by its
 * own dialect's: the request check refuses a field its dialect does not check, and the machine
 * refuses a text it has no rule for, so nothing is ever recorded unchecked.
 */
import type { AskFieldRules } from '../registry/fields';
import { NO_FIELD_RULES, type AskRegistry } from '../registry/registry';
import type { AskTextInput } from '../types';

/**
 * The field checks `dialect` brings in `registry`; none for a registry that names none (a
 * host's own lookups): its requests asking such a field are refused, its texts never recorded.
 */
export const fieldRulesOf = (
  registry: Partial<Pick<AskRegistry, 'fieldRules'>>,
  dialect: unknown,
): AskFieldRules => registry.fieldRules?.(dialect) ?? NO_FIELD_RULES;

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
  // A format is a text field's: a number or JSON field never reads it.
  if (input.format !== undefined && (kind === undefined || kind === 'text') && !rules.format)
    return 'format';
  return null;
}
