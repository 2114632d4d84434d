/**
 * Attendance rules (docs/product.md#attendance, #entity-attendance, #attendance-states): wall-clock times, the state a
 * day's record is in, the hours worked and the dates the admin's review covers. Pure; both sides and the tests use it.
 */
import { ZERO_TIME } from './constants';
import { daysBetween, firstOfMonth } from './salon-time';

/** The longest date range the admin's review asks for at once (a year, leap day included). */
export const ATTENDANCE_RANGE_MAX_DAYS = 366;

/** The longest comment a check-in or check-out may carry. */
export const ATTENDANCE_COMMENT_MAX = 500;

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** A wall-clock time written HH:mm or HH:mm:ss, as HH:mm:ss; null when it is not one. */
export function clockTime(text: string): string | null {
  const match = CLOCK_TIME.exec(text.trim());
  if (!match) return null;
  return `${match[1]}:${match[2]}:${match[3] ?? '00'}`;
}

/** A time on the wire: '00:00:00' (and blank) mean not set (null), both ways (docs/architecture.md#data). */
export function timeFromWire(value: string | null | undefined): string | null {
  if (value === undefined || value === null || value.trim() === '' || value === ZERO_TIME) return null;
  return value;
}

export function timeToWire(value: string | null | undefined): string {
  return value ? value : ZERO_TIME;
}

function secondsOfDay(time: string): number {
  const [h, m, s] = time.split(':').map(Number) as [number, number, number];
  return h * 3600 + m * 60 + (s || 0);
}

/** Whole minutes worked from check-in to check-out; null while either is not set or they are out of order. */
export function workedMinutes(start: string | null | undefined, end: string | null | undefined): number | null {
  const from = timeFromWire(start);
  const to = timeFromWire(end);
  if (!from || !to) return null;
  const seconds = secondsOfDay(to) - secondsOfDay(from);
  return seconds < 0 ? null : Math.floor(seconds / 60);
}

/** Minutes as hours and minutes (the Total Hour column). */
export function hoursAndMinutes(total: number): { hours: number; minutes: number } {
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/**
 * What a staff member can do next on a day (docs/product.md#attendance-states): no record means Check In; a check-in
 * without a check-out means Check Out; once both are set the day is done and further attempts are refused.
 */
export type AttendanceStep = 'check-in' | 'check-out' | 'done';

export function nextAttendanceStep(
  record: { start_time: string | null; end_time: string | null } | null | undefined,
): AttendanceStep {
  if (!record || !timeFromWire(record.start_time)) return 'check-in';
  return timeFromWire(record.end_time) ? 'done' : 'check-out';
}

/** The review's date range when none is chosen: the first of the salon's month to the salon's today. */
export function defaultAttendanceRange(today: string): { start: string; end: string } {
  return { start: firstOfMonth(today), end: today };
}

export type RangeProblem = 'order' | 'length';

/** Why a date range cannot be reviewed, or null when it can (start ≤ end, at most a year of days). */
export function attendanceRangeProblem(start: string, end: string): RangeProblem | null {
  const days = daysBetween(start, end);
  if (days < 0) return 'order';
  return days + 1 > ATTENDANCE_RANGE_MAX_DAYS ? 'length' : null;
}

/**
 * The day whose absentees the review lists: the range's last day, or today when the range runs past today (nobody
 * can have marked a future day). Null when the whole range is in the future.
 */
export function notMarkedDateFor(start: string, end: string, today: string): string | null {
  const day = end < today ? end : today;
  return day < start ? null : day;
}

/** A check-out's comment joins the check-in's rather than replacing it. */
export function joinComments(existing: string, added: string): string {
  const parts = [existing.trim(), added.trim()].filter(Boolean);
  return parts.join('\n');
}
