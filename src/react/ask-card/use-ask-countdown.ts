import { useEffect, useState } from 'react';
import { DAY_SECONDS, HOUR_SECONDS, wholeSeconds } from '../../core/messages/format';
import type { AskCardApi } from './types';

/**
 * Whole seconds left before the card's deadline, re-rendering only its caller once a second;
 * null when the dialect has no timeout. Display only: `useAskCard` itself sends `expire`.
 *
 * @example const seconds = useAskCountdown(card); // 899, 898, …
 */
export function useAskCountdown(
  card: Pick<AskCardApi, 'deadline' | 'clock' | 'isResolved'>,
): number | null {
  const { deadline, clock, isResolved } = card;
  const [now, setNow] = useState(clock);
  useEffect(() => {
    if (deadline === null || isResolved) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Wake on each whole-second boundary of the remaining time, so the display never lags; more
    // than a day away the card reads days and hours, so on each whole hour instead.
    const schedule = (left: number) => {
      const step = left > DAY_SECONDS * 1000 ? HOUR_SECONDS * 1000 : 1000;
      if (left > 0) timer = setTimeout(tick, left % step || step);
    };
    const tick = () => {
      const time = clock();
      setNow(time);
      schedule(deadline - time);
    };
    schedule(deadline - clock());
    return () => clearTimeout(timer);
  }, [deadline, isResolved, clock]);
  return deadline === null ? null : wholeSeconds((deadline - now) / 1000);
}
