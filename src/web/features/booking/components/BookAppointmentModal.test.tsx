import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mantine/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment } from '../../../../shared/appointments.schemas';
import type { Service } from '../../../../shared/catalogue.schemas';
import { renderAt, signIn, signOut, stubApi, testUser } from '../../../test/render';
import { bookingButtonProps, resetBookingModal } from '../booking-modal-store';

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

async function pickService(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name: string) {
  const input = within(dialog).getByRole('textbox', { name: 'Services' });
  await waitFor(() => expect(input).toBeEnabled());
  await user.click(input);
  await user.click(await screen.findByRole('option', { name }));
}

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));

afterEach(() => {
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
    expect((within(dialog).getByLabelText('Time') as HTMLInputElement).value).toMatch(/^\d{2}:\d{2}$/);
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
      date: '0000-00-00 00:00:00',
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
      date: '0000-00-00 00:00:00',
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
});
