/**
 * The demo's calendar: every date of the demo is relative to the salon's today (in its time zone), so the demo is
 * alive whatever day the app first starts. The salon's demo covers the first of last month to today; it is closed
 * on Tuesdays (a holiday in the cash book, no orders), except today, which is always open. Randomness is a small
 * seeded generator, so the same day of a demo gets the same rows on every start.
 */
import { salonDayStartInstant } from '@shared/dashboard';
import { addDays, daysBetween, firstOfMonth, salonTimeOfDay, salonToday } from '@shared/salon-time';

export interface DemoClock {
  timeZone: string;
  /** The salon's today (YYYY-MM-DD) and wall-clock time (HH:mm:ss) when seeding began. */
  today: string;
  time: string;
  /** The same moment as an instant (ms since the epoch). */
  nowMs: number;
}

export function demoClockAt(timeZone: string, instant: Date = new Date()): DemoClock {
  return {
    timeZone,
    today: salonToday(timeZone, instant),
    time: salonTimeOfDay(timeZone, instant),
    nowMs: instant.getTime(),
  };
}

/** The first day of the demo: the first of last month. */
export function demoStart(today: string): string {
  return firstOfMonth(addDays(firstOfMonth(today), -1));
}

const TUESDAY = 2;

export function isDemoHoliday(date: string, today: string): boolean {
  return date < today && new Date(`${date}T00:00:00Z`).getUTCDay() === TUESDAY;
}

export interface DemoDay {
  date: string;
  /** Days before today (0 is today). */
  daysAgo: number;
  isHoliday: boolean;
  isWeekend: boolean;
}

/** Every day of the demo, oldest first. */
export function demoDays(today: string): DemoDay[] {
  const start = demoStart(today);
  const length = daysBetween(start, today) + 1;
  return Array.from({ length }, (_, index) => {
    const date = addDays(start, index);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    return {
      date,
      daysAgo: length - 1 - index,
      isHoliday: isDemoHoliday(date, today),
      isWeekend: weekday === 0 || weekday === 6,
    };
  });
}

/** A small seeded generator (mulberry32): numbers in [0, 1), the same sequence for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** A whole number from `min` to `max`, both included. */
export function between(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function secondsOf(time: string): number {
  const [hours, minutes, seconds] = time.split(':').map(Number) as [number, number, number];
  return hours * 3600 + minutes * 60 + (seconds || 0);
}

function timeOf(totalSeconds: number): string {
  const seconds = Math.max(0, Math.min(totalSeconds, 86_399));
  const part = (value: number) => String(value).padStart(2, '0');
  return `${part(Math.floor(seconds / 3600))}:${part(Math.floor((seconds % 3600) / 60))}:${part(seconds % 60)}`;
}

/** A time of day from minutes after midnight. */
export function clockAt(minutes: number): string {
  return timeOf(minutes * 60);
}

/**
 * A time that has already come on `date`: the planned one, or on today when it is still ahead, a moment before the
 * seeding (`stepsBeforeNow` minutes before it, so the day's rows keep their order). Nothing is ever dated after now.
 */
export function pastTime(clock: DemoClock, date: string, planned: string, stepsBeforeNow: number): string {
  if (date !== clock.today || secondsOf(planned) <= secondsOf(clock.time)) return planned;
  return timeOf(secondsOf(clock.time) - 60 * (stepsBeforeNow + 1));
}

/**
 * The instant (ISO 8601, UTC) of a salon wall-clock time on a salon day, never later than the seeding moment.
 */
export function instantOf(clock: DemoClock, date: string, time: string): string {
  const start = Date.parse(salonDayStartInstant(date, clock.timeZone));
  return new Date(Math.min(start + secondsOf(time) * 1000, clock.nowMs)).toISOString();
}

/** The same month-day `years` earlier; a 29 February that year lacks becomes the 28th. */
export function yearsBefore(date: string, years: number): string {
  const year = String(Number(date.slice(0, 4)) - years).padStart(4, '0');
  const monthDay = date.slice(5);
  const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return monthDay === '02-29' && !isLeap(Number(year)) ? `${year}-02-28` : `${year}-${monthDay}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'November 2026' for any date of that month. */
export function monthName(date: string): string {
  return `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}
