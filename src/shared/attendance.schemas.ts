/**
 * Attendance payloads and answers (docs/product.md#entity-attendance, #validation-attendance, #api-attendance,
 * #errors-back-office). Times travel as HH:mm:ss with '00:00:00' for not set; dates as YYYY-MM-DD in the salon's
 * calendar.
 */
import { z } from 'zod';
import { namedRecordSchema, savedAnswer } from './answers';
import { ATTENDANCE_COMMENT_MAX, ATTENDANCE_RANGE_MAX_DAYS, clockTime, timeFromWire } from './attendance';
import {
  blankToUndefined,
  isShortText,
  optionalCalendarDate,
  optionalDateRange,
  optionalText,
  recordId,
  SHORT_TEXT_MAX,
  shortText,
} from './fields';

/** The payload's `type` (docs/product.md#entity-attendance): 1 check-in, 2 check-out. */
export const ATTENDANCE_TYPE = { checkIn: 1, checkOut: 2 } as const;
export type AttendanceType = (typeof ATTENDANCE_TYPE)[keyof typeof ATTENDANCE_TYPE];

export const ATTENDANCE_MESSAGES = {
  /** docs/product.md#errors-back-office: 'Check in Marked SuccessFully'. */
  added: 'Attendance added successfully.',
  /** docs/product.md#errors-back-office: 'Check Out Marked SuccessFully'. */
  updated: 'Attendance updated successfully.',
  /** The admin's Update Attendance (docs/product.md#errors-back-office: 'Check In Updated SuccessFully'). */
  checkInUpdated: 'Check-in time updated successfully.',
  /** The admin's Update Attendance (docs/product.md#errors-back-office: 'Check Out Updated SuccessFully'). */
  checkOutUpdated: 'Check-out time updated successfully.',
  alreadyMarked: 'You Have Already Marked Your Attendence',
  notCheckedIn: 'Please check in before checking out.',
  endBeforeStart: 'The check-out time cannot be before the check-in time.',
  startAfterEnd: 'The check-in time cannot be after the check-out time.',
  type: 'Type must be 1 (check in) or 2 (check out).',
  time: 'Please enter a valid time (HH:mm).',
  timeRequired: 'Please enter the time.',
  date: 'Please enter a valid date.',
  futureDate: 'Attendance cannot be marked for a future date.',
  ownOnly: 'You can only mark your own attendance.',
  todayOnly: 'You can only mark today’s attendance.',
  ownOnlyView: 'You can only see your own attendance.',
  staffRequired: 'Please choose a staff member.',
  unknownStaff: 'This staff member does not exist.',
  rangeOrder: 'The start date cannot be after the end date.',
  rangeLength: `Please choose at most ${ATTENDANCE_RANGE_MAX_DAYS} days.`,
} as const;

/** An optional calendar date; blank means "the default" (undefined). */
const optionalDate = optionalCalendarDate(ATTENDANCE_MESSAGES.date);

/** An optional staff id (a user id). */
const optionalStaffId = z.preprocess(blankToUndefined, recordId(ATTENDANCE_MESSAGES.unknownStaff).optional());

/** A time as HH:mm:ss, or null for not set ('', '00:00:00' or nothing). */
export const wireTime = z.preprocess(
  (value) => (value === undefined || value === null ? null : value),
  shortText(ATTENDANCE_MESSAGES.time)
    .transform((text, context) => {
      if (timeFromWire(text) === null) return null;
      const time = clockTime(text);
      if (!time) {
        context.addIssue({ code: 'custom', message: ATTENDANCE_MESSAGES.time });
        return z.NEVER;
      }
      return time === '00:00:00' ? null : time;
    })
    .nullable(),
);

const attendanceType = z.preprocess(
  (value) => (isShortText(value) && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z.literal([ATTENDANCE_TYPE.checkIn, ATTENDANCE_TYPE.checkOut], { error: ATTENDANCE_MESSAGES.type }),
);

/**
 * POST /api/attendance/add (docs/product.md#api-attendance). A staff member marks themselves, today, at the server's
 * clock (their times are ignored); the admin marks any staff member on any day up to today, at the times given.
 */
export const attendanceAddSchema = z.object({
  staff_id: optionalStaffId,
  start_time: wireTime,
  end_time: wireTime,
  date: optionalDate,
  type: attendanceType,
  comment: optionalText(ATTENDANCE_COMMENT_MAX),
});
export type AttendanceAddPayload = z.infer<typeof attendanceAddSchema>;

/** GET /api/attendance/get: the caller and the salon's today unless given. */
export const attendanceGetQuery = z.object({ date: optionalDate, staff_id: optionalStaffId });
export type AttendanceGetQuery = z.infer<typeof attendanceGetQuery>;

/** GET /api/attendance/list: the first of the salon's month to its today unless given. */
export const attendanceListQuery = z.object(optionalDateRange(ATTENDANCE_MESSAGES.date));
export type AttendanceListQuery = z.infer<typeof attendanceListQuery>;

export const attendanceRecordSchema = z.object({
  id: z.number(),
  staff_id: z.number(),
  date: z.string(),
  /** HH:mm:ss; '00:00:00' when not set. */
  start_time: z.string(),
  end_time: z.string(),
  /** 1 while only checked in, 2 once checked out. */
  type: z.number(),
  comment: z.string(),
  staff: namedRecordSchema,
});
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;

export const attendanceGetAnswerSchema = z.object({
  data: attendanceRecordSchema.nullable(),
  /** The day asked about (the salon's today unless another was given). */
  date: z.string(),
  /** The server's clock (an ISO instant), so a device whose clock is off still shows the salon's time. */
  now: z.string(),
});
export type AttendanceGetAnswer = z.infer<typeof attendanceGetAnswerSchema>;

export const notMarkedStaffSchema = z.object({ id: z.number(), name: z.string(), phone: z.string() });
export type NotMarkedStaff = z.infer<typeof notMarkedStaffSchema>;

export const attendanceListAnswerSchema = z.object({
  data: z.array(attendanceRecordSchema),
  /** Active staff with no record on `not_marked_date`. */
  notMarked: z.array(notMarkedStaffSchema),
  /** The range's last day, or today when the range runs past it; null when the whole range is in the future. */
  not_marked_date: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
});
export type AttendanceListAnswer = z.infer<typeof attendanceListAnswerSchema>;

export const attendanceSavedAnswerSchema = savedAnswer(attendanceRecordSchema);
export type AttendanceSavedAnswer = z.infer<typeof attendanceSavedAnswerSchema>;

/** The admin's time modals (Update Attendance, Mark Attendence's Check In): a time is needed, a comment is not. */
export const attendanceTimeFormSchema = z.object({
  time: z
    .string({ error: ATTENDANCE_MESSAGES.timeRequired })
    .trim()
    .min(1, { error: ATTENDANCE_MESSAGES.timeRequired, abort: true })
    .max(SHORT_TEXT_MAX, { error: ATTENDANCE_MESSAGES.time, abort: true })
    .refine((text) => clockTime(text) !== null, ATTENDANCE_MESSAGES.time),
  comment: optionalText(ATTENDANCE_COMMENT_MAX),
});
export type AttendanceTimeForm = z.infer<typeof attendanceTimeFormSchema>;
