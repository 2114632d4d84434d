/**
 * Time (issue 8, point 8): at 00:30 in the salon's zone (Asia/Kolkata), which is still the day before in UTC and in
 * New York, a booking, an expense and a check-in land on the salon's date, whatever the process's TZ is.
 * `npm run test:time-zones` runs the whole API suite under TZ=UTC, Asia/Kolkata and America/New_York.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Appointment } from '@shared/appointments.schemas';
import { APPOINTMENT_MESSAGES } from '@shared/appointments.schemas';
import type { AttendanceRecord } from '@shared/attendance.schemas';
import { ZERO_DATETIME } from '@shared/constants';
import { EXPENSE_MESSAGES } from '@shared/expenses.schemas';
import { DEMO, startTestApp, type TestApp } from './test-app';

/** 00:30 on 1 April 2026 in Kolkata: 19:00 on 31 March in UTC, 15:00 on 31 March in New York. */
const INSTANT = '2026-03-31T19:00:00Z';
const SALON_DATE = '2026-04-01';
const UTC_DATE = '2026-03-31';
const ZONES = ['UTC', 'Asia/Kolkata', 'America/New_York'];

type Answer<T> = { message: string; data: T; error: string | Record<string, string[]> };

let t: TestApp;
let tokens: { admin: string; staff: string };
let staffId: number;
const processZone = process.env.TZ;

beforeAll(async () => {
  t = await startTestApp();
  tokens = { admin: await t.login(DEMO.admin), staff: await t.login(DEMO.staff) };
  staffId = (
    await t.context.db.selectFrom('users').select('id').where('phone', '=', DEMO.staff.phone).executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
  if (processZone === undefined) delete process.env.TZ;
  else process.env.TZ = processZone;
});

/** The process in `zone`, its clock at INSTANT (the tokens were issued later, so they stay valid). */
function at(zone: string): void {
  process.env.TZ = zone;
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(INSTANT) });
}

describe.each(ZONES)('at 00:30 in Kolkata, with the process in TZ=%s', (zone) => {
  it('the clock is where the test says', () => {
    at(zone);
    const local = new Date();
    expect(local.toISOString()).toBe('2026-03-31T19:00:00.000Z');
    // The process's own calendar says the 31st everywhere but in Kolkata.
    expect(local.getDate()).toBe(zone === 'Asia/Kolkata' ? 1 : 31);
  });

  it('files a booking with no date under the salon’s month, and takes the salon’s today as not past', async () => {
    at(zone);
    const undated = await t.call<Answer<Appointment>>('POST', '/api/expense/makeAppoitment', {
      json: { name: 'Night Owl', phone: '9876500001', services: 'Hydra Facial', comment: zone },
    });
    expect(undated.status).toBe(200);
    expect(undated.body.data.date).toBe(ZERO_DATETIME);
    const row = await t.context.db
      .selectFrom('appointments')
      .select(['list_month'])
      .where('id', '=', undated.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.list_month).toBe(SALON_DATE.slice(0, 7));
    const month = (m: number) =>
      t.call<{ data: Appointment[] }>('GET', `/api/expense/appointmentList?year=2026&month=${m}&limit=100`, {
        token: tokens.admin,
      });
    expect((await month(4)).body.data.map((a) => a.id)).toContain(undated.body.data.id);
    expect((await month(3)).body.data.map((a) => a.id)).not.toContain(undated.body.data.id);

    const today = await t.call<Answer<Appointment>>('POST', '/api/expense/makeAppoitment', {
      json: { name: 'Night Owl', phone: '9876500001', services: 'Hydra Facial', date: `${SALON_DATE} 10:00` },
    });
    expect(today.status).toBe(200);
    const utcDay = await t.call<Answer<Appointment>>('POST', '/api/expense/makeAppoitment', {
      json: { name: 'Night Owl', phone: '9876500001', services: 'Hydra Facial', date: `${UTC_DATE} 23:00` },
    });
    expect(utcDay.status).toBe(422);
    expect(utcDay.body.message).toBe(APPOINTMENT_MESSAGES.pastDate);
  });

  it('books an expense on the salon’s date and shows it in the default range, which ends on the salon’s today', async () => {
    await t.context.db.deleteFrom('expenses').execute();
    at(zone);
    const added = await t.call<Answer<{ date: string }>>('POST', '/api/expense/add', {
      token: tokens.staff,
      json: { date: SALON_DATE, total: 1000, cash: 0, online: 0, expense: 100, comment: `Night shift ${zone}` },
    });
    expect(added.status, added.text).toBe(200);
    expect(added.body.data.date).toBe(SALON_DATE);

    const book = await t.call<{ data: { date: string }[]; start_date: string; end_date: string }>(
      'GET',
      '/api/expense/all',
      { token: tokens.staff },
    );
    expect(book.status).toBe(200);
    expect(book.body).toMatchObject({ start_date: SALON_DATE, end_date: SALON_DATE });
    expect(book.body.data.map((entry) => entry.date)).toEqual([SALON_DATE]);

    const last = await t.call<{ date: string | null }>('POST', '/api/expense/lastExpense', { token: tokens.staff });
    expect(last.body.date).toBe(SALON_DATE);
    // The UTC date is the day before the salon's: an entry for it now comes too late.
    const utcDay = await t.call<Answer<unknown>>('POST', '/api/expense/add', {
      token: tokens.staff,
      json: { date: UTC_DATE, total: 10, cash: 0, online: 0, expense: 0 },
    });
    expect(utcDay.status).toBe(422);
    expect(utcDay.body.error).toEqual({ date: [EXPENSE_MESSAGES.previousDate] });
  });

  it('checks a staff member in on the salon’s date at the salon’s time', async () => {
    await t.context.db.deleteFrom('attendance').where('staff_id', '=', staffId).execute();
    at(zone);
    const checkIn = await t.call<Answer<AttendanceRecord>>('POST', '/api/attendance/add', {
      token: tokens.staff,
      json: { type: 1 },
    });
    expect(checkIn.status, checkIn.text).toBe(200);
    expect(checkIn.body.data).toMatchObject({ date: SALON_DATE, start_time: '00:30:00' });
    const today = await t.call<{ date: string; data: AttendanceRecord | null }>('GET', '/api/attendance/get', {
      token: tokens.staff,
    });
    expect(today.body.date).toBe(SALON_DATE);
    expect(today.body.data?.id).toBe(checkIn.body.data.id);
    const rows = await t.context.db.selectFrom('attendance').select('date').where('staff_id', '=', staffId).execute();
    expect(rows).toEqual([{ date: SALON_DATE }]);
  });
});
