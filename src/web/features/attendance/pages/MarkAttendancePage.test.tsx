import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AttendanceListAnswer, AttendanceRecord } from '@shared/attendance.schemas';
import { salonToday } from '@shared/salon-time';
import { PAGES } from '@web/pages';
import { openAppAs, renderApp, signIn, stubApi, testUser } from '@web/test/render';
import { itSendsHome } from '@web/test/guards';
import { headersOf } from '@web/test/tables';
import { openDialog } from '@web/test/dialogs';
import { submitTime } from '../test/time-modal';

// The page's code is loaded once, before the tests time anything (a busy machine can take seconds).
beforeAll(() => PAGES.markAttendance.preload(), 30_000);

const admin = testUser({ id: 1, name: 'Simran Kaur', user_type: 1 });
const today = () => salonToday('Asia/Kolkata');

function record(id: number, overrides: Partial<AttendanceRecord> = {}): AttendanceRecord {
  return {
    id,
    staff_id: 12,
    date: '2026-11-20',
    start_time: '09:00:00',
    end_time: '17:30:00',
    type: 2,
    comment: '',
    staff: { id: 12, name: 'Arjun Mehta' },
    ...overrides,
  };
}

function stubList(answer: Partial<AttendanceListAnswer> | 'fail', markAnswer?: { status?: number; body: unknown }) {
  const asked: string[] = [];
  const sent: unknown[] = [];
  stubApi(({ url, init }) => {
    if (url.startsWith('/api/attendance/list')) {
      asked.push(url);
      if (answer === 'fail') return { status: 500, body: { message: 'Server Error', error: 'Server Error' } };
      return {
        body: {
          data: [],
          notMarked: [],
          not_marked_date: today(),
          start_date: `${today().slice(0, 7)}-01`,
          end_date: today(),
          ...answer,
        },
      };
    }
    if (url.startsWith('/api/attendance/add') && markAnswer) {
      sent.push(JSON.parse(String(init.body)));
      return markAnswer;
    }
    return undefined;
  });
  return { asked, sent };
}

describe('MarkAttendancePage', () => {
  it('asks for the first of the month to today and shows both tables with the columns of the spec', async () => {
    const { asked } = stubList({
      data: [
        record(1),
        record(2, { staff_id: 13, staff: { id: 13, name: 'Neha Sharma' }, end_time: '00:00:00', type: 1 }),
      ],
      notMarked: [{ id: 14, name: 'Kiran Gill', phone: '9999900004' }],
    });
    signIn(admin);
    renderApp('/mark-attendence');
    const marked = await screen.findByRole('table', { name: 'Attendance marked' });
    expect(headersOf(marked)).toEqual(['#', 'Employee Name', 'Date', 'Check in', 'Check out', 'Total Hour']);
    const arjun = (await within(marked).findByText('Arjun Mehta')).closest('tr')!;
    expect(
      within(arjun)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Arjun Mehta', '20 Nov 2026', '9:00 AM', '5:30 PM', '8 h 30 min']);
    const neha = within(marked).getByText('Neha Sharma').closest('tr')!;
    expect(within(neha).getByText('Not Checkout Yet')).toBeInTheDocument();
    expect(within(neha).getByText('—')).toBeInTheDocument();

    const notMarked = screen.getByRole('table', { name: 'Not marked' });
    expect(headersOf(notMarked)).toEqual(['#', 'Employee Name', 'Staff Id', 'Mark Attendence']);
    const kiran = within(notMarked).getByText('Kiran Gill').closest('tr')!;
    expect(within(kiran).getByText('14')).toBeInTheDocument();
    expect(within(kiran).getByRole('button', { name: 'Mark attendance of Kiran Gill' })).toBeInTheDocument();

    expect(asked[0]).toBe(`/api/attendance/list?start_date=${today().slice(0, 7)}-01&end_date=${today()}`);
    expect(screen.getByText('2 records')).toBeInTheDocument();
  });

  it('marks a staff member who has not marked, with a check-in time, and says Check in Marked SuccessFully', async () => {
    const { sent } = stubList(
      { notMarked: [{ id: 14, name: 'Kiran Gill', phone: '9999900004' }] },
      {
        body: {
          message: 'Attendance added successfully.',
          data: record(9, { staff_id: 14, staff: { id: 14, name: 'Kiran Gill' } }),
        },
      },
    );
    const { user } = openAppAs(admin, '/mark-attendence');
    const dialog = await openDialog(user, 'Mark attendance of Kiran Gill', 'Check In');
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    const time = within(dialog).getByLabelText(/Check-in time/);
    expect((time as HTMLInputElement).value).toMatch(/^\d{2}:\d{2}$/);
    await submitTime(user, dialog, { time, value: '09:45', comment: 'Marked by the admin', button: 'Check In' });
    expect(await screen.findByText('Check in Marked SuccessFully')).toBeInTheDocument();
    expect(sent).toEqual([
      { type: 1, staff_id: 14, date: today(), comment: 'Marked by the admin', start_time: '09:45:00' },
    ]);
  });

  it('says when nobody marked and when everyone did', async () => {
    stubList({});
    signIn(admin);
    renderApp('/mark-attendence');
    expect(await screen.findByText('No attendance marked in these dates.')).toBeInTheDocument();
    expect(screen.getByText('Everyone has marked their attendance.')).toBeInTheDocument();
  });

  it('says when the dates have not come yet', async () => {
    stubList({ not_marked_date: null });
    signIn(admin);
    renderApp('/mark-attendence');
    expect(await screen.findByText('The chosen dates have not come yet.')).toBeInTheDocument();
  });

  it('says when the attendance could not be loaded', async () => {
    stubList('fail');
    signIn(admin);
    renderApp('/mark-attendence');
    expect(await screen.findByText('The attendance could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  itSendsHome('/mark-attendence', ['staff'], () => stubList({}));
});
