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

/** Seconds in an hour and in a day: where a countdown changes how it reads. */
export const HOUR_SECONDS = 3600;
export const DAY_SECONDS = 24 * HOUR_SECONDS;

/** Whole days and hours, rounded up to the hour (a long countdown never reads short). */
export function daysHours(seconds: number): [days: number, hours: number] {
  const hours = Math.ceil(wholeSeconds(seconds) / HOUR_SECONDS);
  return [Math.floor(hours / 24), hours % 24];
}

/** Whole hours and minutes, rounded up to the minute. */
export function hoursMinutes(seconds: number): [hours: number, minutes: number] {
  const minutes = Math.ceil(wholeSeconds(seconds) / 60);
  return [Math.floor(minutes / 60), minutes % 60];
}

const two = (n: number) => String(n).padStart(2, '0');

/** `m:ss`, or `h:mm:ss` from an hour on (never `4320:00`). */
export function clock(seconds: number): string {
  const [m, s] = minutesSeconds(seconds);
  return m < 60 ? `${m}:${two(s)}` : `${Math.floor(m / 60)}:${two(m % 60)}:${two(s)}`;
}

/** `1/3`. */
export const fraction = ({ index, count }: AskCount) => `${index}/${count}`;

/** `owner.name`, `items[0]`: where in a JSON answer, as a person reads it (every language). */
export const jsonPath = (path: (string | number)[]): string =>
  path.map((k, i) => (typeof k === 'number' ? `[${k}]` : i ? `.${k}` : k)).join('');
