/** An attendance record as the API answers it: times on the wire, the type its times make, and the staff member. */
import { timeFromWire, timeToWire } from '@shared/attendance';
import { ATTENDANCE_TYPE, type AttendanceRecord } from '@shared/attendance.schemas';
import type { AttendanceWithStaff } from './attendance.repository';

export function toAttendanceAnswer(row: AttendanceWithStaff): AttendanceRecord {
  return {
    id: row.id,
    staff_id: row.staff_id,
    date: row.date,
    start_time: timeToWire(row.start_time),
    end_time: timeToWire(row.end_time),
    type: timeFromWire(row.end_time) ? ATTENDANCE_TYPE.checkOut : ATTENDANCE_TYPE.checkIn,
    comment: row.comment,
    staff: { id: row.staff_id, name: row.staff_name },
  };
}
