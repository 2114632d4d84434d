/**
 * The demo staff's attendance (docs/product.md#attendance): a check-in around ten and a check-out around eight on
 * every open day from the first of last month to yesterday, a day's leave now and then, and one day a staff member
 * forgot to check out ('Not Checkout Yet'). Today is left unmarked, so each staff member checks in for real.
 * Written through the attendance repository, one record per staff member and day, in one statement.
 */
import { insertAttendanceRecords, type NewAttendance } from '@server/features/attendance/attendance.repository';
import type { Executor } from '../database';
import { between, clockAt, demoDays, pick, seededRandom } from './demo-calendar';

const LATE_REASONS = ['Traffic on the way', 'Metro was late', 'Dropped the kids at school'];

export async function insertDemoAttendance(tx: Executor, today: string, staffIds: readonly number[]): Promise<void> {
  const openDays = demoDays(today).filter((day) => day.daysAgo > 0 && !day.isHoliday);
  // The most recent open day at least five days ago: the first staff member forgot to check out.
  const forgotten = openDays.filter((day) => day.daysAgo >= 5).at(-1)?.date;
  const records: NewAttendance[] = [];
  for (const day of openDays) {
    const random = seededRandom(day.daysAgo * 31_337 + 11);
    for (const [index, staffId] of staffIds.entries()) {
      if (random() < 0.05) continue;
      const arrives = between(random, 585, 630);
      const isForgotten = day.date === forgotten && index === 0;
      records.push({
        staff_id: staffId,
        date: day.date,
        start_time: clockAt(arrives),
        end_time: isForgotten ? null : clockAt(between(random, 1170, 1230)),
        comment: arrives > 615 ? pick(random, LATE_REASONS) : '',
      });
    }
  }
  await insertAttendanceRecords(tx, records);
}
