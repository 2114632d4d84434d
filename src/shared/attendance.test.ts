import { describe, expect, it } from 'vitest';
import {
  attendanceRangeProblem,
  clockTime,
  defaultAttendanceRange,
  hoursAndMinutes,
  joinComments,
  nextAttendanceStep,
  notMarkedDateFor,
  timeFromWire,
  timeToWire,
  workedMinutes,
} from './attendance';
import { attendanceAddSchema, attendanceTimeFormSchema, ATTENDANCE_MESSAGES } from './attendance.schemas';
import { daysBetween, firstOfMonth } from './salon-time';

describe('attendance times', () => {
  it('reads HH:mm and HH:mm:ss as HH:mm:ss and nothing else', () => {
    expect(clockTime('09:05')).toBe('09:05:00');
    expect(clockTime(' 18:30:15 ')).toBe('18:30:15');
    expect(clockTime('23:59:59')).toBe('23:59:59');
    for (const bad of ['24:00', '9:05', '09:60', '09:05:60', '9 am', '', '09:05:00:00']) {
      expect(clockTime(bad), bad).toBeNull();
    }
  });

  it("keeps '00:00:00' and blank as not set, both ways", () => {
    expect(timeFromWire('00:00:00')).toBeNull();
    expect(timeFromWire('')).toBeNull();
    expect(timeFromWire(null)).toBeNull();
    expect(timeFromWire('09:00:00')).toBe('09:00:00');
    expect(timeToWire(null)).toBe('00:00:00');
    expect(timeToWire('09:00:00')).toBe('09:00:00');
  });

  it('counts whole minutes worked, none while the check-out is not set or out of order', () => {
    expect(workedMinutes('09:00:00', '17:30:00')).toBe(510);
    expect(workedMinutes('09:00:30', '09:01:29')).toBe(0);
    expect(workedMinutes('09:00:00', '00:00:00')).toBeNull();
    expect(workedMinutes('00:00:00', '17:00:00')).toBeNull();
    expect(workedMinutes('18:00:00', '09:00:00')).toBeNull();
    expect(hoursAndMinutes(510)).toEqual({ hours: 8, minutes: 30 });
    expect(hoursAndMinutes(59)).toEqual({ hours: 0, minutes: 59 });
  });
});

describe('the attendance states (docs/product.md#attendance-states)', () => {
  it('goes Check In, then Check Out, then done', () => {
    expect(nextAttendanceStep(null)).toBe('check-in');
    expect(nextAttendanceStep({ start_time: '00:00:00', end_time: '00:00:00' })).toBe('check-in');
    expect(nextAttendanceStep({ start_time: '09:00:00', end_time: '00:00:00' })).toBe('check-out');
    expect(nextAttendanceStep({ start_time: '09:00:00', end_time: null })).toBe('check-out');
    expect(nextAttendanceStep({ start_time: '09:00:00', end_time: '18:00:00' })).toBe('done');
  });

  it('joins a check-out comment to the check-in one', () => {
    expect(joinComments('', '')).toBe('');
    expect(joinComments('On time', '')).toBe('On time');
    expect(joinComments('', ' Left early ')).toBe('Left early');
    expect(joinComments('On time', 'Left early')).toBe('On time\nLeft early');
  });
});

describe('the review range', () => {
  it('defaults to the first of the month through today', () => {
    expect(defaultAttendanceRange('2026-11-22')).toEqual({ start: '2026-11-01', end: '2026-11-22' });
    expect(firstOfMonth('2024-02-29')).toBe('2024-02-01');
  });

  it('needs start ≤ end and at most 366 days', () => {
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
    expect(daysBetween('2026-03-02', '2026-03-01')).toBe(-1);
    expect(attendanceRangeProblem('2026-11-22', '2026-11-22')).toBeNull();
    expect(attendanceRangeProblem('2026-11-23', '2026-11-22')).toBe('order');
    expect(attendanceRangeProblem('2024-01-01', '2024-12-31')).toBeNull(); // 366 days, a leap year
    expect(attendanceRangeProblem('2025-01-01', '2026-01-01')).toBeNull(); // 366 days
    expect(attendanceRangeProblem('2025-01-01', '2025-12-31')).toBeNull();
    expect(attendanceRangeProblem('2025-01-01', '2026-01-02')).toBe('length');
  });

  it("lists absentees of the range's last day, or of today when the range runs past it", () => {
    expect(notMarkedDateFor('2026-11-01', '2026-11-10', '2026-11-22')).toBe('2026-11-10');
    expect(notMarkedDateFor('2026-11-01', '2026-11-30', '2026-11-22')).toBe('2026-11-22');
    expect(notMarkedDateFor('2026-11-23', '2026-11-30', '2026-11-22')).toBeNull();
  });
});

describe('attendance payloads', () => {
  it('reads the spec payload, with text numbers and not-set times', () => {
    const parsed = attendanceAddSchema.parse({
      staff_id: '3',
      start_time: '09:30',
      end_time: '00:00:00',
      date: '2026-11-22',
      type: '1',
      comment: '  hi ',
    });
    expect(parsed).toEqual({
      staff_id: 3,
      start_time: '09:30:00',
      end_time: null,
      date: '2026-11-22',
      type: 1,
      comment: 'hi',
    });
    expect(attendanceAddSchema.parse({ type: 2 })).toEqual({
      staff_id: undefined,
      start_time: null,
      end_time: null,
      date: undefined,
      type: 2,
      comment: '',
    });
  });

  it('asks the admin modals for a valid time, the comment being optional', () => {
    expect(attendanceTimeFormSchema.safeParse({ time: '09:30', comment: '' }).success).toBe(true);
    const missing = attendanceTimeFormSchema.safeParse({ time: '', comment: '' });
    expect(missing.error?.issues.map((issue) => issue.message)).toEqual([ATTENDANCE_MESSAGES.timeRequired]);
    const wrong = attendanceTimeFormSchema.safeParse({ time: '7 pm', comment: '' });
    expect(wrong.error?.issues.map((issue) => issue.message)).toEqual([ATTENDANCE_MESSAGES.time]);
  });
});
