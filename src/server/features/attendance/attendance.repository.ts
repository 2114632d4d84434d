/** Queries on the table the attendance feature owns (and the staff it is about). */
import type { Insertable } from 'kysely';
import { USER_TYPE, USER_STATUS } from '@shared/constants';
import { nowInstant, type Executor } from '@server/db/database';
import { insertStampedRows, insertStamped, stamped, updateStamped, type Unstamped } from '@server/db/stamped-rows';
import type { AttendanceRow, AttendanceTable } from '@server/db/tables';

export type AttendanceWithStaff = AttendanceRow & { staff_name: string };

const withStaff = (db: Executor) =>
  db
    .selectFrom('attendance')
    .innerJoin('users', 'users.id', 'attendance.staff_id')
    .selectAll('attendance')
    .select('users.name as staff_name');

export function findAttendance(db: Executor, staffId: number, date: string): Promise<AttendanceWithStaff | undefined> {
  return withStaff(db)
    .where('attendance.staff_id', '=', staffId)
    .where('attendance.date', '=', date)
    .executeTakeFirst();
}

export async function findAttendanceById(db: Executor, id: number): Promise<AttendanceWithStaff> {
  return withStaff(db).where('attendance.id', '=', id).executeTakeFirstOrThrow();
}

export type NewAttendance = Unstamped<'attendance'>;

/** The row a day's record is stored as: the inserts' here, and the large data set's (scripts/seed-large.ts). */
export function attendanceRow(record: NewAttendance, at: string = nowInstant()): Insertable<AttendanceTable> {
  return stamped(record, at);
}

/** Inserts a day's record; a second one for the same staff member and day fails on the unique pair. */
export function insertAttendance(db: Executor, record: NewAttendance): Promise<number> {
  return insertStamped(db, 'attendance', record);
}

/** Many days' records in one statement (the same unique pair holds for each). */
export async function insertAttendanceRecords(db: Executor, records: readonly NewAttendance[]): Promise<void> {
  await insertStampedRows(db, 'attendance', records);
}

/** Sets the check-out only while none is set: of two racing check-outs one changes the row, the other nothing. */
export async function setCheckOutIfOpen(db: Executor, id: number, endTime: string, comment: string): Promise<boolean> {
  const result = await db
    .updateTable('attendance')
    .set({ end_time: endTime, comment, updated_at: nowInstant() })
    .where('id', '=', id)
    .where('end_time', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updateAttendanceTimes(
  db: Executor,
  id: number,
  changes: { start_time?: string; end_time?: string; comment: string },
): Promise<void> {
  await updateStamped(db, 'attendance', id, changes);
}

/** Every record of a date range, newest day first, then by staff name. */
export function listAttendance(db: Executor, start: string, end: string): Promise<AttendanceWithStaff[]> {
  return withStaff(db)
    .where('attendance.date', '>=', start)
    .where('attendance.date', '<=', end)
    .orderBy('attendance.date', 'desc')
    .orderBy('users.name')
    .orderBy('attendance.id')
    .execute();
}

/** The users of the staff type, active or not. */
const staffUsers = (db: Executor) => db.selectFrom('users').where('users.user_type', '=', USER_TYPE.staff);

/** Active staff members with no record on a day, by name. */
export function listStaffNotMarked(db: Executor, date: string) {
  return staffUsers(db)
    .select(['users.id', 'users.name', 'users.phone'])
    .where('users.status', '=', USER_STATUS.activated)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('attendance')
            .select('attendance.id')
            .whereRef('attendance.staff_id', '=', 'users.id')
            .where('attendance.date', '=', date),
        ),
      ),
    )
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
}

/** A staff member whose attendance may be kept: a user of the staff type (active or not, for past days). */
export function findStaffMember(db: Executor, id: number) {
  return staffUsers(db).select(['id', 'name', 'status']).where('id', '=', id).executeTakeFirst();
}
