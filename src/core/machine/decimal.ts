/**
 * Decimals compared exactly as written, never rounded first: what a number field and the JSON
 * field check a typed number with, so the value sent is the value typed.
 */

// A decimal with at least one digit before its exponent: `1`, `-1.5`, `.5`, `2.`, `1e3`.
export const NUMBER = /^([-+]?)(?=\.?\d)(\d*)(?:\.(\d*))?(?:[eE]([-+]?\d+))?$/;

/**
 * A decimal exactly as written: its sign, its digits without leading or trailing zeros, and the
 * power of ten of the last digit. Zero is `sign: 0`. No rounding, whatever its length.
 */
export interface Decimal {
  sign: -1 | 0 | 1;
  digits: string;
  exponent: number;
}

/** `text` (already matched by `NUMBER`) as a {@link Decimal}. */
export function toDecimal(text: string): Decimal {
  const [, sign, whole = '', fraction = '', power = '0'] = NUMBER.exec(text)!;
  const all = `${whole}${fraction}`.replace(/^0+/, '');
  // Not `/0+$/`: a regex tries it from every zero, quadratic on `1.000…0001`.
  let end = all.length;
  while (end > 0 && all.charCodeAt(end - 1) === 48) end--;
  const digits = all.slice(0, end);
  if (digits === '') return { sign: 0, digits: '', exponent: 0 };
  const exponent = Number(power) - fraction.length + (all.length - digits.length);
  return { sign: sign === '-' ? -1 : 1, digits, exponent };
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`, compared exactly. */
export function compareDecimals(a: Decimal, b: Decimal): number {
  if (a.sign !== b.sign || a.sign === 0) return Math.sign(a.sign - b.sign);
  // The power of ten of the leading digit decides, then the digits from the left.
  const lead = a.digits.length + a.exponent - (b.digits.length + b.exponent);
  let magnitude = Math.sign(lead);
  for (let i = 0; magnitude === 0 && i < Math.max(a.digits.length, b.digits.length); i++)
    magnitude = Math.sign((a.digits.charCodeAt(i) || 0) - (b.digits.charCodeAt(i) || 0));
  return magnitude * a.sign;
}

/** A number as a decimal: its shortest text, which is what JSON sends for it. */
export const decimalOf = (value: number) => toDecimal(String(value));
