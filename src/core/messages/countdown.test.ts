import { describe, expect, it } from 'vitest';
import { en } from './en';
import { zhCN } from './zh-CN';

const HOUR = 3600;
const DAY = 24 * HOUR;

describe('issue 30 #2: the countdown for long deadlines (an AG-UI expiresAt days away)', () => {
  it('issue 30 #2: days and hours, then hours, minutes and seconds, then the minute clock as before', () => {
    const cases: [number, string, string, string, string][] = [
      [3 * DAY, '3 d 0 h left', 'Time remaining: 3 days', '剩余 3 天 0 小时', '剩余时间：3 天'],
      [
        DAY + 90,
        '1 d 1 h left',
        'Time remaining: 1 day 1 hour',
        '剩余 1 天 1 小时',
        '剩余时间：1 天 1 小时',
      ],
      [
        2 * HOUR + 300,
        '2:05:00 left',
        'Time remaining: 2 hours 5 minutes',
        '剩余 2:05:00',
        '剩余时间：2 小时 5 分钟',
      ],
      [HOUR, '1:00:00 left', 'Time remaining: 1 hour', '剩余 1:00:00', '剩余时间：1 小时'],
      [
        HOUR - 1,
        '59:59 left',
        'Time remaining: 59 minutes 59 seconds',
        '剩余 59:59',
        '剩余时间：59 分 59 秒',
      ],
      [125, '2:05 left', 'Time remaining: 2 minutes 5 seconds', '剩余 2:05', '剩余时间：2 分 5 秒'],
    ];
    for (const [seconds, shown, spoken, zhShown, zhSpoken] of cases) {
      expect(en.timeRemaining(seconds), String(seconds)).toBe(shown);
      expect(en.timeRemainingLabel(seconds), String(seconds)).toBe(spoken);
      expect(zhCN.timeRemaining(seconds), String(seconds)).toBe(zhShown);
      expect(zhCN.timeRemainingLabel(seconds), String(seconds)).toBe(zhSpoken);
    }
  });

  it('issue 30 #2: a long countdown never shows less time than is left', () => {
    // Rounded up: 2 h 4 min 30 s is still "2 hours 5 minutes", 2 d 3 h 1 s is "2 d 4 h".
    expect(en.timeRemainingLabel(2 * HOUR + 4 * 60 + 30)).toBe('Time remaining: 2 hours 5 minutes');
    expect(en.timeRemaining(2 * DAY + 3 * HOUR + 1)).toBe('2 d 4 h left');
  });
});
