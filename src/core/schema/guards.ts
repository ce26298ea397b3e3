import { MAX_INPUT_LENGTH } from './limits';

/** A plain object (not null, not an array): the one guard every validator of untyped input uses. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `value` is one of `list`: narrows an untyped value to a literal list's member. */
export const isOneOf = <const T>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

/** Where a value sits in untrusted input: `['questions', 0, 'options', 1]`. */
type PlainPath = (string | number)[];

/** What {@link readPlainData} gives: the copy, or where and why it could not be made. */
export type PlainRead =
  | { ok: true; value: unknown }
  /** `partial`: what was copied before the input was refused for its size. */
  | { ok: false; path: PlainPath; problem: string; partial?: unknown };

/**
 * How much {@link readPlainData} reads by default before it refuses an input: twice the input
 * limit, so an input merely over `MAX_INPUT_LENGTH` is copied and then gets that limit's message.
 */
export const PLAIN_READ_LIMIT = 2 * MAX_INPUT_LENGTH;

class Refused {
  /** `whole`: the input as a whole is refused (its size), not the value being read. */
  constructor(
    readonly problem: string,
    readonly whole = false,
  ) {}
}

const NOT_DATA: Partial<Record<string, string>> = {
  bigint: 'is a BigInt: send a number or a string',
  symbol: 'is a Symbol: send a string',
  function: 'is a function: send plain data',
};

/** An object or array being copied: its members are read one at a time, in order. */
interface CopyFrame {
  from: object;
  to: unknown[] | Record<string, unknown>;
  /** The object's keys; null for an array. */
  keys: string[] | null;
  length: number;
  next: number;
}

/**
 * A plain copy of untrusted JavaScript input, made once at the boundary so validation and
 * everything after it read the same data: every own enumerable member read exactly once (a getter
 * that answers differently on a second read is never asked twice), holes as undefined, keys such
 * as `__proto__` kept as own members. Never throws: a getter that throws, a revoked `Proxy`, a
 * BigInt, a function or a symbol inside the input, or a cycle is a `problem` at its `path`.
 *
 * Linear and bounded: it keeps its own stack (any depth), counts what it reads (one per value,
 * plus the length of every key and string) and stops past `limit`, refusing the input for its
 * size. Give a `limit` above the input's own size limit, so that a merely large input gets that
 * limit's exact message. `plainOnly` also refuses getters (a value read many times, like an
 * `AskRequest`, must not have any).
 *
 * @example readPlainData({ a: [1, , 2] }) // { ok: true, value: { a: [1, undefined, 2] } }
 */
export function readPlainData(
  input: unknown,
  limit = PLAIN_READ_LIMIT,
  { plainOnly = false }: { plainOnly?: boolean } = {},
): PlainRead {
  const frames: CopyFrame[] = [];
  const open = new Set<object>();
  let size = 0;

  /** A leaf's copy, or an object's empty copy with a frame pushed to fill it. */
  const enter = (value: unknown): unknown => {
    size += typeof value === 'string' ? 1 + value.length : 1;
    if (size > limit)
      throw new Refused(
        `is far over the size limit (more than ${limit} characters read): ` +
          'ask fewer questions with shorter text, and retry',
        true,
      );
    if (typeof value !== 'object' || value === null) {
      const refused = NOT_DATA[typeof value];
      // At the top, the parser's own "must be an object, not a function" says it better.
      if (refused && frames.length > 0) throw new Refused(refused);
      return value;
    }
    if (open.has(value)) throw new Refused('contains itself (a cycle): send plain data');
    const keys = Array.isArray(value) ? null : Object.keys(value);
    const length = keys ? keys.length : (value as unknown[]).length;
    const to = keys ? {} : [];
    open.add(value);
    frames.push({ from: value, to, keys, length, next: 0 });
    return to;
  };

  const step = (frame: CopyFrame): void => {
    const i = frame.next++;
    if (!frame.keys) {
      // Each item costs at least one, so a sparse array of any length stops at the limit.
      (frame.to as unknown[]).push(enter((frame.from as unknown[])[i]));
      return;
    }
    const key = frame.keys[i]!;
    size += key.length;
    if (plainOnly && Object.getOwnPropertyDescriptor(frame.from, key)?.get)
      throw new Refused('is a getter: pass plain data (this value is read more than once)');
    const member = enter((frame.from as Record<string, unknown>)[key]);
    const to = frame.to as Record<string, unknown>;
    // Assigning `__proto__` would set the prototype: define it, so it stays a member.
    if (key === '__proto__')
      Object.defineProperty(to, key, {
        value: member,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else to[key] = member;
  };

  let root: unknown = typeof input === 'object' ? undefined : input;
  try {
    const value = (root = enter(input));
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      if (frame.next < frame.length) step(frame);
      else {
        open.delete(frame.from);
        frames.pop();
      }
    }
    return { ok: true, value };
  } catch (error) {
    const path = frames.map((f) => (f.keys ? f.keys[f.next - 1]! : f.next - 1));
    if (error instanceof Refused)
      return error.whole
        ? { ok: false, path: [], problem: error.problem, partial: root }
        : { ok: false, path, problem: error.problem };
    return {
      ok: false,
      path,
      problem: 'could not be read (a getter threw, or a revoked Proxy): pass plain data',
    };
  }
}
