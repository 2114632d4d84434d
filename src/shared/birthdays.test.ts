import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BIRTHDAY_WINDOW_DAYS,
  birthdayWindow,
  isLeapYear,
  jubileeOf,
  monthDaysOf,
  occurrenceIn,
  hindiOrdinal,
  ordinal,
  yearlyDayIn,
} from './birthdays';
import { addDays, daysBetween } from './salon-time';

/** Any calendar date from 1950 to 2100. */
const calendarDate = fc
  .date({ min: new Date(Date.UTC(1950, 0, 1)), max: new Date(Date.UTC(2100, 11, 31)), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('hindiOrdinal', () => {
  it('writes the first ones and the sixth in words, the others as the number with वीं', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 25, 50].map(hindiOrdinal)).toEqual([
      'पहली',
      'दूसरी',
      'तीसरी',
      'चौथी',
      '5वीं',
      'छठी',
      '7वीं',
      '25वीं',
      '50वीं',
    ]);
  });
});

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [24, '24th'],
    [101, '101st'],
    [102, '102nd'],
    [111, '111th'],
    [112, '112th'],
    [113, '113th'],
  ])('%i is %s', (count, text) => {
    expect(ordinal(count)).toBe(text);
  });

  it('always writes the number followed by one of st, nd, rd, th', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (count) => {
        expect(ordinal(count)).toMatch(new RegExp(`^${count}(st|nd|rd|th)$`));
      }),
    );
  });
});

describe('jubileeOf', () => {
  it('names the 25th the Silver Jubilee and the 50th the Golden Jubilee, and no other year', () => {
    expect(jubileeOf(25)).toBe('silver');
    expect(jubileeOf(50)).toBe('golden');
    for (const years of [1, 24, 26, 49, 51, 75, 100]) expect(jubileeOf(years)).toBeNull();
  });
});

describe('birthdayWindow', () => {
  it('is today and the 14 days after it: 15 days', () => {
    expect(birthdayWindow('2026-11-22')).toEqual({ start: '2026-11-22', end: '2026-12-06' });
    expect(BIRTHDAY_WINDOW_DAYS).toBe(15);
  });

  it('runs across a year end and through a leap day', () => {
    expect(birthdayWindow('2026-12-25')).toEqual({ start: '2026-12-25', end: '2027-01-08' });
    expect(birthdayWindow('2028-02-20')).toEqual({ start: '2028-02-20', end: '2028-03-05' });
    fc.assert(
      fc.property(calendarDate, (today) => {
        const window = birthdayWindow(today);
        expect(daysBetween(window.start, window.end)).toBe(BIRTHDAY_WINDOW_DAYS - 1);
      }),
    );
  });
});

describe('occurrenceIn', () => {
  it('keeps the month and day, and moves 29 February to 28 February in common years', () => {
    expect(occurrenceIn(2027, '1990-07-14')).toBe('2027-07-14');
    expect(occurrenceIn(2027, '2000-02-29')).toBe('2027-02-28');
    expect(occurrenceIn(2028, '2000-02-29')).toBe('2028-02-29');
    expect(occurrenceIn(2100, '2000-02-29')).toBe('2100-02-28');
    expect(occurrenceIn(2027, '2000-02-28')).toBe('2027-02-28');
  });

  it('knows the leap years of the Gregorian calendar', () => {
    expect([1900, 2000, 2024, 2026, 2100].map(isLeapYear)).toEqual([false, true, true, false, false]);
  });
});

describe('yearlyDayIn', () => {
  it('finds a birthday in the new year when the window crosses the year end', () => {
    const window = birthdayWindow('2026-12-25');
    expect(yearlyDayIn('1996-01-03', window, '2026-12-25')).toEqual({ date: '2027-01-03', daysLeft: 9, years: 31 });
    expect(yearlyDayIn('1996-12-31', window, '2026-12-25')).toEqual({ date: '2026-12-31', daysLeft: 6, years: 30 });
    expect(yearlyDayIn('1996-12-24', window, '2026-12-25')).toBeNull();
    expect(yearlyDayIn('1996-01-09', window, '2026-12-25')).toBeNull();
  });

  it('says today with 0 days left and the last day of the window with 14', () => {
    const window = birthdayWindow('2026-11-22');
    expect(yearlyDayIn('1980-11-22', window, '2026-11-22')).toEqual({ date: '2026-11-22', daysLeft: 0, years: 46 });
    expect(yearlyDayIn('2001-12-06', window, '2026-11-22')).toEqual({ date: '2026-12-06', daysLeft: 14, years: 25 });
    expect(yearlyDayIn('2001-12-07', window, '2026-11-22')).toBeNull();
  });

  it('celebrates 29 February on 28 February in a common year, and on 29 February in a leap year', () => {
    expect(yearlyDayIn('2000-02-29', birthdayWindow('2027-02-20'), '2027-02-20')).toEqual({
      date: '2027-02-28',
      daysLeft: 8,
      years: 27,
    });
    expect(yearlyDayIn('2000-02-29', birthdayWindow('2028-02-20'), '2028-02-20')).toEqual({
      date: '2028-02-29',
      daysLeft: 9,
      years: 28,
    });
    // A window that starts on 1 March of a common year has passed the day.
    expect(yearlyDayIn('2000-02-29', birthdayWindow('2027-03-01'), '2027-03-01')).toBeNull();
  });

  it('leaves out a date that is not yet a whole year old', () => {
    const window = birthdayWindow('2026-11-22');
    expect(yearlyDayIn('2026-11-25', window, '2026-11-22')).toBeNull();
    expect(yearlyDayIn('2025-11-25', window, '2026-11-22')).toEqual({ date: '2026-11-25', daysLeft: 3, years: 1 });
  });

  it('finds exactly the dates whose next coming round is within 15 days, with the right count of years', () => {
    fc.assert(
      fc.property(calendarDate, calendarDate, (today, original) => {
        fc.pre(original < today);
        const window = birthdayWindow(today);
        const found = yearlyDayIn(original, window, today);
        // The next day it comes round, on or after today.
        const year = Number(today.slice(0, 4));
        let next = occurrenceIn(year, original);
        if (next < today) next = occurrenceIn(year + 1, original);
        const years = Number(next.slice(0, 4)) - Number(original.slice(0, 4));
        if (daysBetween(today, next) < BIRTHDAY_WINDOW_DAYS && years >= 1) {
          expect(found).toEqual({ date: next, daysLeft: daysBetween(today, next), years });
        } else {
          expect(found).toBeNull();
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('monthDaysOf', () => {
  it('lists the 15 month-days of a window across the year end', () => {
    expect(monthDaysOf(birthdayWindow('2026-12-25'))).toEqual([
      '01-01',
      '01-02',
      '01-03',
      '01-04',
      '01-05',
      '01-06',
      '01-07',
      '01-08',
      '12-25',
      '12-26',
      '12-27',
      '12-28',
      '12-29',
      '12-30',
      '12-31',
    ]);
  });

  it('adds 02-29 when the window holds 28 February of a common year, and only then', () => {
    expect(monthDaysOf(birthdayWindow('2027-02-20'))).toContain('02-29');
    expect(monthDaysOf(birthdayWindow('2027-02-20'))).toHaveLength(16);
    expect(monthDaysOf(birthdayWindow('2028-02-20'))).toContain('02-29');
    expect(monthDaysOf(birthdayWindow('2028-02-20'))).toHaveLength(15);
    expect(monthDaysOf(birthdayWindow('2027-03-01'))).not.toContain('02-29');
  });

  it('holds the month-day of every date the window finds (the SQL filter never drops one)', () => {
    fc.assert(
      fc.property(calendarDate, calendarDate, (today, original) => {
        const window = birthdayWindow(today);
        if (yearlyDayIn(original, window, today)) expect(monthDaysOf(window)).toContain(original.slice(5));
      }),
      { numRuns: 2000 },
    );
  });

  it('covers every day of the year for a window of 366 days', () => {
    expect(monthDaysOf({ start: '2027-01-01', end: addDays('2027-01-01', 365) })).toHaveLength(366);
  });
});
