/**
 * Attendance (docs/product.md#attendance, #attendance-states, #api-attendance, #errors-back-office), on SQLite and
 * PostgreSQL.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ATTENDANCE_MESSAGES,
  type AttendanceGetAnswer,
  type AttendanceListAnswer,
  type AttendanceRecord,
} from '@shared/attendance.schemas';
import { addDays, salonToday } from '@shared/salon-time';
import { DEMO } from '@server/test/test-app';
import type { ErrorBody, SavedBody } from '@server/test/answers';
import { testAppForFile } from '@server/test/app-per-file';
import { demoUserIds } from '@server/test/demo-rows';

type Saved = SavedBody<AttendanceRecord> & ErrorBody;

const { t, tokens } = testAppForFile(['admin', 'staff', 'staff2', 'customer']);
let ids: { admin: number; staff: number; staff2: number; customer: number };

beforeAll(async () => {
  ids = await demoUserIds(t.context.db, 'admin', 'staff', 'staff2', 'customer');
});
afterEach(() => {
  vi.useRealTimers();
});

/** The server's clock, fixed (the tokens were issued later, so they stay valid). */
const clockAt = (instant: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) });

const add = (token: string, fields: Record<string, unknown>) =>
  t.call<Saved>('POST', '/api/attendance/add', { token, json: fields });
const get = (token: string, query = '') =>
  t.call<AttendanceGetAnswer & { message: string }>('GET', `/api/attendance/get${query}`, { token });
const list = (query = '') =>
  t.call<AttendanceListAnswer & { message: string; error: Record<string, string[]> }>(
    'GET',
    `/api/attendance/list${query}`,
    { token: tokens.admin },
  );
const rowsOf = (staffId: number, date: string) =>
  t.context.db.selectFrom('attendance').selectAll().where('staff_id', '=', staffId).where('date', '=', date).execute();

describe('a staff member marks their own day', () => {
  it('checks in, checks out, and a third attempt is refused with 409 and the toast text', async () => {
    clockAt('2026-03-02T03:30:00Z'); // 09:00 in Kolkata
    // The browser's times and date-less payload: the server's salon clock decides.
    const checkIn = await add(tokens.staff, { type: 1, start_time: '06:00', end_time: '00:00:00', comment: 'On time' });
    expect(checkIn.status).toBe(200);
    expect(checkIn.body.message).toBe('Attendance added successfully.');
    expect(checkIn.body.data).toEqual({
      id: expect.any(Number),
      staff_id: ids.staff,
      date: '2026-03-02',
      start_time: '09:00:00',
      end_time: '00:00:00',
      type: 1,
      comment: 'On time',
      staff: { id: ids.staff, name: 'Neha Sharma' },
    });

    clockAt('2026-03-02T12:45:30Z'); // 18:15:30
    const checkOut = await add(tokens.staff, {
      staff_id: ids.staff,
      date: '2026-03-02',
      type: 2,
      end_time: '23:00',
      comment: 'Left after the last client',
    });
    expect(checkOut.status).toBe(200);
    expect(checkOut.body.message).toBe('Attendance updated successfully.');
    expect(checkOut.body.data).toMatchObject({
      start_time: '09:00:00',
      end_time: '18:15:30',
      type: 2,
      comment: 'On time\nLeft after the last client',
    });

    clockAt('2026-03-02T13:00:00Z');
    for (const type of [2, 1]) {
      const again = await add(tokens.staff, { type });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({
        message: 'You Have Already Marked Your Attendence',
        error: 'You Have Already Marked Your Attendence',
        code: 'attendance.alreadyMarked',
      });
    }
    const rows = await rowsOf(ids.staff, '2026-03-02');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ start_time: '09:00:00', end_time: '18:15:30' });

    const seen = await get(tokens.staff);
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({ data: checkOut.body.data, date: '2026-03-02', now: '2026-03-02T13:00:00.000Z' });
  });

  it("takes the day and the time from the salon's clock in Asia/Kolkata, not UTC", async () => {
    clockAt('2026-03-04T20:00:00Z'); // still the 4th in UTC, 01:30 on the 5th in Kolkata
    const answer = await add(tokens.staff2, { type: 1 });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ date: '2026-03-05', start_time: '01:30:00' });
    expect((await get(tokens.staff2)).body).toMatchObject({ date: '2026-03-05', data: { id: answer.body.data.id } });
    expect((await get(tokens.staff2, '?date=2026-03-04')).body.data).toBeNull();
  });

  it('refuses a check-out before any check-in', async () => {
    clockAt('2026-03-06T05:00:00Z');
    const answer = await add(tokens.staff, { type: 2 });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(ATTENDANCE_MESSAGES.notCheckedIn);
    expect(await rowsOf(ids.staff, '2026-03-06')).toHaveLength(0);
  });

  it('refuses to mark another staff member or another day, and to show another staff member’s day', async () => {
    clockAt('2026-03-07T05:00:00Z');
    const other = await add(tokens.staff, { type: 1, staff_id: ids.staff2 });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(ATTENDANCE_MESSAGES.ownOnly);
    const yesterday = await add(tokens.staff, { type: 1, date: '2026-03-06', start_time: '09:00' });
    expect(yesterday.status).toBe(403);
    expect(yesterday.body.message).toBe(ATTENDANCE_MESSAGES.todayOnly);
    const tomorrow = await add(tokens.staff, { type: 1, date: '2026-03-08' });
    expect(tomorrow.status).toBe(403);
    expect(await rowsOf(ids.staff2, '2026-03-07')).toHaveLength(0);
    expect(await rowsOf(ids.staff, '2026-03-06')).toHaveLength(0);

    expect((await get(tokens.staff, `?staff_id=${ids.staff2}`)).status).toBe(403);
    expect((await get(tokens.staff, `?staff_id=${ids.staff}`)).status).toBe(200);
    expect((await t.call('POST', '/api/attendance/add', { token: tokens.customer, json: { type: 1 } })).status).toBe(
      403,
    );
  });

  it('lets only one of ten racing check-ins land, and only one of ten racing check-outs', async () => {
    clockAt('2026-03-09T04:00:00Z');
    const checkIns = await Promise.all(Array.from({ length: 10 }, () => add(tokens.staff2, { type: 1 })));
    expect(checkIns.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = checkIns.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => answer.status)).toEqual(Array(9).fill(409));
    expect(new Set(refused.map((answer) => answer.body.message))).toEqual(new Set([ATTENDANCE_MESSAGES.alreadyMarked]));
    expect(await rowsOf(ids.staff2, '2026-03-09')).toHaveLength(1);

    clockAt('2026-03-09T12:00:00Z');
    const checkOuts = await Promise.all(Array.from({ length: 10 }, () => add(tokens.staff2, { type: 2 })));
    expect(checkOuts.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(checkOuts.filter((answer) => answer.status === 409)).toHaveLength(9);
    expect((await rowsOf(ids.staff2, '2026-03-09'))[0]).toMatchObject({ start_time: '09:30:00', end_time: '17:30:00' });
  });

  it.each([
    ['no type', {}, 'type', ATTENDANCE_MESSAGES.type],
    ['type 3', { type: 3 }, 'type', ATTENDANCE_MESSAGES.type],
    ['a made-up date', { type: 1, date: '2026-02-30' }, 'date', ATTENDANCE_MESSAGES.date],
    ['a time that is not one', { type: 1, start_time: '9 am' }, 'start_time', ATTENDANCE_MESSAGES.time],
    ['a long comment', { type: 1, comment: 'x'.repeat(501) }, 'comment', 'At most 500 characters.'],
  ])('refuses %s with 422 and its message', async (_label, fields, field, message) => {
    const answer = await add(tokens.staff, fields);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual({ [field]: [message] });
  });

  it('answers no record as null, for the salon’s today', async () => {
    const answer = await get(tokens.staff, '?date=2020-01-01');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: null, date: '2020-01-01' });
    const today = await get(tokens.admin);
    expect(today.body.date).toBe(salonToday('Asia/Kolkata'));
    expect(Number.isNaN(Date.parse(today.body.now))).toBe(false);
  });
});

describe('the admin marks and corrects any staff member’s day', () => {
  const day = '2026-02-10';

  it('marks a check-in at the given time, sets and corrects times, and refuses times out of order', async () => {
    const checkIn = await add(tokens.admin, { staff_id: ids.staff2, date: day, type: 1, start_time: '09:15' });
    expect(checkIn.status).toBe(200);
    expect(checkIn.body.message).toBe('Attendance added successfully.');
    expect(checkIn.body.data).toMatchObject({ date: day, start_time: '09:15:00', end_time: '00:00:00', type: 1 });

    const checkOut = await add(tokens.admin, { staff_id: ids.staff2, date: day, type: 2, end_time: '17:40:20' });
    expect(checkOut.status).toBe(200);
    expect(checkOut.body.message).toBe(ATTENDANCE_MESSAGES.checkOutUpdated);
    expect(checkOut.body.data).toMatchObject({ start_time: '09:15:00', end_time: '17:40:20', type: 2 });

    const early = await add(tokens.admin, { staff_id: ids.staff2, date: day, type: 2, end_time: '08:00' });
    expect(early.status).toBe(422);
    expect(early.body.error).toEqual({ end_time: [ATTENDANCE_MESSAGES.endBeforeStart] });
    const late = await add(tokens.admin, { staff_id: ids.staff2, date: day, type: 1, start_time: '18:00' });
    expect(late.status).toBe(422);
    expect(late.body.error).toEqual({ start_time: [ATTENDANCE_MESSAGES.startAfterEnd] });

    const corrected = await add(tokens.admin, {
      staff_id: ids.staff2,
      date: day,
      type: 1,
      start_time: '10:00',
      comment: 'Came late, told the admin',
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body.message).toBe(ATTENDANCE_MESSAGES.checkInUpdated);
    expect(corrected.body.data).toMatchObject({
      start_time: '10:00:00',
      end_time: '17:40:20',
      comment: 'Came late, told the admin',
    });
    const checkOutAgain = await add(tokens.admin, { staff_id: ids.staff2, date: day, type: 2, end_time: '19:05' });
    expect(checkOutAgain.body.message).toBe(ATTENDANCE_MESSAGES.checkOutUpdated);
    expect(await rowsOf(ids.staff2, day)).toEqual([
      expect.objectContaining({ start_time: '10:00:00', end_time: '19:05:00' }),
    ]);
    const seen = await get(tokens.admin, `?staff_id=${ids.staff2}&date=${day}`);
    expect(seen.body.data).toMatchObject({
      start_time: '10:00:00',
      end_time: '19:05:00',
      staff: { name: 'Arjun Mehta' },
    });
  });

  it('refuses a check-out time for a day with no check-in', async () => {
    const answer = await add(tokens.admin, { staff_id: ids.staff, date: '2026-02-11', type: 2, end_time: '18:00' });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(ATTENDANCE_MESSAGES.notCheckedIn);
  });

  it.each([
    ['no staff member', () => ({ type: 1, start_time: '09:00' }), 'staff_id', ATTENDANCE_MESSAGES.staffRequired],
    [
      'an unknown staff member',
      () => ({ staff_id: 999_999, type: 1, start_time: '09:00' }),
      'staff_id',
      ATTENDANCE_MESSAGES.unknownStaff,
    ],
    [
      'a customer',
      () => ({ staff_id: ids.customer, type: 1, start_time: '09:00' }),
      'staff_id',
      ATTENDANCE_MESSAGES.unknownStaff,
    ],
    [
      'the admin',
      () => ({ staff_id: ids.admin, type: 1, start_time: '09:00' }),
      'staff_id',
      ATTENDANCE_MESSAGES.unknownStaff,
    ],
    [
      'a future day',
      () => ({ staff_id: ids.staff, type: 1, start_time: '09:00', date: addDays(salonToday('Asia/Kolkata'), 1) }),
      'date',
      ATTENDANCE_MESSAGES.futureDate,
    ],
    [
      'no check-in time',
      () => ({ staff_id: ids.staff, type: 1, date: '2026-02-12', start_time: '00:00:00' }),
      'start_time',
      ATTENDANCE_MESSAGES.timeRequired,
    ],
    [
      'no check-out time',
      () => ({ staff_id: ids.staff, type: 2, date: '2026-02-12' }),
      'end_time',
      ATTENDANCE_MESSAGES.timeRequired,
    ],
    [
      'an hour past 23',
      () => ({ staff_id: ids.staff, type: 1, date: '2026-02-12', start_time: '25:00' }),
      'start_time',
      ATTENDANCE_MESSAGES.time,
    ],
  ])('refuses %s with 422', async (_label, fields, field, message) => {
    const answer = await add(tokens.admin, fields());
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual({ [field]: [message] });
    expect(await rowsOf(ids.staff, '2026-02-12')).toHaveLength(0);
  });
});

describe('GET /api/attendance/list', () => {
  it('lists who marked a range with the staff member, and the active staff who did not mark its last day', async () => {
    const start = '2026-01-05';
    const end = '2026-01-06';
    await add(tokens.admin, { staff_id: ids.staff, date: start, type: 1, start_time: '09:00' });
    await add(tokens.admin, { staff_id: ids.staff, date: start, type: 2, end_time: '17:30' });
    await add(tokens.admin, { staff_id: ids.staff2, date: end, type: 1, start_time: '10:00' });
    await add(tokens.admin, { staff_id: ids.staff2, date: '2026-01-07', type: 1, start_time: '10:00' });

    const answer = await list(`?start_date=${start}&end_date=${end}`);
    expect(answer.status).toBe(200);
    expect(answer.body.start_date).toBe(start);
    expect(answer.body.end_date).toBe(end);
    expect(
      answer.body.data.map((record) => [record.date, record.staff.name, record.start_time, record.end_time]),
    ).toEqual([
      [end, 'Arjun Mehta', '10:00:00', '00:00:00'],
      [start, 'Neha Sharma', '09:00:00', '17:30:00'],
    ]);
    expect(answer.body.not_marked_date).toBe(end);
    // Only active staff: neither the admin nor customers.
    expect(answer.body.notMarked).toEqual([{ id: ids.staff, name: 'Neha Sharma', phone: DEMO.staff.phone }]);
  });

  it('takes today for the absentees when the range runs past it, and none for a range in the future', async () => {
    const today = salonToday('Asia/Kolkata');
    const running = await list(`?start_date=${addDays(today, -3)}&end_date=${addDays(today, 5)}`);
    expect(running.body.not_marked_date).toBe(today);
    const future = await list(`?start_date=${addDays(today, 1)}&end_date=${addDays(today, 5)}`);
    expect(future.status).toBe(200);
    expect(future.body).toMatchObject({ not_marked_date: null, notMarked: [], data: [] });
  });

  it('defaults to the first of the salon’s month through today', async () => {
    const today = salonToday('Asia/Kolkata');
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      start_date: `${today.slice(0, 7)}-01`,
      end_date: today,
      not_marked_date: today,
    });
  });

  it.each([
    [
      'a start after the end',
      '?start_date=2026-02-02&end_date=2026-02-01',
      'start_date',
      ATTENDANCE_MESSAGES.rangeOrder,
    ],
    ['more than 366 days', '?start_date=2025-01-01&end_date=2026-01-02', 'end_date', ATTENDANCE_MESSAGES.rangeLength],
    ['a date that is not one', '?start_date=yesterday', 'start_date', ATTENDANCE_MESSAGES.date],
  ])('refuses %s with 422', async (_label, query, field, message) => {
    const answer = await list(query);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual({ [field]: [message] });
  });

  it('accepts exactly 366 days and is for the admin only', async () => {
    expect((await list('?start_date=2024-01-01&end_date=2024-12-31')).status).toBe(200);
    for (const token of [tokens.staff, tokens.customer]) {
      expect((await t.call('GET', '/api/attendance/list', { token })).status).toBe(403);
    }
    expect((await t.call('GET', '/api/attendance/list')).status).toBe(401);
  });
});
