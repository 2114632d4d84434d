import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mantine/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Appointment } from '@shared/appointments.schemas';
import type { Service } from '@shared/catalogue.schemas';
import { PHONE_MAX_WIDTH } from '@web/lib/breakpoints';
import { renderAt, signIn, signOut, stubApi, testUser } from '@web/test/render';
import { matchMediaWith } from '@web/test/media';
import { bookingButtonProps, resetBookingModal } from '@web/lib/booking-modal';

const SERVICES: Service[] = [
  { id: 1, name: 'Hair Spa', price: 999, discount: 0, category_id: '4', sorting: 1, status: 1, comment: '' },
  { id: 2, name: 'Party Makeup', price: 2500, discount: 500, category_id: '1', sorting: 2, status: 1, comment: '' },
];

function appointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: 41,
    user_id: null,
    name: 'Asha',
    phone: '9876543210',
    email: '',
    date: '0000-00-00 00:00:00',
    comment: '',
    status: 0,
    status_text: '',
    services: JSON.stringify({
      services: [{ id: 1, name: 'Hair Spa', price: 999, quantity: 1, discount: 0, advance_payment: 0 }],
      bridalDay: {},
    }),
    total: 999,
    offer_id: null,
    staff_id: null,
    created_at: '2026-03-10T08:00:00.000Z',
    ...overrides,
  };
}

type Answer = { status?: number; body: unknown };

const STAFF_MEMBERS = [
  { id: 1, name: 'Simran Kaur', phone: '9999900001', user_type: 1 },
  { id: 2, name: 'Neha Sharma', phone: '9999900002', user_type: 2 },
];

function stubBooking(answer: Answer = { body: { message: 'Appointment Booked Sucessfully', data: appointment() } }) {
  return stubApi(({ url }) => {
    if (url === '/api/expense/culy_services') return { body: { data: SERVICES } };
    if (url === '/api/user/staffUsers') return { body: { data: STAFF_MEMBERS } };
    if (url === '/api/expense/makeAppoitment') return answer;
    return undefined;
  });
}

function bookingCall(fetchMock: ReturnType<typeof stubApi>) {
  const call = fetchMock.mock.calls.find(([url]) => url === '/api/expense/makeAppoitment');
  if (!call) return undefined;
  const init = call[1]!;
  return {
    body: JSON.parse(String(init.body)) as Record<string, unknown>,
    headers: init.headers as Record<string, string>,
  };
}

async function openModal(options?: Parameters<typeof bookingButtonProps>[0]) {
  const user = userEvent.setup();
  renderAt(<Button {...bookingButtonProps(options)}>Open booking</Button>);
  await user.click(screen.getByRole('button', { name: 'Open booking' }));
  const dialog = await screen.findByRole('dialog', { name: 'Book Appointment' });
  return { user, dialog };
}

/** Each option shows its name, then its price. */
async function pickService(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name: string) {
  const input = within(dialog).getByRole('textbox', { name: 'Services' });
  await waitFor(() => expect(input).toBeEnabled());
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${name} ₹`) }));
}

/**
 * The salon's clock: 02:30 on Tuesday 10 March 2026 in India (the test settings open 10:00 to 20:00 every day). Only
 * Date is faked; timers run as usual.
 */
function salonClockAt(instant: string) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) });
}
const BEFORE_OPENING = '2026-03-09T21:00:00Z';

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

beforeEach(() => salonClockAt(BEFORE_OPENING));

afterEach(() => {
  vi.useRealTimers();
  resetBookingModal();
  signOut();
});

describe('BookAppointmentModal', { timeout: 20_000 }, () => {
  it('checks the phone on blur and cuts what is typed to ten digits', async () => {
    stubBooking();
    const { user, dialog } = await openModal();
    const phone = within(dialog).getByRole('textbox', { name: /^Phone/ });

    await user.click(phone);
    await user.tab();
    expect(await within(dialog).findByText('Phone number is required!')).toBeInTheDocument();

    await user.type(phone, '98-76x5');
    expect(phone).toHaveValue('98765');
    await user.tab();
    expect(await within(dialog).findByText('Please Enter Valid Phone Number')).toBeInTheDocument();

    await user.type(phone, '43210999');
    expect(phone).toHaveValue('9876543210');
    await waitFor(() => expect(within(dialog).queryByText('Please Enter Valid Phone Number')).not.toBeInTheDocument());
  });

  it('asks for a service before sending anything', async () => {
    const fetchMock = stubBooking();
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));
    expect(await within(dialog).findByText('Please select at least one service.')).toBeInTheDocument();
    expect(bookingCall(fetchMock)).toBeUndefined();
  });

  it('sends the guest payload with an Idempotency-Key and shows the success dialog with the services', async () => {
    const fetchMock = stubBooking();
    const { user, dialog } = await openModal({ comment: 'I selected This Offer Diwali Glow' });

    expect(within(dialog).getByRole('textbox', { name: 'Comment' })).toHaveValue('I selected This Offer Diwali Glow');
    // At 02:30 the salon is closed: the date and time start at today's opening.
    expect(within(dialog).getByRole('button', { name: 'Date' })).toHaveTextContent('10 Mar 2026');
    expect(within(dialog).getByLabelText('Time')).toHaveValue('10:00');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Asha');
    await user.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '9876543210');
    await pickService(user, dialog, 'Hair Spa');
    await user.type(within(dialog).getByRole('textbox', { name: 'Extra details (optional)' }), 'Two guests');
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));

    const success = await screen.findByRole('dialog', { name: 'Appointment Booked Sucessfully' });
    expect(within(success).getByText('Not Mentioned')).toBeInTheDocument();
    expect(within(success).getByText('Hair Spa')).toBeInTheDocument();

    const call = bookingCall(fetchMock)!;
    expect(call.body).toEqual({
      name: 'Asha',
      email: '',
      phone: '9876543210',
      date: '2026-03-10 10:00',
      services: 'Hair Spa',
      comment: 'I selected This Offer Diwali Glow\nTwo guests',
    });
    expect(call.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9-]{16,}$/);

    await user.click(within(success).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is pre-filled from the signed-in user and sends user_id', async () => {
    signIn(testUser({ id: 7, name: 'Priya Sharma', phone: '9999900011', email: 'priya@example.com' }));
    const fetchMock = stubBooking({
      body: {
        message: 'Appointment Booked Sucessfully',
        data: appointment({ user_id: 7, name: 'Priya Sharma', date: '2026-12-24 16:05:00' }),
      },
    });
    const { user, dialog } = await openModal();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Priya Sharma');
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveValue('priya@example.com');
    expect(within(dialog).getByRole('textbox', { name: /^Phone/ })).toHaveValue('9999900011');
    await pickService(user, dialog, 'Hair Spa');
    await pickService(user, dialog, 'Party Makeup');
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));

    const success = await screen.findByRole('dialog', { name: 'Appointment Booked Sucessfully' });
    expect(within(success).getByText('24 Dec 2026 at 4:05 pm')).toBeInTheDocument();
    expect(bookingCall(fetchMock)!.body).toMatchObject({
      name: 'Priya Sharma',
      email: 'priya@example.com',
      phone: '9999900011',
      services: 'Hair Spa,Party Makeup',
      user_id: 7,
    });
  });

  it('lets staff choose the staff member (themselves first) and book products alone', async () => {
    signIn(testUser({ id: 2, name: 'Neha Sharma', phone: '9999900002', email: '', user_type: 2 }));
    const product = { name: 'Hair Serum', price: 1250.5, comment: 'Travel size' };
    const fetchMock = stubBooking({
      body: {
        message: 'Appointment Booked Sucessfully',
        data: appointment({
          user_id: 2,
          staff_id: 2,
          services: JSON.stringify({ services: [], products: [product], bridalDay: {} }),
          total: 1250.5,
        }),
      },
    });
    const { user, dialog } = await openModal();
    const staff = within(dialog).getByRole('textbox', { name: 'Staff' });
    await waitFor(() => expect(staff).toHaveValue('Neha Sharma'));
    expect(within(dialog).getByRole('textbox', { name: 'Services' })).not.toBeRequired();

    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    const form = within(dialog).getByRole('group', { name: 'Add Product' });
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Name is required!')).toBeInTheDocument();
    expect(within(form).getByText('Price is required!')).toBeInTheDocument();

    const price = within(form).getByRole('textbox', { name: /^Price/ });
    await user.type(price, '-1');
    await user.tab();
    expect(await within(form).findByText('Too little')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '5000.01');
    await user.tab();
    expect(await within(form).findByText('Very costly!')).toBeInTheDocument();
    expect(bookingCall(fetchMock)).toBeUndefined();

    await user.clear(price);
    await user.type(price, '1250.5');
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Hair Serum');
    await user.type(within(form).getByRole('textbox', { name: 'Comment' }), 'Travel size{Enter}');
    expect(await screen.findByText('Product has been added!')).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Add Product' })).not.toBeInTheDocument();
    const list = within(dialog).getByRole('list', { name: 'Products' });
    expect(within(list).getByText('Hair Serum')).toBeInTheDocument();
    expect(within(list).getByText('₹1,250.5')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));
    const success = await screen.findByRole('dialog', { name: 'Appointment Booked Sucessfully' });
    expect(within(success).getByText('Hair Serum (₹1,250.5)')).toBeInTheDocument();
    expect(bookingCall(fetchMock)!.body).toEqual({
      name: 'Neha Sharma',
      email: '',
      phone: '9999900002',
      date: '2026-03-10 10:00',
      services: '',
      comment: '',
      user_id: 2,
      staff_id: 2,
      products: JSON.stringify([product]),
    });
  });

  it('lets an admin pick another staff member and remove a product again', async () => {
    signIn(testUser({ id: 1, name: 'Simran Kaur', phone: '9999900001', user_type: 1 }));
    const fetchMock = stubBooking();
    const { user, dialog } = await openModal();
    const staff = within(dialog).getByRole('textbox', { name: 'Staff' });
    await waitFor(() => expect(staff).toHaveValue('Simran Kaur'));
    await user.click(staff);
    await user.click(await screen.findByRole('option', { name: 'Neha Sharma' }));
    expect(staff).toHaveValue('Neha Sharma');

    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    const form = within(dialog).getByRole('group', { name: 'Add Product' });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Nail Kit');
    await user.type(within(form).getByRole('textbox', { name: /^Price/ }), '0');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Remove Nail Kit' }));
    expect(within(dialog).queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();

    await pickService(user, dialog, 'Hair Spa');
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));
    await screen.findByRole('dialog', { name: 'Appointment Booked Sucessfully' });
    const body = bookingCall(fetchMock)!.body;
    expect(body).toMatchObject({ services: 'Hair Spa', user_id: 1, staff_id: 2 });
    expect(body).not.toHaveProperty('products');
  });

  it('shows a customer neither the staff member nor products, and sends neither', async () => {
    signIn(testUser({ id: 7, user_type: 3 }));
    const fetchMock = stubBooking();
    const { user, dialog } = await openModal();
    await pickService(user, dialog, 'Hair Spa');
    expect(within(dialog).queryByRole('textbox', { name: 'Staff' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Add Product' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));
    await screen.findByRole('dialog', { name: 'Appointment Booked Sucessfully' });
    const body = bookingCall(fetchMock)!.body;
    expect(body).not.toHaveProperty('staff_id');
    expect(body).not.toHaveProperty('products');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/staffUsers')).toBe(false);
  });

  it("puts a 422's field errors under the fields and shows any other failure's message", async () => {
    stubBooking({
      status: 422,
      body: {
        message: 'A chosen service is not available any more.',
        error: { services: ['A chosen service is not available any more.'] },
      },
    });
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '9876543210');
    await pickService(user, dialog, 'Hair Spa');
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));
    expect(await within(dialog).findByText('A chosen service is not available any more.')).toBeInTheDocument();
  });

  it('shows the server message as a toast when it names no field', async () => {
    stubBooking({
      status: 409,
      body: {
        message: 'This Idempotency-Key belongs to another booking.',
        error: 'This Idempotency-Key belongs to another booking.',
      },
    });
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '9876543210');
    await pickService(user, dialog, 'Hair Spa');
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));
    expect(await screen.findByText('This Idempotency-Key belongs to another booking.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Book Appointment' })).toBeInTheDocument();
  });
  describe('the date and time it starts with, and the opening hours', () => {
    it('after closing, starts at the next day’s opening', async () => {
      salonClockAt('2026-03-10T15:00:00Z'); // 20:30 in India, the salon closed at 20:00
      stubBooking();
      const { dialog } = await openModal();
      expect(within(dialog).getByRole('button', { name: 'Date' })).toHaveTextContent('11 Mar 2026');
      expect(within(dialog).getByLabelText('Time')).toHaveValue('10:00');
    });

    it('inside the hours, starts at the next quarter hour today', async () => {
      salonClockAt('2026-03-10T06:22:00Z'); // 11:52 in India
      stubBooking();
      const { dialog } = await openModal();
      expect(within(dialog).getByRole('button', { name: 'Date' })).toHaveTextContent('10 Mar 2026');
      expect(within(dialog).getByLabelText('Time')).toHaveValue('12:00');
    });

    it('shows the hours under the time and a note, not an error, for a time outside them', async () => {
      const fetchMock = stubBooking();
      const { user, dialog } = await openModal();
      expect(within(dialog).getByText('Opening hours: 10 am to 8 pm, every day')).toBeInTheDocument();
      expect(within(dialog).queryByTestId('booking-outside-hours')).not.toBeInTheDocument();

      const time = within(dialog).getByLabelText('Time');
      await user.clear(time);
      await user.type(time, '21:30');
      expect(await within(dialog).findByTestId('booking-outside-hours')).toHaveTextContent(
        'The salon is closed at this time.',
      );
      expect(time).not.toHaveAttribute('aria-invalid', 'true');

      // The note does not stop the booking: the time is sent as chosen.
      await user.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '9876543210');
      await pickService(user, dialog, 'Hair Spa');
      await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));
      await screen.findByRole('dialog', { name: 'Appointment Booked Sucessfully' });
      expect(bookingCall(fetchMock)!.body).toMatchObject({ date: '2026-03-10 21:30' });
    });

    it('shows no note once the time is back inside the hours', async () => {
      stubBooking();
      const { user, dialog } = await openModal();
      const time = within(dialog).getByLabelText('Time');
      await user.clear(time);
      await user.type(time, '09:45');
      expect(await within(dialog).findByTestId('booking-outside-hours')).toBeInTheDocument();
      await user.clear(time);
      await user.type(time, '19:45');
      await waitFor(() => expect(within(dialog).queryByTestId('booking-outside-hours')).not.toBeInTheDocument());
    });
  });

  it('shows each service’s price in the list on a laptop', async () => {
    stubBooking();
    const { user, dialog } = await openModal();
    const input = within(dialog).getByRole('textbox', { name: 'Services' });
    await waitFor(() => expect(input).toBeEnabled());
    await user.click(input);
    expect(await screen.findByRole('option', { name: 'Hair Spa ₹999' })).toBeInTheDocument();
    // The price to pay: ₹2,500 less the ₹500 discount.
    expect(screen.getByRole('option', { name: 'Party Makeup ₹2,000' })).toBeInTheDocument();
  });

  it('on a phone, opens the services as a checklist with prices and shows the chosen ones as removable chips', async () => {
    matchMediaWith(PHONE_MAX_WIDTH);
    const fetchMock = stubBooking();
    const { user, dialog } = await openModal();
    expect(within(dialog).queryByRole('textbox', { name: 'Services' })).not.toBeInTheDocument();
    const choose = within(dialog).getByRole('button', { name: 'Choose services' });
    await waitFor(() => expect(choose).toBeEnabled());
    await user.click(choose);

    const checklist = within(dialog).getByRole('group', { name: 'Choose services' });
    expect(within(dialog).queryByRole('button', { name: 'Book Appointment' })).not.toBeInTheDocument();
    const party = within(checklist).getByRole('checkbox', { name: /^Party Makeup ₹2,000/ });
    expect(party).toHaveTextContent('₹2,500');
    await user.click(within(checklist).getByRole('checkbox', { name: /^Hair Spa ₹999/ }));
    await user.click(party);
    expect(party).toHaveAttribute('aria-checked', 'true');
    expect(within(checklist).getByText('2 chosen')).toBeInTheDocument();

    await user.type(within(checklist).getByRole('searchbox', { name: 'Search services' }), 'makeup');
    expect(within(checklist).queryByRole('checkbox', { name: /^Hair Spa/ })).not.toBeInTheDocument();
    await user.click(within(checklist).getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add or change services' })).toHaveFocus());
    const chips = within(dialog).getByRole('list', { name: 'Services' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Hair Spa', 'Party Makeup']);
    await user.click(within(chips).getByRole('button', { name: 'Remove Party Makeup' }));
    expect(within(chips).getAllByRole('listitem')).toHaveLength(1);

    await user.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));
    await screen.findByRole('dialog', { name: 'Appointment Booked Sucessfully' });
    expect(bookingCall(fetchMock)!.body).toMatchObject({ services: 'Hair Spa' });
  });

  it('on a phone, asks for a service under the button and goes back to the form on Escape', async () => {
    matchMediaWith(PHONE_MAX_WIDTH);
    stubBooking();
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));
    expect(await within(dialog).findByText('Please select at least one service.')).toBeInTheDocument();

    const choose = within(dialog).getByRole('button', { name: 'Choose services' });
    await user.click(choose);
    await user.click(within(dialog).getByRole('checkbox', { name: /^Hair Spa/ }));
    await user.keyboard('{Escape}');
    // Escape leaves the list, not the booking.
    expect(screen.getByRole('dialog', { name: 'Book Appointment' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).queryByText('Please select at least one service.')).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByRole('button', { name: 'Remove Hair Spa' })).toBeInTheDocument();
  });
});
