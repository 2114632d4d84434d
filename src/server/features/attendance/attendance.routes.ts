/**
 * Attendance (docs/product.md#attendance, #api-attendance): POST attendance/add, GET attendance/get, GET
 * attendance/list. The review's absentees are those of one day: the range's last day, or today when the range runs past
 * it.
 */
import type { FastifyInstance } from 'fastify';
import {
  attendanceAddSchema,
  attendanceGetAnswerSchema,
  attendanceGetQuery,
  attendanceListAnswerSchema,
  attendanceListQuery,
  attendanceSavedAnswerSchema,
} from '@shared/attendance.schemas';
import type { AppContext } from '@server/context';
import { ADMIN_ONLY, BACK_OFFICE, signedInUser } from '@server/plugins/auth';
import { FORM_BODIES, featureRoutes } from '@server/plugins/routes';
import { attendanceOfDay, attendanceReview, markAttendance } from './attendance.actions';
import { toAttendanceAnswer } from './attendance.mapper';

export function registerAttendanceRoutes(app: FastifyInstance, context: AppContext): void {
  const route = featureRoutes(app, ['attendance']);

  route.post('/api/attendance/add', {
    access: BACK_OFFICE,
    summary:
      'Check in (type 1) or check out (type 2). Staff: themselves, today, at the server’s clock; admin: any staff member, any day up to today, at start_time or end_time',
    consumes: FORM_BODIES,
    body: attendanceAddSchema,
    answer: attendanceSavedAnswerSchema,
    handler: (request) => markAttendance(context, signedInUser(request), request.body),
  });

  route.get('/api/attendance/get', {
    access: BACK_OFFICE,
    summary: 'A staff member’s record of a day (the caller and the salon’s today unless given; staff: their own)',
    querystring: attendanceGetQuery,
    answer: attendanceGetAnswerSchema,
    handler: async (request) => {
      const { row, date, now } = await attendanceOfDay(context, signedInUser(request), request.query);
      return { data: row ? toAttendanceAnswer(row) : null, date, now: now.toISOString() };
    },
  });

  route.get('/api/attendance/list', {
    access: ADMIN_ONLY,
    summary:
      'Every record from start_date to end_date (default: the first of the month to today, at most a year), and the active staff who have not marked the range’s last day (or today, when the range runs past it)',
    querystring: attendanceListQuery,
    answer: attendanceListAnswerSchema,
    handler: async (request) => {
      const { rows, notMarked, notMarkedDate, start, end } = await attendanceReview(context, request.query);
      return {
        data: rows.map(toAttendanceAnswer),
        notMarked,
        not_marked_date: notMarkedDate,
        start_date: start,
        end_date: end,
      };
    },
  });
}
