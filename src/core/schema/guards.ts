/** A plain object (not null, not an array): the one guard every validator of untyped input uses. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `value` is one of `list`: narrows an untyped value to a literal list's member. */
export const isOneOf = <const T>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);
