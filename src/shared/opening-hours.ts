/**
 * The salon's opening hours, read from its schema.org-style text ('Mo-Su 10:00-20:30', or several groups such as
 * 'Mo-Sa 10:00-20:30, Su 11:00-18:00' or 'Mo,We,Fr 09:00-13:00 14:00-18:00'), and the booking form's default
 * slot: the next quarter hour the salon is open. The spec's Booking form asks for the current time as the default;
 * at 2 a.m. that offers a time nobody can come, so the default moves to the next opening slot, while any time the
 * customer types is still sent and the server still takes it.
 *
 * Pure: takes the text, the salon's date and wall-clock time; the caller reads them in the salon's time zone.
 * The text is read defensively: longer than OPENING_HOURS_MAX_CHARS, or with no readable group, it gives null and
 * the callers fall back to "open all day". Unknown words are skipped; a range that ends before it starts (open past
 * midnight) is skipped too. A range before any day holds for every day.
 */
import { addDays, salonTimeOfDay, salonToday } from './salon-time';

export const OPENING_HOURS_MAX_CHARS = 200;
export const SLOT_MINUTES = 15;
const MINUTES_PER_DAY = 24 * 60;
/** At most this many words are read, whatever the text holds. */
const MAX_TOKENS = 60;

/** Minutes after midnight, [open, close). */
export interface OpeningRange {
  open: number;
  close: number;
}

/** Index 0 is Monday, 6 is Sunday (the schema.org order). */
export type WeeklyHours = readonly (readonly OpeningRange[])[];

const DAY_NAMES = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;
const DAY_TOKEN = /^([a-z]{2})(?:-([a-z]{2}))?$/;
const RANGE_TOKEN = /^(\d{1,2}):(\d{2})-(\d{1,2}):(\d{2})$/;

function daysOf(token: string): number[] | null {
  const match = DAY_TOKEN.exec(token);
  if (!match) return null;
  const first = DAY_NAMES.indexOf(match[1] as (typeof DAY_NAMES)[number]);
  const last = match[2] === undefined ? first : DAY_NAMES.indexOf(match[2] as (typeof DAY_NAMES)[number]);
  if (first < 0 || last < 0) return null;
  // 'Fr-Mo' wraps over the week's end.
  const count = ((last - first + 7) % 7) + 1;
  return Array.from({ length: count }, (_, step) => (first + step) % 7);
}

function minutesOf(hours: string, minutes: string): number | null {
  const h = Number(hours);
  const m = Number(minutes);
  if (m > 59 || h > 24 || (h === 24 && m > 0)) return null;
  return h * 60 + m;
}

function rangeOf(token: string): OpeningRange | null {
  const match = RANGE_TOKEN.exec(token);
  if (!match) return null;
  const open = minutesOf(match[1]!, match[2]!);
  const close = minutesOf(match[3]!, match[4]!);
  if (open === null || close === null || close <= open) return null;
  return { open, close };
}

/** The week's opening hours, or null when the text holds none that can be read. */
export function parseOpeningHours(spec: string | null | undefined): WeeklyHours | null {
  if (typeof spec !== 'string' || spec.length > OPENING_HOURS_MAX_CHARS) return null;
  const week: OpeningRange[][] = DAY_NAMES.map(() => []);
  let days: number[] = [];
  let isAfterRange = false;
  let found = false;
  for (const token of spec
    .toLowerCase()
    .split(/[\s,;]+/)
    .slice(0, MAX_TOKENS)) {
    const named = daysOf(token);
    if (named) {
      // Days after a time range start a new group; days next to days join the same group ('Mo,We,Fr').
      days = isAfterRange ? named : [...days, ...named];
      isAfterRange = false;
      continue;
    }
    const range = rangeOf(token);
    if (!range) continue;
    // A range before any day ('10:00-20:00') holds for every day.
    if (days.length === 0 && !found) days = DAY_NAMES.map((_, day) => day);
    for (const day of new Set(days)) week[day]!.push(range);
    found = true;
    isAfterRange = true;
  }
  if (!found) return null;
  return week.map((ranges) => [...ranges].sort((a, b) => a.open - b.open));
}

/** Monday 0 … Sunday 6 of a YYYY-MM-DD date. */
export function weekdayOf(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

function minutesOfTime(time: string): number | null {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  return match ? minutesOf(match[1]!, match[2]!) : null;
}

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export interface BookingSlot {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
}

const ALWAYS_OPEN: WeeklyHours = DAY_NAMES.map(() => [{ open: 0, close: MINUTES_PER_DAY }]);

/**
 * The first quarter hour at or after `now` (HH:mm[:ss] on `today`) when the salon is open: now rounded up to 15
 * minutes when that falls inside a range, else the next range's opening, today or on a later day. Unknown hours
 * (null) count as open all day.
 */
export function nextOpeningSlot(hours: WeeklyHours | null, today: string, now: string): BookingSlot {
  const week = hours ?? ALWAYS_OPEN;
  const [h = 0, m = 0, s = 0] = now.split(':').map(Number);
  const exact = h * 60 + m + (s > 0 ? 1 : 0);
  const earliest = Math.ceil(exact / SLOT_MINUTES) * SLOT_MINUTES;
  // Eight days: today's later ranges, then a week ahead (the same weekday next week when only today opens).
  for (let offset = 0; offset <= 7; offset += 1) {
    const date = addDays(today, offset);
    for (const range of week[weekdayOf(date)] ?? []) {
      const start = offset === 0 ? Math.max(earliest, range.open) : range.open;
      if (start < range.close && start < MINUTES_PER_DAY) return { date, time: clock(start) };
    }
  }
  return nextOpeningSlot(null, today, now);
}

/** True when the salon is open at `time` (HH:mm) on `date` (YYYY-MM-DD); unknown hours or values count as open. */
export function isWithinOpeningHours(hours: WeeklyHours | null, date: string, time: string): boolean {
  const minutes = minutesOfTime(time);
  if (!hours || minutes === null || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return true;
  return (hours[weekdayOf(date)] ?? []).some((range) => minutes >= range.open && minutes < range.close);
}

/** The booking form's default date and time: the next opening slot from this instant, in the salon's time zone. */
export function defaultBookingSlot(
  spec: string | null | undefined,
  timeZone: string,
  instant = new Date(),
): BookingSlot {
  return nextOpeningSlot(parseOpeningHours(spec), salonToday(timeZone, instant), salonTimeOfDay(timeZone, instant));
}
