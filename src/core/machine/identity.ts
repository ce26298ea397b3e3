/**
 * A request's identity by content. Hosts rebuild equal request objects on every render, and stores
 * hand snapshots back with their keys in another order: both are the same prompt. A request whose
 * content differs is a new prompt.
 */

const MAX_DEPTH = 16;

/**
 * A canonical text of `value`: JSON with object keys sorted and `undefined` members left out.
 * Never throws: what JSON cannot hold (a BigInt, a cycle, a getter that throws, nesting deeper
 * than any request) gets a token no JSON text contains, so it equals only itself.
 */
function canonical(value: unknown, depth: number, path: Set<object>): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
    case 'boolean':
      return String(value);
    case 'bigint':
      return `#bigint:${value}`;
    case 'object':
      break;
    default:
      return `#${typeof value}`;
  }
  if (value === null) return 'null';
  if (path.has(value)) return '#cycle';
  if (depth > MAX_DEPTH) return '#deep';
  path.add(value);
  try {
    if (Array.isArray(value)) {
      const items: string[] = [];
      for (let i = 0; i < value.length; i++) items.push(canonical(value[i], depth + 1, path));
      return `[${items.join(',')}]`;
    }
    const members: string[] = [];
    for (const key of Object.keys(value).sort()) {
      const member = (value as Record<string, unknown>)[key];
      if (member !== undefined)
        members.push(`${JSON.stringify(key)}:${canonical(member, depth + 1, path)}`);
    }
    return `{${members.join(',')}}`;
  } catch {
    return '#unreadable';
  } finally {
    path.delete(value);
  }
}

/**
 * A string that is equal for two requests exactly when their content is: key order and object
 * identity do not count. Usable as a React `key`. Never throws, whatever `request` holds.
 *
 * @example
 * askRequestKey({ dialect: 'asktool', questions }) ===
 *   askRequestKey({ questions, dialect: 'asktool' }) // true
 */
export function askRequestKey(request: unknown): string {
  return canonical(request, 0, new Set());
}

/** Whether two requests have the same content (see {@link askRequestKey}). */
export function sameAskRequest(a: unknown, b: unknown): boolean {
  return a === b || askRequestKey(a) === askRequestKey(b);
}
