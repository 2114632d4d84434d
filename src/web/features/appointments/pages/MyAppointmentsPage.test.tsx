import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Appointment } from '@shared/appointments.schemas';
import { testAppointment } from '@web/test/appointments';
import { openAppAs, renderApp, signIn, stubApi, testUser } from '@web/test/render';

/** Priya's appointment as her own list shows it (no email on file). */
const appointment = (id: number, overrides: Partial<Appointment> = {}) =>
  testAppointment(id, { email: '', ...overrides });

/** GET /api/expense/myAppointments over a list, 5 per page, filtered by status like the server. */
function stubAppointments(all: Appointment[]) {
  const requests: URLSearchParams[] = [];
  const fetchMock = stubApi(({ url }) => {
    if (!url.startsWith('/api/expense/myAppointments')) return undefined;
    const query = new URLSearchParams(url.split('?')[1]);
    requests.push(query);
    const status = query.get('status');
    const matching = status === null ? all : all.filter((item) => item.status === Number(status));
    const page = Number(query.get('page'));
    const limit = Number(query.get('limit'));
    return { body: { data: matching.slice((page - 1) * limit, page * limit), total: matching.length } };
  });
  return { fetchMock, requests };
}

const card = (id: number) => screen.getByRole('article', { name: `Appointment #${id}` });

describe('My Appointments', () => {
  it('shows each appointment with its date, time, services, total and status', async () => {
    stubAppointments([
      appointment(12, { status: 2, status_text: 'The stylist is on leave that day.' }),
      appointment(11, { status: 2 }),
      appointment(10, { status: 1, date: '0000-00-00 00:00:00' }),
      appointment(9),
    ]);
    signIn();
    renderApp('/my-appointments');

    expect(await screen.findByRole('heading', { name: 'My Appointments' })).toBeInTheDocument();
    const inReview = within(await screen.findByRole('article', { name: 'Appointment #9' }));
    expect(inReview.getByText('In Review')).toBeInTheDocument();
    expect(inReview.getByText('Wed, 14 May 2031')).toBeInTheDocument();
    expect(inReview.getByText('4:30 PM')).toBeInTheDocument();
    expect(inReview.getByText('Hair Spa')).toBeInTheDocument();
    expect(inReview.getByText('× 2')).toBeInTheDocument();
    expect(inReview.getByText('₹1,798')).toBeInTheDocument();
    expect(inReview.getByText('₹3,298')).toBeInTheDocument();
    expect(inReview.queryByText('Rejection reason')).not.toBeInTheDocument();

    const approved = within(card(10));
    expect(approved.getByText('Approved')).toBeInTheDocument();
    expect(approved.getAllByText('Not Available')).toHaveLength(2);

    expect(within(card(12)).getByText('Rejected')).toBeInTheDocument();
    expect(within(card(12)).getByText('The stylist is on leave that day.')).toBeInTheDocument();
    expect(within(card(11)).getByText('There is no Rejection Reason Present')).toBeInTheDocument();
    expect(screen.getByText('That is every appointment.')).toBeInTheDocument();
  });

  it('loads 5 at a time, with a Load more button, and filters by status', async () => {
    const all = Array.from({ length: 7 }, (_, index) => appointment(20 - index, { status: index % 2 }));
    const { requests } = stubAppointments(all);
    const { user } = openAppAs(testUser(), '/my-appointments');

    expect(await screen.findByRole('article', { name: 'Appointment #20' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByText('7 appointments')).toBeInTheDocument();
    expect(requests[0]!.toString()).toBe('limit=5&page=1');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(7));
    expect(requests.at(-1)!.toString()).toBe('limit=5&page=2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Approved' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(requests.at(-1)!.toString()).toBe('limit=5&page=1&status=1');
    for (const item of screen.getAllByRole('article')) expect(within(item).getByText('Approved')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Rejected' }));
    expect(await screen.findByRole('heading', { name: 'No Appointments Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Services' })).toHaveAttribute('href', '/services');
  });
});
