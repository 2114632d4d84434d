/**
 * Rules of the dashboard's figures (docs/product.md#dashboard, #entity-dashboard; issue 7, points 4 and 5): its date
 * range, an enquiry's price, and the days of the takings chart. Dates are the salon's calendar days.
 */
import { addDays, daysBetween, firstOfMonth, wallClockParts } from './salon-time';

/** The longest range the dashboard sums (a year, leap day included). */
export const DASHBOARD_RANGE_MAX_DAYS = 366;

/** At most this many upcoming enquiries are listed, and this many services are ranked. */
export const UPCOMING_ENQUIRY_LIMIT = 20;
export const TOP_SERVICES_LIMIT = 10;

/** The range when none is chosen: the first of the salon's month to its today. */
export function defaultDashboardRange(today: string): { start: string; end: string } {
  return { start: firstOfMonth(today), end: today };
}

export type RangeProblem = 'order' | 'length';

/** Why a range cannot be summed, or null when it can (start ≤ end, at most `maxDays` days). */
export function rangeProblem(start: string, end: string, maxDays: number): RangeProblem | null {
  const days = daysBetween(start, end);
  if (days < 0) return 'order';
  return days + 1 > maxDays ? 'length' : null;
}

/** Every day of a range, first to last. */
export function daysOf(start: string, end: string): string[] {
  const length = daysBetween(start, end) + 1;
  return Array.from({ length: Math.max(0, length) }, (_, offset) => addDays(start, offset));
}

/**
 * The instant (ISO 8601, UTC) a salon day begins: midnight of `day` in `timeZone`. Records stamped with an instant
 * (an appointment's created_at) belong to the salon day whose start they are at or after and whose end they are
 * before.
 */
export function salonDayStartInstant(day: string, timeZone: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d);
  // The zone's offset at an instant, in minutes; two passes settle days whose offset changes (none in India).
  const offsetAt = (instant: number) => {
    const parts = wallClockParts(new Date(instant), timeZone);
    const get = (type: string) => Number(parts[type]);
    const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
    return (wall - instant) / 60_000;
  };
  let instant = asUtc - offsetAt(asUtc) * 60_000;
  instant = asUtc - offsetAt(instant) * 60_000;
  return new Date(instant).toISOString();
}
