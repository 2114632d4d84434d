/**
 * Birthdays and anniversaries of the dashboard (docs/product.md#dashboard, #constants: a window of 15 days; issue 7,
 * point 5). Every date is a salon calendar date (YYYY-MM-DD) and "today" is the salon's. A day born or married on 29
 * February is celebrated on 28 February in the years that have no 29 February.
 */
import { addDays, daysBetween } from './salon-time';

/** The birthday and anniversary lists cover today and the 14 days after it. */
export const BIRTHDAY_WINDOW_DAYS = 15;

/** The longest window the API lists (a whole year, leap day included). */
export const BIRTHDAY_RANGE_MAX_DAYS = 366;

export interface DateWindow {
  /** First and last day, inclusive (YYYY-MM-DD). */
  start: string;
  end: string;
}

/** Today and the 14 days after it. */
export function birthdayWindow(today: string): DateWindow {
  return { start: today, end: addDays(today, BIRTHDAY_WINDOW_DAYS - 1) };
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The day a yearly date (a dob or an anniversary) falls on in `year`: 29 February is 28 February in common years. */
export function occurrenceIn(year: number, date: string): string {
  let monthDay = date.slice(5, 10);
  if (monthDay === '02-29' && !isLeapYear(year)) monthDay = '02-28';
  return `${String(year).padStart(4, '0')}-${monthDay}`;
}

/** The month-days ('MM-DD') a stored date may have to fall in the window, for filtering in SQL. */
export function monthDaysOf(window: DateWindow): string[] {
  const days = new Set<string>();
  const length = daysBetween(window.start, window.end) + 1;
  for (let offset = 0; offset < length; offset += 1) {
    const day = addDays(window.start, offset);
    days.add(day.slice(5));
    // 29 February is celebrated on 28 February when the window's year has no 29 February.
    if (day.slice(5) === '02-28' && !isLeapYear(Number(day.slice(0, 4)))) days.add('02-29');
  }
  return [...days].sort();
}

export interface YearlyDay {
  /** The day it falls on inside the window (YYYY-MM-DD). */
  date: string;
  /** Days from today to that day: 0 is today. */
  daysLeft: number;
  /** The age on a birthday, the count of years on an anniversary (at least 1). */
  years: number;
}

/**
 * The first time a dob or an anniversary comes round inside the window, counted from `today`; null when it does
 * not, or when it would not yet be a whole year (a date in the future, or the day itself).
 */
export function yearlyDayIn(original: string, window: DateWindow, today: string): YearlyDay | null {
  const firstYear = Number(window.start.slice(0, 4));
  const lastYear = Number(window.end.slice(0, 4));
  const originalYear = Number(original.slice(0, 4));
  for (let year = firstYear; year <= lastYear; year += 1) {
    const date = occurrenceIn(year, original);
    if (date < window.start || date > window.end) continue;
    const years = year - originalYear;
    if (years < 1) continue;
    return { date, daysLeft: daysBetween(today, date), years };
  }
  return null;
}

/** English ordinals: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 101st, 111th. */
export function ordinal(count: number): string {
  const lastTwo = count % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${count}th`;
  switch (count % 10) {
    case 1:
      return `${count}st`;
    case 2:
      return `${count}nd`;
    case 3:
      return `${count}rd`;
    default:
      return `${count}th`;
  }
}

export type Jubilee = 'silver' | 'golden';

/** The 25th anniversary is the Silver Jubilee and the 50th the Golden Jubilee (docs/product.md#dashboard). */
export function jubileeOf(years: number): Jubilee | null {
  if (years === 25) return 'silver';
  if (years === 50) return 'golden';
  return null;
}

/**
 * Hindi ordinals of a feminine noun (सालगिरह, an anniversary), as people write them: पहली, दूसरी, तीसरी, चौथी, छठी
 * in words, the others as the number with वीं (5वीं, 25वीं). docs/decisions/018-hindi-at-its-own-addresses.md.
 */
export function hindiOrdinal(count: number): string {
  const words: Record<number, string> = { 1: 'पहली', 2: 'दूसरी', 3: 'तीसरी', 4: 'चौथी', 6: 'छठी' };
  return words[count] ?? `${count}वीं`;
}
