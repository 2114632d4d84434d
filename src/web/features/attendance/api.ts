/**
 * Attendance calls (docs/product.md#api-attendance): GET attendance/get (the caller's day), GET attendance/list (the
 * admin's range) and POST attendance/add. Every mark refreshes everything under ['attendance'].
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ATTENDANCE_MESSAGES,
  type AttendanceGetAnswer,
  type AttendanceListAnswer,
  type AttendanceSavedAnswer,
  type AttendanceType,
} from '@shared/attendance.schemas';
import { ApiError, api } from '@web/lib/api';

export const ATTENDANCE_KEY = ['attendance'] as const;

/** The signed-in staff member's record of the salon's today (the server decides which day that is). */
export const myAttendanceQuery = queryOptions({
  queryKey: [...ATTENDANCE_KEY, 'mine'],
  queryFn: ({ signal }) => api.get<AttendanceGetAnswer>('/attendance/get', { signal }),
  staleTime: 0,
});

export function attendanceListQuery(start: string, end: string) {
  return queryOptions({
    queryKey: [...ATTENDANCE_KEY, 'list', { start, end }],
    queryFn: ({ signal }) =>
      api.get<AttendanceListAnswer>('/attendance/list', { query: { start_date: start, end_date: end }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * What a mark sends (docs/product.md#api-attendance): a staff member's own mark needs only the type and the comment.
 */
export interface AttendanceMark {
  type: AttendanceType;
  comment: string;
  staff_id?: number;
  date?: string;
  start_time?: string;
  end_time?: string;
}

export function useMarkAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mark: AttendanceMark) => api.post<AttendanceSavedAnswer>('/attendance/add', { ...mark }),
    // A refusal means the page was out of date (another tab, another device): show the day as it is.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ATTENDANCE_KEY }),
  });
}

export type AttendanceToast =
  | 'toast.checkInMarked'
  | 'toast.checkOutMarked'
  | 'toast.checkInUpdated'
  | 'toast.checkOutUpdated'
  | 'toast.alreadyMarked'
  | 'toast.failed';

/**
 * docs/product.md#errors-back-office: the answer's message picks the success toast; any other message is 'Something
 * went wrong please try Again'.
 */
export function successToast(message: string): AttendanceToast {
  switch (message) {
    case ATTENDANCE_MESSAGES.added:
      return 'toast.checkInMarked';
    case ATTENDANCE_MESSAGES.updated:
      return 'toast.checkOutMarked';
    case ATTENDANCE_MESSAGES.checkInUpdated:
      return 'toast.checkInUpdated';
    case ATTENDANCE_MESSAGES.checkOutUpdated:
      return 'toast.checkOutUpdated';
    default:
      return 'toast.failed';
  }
}

/**
 * A refused mark: the day already marked is the toast of docs/product.md#errors-back-office; another refusal the server
 * put in words (403, 409) shows those words; anything else (no connection, a server failure) is 'Something went wrong
 * please try Again'.
 */
export function failureToast(error: unknown): { key: AttendanceToast } | { text: string } {
  if (error instanceof ApiError) {
    if (error.message === ATTENDANCE_MESSAGES.alreadyMarked) return { key: 'toast.alreadyMarked' };
    if (error.status >= 400 && error.status < 500 && error.status !== 422) return { text: error.displayText };
  }
  return { key: 'toast.failed' };
}
