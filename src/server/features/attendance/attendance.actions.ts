/**
 * Marking attendance (docs/product.md#attendance, #attendance-states, #errors-back-office). A staff member marks
 * themselves, on the salon's today, at the server's salon clock: what the browser sends as times is ignored, so nobody
 * can check in for yesterday or at a time of their choosing. The admin marks or corrects any staff member's day up to
 * today. Each write runs in one transaction; the unique (staff_id, date) pair and the open-check-out condition keep
 * racing requests from marking a day twice. Reading: a staff member sees their own day, the admin anyone's and the
 * review of a range with the staff who have not marked its last day.
 */
import { attendanceRangeProblem, defaultAttendanceRange, joinComments, notMarkedDateFor } from '@shared/attendance';
import {
  ATTENDANCE_MESSAGES,
  ATTENDANCE_TYPE,
  type AttendanceAddPayload,
  type AttendanceGetQuery,
  type AttendanceListQuery,
  type AttendanceRecord,
} from '@shared/attendance.schemas';
import { isAdmin } from '@shared/roles';
import { salonTimeOfDay, salonToday } from '@shared/salon-time';
import type { AppContext } from '@server/context';
import { isUniqueViolation, type Executor } from '@server/db/database';
import type { UserRow } from '@server/db/tables';
import { HttpError, invalidInput } from '@server/plugins/errors';
import {
  findAttendance,
  findAttendanceById,
  findStaffMember,
  insertAttendance,
  listAttendance,
  listStaffNotMarked,
  setCheckOutIfOpen,
  updateAttendanceTimes,
} from './attendance.repository';
import { toAttendanceAnswer } from './attendance.mapper';

export interface MarkResult {
  message: string;
  data: AttendanceRecord;
}

const alreadyMarked = () => new HttpError(409, ATTENDANCE_MESSAGES.alreadyMarked);
const notCheckedIn = () => new HttpError(409, ATTENDANCE_MESSAGES.notCheckedIn);

/** The answer of a mark: its message and the record as it now stands. */
async function marked(db: Executor, id: number, message: string): Promise<MarkResult> {
  return { message, data: toAttendanceAnswer(await findAttendanceById(db, id)) };
}

/** Opens a day's record with its check-in. */
async function checkIn(db: Executor, staffId: number, date: string, time: string, comment: string) {
  const id = await insertAttendance(db, { staff_id: staffId, date, start_time: time, end_time: null, comment });
  return marked(db, id, ATTENDANCE_MESSAGES.added);
}

/** A second check-in of the same day raced in: the unique pair refused it. */
async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyMarked();
    throw error;
  }
}

/**
 * A staff member checks in or out now (docs/product.md#attendance-states: Check In, then Check Out, then nothing more
 * that day).
 */
async function markOwn({ db, config }: AppContext, caller: UserRow, body: AttendanceAddPayload): Promise<MarkResult> {
  if (body.staff_id !== undefined && body.staff_id !== caller.id) {
    throw new HttpError(403, ATTENDANCE_MESSAGES.ownOnly, { staff_id: [ATTENDANCE_MESSAGES.ownOnly] });
  }
  const now = new Date();
  const today = salonToday(config.timeZone, now);
  const time = salonTimeOfDay(config.timeZone, now);
  if (body.date !== undefined && body.date !== today) {
    throw new HttpError(403, ATTENDANCE_MESSAGES.todayOnly, { date: [ATTENDANCE_MESSAGES.todayOnly] });
  }
  return refusingDuplicates(() =>
    db.transaction().execute(async (trx) => {
      const existing = await findAttendance(trx, caller.id, today);
      if (body.type === ATTENDANCE_TYPE.checkIn) {
        if (existing) throw alreadyMarked();
        return checkIn(trx, caller.id, today, time, body.comment);
      }
      if (!existing || !existing.start_time) throw notCheckedIn();
      if (existing.end_time) throw alreadyMarked();
      // The admin may have set a check-in later than now.
      if (time < existing.start_time) throw new HttpError(409, ATTENDANCE_MESSAGES.endBeforeStart);
      const isClosed = await setCheckOutIfOpen(trx, existing.id, time, joinComments(existing.comment, body.comment));
      if (!isClosed) throw alreadyMarked();
      return marked(trx, existing.id, ATTENDANCE_MESSAGES.updated);
    }),
  );
}

/**
 * The admin marks a check-in (creating the day's record, or correcting its time) or sets a check-out time, for any
 * staff member on any day up to the salon's today.
 */
async function markAny({ db, config }: AppContext, body: AttendanceAddPayload): Promise<MarkResult> {
  if (body.staff_id === undefined) throw invalidInput({ staff_id: [ATTENDANCE_MESSAGES.staffRequired] });
  const today = salonToday(config.timeZone);
  const date = body.date ?? today;
  if (date > today) throw invalidInput({ date: [ATTENDANCE_MESSAGES.futureDate] });
  const isCheckIn = body.type === ATTENDANCE_TYPE.checkIn;
  const field = isCheckIn ? 'start_time' : 'end_time';
  const time = isCheckIn ? body.start_time : body.end_time;
  if (!time) throw invalidInput({ [field]: [ATTENDANCE_MESSAGES.timeRequired] });
  const staffId = body.staff_id;

  return refusingDuplicates(() =>
    db.transaction().execute(async (trx) => {
      if (!(await findStaffMember(trx, staffId))) throw invalidInput({ staff_id: [ATTENDANCE_MESSAGES.unknownStaff] });
      const existing = await findAttendance(trx, staffId, date);
      if (isCheckIn) {
        if (!existing) return checkIn(trx, staffId, date, time, body.comment);
        if (existing.end_time && time > existing.end_time) {
          throw invalidInput({ start_time: [ATTENDANCE_MESSAGES.startAfterEnd] });
        }
      } else {
        if (!existing || !existing.start_time) throw notCheckedIn();
        if (time < existing.start_time) throw invalidInput({ end_time: [ATTENDANCE_MESSAGES.endBeforeStart] });
      }
      await updateAttendanceTimes(trx, existing.id, {
        [field]: time,
        comment: joinComments(existing.comment, body.comment),
      });
      return marked(
        trx,
        existing.id,
        isCheckIn ? ATTENDANCE_MESSAGES.checkInUpdated : ATTENDANCE_MESSAGES.checkOutUpdated,
      );
    }),
  );
}

export function markAttendance(context: AppContext, caller: UserRow, body: AttendanceAddPayload): Promise<MarkResult> {
  return isAdmin(caller) ? markAny(context, body) : markOwn(context, caller, body);
}

/** A staff member's record of a day: the caller and the salon's today unless given; staff see only their own. */
export async function attendanceOfDay({ db, config }: AppContext, caller: UserRow, query: AttendanceGetQuery) {
  const staffId = query.staff_id ?? caller.id;
  if (!isAdmin(caller) && staffId !== caller.id) throw new HttpError(403, ATTENDANCE_MESSAGES.ownOnlyView);
  const now = new Date();
  const date = query.date ?? salonToday(config.timeZone, now);
  const row = await findAttendance(db, staffId, date);
  return { row, date, now };
}

/**
 * The admin's review of a range (default: the first of the month to today, at most a year): every record, and the
 * active staff who have not marked one day, the range's last day or today when the range runs past it.
 */
export async function attendanceReview({ db, config }: AppContext, query: AttendanceListQuery) {
  const today = salonToday(config.timeZone);
  const fallback = defaultAttendanceRange(today);
  const start = query.start_date ?? fallback.start;
  const end = query.end_date ?? fallback.end;
  const problem = attendanceRangeProblem(start, end);
  if (problem === 'order') throw invalidInput({ start_date: [ATTENDANCE_MESSAGES.rangeOrder] });
  if (problem === 'length') throw invalidInput({ end_date: [ATTENDANCE_MESSAGES.rangeLength] });
  const notMarkedDate = notMarkedDateFor(start, end, today);
  const [rows, notMarked] = await Promise.all([
    listAttendance(db, start, end),
    notMarkedDate ? listStaffNotMarked(db, notMarkedDate) : Promise.resolve([]),
  ]);
  return { rows, notMarked, notMarkedDate, start, end };
}
