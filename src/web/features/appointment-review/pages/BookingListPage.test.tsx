import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Appointment } from '@shared/appointments.schemas';
import { salonToday } from '@shared/salon-time';
import { testAppointment } from '@web/test/appointments';
import { openAppAs, renderApp, signIn, stubApi, testUser } from '@web/test/render';
import { itSendsHome } from '@web/test/guards';

interface Update {
  id: number;
  status: number;
  status_text: string;
}

/** The admin list (filtered by year and month like the server, 10 per page by default) and the status update. */
function stubReview(all: Appointment[]) {
  const lists: URLSearchParams[] = [];
  const updates: Update[] = [];
  const fetchMock = stubApi(({ url, init }) => {
    if (url.startsWith('/api/expense/appointmentList')) {
      const query = new URLSearchParams(url.split('?')[1]);
      lists.push(query);
      const year = query.get('year');
      const month = query.get('month');
      const prefix = year === null ? '' : month === null ? `${year}-` : `${year}-${month.padStart(2, '0')}`;
      // The server files a booking without a date under the month it was made: here, every month.
      const matching = all.filter((item) => item.date.startsWith(prefix) || item.date.startsWith('0000'));
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 10);
      return { body: { data: matching.slice((page - 1) * limit, page * limit), total: matching.length } };
    }
    if (url.startsWith('/api/expense/updateAppoitment')) {
      const body = JSON.parse(String(init.body)) as Update;
      updates.push(body);
      const index = all.findIndex((item) => item.id === body.id);
      all[index] = { ...all[index]!, status: body.status, status_text: body.status_text };
      return {
        body: { message: body.status === 1 ? 'Approved Successfully' : 'Rejected Successfully', data: all[index] },
      };
    }
    return undefined;
  });
  return { fetchMock, lists, updates };
}

const admin = testUser({ id: 1, name: 'Simran Kaur', user_type: 1 });
const MAY_2031 = '/booking-list?year=2031&month=5';
const card = (id: number) => screen.getByRole('article', { name: `Appointment #${id}` });
const listRequests = (lists: URLSearchParams[]) => lists.filter((query) => query.get('limit') === '10');

/** Opens the list at `path` as the admin, presses `action` on appointment #12 and gives the dialog it opens. */
async function openDialogOf(action: 'Approve' | 'Reject', path = MAY_2031) {
  const { user } = openAppAs(admin, path);
  await user.click(
    within(await screen.findByRole('article', { name: 'Appointment #12' })).getByRole('button', { name: action }),
  );
  return { user, dialog: await screen.findByRole('dialog', { name: `${action} appointment #12` }) };
}

/** Rejects appointment #12 as the admin, giving `reason` where there is one. */
async function rejectWith(reason: string) {
  const { user, dialog } = await openDialogOf('Reject');
  if (reason) await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), reason);
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
}

// The lazy page and a dialog or two in jsdom: more than the default 5 s on a busy machine, as the receipt's tests allow.
describe('Appointments review', { timeout: 20_000 }, () => {
  it('lists each appointment with its customer, date, services, price and the actions its status allows', async () => {
    stubReview([
      testAppointment(12, { comment: 'I selected This Offer Diwali Glow' }),
      testAppointment(11, { status: 1, name: 'Aman Gill', phone: '9999900013', email: '' }),
      testAppointment(10, { status: 2, status_text: 'The stylist is on leave.', date: '2031-05-20 11:00:00' }),
    ]);
    signIn(admin);
    renderApp(MAY_2031);

    expect(await screen.findByRole('heading', { level: 1, name: 'Appointments' })).toBeInTheDocument();
    const pending = within(await screen.findByRole('article', { name: 'Appointment #12' }));
    expect(pending.getByText('Priya Sharma')).toBeInTheDocument();
    expect(pending.getByRole('link', { name: '9999900011' })).toHaveAttribute('href', 'tel:9999900011');
    expect(pending.getByText('I selected This Offer Diwali Glow')).toBeInTheDocument();
    expect(pending.getByText('Wed, 14 May 2031')).toBeInTheDocument();
    expect(pending.getByText('4:30 PM')).toBeInTheDocument();
    expect(pending.getByText('Hair Spa')).toBeInTheDocument();
    expect(pending.getByText('₹3,298')).toBeInTheDocument();
    expect(pending.getByText('In Review')).toBeInTheDocument();
    expect(pending.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(pending.getByRole('button', { name: 'Reject' })).toBeInTheDocument();

    const approved = within(card(11));
    expect(approved.getByText('Aman Gill')).toBeInTheDocument();
    expect(approved.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(approved.getByRole('button', { name: 'Reject' })).toBeInTheDocument();

    const rejected = within(card(10));
    expect(rejected.getByText('The stylist is on leave.')).toBeInTheDocument();
    expect(rejected.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(rejected.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(screen.getByText('3 appointments')).toBeInTheDocument();
  });

  it("opens on this month of the salon's calendar and sends the chosen year, month and page", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 12 }, (_, index) =>
      testAppointment(100 - index, { date: `2029-03-${String(index + 1).padStart(2, '0')} 10:00:00` }),
    );
    const { lists } = stubReview(many);
    signIn(admin);
    const { router } = renderApp('/booking-list');

    const [year, month] = salonToday('Asia/Kolkata').split('-');
    await waitFor(() => expect(listRequests(lists).length).toBeGreaterThan(0));
    expect(Object.fromEntries(listRequests(lists)[0]!)).toEqual({
      limit: '10',
      page: '1',
      year,
      month: String(Number(month)),
    });

    await user.click(screen.getByRole('textbox', { name: 'Year' }));
    await user.click(await screen.findByRole('option', { name: '2029' }));
    await user.click(screen.getByRole('textbox', { name: 'Month' }));
    await user.click(await screen.findByRole('option', { name: 'March' }));

    expect(await screen.findByRole('article', { name: 'Appointment #100' })).toBeInTheDocument();
    expect(listRequests(lists).at(-1)!.get('year')).toBe('2029');
    expect(listRequests(lists).at(-1)!.get('month')).toBe('3');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('12 appointments')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('article', { name: 'Appointment #89' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(Object.fromEntries(listRequests(lists).at(-1)!)).toEqual({
      limit: '10',
      page: '2',
      year: '2029',
      month: '3',
    });
    expect(router.state.location.search).toBe('?year=2029&month=3&page=2');

    // A whole year: no month is sent, and a new filter starts again on page 1.
    await user.click(screen.getByRole('textbox', { name: 'Month' }));
    await user.click(await screen.findByRole('option', { name: 'All months' }));
    await waitFor(() => expect(router.state.location.search).toBe('?year=2029&month=all'));
    expect(Object.fromEntries(listRequests(lists).at(-1)!)).toEqual({ limit: '10', page: '1', year: '2029' });
  });

  it("shows 'No Appointments found!' when a month has none", async () => {
    stubReview([testAppointment(1)]);
    signIn(admin);
    renderApp('/booking-list?year=2024&month=2');
    expect(await screen.findByRole('heading', { name: 'No Appointments found!' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("approves after confirming and says 'Approved Successfully'", async () => {
    const { updates } = stubReview([
      testAppointment(12),
      testAppointment(11, { date: '2031-05-14 17:00:00', status: 1 }),
    ]);
    const { user, dialog } = await openDialogOf('Approve');
    expect(await within(dialog).findByText('Approve the appointment of Priya Sharma?')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Approved Successfully')).toBeInTheDocument();
    expect(updates).toEqual([{ id: 12, status: 1, status_text: '' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(card(12)).getByText('Approved')).toBeInTheDocument());
    expect(within(card(12)).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('warns before approving when another approved appointment has the same date and time', async () => {
    const { updates } = stubReview([
      testAppointment(12, { name: 'Neha Arora' }),
      testAppointment(9, { status: 1, name: 'Priya Sharma' }),
      // The zero date never clashes.
      testAppointment(8, { date: '0000-00-00 00:00:00' }),
      testAppointment(7, { date: '0000-00-00 00:00:00', status: 1 }),
    ]);
    const { user, dialog } = await openDialogOf('Approve');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Another approved appointment is at this date and time: #9 Priya Sharma (Wed, 14 May 2031, 4:30 PM). Approve anyway?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve anyway' }));
    expect(await screen.findByText('Approved Successfully')).toBeInTheDocument();
    expect(updates).toEqual([{ id: 12, status: 1, status_text: '' }]);
  });

  it('finds a clash elsewhere in the month by fetching it, and never for the zero date', async () => {
    const others = Array.from({ length: 10 }, (_, index) =>
      testAppointment(200 - index, { date: '2031-05-02 10:00:00' }),
    );
    const { lists } = stubReview([
      ...others,
      testAppointment(12, { date: '2031-05-30 12:00:00' }),
      testAppointment(3, { date: '2031-05-30 12:00:00', status: 1, name: 'Aman Gill' }),
      testAppointment(2, { date: '0000-00-00 00:00:00' }),
      testAppointment(1, { date: '0000-00-00 00:00:00', status: 1 }),
    ]);
    const { user, dialog } = await openDialogOf('Approve', `${MAY_2031}&page=2`);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('#3 Aman Gill (Fri, 30 May 2031, 12:00 PM)');
    const monthFetch = lists.find((query) => query.get('limit') === '100');
    expect(monthFetch && Object.fromEntries(monthFetch)).toEqual({ limit: '100', page: '1', year: '2031', month: '5' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(card(2)).getByRole('button', { name: 'Approve' }));
    const second = await screen.findByRole('dialog', { name: 'Approve appointment #2' });
    expect(await within(second).findByText('Approve the appointment of Priya Sharma?')).toBeInTheDocument();
  });

  it("rejects with a reason and says 'Rejected Successfully'", async () => {
    const { updates } = stubReview([testAppointment(12)]);
    await rejectWith('  The stylist is on leave that day. ');

    expect(await screen.findByText('Rejected Successfully')).toBeInTheDocument();
    expect(updates).toEqual([{ id: 12, status: 2, status_text: 'The stylist is on leave that day.' }]);
    await waitFor(() => expect(within(card(12)).getByText('The stylist is on leave that day.')).toBeInTheDocument());
  });

  it('offers Send on WhatsApp once approved: the date, time, services and address in a new tab', async () => {
    const user = userEvent.setup();
    stubReview([testAppointment(12, { phone: '+91 99999 00011' })]);
    signIn(admin);
    renderApp(MAY_2031);

    const pending = await screen.findByRole('article', { name: 'Appointment #12' });
    expect(within(pending).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    await user.click(within(pending).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve appointment #12' });
    await user.click(await within(dialog).findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved Successfully')).toBeInTheDocument();

    const send = await within(card(12)).findByRole('link', { name: 'Send on WhatsApp to Priya Sharma' });
    expect(send).toHaveTextContent('Send on WhatsApp');
    expect(send).toHaveAttribute('target', '_blank');
    expect(send).toHaveAttribute('rel', 'noopener noreferrer');
    const link = new URL(send.getAttribute('href')!);
    expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/919999900011');
    expect(link.searchParams.get('text')).toBe(
      [
        'Hello Priya Sharma,',
        'Your appointment at Curly Studio is confirmed for Wed, 14 May 2031 at 4:30 PM.',
        'Services: Hair Spa × 2, Classic Facial',
        'Address: 12 Mall Road, Ludhiana 160017',
        'See you soon!',
      ].join('\n'),
    );
  });

  it('offers Send on WhatsApp once rejected, with the reason', async () => {
    stubReview([testAppointment(12)]);
    await rejectWith('The stylist is on leave that day.');
    expect(await screen.findByText('Rejected Successfully')).toBeInTheDocument();

    const send = await within(card(12)).findByRole('link', { name: 'Send on WhatsApp to Priya Sharma' });
    expect(new URL(send.getAttribute('href')!).searchParams.get('text')).toBe(
      [
        'Hello Priya Sharma,',
        'We are sorry, Curly Studio cannot take your appointment for Wed, 14 May 2031 at 4:30 PM.',
        'Reason: The stylist is on leave that day.',
        'Please call us or book another time.',
      ].join('\n'),
    );
  });

  it('words the message for a booking without a date or time, an offer, no name, and offers none to a bad number', async () => {
    stubReview([
      testAppointment(14, { status: 1, date: '0000-00-00 00:00:00', name: '', phone: '9876500014' }),
      testAppointment(13, {
        status: 1,
        date: '2031-05-20 00:00:00',
        services: '{"services":[],"products":[],"bridalDay":{}}',
        comment: 'I selected This Offer Diwali Glow',
        offer_id: 4,
      }),
      testAppointment(12, { status: 2, status_text: '', phone: '12345' }),
      testAppointment(11, { status: 2, status_text: '', date: '0000-00-00 00:00:00' }),
    ]);
    signIn(admin);
    renderApp(MAY_2031);

    const textOf = (id: number, name: string) =>
      new URL(within(card(id)).getByRole('link', { name }).getAttribute('href')!).searchParams.get('text');
    await screen.findByRole('article', { name: 'Appointment #14' });
    expect(textOf(14, 'Send on WhatsApp to 9876500014')).toBe(
      [
        'Hello,',
        'Your appointment at Curly Studio is confirmed. We will call you to fix the time.',
        'Services: Hair Spa × 2, Classic Facial',
        'Address: 12 Mall Road, Ludhiana 160017',
        'See you soon!',
      ].join('\n'),
    );
    expect(textOf(13, 'Send on WhatsApp to Priya Sharma')).toBe(
      [
        'Hello Priya Sharma,',
        'Your appointment at Curly Studio is confirmed for Tue, 20 May 2031.',
        'Offer: Diwali Glow',
        'Address: 12 Mall Road, Ludhiana 160017',
        'See you soon!',
      ].join('\n'),
    );
    expect(within(card(12)).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(textOf(11, 'Send on WhatsApp to Priya Sharma')).toBe(
      [
        'Hello Priya Sharma,',
        'We are sorry, Curly Studio cannot take your appointment.',
        'Please call us or book another time.',
      ].join('\n'),
    );
  });

  it('shows the server message when an update fails', async () => {
    stubApi(({ url }) => {
      if (url.startsWith('/api/expense/appointmentList')) return { body: { data: [testAppointment(12)], total: 1 } };
      if (url.startsWith('/api/expense/updateAppoitment')) {
        return {
          status: 404,
          body: { message: 'This appointment does not exist.', error: 'This appointment does not exist.' },
        };
      }
      return undefined;
    });
    await rejectWith('');
    expect(await screen.findByText('This appointment does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Reject appointment #12' })).toBeInTheDocument();
  });

  itSendsHome(
    '/booking-list',
    ['staff', 'a customer'],
    () => stubReview([testAppointment(12)]).fetchMock,
    (fetchMock) => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('appointmentList'))).toBe(false),
  );
});
