import type { AskCount } from './types';

/** Whole minutes and seconds, never negative, rounded up so a countdown never shows 0:00 early. */
export function minutesSeconds(seconds: number): [minutes: number, seconds: number] {
  const s = wholeSeconds(seconds);
  return [Math.floor(s / 60), s % 60];
}

/** Whole seconds, never negative, rounded up. */
export function wholeSeconds(seconds: number): number {
  return Math.max(0, Math.ceil(seconds));
}

/** `m:ss`. */
export function clock(seconds: number): string {
  const [m, s] = minutesSeconds(seconds);
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** `1/3`. */
export const fraction = ({ index, count }: AskCount) => `${index}/${count}`;
