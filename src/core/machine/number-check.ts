/**
 * The number field (`input.kind: 'number' | 'integer'`): its check, registered by the dialects
 * that ask for numbers (`askNumberRules`, see field-rules.ts).
 */
import type { AskTextInput } from '../types';
import { compareDecimals, decimalOf, NUMBER, toDecimal } from './decimal';
import type { AskFieldRules, AskNumberBlocker } from '../registry/fields';

/**
 * What is wrong with a typed number, or null. The text is checked as typed, never rounded first:
 * bounds are compared exactly (`1.0000000000000001` is above 1), an integer must stay within
 * ±`Number.MAX_SAFE_INTEGER` (past it JSON would send a neighbour), and a text with more digits
 * than a number keeps is refused, so the value sent is the value typed.
 */
function numberBlocker(text: string, input: AskTextInput): AskNumberBlocker | null {
  const { kind, min, max } = input;
  const value = Number(text);
  if (!NUMBER.test(text) || !Number.isFinite(value)) return { code: 'notANumber' };
  const typed = toDecimal(text);
  if (kind === 'integer' && typed.exponent < 0) return { code: 'notAnInteger' };
  const safe = kind === 'integer' ? Number.MAX_SAFE_INTEGER : Infinity;
  const low = Math.max(min ?? -Infinity, -safe);
  const high = Math.min(max ?? Infinity, safe);
  if (low > -Infinity && compareDecimals(typed, decimalOf(low)) < 0)
    return { code: 'belowMin', min: low };
  if (high < Infinity && compareDecimals(typed, decimalOf(high)) > 0)
    return { code: 'aboveMax', max: high };
  if (compareDecimals(typed, decimalOf(value)) !== 0) return { code: 'tooPrecise' };
  return null;
}

/**
 * The number field's check, for a dialect that asks for numbers (its entry's `fields`).
 *
 * @example
 * const entry: AskDialectEntry = { dialect: 'my_form', policy, runtime, fields: askNumberRules };
 */
export const askNumberRules: AskFieldRules = { number: numberBlocker };
