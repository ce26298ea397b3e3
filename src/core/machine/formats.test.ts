/**
 * The card's string formats agree with the server's: ajv-formats (full mode), which the MCP SDK's
 * `elicitInput` validates accepted content with. Anything the card accepts, Ajv accepts.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDate, isDateTime, isEmail, isUri } from './formats';

const ajv = new Ajv({ strict: false });
addFormats(ajv);
const server = (format: string) => ajv.compile({ type: 'string', format });

const CASES = {
  email: [isEmail, ['ada@example.com', 'a.@b.co', 'a@b..co', 'a@-b.co', 'a@b.c', 'a b@c.de']],
  uri: [isUri, ['https://example.com/a', 'a:b', 'x:%zz', 'mailto:a@b', 'http://[::1]/', 'h:/\\']],
  date: [isDate, ['2024-02-29', '2026-02-29', '2026-02-30', '2026-13-01', '2026-12-01']],
  'date-time': [
    isDateTime,
    [
      '2026-12-01T09:30:00Z',
      '2026-12-01 09:30:00Z',
      '2026-12-01T09:30Z',
      '2026-12-01T09:30:00',
      '2026-12-01T24:00:00Z',
      '2026-12-01T09:30:00.5+05:30',
    ],
  ],
} as const;

describe('formats: the card accepts what the server accepts', () => {
  it.each(Object.entries(CASES))('%s: hand-picked values', (format, [check, values]) => {
    const validate = server(format);
    for (const value of values) expect(check(value), value).toBe(validate(value));
  });

  it('random text: no value the card accepts is refused by the server (property)', () => {
    const alphabet = fc.constantFrom(..."aZ09-._~:/?#[]@!$&'()*+,;=% tT+Z".split(''));
    const text = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.string({ unit: alphabet, maxLength: 30 }),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
    );
    fc.assert(
      fc.property(text, (value) => {
        for (const [format, [check]] of Object.entries(CASES))
          if (check(value)) expect(server(format)(value), `${format}: ${value}`).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
