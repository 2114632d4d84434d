import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AttendanceListAnswer, AttendanceRecord } from '@shared/attendance.schemas';
import { salonToday } from '@shared/salon-time';
import { PAGES } from '@web/pages';
import { openAppAs, renderAt, stubApi, testUser } from '@web/test/render';
import { itSendsHome } from '@web/test/guards';
import { LiveClock } from '../components/LiveClock';
import { headersOf } from '@web/test/tables';
import { openDialog } from '@web/test/dialogs';
import { submitTime } from '../test/time-modal';

// The page's code is loaded once, before the tests time anything (a busy machine can take seconds).
beforeAll(() => PAGES.attendance.preload(), 30_000);

const staff = testUser({ id: 12, name: 'Arjun Mehta', user_type: 2 });
const admin = testUser({ id: 1, name: 'Simran Kaur', user_type: 1 });
const today = () => salonToday('Asia/Kolkata');

function record(overrides: Partial<AttendanceRecord> = {}): AttendanceRecord {
  return {
    id: 5,
    staff_id: 12,
    date: today(),
    start_time: '09:00:00',
    end_time: '00:00:00',
    type: 1,
    comment: '',
    staff: { id: 12, name: 'Arjun Mehta' },
    ...overrides,
  };
}

type Answer = { status?: number; body: unknown };

/** The staff member's day over a changing record; answers the POSTed bodies. */
function stubMyDay(days: Array<AttendanceRecord | null | 'fail'>, markAnswer: Answer) {
  const sent: unknown[] = [];
  let call = 0;
  stubApi(({ url, init }) => {
    if (url.startsWith('/api/attendance/get')) {
      const day = days[Math.min(call, days.length - 1)];
      call += 1;
      if (day === 'fail') return { status: 500, body: { message: 'Server Error', error: 'Server Error' } };
      return { body: { data: day, date: today(), now: new Date().toISOString() } };
    }
    if (url.startsWith('/api/attendance/add')) {
      sent.push(JSON.parse(String(init.body)));
      return markAnswer;
    }
    return undefined;
  });
  return sent;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('AttendancePage for staff', () => {
  it('shows the clock and an unmarked day, checks in with a comment and says Check in Marked SuccessFully', async () => {
    const sent = stubMyDay([null, record()], {
      body: { message: 'Attendance added successfully.', data: record() },
    });
    const { user } = openAppAs(staff, '/attendance');
    expect(await screen.findByText('Not Checked In Yet')).toBeInTheDocument();
    expect(screen.getByText('Not Checkout Yet')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'The salon’s time' })).toHaveTextContent(/\d{1,2}:\d{2}:\d{2} (AM|PM)/);

    await user.click(screen.getByRole('button', { name: 'Check In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check In' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Bus was late');
    await user.click(within(dialog).getByRole('button', { name: 'Check In' }));

    expect(await screen.findByText('Check in Marked SuccessFully')).toBeInTheDocument();
    expect(sent).toEqual([{ type: 1, comment: 'Bus was late' }]);
    expect(await screen.findByRole('button', { name: 'Check Out' })).toBeInTheDocument();
    expect(screen.getByText('9:00 AM')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks out and says Check Out Marked SuccessFully', async () => {
    const done = record({ end_time: '18:15:00', type: 2 });
    const sent = stubMyDay([record(), done], { body: { message: 'Attendance updated successfully.', data: done } });
    const { user } = openAppAs(staff, '/attendance');
    const dialog = await openDialog(user, 'Check Out');
    await user.click(within(dialog).getByRole('button', { name: 'Check Out' }));
    expect(await screen.findByText('Check Out Marked SuccessFully')).toBeInTheDocument();
    expect(sent).toEqual([{ type: 2, comment: '' }]);
    expect(await screen.findByRole('button', { name: 'Attendance marked for today' })).toBeDisabled();
  });

  it('shows the refusal of a page left open elsewhere, then the day as it is', async () => {
    const done = record({ end_time: '18:15:00', type: 2 });
    stubMyDay([record(), done], {
      status: 409,
      body: {
        message: 'You Have Already Marked Your Attendence',
        error: 'You Have Already Marked Your Attendence',
      },
    });
    const { user } = openAppAs(staff, '/attendance');
    await user.click(await screen.findByRole('button', { name: 'Check Out' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Check Out' }));
    expect(await screen.findByText('You Have Already Marked Your Attendence')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Attendance marked for today' })).toBeDisabled();
    expect(screen.getByText('6:15 PM')).toBeInTheDocument();
    expect(screen.getByText('9 h 15 min')).toBeInTheDocument();
  });

  it("says 'Something went wrong please try Again' for a message it does not know", async () => {
    stubMyDay([null], { body: { message: 'Something else.', data: record() } });
    const { user } = openAppAs(staff, '/attendance');
    await user.click(await screen.findByRole('button', { name: 'Check In' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Check In' }));
    expect(await screen.findByText('Something went wrong please try Again')).toBeInTheDocument();
  });

  it('says when the day could not be loaded and tries again', async () => {
    stubMyDay(['fail', 'fail', 'fail', null], { body: {} });
    const { user } = openAppAs(staff, '/attendance');
    expect(await screen.findByText('The attendance could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Check In' })).toBeInTheDocument();
  });

  itSendsHome('/attendance', ['a customer'], () => stubMyDay([null], { body: {} }));
});

describe('LiveClock', () => {
  it("shows the salon's time and moves each second", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: new Date('2026-11-22T03:30:00Z') });
    stubApi();
    renderAt(<LiveClock timeZone="Asia/Kolkata" />);
    const clock = screen.getByTestId('live-clock');
    expect(clock).toHaveTextContent('9:00:00 AM');
    expect(screen.getByText('Sunday, 22 November 2026')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(clock).toHaveTextContent('9:00:01 AM');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(clock).toHaveTextContent('9:01:01 AM');
  });

  it("runs on the server's clock when the device's is off", () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: new Date('2026-11-22T03:30:00Z') });
    stubApi();
    renderAt(<LiveClock timeZone="Asia/Kolkata" offsetMs={-5 * 60_000} />);
    expect(screen.getByTestId('live-clock')).toHaveTextContent('8:55:00 AM');
  });
});

describe('AttendancePage for the admin', () => {
  function stubToday(answer: Partial<AttendanceListAnswer>, markAnswer: Answer) {
    const sent: unknown[] = [];
    const asked: string[] = [];
    stubApi(({ url, init }) => {
      if (url.startsWith('/api/attendance/list')) {
        asked.push(url);
        return {
          body: {
            data: [],
            notMarked: [],
            not_marked_date: today(),
            start_date: today(),
            end_date: today(),
            ...answer,
          },
        };
      }
      if (url.startsWith('/api/attendance/add')) {
        sent.push(JSON.parse(String(init.body)));
        return markAnswer;
      }
      return undefined;
    });
    return { sent, asked };
  }

  it("lists today's attendance of every staff member and updates a check-out time", async () => {
    const { sent, asked } = stubToday(
      {
        data: [record()],
        notMarked: [{ id: 13, name: 'Neha Sharma', phone: '9999900002' }],
      },
      { body: { message: 'Check-out time updated successfully.', data: record({ end_time: '18:30:00' }) } },
    );
    const { user } = openAppAs(admin, '/attendance');
    const table = await screen.findByRole('table', { name: 'Attendance' });
    expect(headersOf(table)).toEqual(['#', 'Employee Name', 'Check in', 'Check out', 'Total Hour', 'Action']);
    const arjun = (await within(table).findByText('Arjun Mehta')).closest('tr')!;
    expect(within(arjun).getByText('9:00 AM')).toBeInTheDocument();
    expect(within(arjun).getByText('Not Checkout Yet')).toBeInTheDocument();
    const neha = within(table).getByText('Neha Sharma').closest('tr')!;
    expect(within(neha).getByText('Not Checked In Yet')).toBeInTheDocument();
    expect(asked[0]).toBe(`/api/attendance/list?start_date=${today()}&end_date=${today()}`);
    expect(screen.getByRole('link', { name: 'Mark Attendence' })).toHaveAttribute('href', '/mark-attendence');

    await user.click(within(arjun).getByRole('button', { name: 'Update attendance of Arjun Mehta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Attendance' });
    expect(within(dialog).getByRole('radio', { name: 'Check Out' })).toBeChecked();
    fireEvent.change(within(dialog).getByLabelText(/Check-out time/), { target: { value: '18:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Check Out Updated SuccessFully')).toBeInTheDocument();
    expect(sent).toEqual([{ type: 2, staff_id: 12, date: today(), comment: '', end_time: '18:30:00' }]);
  });

  it('updates a check-in time and says Check In Updated SuccessFully; a staff member not checked in has no check-out yet', async () => {
    const { sent } = stubToday(
      { data: [record()], notMarked: [{ id: 13, name: 'Neha Sharma', phone: '9999900002' }] },
      { body: { message: 'Check-in time updated successfully.', data: record({ start_time: '08:45:00' }) } },
    );
    const { user } = openAppAs(admin, '/attendance');
    await user.click(await screen.findByRole('button', { name: 'Update attendance of Neha Sharma' }));
    let dialog = await screen.findByRole('dialog', { name: 'Update Attendance' });
    expect(within(dialog).getByRole('radio', { name: 'Check Out' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Update attendance of Arjun Mehta' }));
    dialog = await screen.findByRole('dialog', { name: 'Update Attendance' });
    await user.click(within(dialog).getByRole('radio', { name: 'Check In' }));
    const time = within(dialog).getByLabelText(/Check-in time/);
    expect(time).toHaveValue('09:00');
    fireEvent.change(time, { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter the time.')).toBeInTheDocument();
    await submitTime(user, dialog, { time, value: '08:45', comment: 'Forgot to check in', button: 'Save' });
    expect(await screen.findByText('Check In Updated SuccessFully')).toBeInTheDocument();
    expect(sent).toEqual([
      { type: 1, staff_id: 12, date: today(), comment: 'Forgot to check in', start_time: '08:45:00' },
    ]);
  });

  it("puts the server's refusal of a time under the field", async () => {
    stubToday(
      { data: [record()] },
      {
        status: 422,
        body: {
          message: 'The check-out time cannot be before the check-in time.',
          error: { end_time: ['The check-out time cannot be before the check-in time.'] },
        },
      },
    );
    const { user } = openAppAs(admin, '/attendance');
    const dialog = await openDialog(user, 'Update attendance of Arjun Mehta', 'Update Attendance');
    fireEvent.change(within(dialog).getByLabelText(/Check-out time/), { target: { value: '08:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The check-out time cannot be before the check-in time.'),
    ).toBeInTheDocument();
  });
});
