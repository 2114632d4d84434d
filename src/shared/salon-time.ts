/**
 * "Today" and "now" are always the salon's, in its time zone (docs/architecture.md#data), never the machine's.
 * Pure: takes the instant and the zone, so both sides and the tests use the same arithmetic.
 */
import { ZERO_DATE } from './constants';

export const DEFAULT_SALON_TIMEZONE = 'Asia/Kolkata';

/** The wall-clock parts (year, month, day, hour, minute, second) of an instant in a zone, as written there. */
export function wallClockParts(instant: Date, timeZone: string): Record<string, string> {
  const formatter = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const result: Record<string, string> = {};
  for (const part of formatter.formatToParts(instant)) result[part.type] = part.value;
  return result;
}

/** The salon's calendar date, YYYY-MM-DD. */
export function salonToday(timeZone: string, instant: Date = new Date()): string {
  const p = wallClockParts(instant, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The salon's wall-clock time, HH:mm:ss. */
export function salonTimeOfDay(timeZone: string, instant: Date = new Date()): string {
  const p = wallClockParts(instant, timeZone);
  return `${p.hour}:${p.minute}:${p.second}`;
}

export function salonHour(timeZone: string, instant: Date = new Date()): number {
  return Number(wallClockParts(instant, timeZone).hour);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A date sent on the wire: the zero date and the empty string mean "not set" (null). */
export function dateFromWire(value: string | null | undefined): string | null {
  if (value === undefined || value === null || value === '' || value === ZERO_DATE) return null;
  return value;
}

export function dateToWire(value: string | null | undefined): string {
  return value ? value : ZERO_DATE;
}

/** The calendar date `days` after a YYYY-MM-DD date (negative goes back). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const utc = (isoDate: string) => {
    const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** The first day of the month of a YYYY-MM-DD date. */
export function firstOfMonth(isoDate: string): string {
  return `${isoDate.slice(0, 7)}-01`;
}

/** The last day 'YYYY-MM-DD' of a month (1 to 12) of a year. */
export function lastDayOfMonth(year: number, month: number): string {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}
