/** Whole seconds, never negative, rounded up so a countdown never shows 0:00 early. */
export function wholeSeconds(seconds: number): number {
  return Math.max(0, Math.ceil(seconds));
}

/** `m:ss`. */
export function clock(seconds: number): string {
  const s = wholeSeconds(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
