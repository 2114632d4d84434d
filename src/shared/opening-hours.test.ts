import { describe, expect, it } from 'vitest';
import {
  defaultBookingSlot,
  isWithinOpeningHours,
  nextOpeningSlot,
  OPENING_HOURS_MAX_CHARS,
  parseOpeningHours,
  weekdayOf,
} from './opening-hours';

const DAILY = parseOpeningHours('Mo-Su 10:00-20:30');
// 2026-03-09 is a Monday; 2026-03-14 a Saturday, 2026-03-15 a Sunday.
const MONDAY = '2026-03-09';
const SATURDAY = '2026-03-14';
const SUNDAY = '2026-03-15';

describe('opening hours text', () => {
  it('reads one group for the whole week', () => {
    expect(DAILY).toHaveLength(7);
    for (const day of DAILY!) expect(day).toEqual([{ open: 600, close: 1230 }]);
  });

  it('reads several groups, day lists, wrapping ranges and split days', () => {
    const week = parseOpeningHours('Mo-Sa 10:00-20:30, Su 11:00-18:00')!;
    expect(week[5]).toEqual([{ open: 600, close: 1230 }]);
    expect(week[6]).toEqual([{ open: 660, close: 1080 }]);

    const listed = parseOpeningHours('Mo,We,Fr 09:00-13:00 14:00-18:00; Sa 9:30-12:00')!;
    expect(listed[0]).toEqual([
      { open: 540, close: 780 },
      { open: 840, close: 1080 },
    ]);
    expect(listed[1]).toEqual([]);
    expect(listed[5]).toEqual([{ open: 570, close: 720 }]);

    const wrapping = parseOpeningHours('fr-mo 10:00-14:00')!;
    expect(wrapping.map((day) => day.length)).toEqual([1, 0, 0, 0, 1, 1, 1]);
  });

  it('takes a bare range as every day and skips what it cannot read', () => {
    expect(parseOpeningHours('10:00-19:00')!.every((day) => day[0]?.close === 1140)).toBe(true);
    const week = parseOpeningHours('Mo-Fr 10:00-19:00 PH off Sa 25:00-26:00 Su 18:00-02:00')!;
    expect(week[0]).toEqual([{ open: 600, close: 1140 }]);
    expect(week[5]).toEqual([]);
    expect(week[6]).toEqual([]);
  });

  it('gives null for no readable hours, a wrong type or a text past the bound', () => {
    expect(parseOpeningHours('')).toBeNull();
    expect(parseOpeningHours('Open all days')).toBeNull();
    expect(parseOpeningHours(null)).toBeNull();
    expect(parseOpeningHours(42 as unknown as string)).toBeNull();
    expect(parseOpeningHours(`Mo-Su 10:00-20:30 ${' '.repeat(OPENING_HOURS_MAX_CHARS)}`)).toBeNull();
  });

  it('reads a hostile text of the largest size quickly', () => {
    const started = performance.now();
    for (let run = 0; run < 1000; run += 1) parseOpeningHours('Mo-'.repeat(66) + '1');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('counts Monday as 0 and Sunday as 6', () => {
    expect(weekdayOf(MONDAY)).toBe(0);
    expect(weekdayOf(SATURDAY)).toBe(5);
    expect(weekdayOf(SUNDAY)).toBe(6);
  });
});

describe('the booking form’s default slot', () => {
  it('before opening: today’s opening', () => {
    expect(nextOpeningSlot(DAILY, MONDAY, '02:05:00')).toEqual({ date: MONDAY, time: '10:00' });
    expect(nextOpeningSlot(DAILY, MONDAY, '09:59:59')).toEqual({ date: MONDAY, time: '10:00' });
  });

  it('inside the hours: now, rounded up to the quarter hour', () => {
    expect(nextOpeningSlot(DAILY, MONDAY, '10:00:00')).toEqual({ date: MONDAY, time: '10:00' });
    expect(nextOpeningSlot(DAILY, MONDAY, '10:00:30')).toEqual({ date: MONDAY, time: '10:15' });
    expect(nextOpeningSlot(DAILY, MONDAY, '14:01:00')).toEqual({ date: MONDAY, time: '14:15' });
    expect(nextOpeningSlot(DAILY, MONDAY, '14:45:00')).toEqual({ date: MONDAY, time: '14:45' });
    expect(nextOpeningSlot(DAILY, MONDAY, '20:14:00')).toEqual({ date: MONDAY, time: '20:15' });
  });

  it('after closing (or rounded up to it): the next day’s opening', () => {
    expect(nextOpeningSlot(DAILY, MONDAY, '20:16:00')).toEqual({ date: '2026-03-10', time: '10:00' });
    expect(nextOpeningSlot(DAILY, MONDAY, '20:30:00')).toEqual({ date: '2026-03-10', time: '10:00' });
    expect(nextOpeningSlot(DAILY, MONDAY, '23:59:59')).toEqual({ date: '2026-03-10', time: '10:00' });
    // Across a month's and a year's end.
    expect(nextOpeningSlot(DAILY, '2026-12-31', '22:00:00')).toEqual({ date: '2027-01-01', time: '10:00' });
  });

  it('follows each day’s own group, split days and closed days', () => {
    const week = parseOpeningHours('Mo-Sa 10:00-20:30, Su 11:00-18:00');
    expect(nextOpeningSlot(week, SATURDAY, '21:00:00')).toEqual({ date: SUNDAY, time: '11:00' });
    expect(nextOpeningSlot(week, SUNDAY, '17:50:00')).toEqual({ date: '2026-03-16', time: '10:00' });

    const split = parseOpeningHours('Mo-Fr 09:00-13:00 14:00-18:00');
    expect(nextOpeningSlot(split, MONDAY, '13:05:00')).toEqual({ date: MONDAY, time: '14:00' });
    // Friday evening: the weekend is closed, so Monday.
    expect(nextOpeningSlot(split, '2026-03-13', '19:00:00')).toEqual({ date: '2026-03-16', time: '09:00' });

    // Open one day a week, and that day is over: the same day next week.
    expect(nextOpeningSlot(parseOpeningHours('Mo 10:00-12:00'), MONDAY, '12:00:00')).toEqual({
      date: '2026-03-16',
      time: '10:00',
    });
  });

  it('with unknown hours: now rounded up, past midnight the next day', () => {
    expect(nextOpeningSlot(null, MONDAY, '02:05:00')).toEqual({ date: MONDAY, time: '02:15' });
    expect(nextOpeningSlot(null, MONDAY, '23:50:00')).toEqual({ date: '2026-03-10', time: '00:00' });
  });

  it('reads now in the salon’s time zone', () => {
    // 21:00 UTC on 9 March is 02:30 on 10 March in India: before opening, so 10:00 that day.
    expect(defaultBookingSlot('Mo-Su 10:00-20:30', 'Asia/Kolkata', new Date('2026-03-09T21:00:00Z'))).toEqual({
      date: '2026-03-10',
      time: '10:00',
    });
    // 15:10 UTC is 20:40 in India, after closing: the next day.
    expect(defaultBookingSlot('Mo-Su 10:00-20:30', 'Asia/Kolkata', new Date('2026-03-09T15:10:00Z'))).toEqual({
      date: '2026-03-10',
      time: '10:00',
    });
    // 06:20 UTC is 11:50 in India: inside, rounded up to 12:00.
    expect(defaultBookingSlot('Mo-Su 10:00-20:30', 'Asia/Kolkata', new Date('2026-03-09T06:20:00Z'))).toEqual({
      date: MONDAY,
      time: '12:00',
    });
  });
});

describe('a chosen time against the hours', () => {
  const week = parseOpeningHours('Mo-Sa 10:00-20:30, Su 11:00-18:00');

  it('is inside from the opening to just before the closing', () => {
    expect(isWithinOpeningHours(week, MONDAY, '10:00')).toBe(true);
    expect(isWithinOpeningHours(week, MONDAY, '20:29')).toBe(true);
    expect(isWithinOpeningHours(week, MONDAY, '20:30')).toBe(false);
    expect(isWithinOpeningHours(week, MONDAY, '02:05')).toBe(false);
    expect(isWithinOpeningHours(week, SUNDAY, '10:30')).toBe(false);
    expect(isWithinOpeningHours(week, SUNDAY, '11:00')).toBe(true);
  });

  it('counts unknown hours, an empty time or a missing date as open', () => {
    expect(isWithinOpeningHours(null, MONDAY, '02:05')).toBe(true);
    expect(isWithinOpeningHours(week, MONDAY, '')).toBe(true);
    expect(isWithinOpeningHours(week, '', '02:05')).toBe(true);
  });
});
