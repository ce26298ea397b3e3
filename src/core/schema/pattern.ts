/**
 * JSON Schema `pattern` (ECMA-262, unanchored search, as the server's Ajv compiles it with the `u`
 * flag), checked in time linear in the text by RE2 (`re2js`): never a backtracking `RegExp` on a
 * server's pattern. A pattern is first rewritten into RE2 syntax with ECMA-262's meaning; where
 * that meaning is not certain (lookaround, backreferences, `\p{…}`, `[^]`, …) the pattern is not
 * run, and the server's own check stands.
 */
import { RE2JS } from 're2js';
import type { FormPatternEngine } from './form/read';
import { PATTERN_MAX_CHARS } from './limits';

// Bounded in `limits`, so the form reader checks a pattern's length without this engine.
export { PATTERN_MAX_CHARS };

// ECMA-262 WhiteSpace and LineTerminator: `\s` there; RE2's `\s` is ASCII only.
const SPACE = [
  '\\t\\n\\x{0B}\\f\\r \\x{A0}\\x{1680}\\x{2000}-\\x{200A}',
  '\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}',
].join('');
// ECMA-262's `.` without the `s` flag: anything but a line terminator (RE2's excludes `\n` only).
const DOT = '[^\\n\\r\\x{2028}\\x{2029}]';
const SYNTAX = '^$\\.*+?()[]{}|/';
const HEX = /^[0-9a-fA-F]+$/;

const hex = (code: number) => `\\x{${code.toString(16)}}`;

/**
 * The escape at `source[i]` (just after the backslash), as RE2 source, and where it ends; null
 * when its ECMA-262 meaning has no certain RE2 twin.
 */
function escape(source: string, i: number, inClass: boolean): [string, number] | null {
  const c = source[i];
  if (c === undefined) return null;
  if ('dDwW'.includes(c)) return [`\\${c}`, i + 1];
  if ('tnrf'.includes(c)) return [`\\${c}`, i + 1];
  if (c === 'v') return ['\\x{0B}', i + 1];
  if (c === 's') return [inClass ? SPACE : `[${SPACE}]`, i + 1];
  if (c === 'S') return inClass ? null : [`[^${SPACE}]`, i + 1];
  if (c === 'b') return [inClass ? '\\x{08}' : '\\b', i + 1];
  if (c === 'B') return inClass ? null : ['\\B', i + 1];
  if (c === '0') return /[0-9]/.test(source[i + 1] ?? '') ? null : ['\\x{0}', i + 1];
  if (c === '-' && inClass) return ['\\-', i + 1];
  if (SYNTAX.includes(c)) return [`\\${c}`, i + 1];
  if (c === 'c') {
    const letter = source[i + 1] ?? '';
    return /[a-zA-Z]/.test(letter) ? [hex(letter.charCodeAt(0) % 32), i + 2] : null;
  }
  if (c === 'x') {
    const digits = source.slice(i + 1, i + 3);
    return digits.length === 2 && HEX.test(digits) ? [hex(parseInt(digits, 16)), i + 3] : null;
  }
  if (c === 'u') {
    if (source[i + 1] === '{') {
      const close = source.indexOf('}', i + 2);
      const digits = close === -1 ? '' : source.slice(i + 2, close);
      const code = HEX.test(digits) ? parseInt(digits, 16) : NaN;
      return code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? [hex(code), close + 1]
        : null;
    }
    const unit = (at: number) => {
      const digits = source.slice(at, at + 4);
      return digits.length === 4 && HEX.test(digits) ? parseInt(digits, 16) : NaN;
    };
    const high = unit(i + 1);
    if (Number.isNaN(high)) return null;
    if (high < 0xd800 || high > 0xdfff) return [hex(high), i + 5];
    // With the `u` flag a surrogate pair written as two escapes is one code point.
    const low = source.slice(i + 5, i + 7) === '\\u' ? unit(i + 7) : NaN;
    if (high > 0xdbff || !(low >= 0xdc00 && low <= 0xdfff)) return null;
    return [hex(0x10000 + ((high - 0xd800) << 10) + (low - 0xdc00)), i + 11];
  }
  // Backreferences, `\k<…>`, `\p{…}` and identity escapes of letters: not ours to guess.
  return null;
}

/**
 * `source` (ECMA-262 with the `u` flag) as RE2 source of the same meaning, or null when the
 * meaning is not certain in RE2: lookaround, backreferences, property escapes, `[]` and `[^]`,
 * inline flags, and text the `u` flag makes a syntax error (the server refuses those itself).
 */
export function toRe2Pattern(source: string): string | null {
  let out = '';
  let inClass = false;
  let i = 0;
  while (i < source.length) {
    const c = String.fromCodePoint(source.codePointAt(i)!);
    if (c === '\\') {
      const read = escape(source, i + 1, inClass);
      if (!read) return null;
      out += read[0];
      i = read[1];
      continue;
    }
    i += c.length;
    if (inClass) {
      if (c === ']') inClass = false;
      // RE2 reads `[:` as a POSIX class; ECMA-262 reads `[` in a class as itself.
      out += c === '[' ? '\\[' : c;
      continue;
    }
    if (c === '[') {
      const negated = source[i] === '^';
      if (source[i + (negated ? 1 : 0)] === ']') return null;
      out += negated ? '[^' : '[';
      i += negated ? 1 : 0;
      inClass = true;
    } else if (c === '.') out += DOT;
    else if (c === '(') {
      if (source[i] !== '?') out += '(';
      else if (source[i + 1] === ':') {
        out += '(?:';
        i += 2;
      } else if (source[i + 1] === '<' && /^[\p{L}$_]/u.test(source[i + 2] ?? '')) {
        // A named group: capturing changes nothing a test sees.
        const close = source.indexOf('>', i + 2);
        if (close === -1) return null;
        out += '(?:';
        i = close + 1;
      } else return null;
    } else if (c === '{') {
      const quantifier = /^(\d+)(?:,(\d*))?\}/.exec(source.slice(i, i + 24));
      if (!quantifier) return null;
      out += `{${quantifier[0]}`;
      i += quantifier[0].length;
    } else if (c === '}' || c === ']') return null;
    else out += c;
  }
  return inClass ? null : out;
}

/** Compiled patterns by source; null where RE2 cannot run one. Bounded: a session holds few. */
const compiled = new Map<string, RE2JS | null>();
const CACHE_SIZE = 64;

function compile(pattern: string): RE2JS | null {
  if (compiled.has(pattern)) return compiled.get(pattern)!;
  let matcher: RE2JS | null = null;
  const source = pattern.length <= 2 * PATTERN_MAX_CHARS ? toRe2Pattern(pattern) : null;
  if (source !== null) {
    try {
      matcher = RE2JS.compile(source);
    } catch {
      // Past RE2's limits (`a{1001}`, a program too large): the server checks it.
    }
  }
  if (compiled.size >= CACHE_SIZE) compiled.clear();
  compiled.set(pattern, matcher);
  return matcher;
}

/** Whether the matcher can run `pattern` (else the server's check stands). */
export const canMatchPattern = (pattern: string): boolean => compile(pattern) !== null;

/**
 * Whether `text` contains a match of `pattern` (ECMA-262 `pattern`, unanchored, as JSON Schema
 * reads it), in time linear in `text`; null when the matcher cannot run the pattern.
 *
 * @example
 * patternMatches('^[a-z]+$', 'Ada') // false
 * patternMatches('[0-9]', 'a1b')    // true
 * patternMatches('^(?=.*\\d)', 'a') // null: lookahead, left to the server
 */
export function patternMatches(pattern: string, text: string): boolean | null {
  const matcher = compile(pattern);
  return matcher ? matcher.test(text) : null;
}

/**
 * The RE2 engine as the form reader takes it: what the public parsers (`safeParseElicitRequest`,
 * `safeParseAcpElicitRequest`, `safeParseJsonSchemaForm`, `safeParseAgUiInterrupt`) pass, so a
 * pattern is checked as the user types. A reader that shows no field (the transcript's persisted
 * readers) passes none and bundles none.
 *
 * @example
 * safeReadForm(params, variant, options, re2PatternEngine);
 */
export const re2PatternEngine: FormPatternEngine = Object.freeze({
  canMatch: canMatchPattern,
  matches: patternMatches,
});
