import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Appointment } from '@shared/appointments.schemas';
import type { CartLine } from '@shared/cart.schemas';
import { salonToday } from '@shared/salon-time';
import { getSession } from '@web/lib/session';
import { renderApp, signIn, stubApi, testUser } from '@web/test/render';

const catalogue: Record<number, Omit<CartLine, 'quantity'>> = {
  3: { id: 3, name: 'Hair Spa', price: 999, discount: 100, category_id: '4', sorting: 1, status: 1 },
  5: { id: 5, name: 'Classic Facial', price: 1500, discount: 0, category_id: '3', sorting: 2, status: 1 },
};

const cartText = (items: Array<{ id: number; quantity: number }>) =>
  JSON.stringify(items.map(({ id, quantity }) => ({ ...catalogue[id]!, quantity })));

/** The server's cart_update and makeAppoitment, recording what the page sent. */
function stubSalon() {
  const sentCarts: Array<Array<{ id: number; quantity: number }>> = [];
  const bookings: Array<{ body: Record<string, unknown>; key: string | undefined }> = [];
  const fetchMock = stubApi(({ url, init }) => {
    if (url === '/api/expense/cart_update') {
      const items = JSON.parse(String((init.body as FormData).get('data'))) as Array<{ id: number; quantity: number }>;
      sentCarts.push(items);
      return { body: { data: { data: cartText(items) } } };
    }
    if (url === '/api/expense/makeAppoitment') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      const headers = init.headers as Record<string, string>;
      bookings.push({ body, key: headers['Idempotency-Key'] });
      const { services } = JSON.parse(String(body.services)) as { services: Array<{ id: number; quantity: number }> };
      const date = String(body.date);
      const appointment: Appointment = {
        id: 41,
        user_id: 7,
        name: String(body.name),
        phone: String(body.phone),
        email: '',
        date: date.length === 16 ? `${date}:00` : date,
        comment: '',
        status: 0,
        status_text: '',
        services: JSON.stringify({
          services: services.map(({ id, quantity }) => ({ ...catalogue[id]!, quantity, advance_payment: 0 })),
          bridalDay: {},
        }),
        total: 0,
        offer_id: null,
        staff_id: null,
        created_at: '2031-01-01T10:00:00Z',
      };
      return { body: { message: 'Appointment Booked Sucessfully', data: appointment } };
    }
    return undefined;
  });
  return { fetchMock, sentCarts, bookings };
}

/** A signed-in customer whose stored cart (and the server's copy, GET /api/user/details) holds these lines. */
function signInWithCart(items: Array<{ id: number; quantity: number }>) {
  const text = cartText(items);
  signIn(testUser({ cart: { data: text } }), 'token', text);
}

const summary = () => screen.getByRole('region', { name: 'Price details' });

describe('My Room', { timeout: 20_000 }, () => {
  it('shows every line with its charges, the note and the totals in rupees', async () => {
    stubSalon();
    signInWithCart([
      { id: 3, quantity: 2 },
      { id: 5, quantity: 1 },
    ]);
    renderApp('/cart');

    expect(await screen.findByRole('heading', { name: 'My Room' })).toBeInTheDocument();
    for (const column of ['Service', 'Quantity', 'Unit Charges', 'Discount', 'Total Charges']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    const spa = screen.getByRole('row', { name: /Hair Spa/ });
    expect(within(spa).getByText('₹999')).toBeInTheDocument();
    expect(within(spa).getByText('−₹100')).toBeInTheDocument();
    expect(within(spa).getByText('₹1,798')).toBeInTheDocument();
    const note = screen.getByText('Note: This price may vary till appointment confirmation.');
    expect(note.textContent).not.toContain('*');

    const totals = within(summary());
    expect(totals.getByText('₹3,498')).toBeInTheDocument(); // 999 × 2 + 1500
    expect(totals.getByText('−₹200')).toBeInTheDocument();
    expect(totals.getByText('₹3,298')).toBeInTheDocument();
  });

  it('changes quantities with plus and minus, and minus at 1 removes the line, syncing every change', async () => {
    const { sentCarts } = stubSalon();
    signInWithCart([
      { id: 3, quantity: 1 },
      { id: 5, quantity: 1 },
    ]);
    const user = userEvent.setup();
    renderApp('/cart');

    await user.click(await screen.findByRole('button', { name: 'One more Hair Spa' }));
    await user.click(screen.getByRole('button', { name: 'One more Hair Spa' }));
    await waitFor(() => expect(screen.getByLabelText('Quantity of Hair Spa')).toHaveTextContent('3'));
    await waitFor(() => expect(within(summary()).getByText('₹4,197')).toBeInTheDocument()); // 899 × 3 + 1500

    await user.click(screen.getByRole('button', { name: 'One less Hair Spa' }));
    await waitFor(() => expect(screen.getByLabelText('Quantity of Hair Spa')).toHaveTextContent('2'));

    await user.click(screen.getByRole('button', { name: 'Remove Classic Facial from My Room' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Classic Facial/ })).not.toBeInTheDocument());

    await waitFor(() =>
      expect(sentCarts).toEqual([
        [
          { id: 3, quantity: 2 },
          { id: 5, quantity: 1 },
        ],
        [
          { id: 3, quantity: 3 },
          { id: 5, quantity: 1 },
        ],
        [
          { id: 3, quantity: 2 },
          { id: 5, quantity: 1 },
        ],
        [{ id: 3, quantity: 2 }],
      ]),
    );
    expect(JSON.parse(getSession().cartText!)).toEqual([{ ...catalogue[3], quantity: 2 }]);

    await user.click(screen.getByRole('button', { name: 'One less Hair Spa' }));
    await user.click(await screen.findByRole('button', { name: 'Remove Hair Spa from My Room' }));
    expect(await screen.findByRole('heading', { name: 'Your Room Is Empty' })).toBeInTheDocument();
    await waitFor(() => expect(sentCarts.at(-1)).toEqual([]));
    expect(screen.getByRole('link', { name: 'Add Services' })).toHaveAttribute('href', '/services');
  });

  it("books with no date: the zero datetime is sent, 'Not Mentioned' shows and the cart is emptied", async () => {
    const { bookings, sentCarts } = stubSalon();
    signInWithCart([
      { id: 3, quantity: 2 },
      { id: 5, quantity: 1 },
    ]);
    const user = userEvent.setup();
    const { router } = renderApp('/cart');

    expect(await screen.findByLabelText('Pick Time')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your Appointment has been booked' });
    expect(within(dialog).getByText('Priya Sharma')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Not Mentioned')).toHaveLength(2);
    expect(within(dialog).getByText('Hair Spa × 2')).toBeInTheDocument();
    expect(within(dialog).getByText('Classic Facial')).toBeInTheDocument();

    expect(bookings).toHaveLength(1);
    expect(bookings[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(bookings[0]!.body).toEqual({
      name: 'Priya Sharma',
      phone: '9999900011',
      date: '0000-00-00 00:00:00',
      services: JSON.stringify({
        services: [
          { id: 3, quantity: 2 },
          { id: 5, quantity: 1 },
        ],
        bridalDay: {},
      }),
      user_id: 7,
    });
    await waitFor(() => expect(sentCarts).toEqual([[]]));
    expect(getSession().cartText).toBe('[]');

    await user.click(within(dialog).getByRole('button', { name: 'View Appointments' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-appointments'));
  });

  it('books with a picked date and time, sent in the salon time', async () => {
    const { bookings } = stubSalon();
    signInWithCart([{ id: 5, quantity: 1 }]);
    const user = userEvent.setup();
    renderApp('/cart');

    const today = salonToday('Asia/Kolkata');
    await user.click(await screen.findByRole('button', { name: 'Pick Date' }));
    const day = Number(today.slice(8));
    const todayButton = screen
      .getAllByRole('button')
      .find(
        (button) =>
          button.textContent === String(day) &&
          !button.hasAttribute('data-outside') &&
          !button.hasAttribute('data-disabled'),
      );
    expect(todayButton).toBeDefined();
    await user.click(todayButton!);
    const time = screen.getByLabelText('Pick Time');
    expect(time).toBeEnabled();
    fireEvent.change(time, { target: { value: '16:30' } });
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your Appointment has been booked' });
    expect(bookings[0]!.body.date).toBe(`${today} 16:30`);
    expect(within(dialog).getByText('4:30 PM')).toBeInTheDocument();
    expect(within(dialog).queryByText('Not Mentioned')).not.toBeInTheDocument();
  });

  it('shows the empty room with a link to the services', async () => {
    stubSalon();
    signIn(testUser());
    renderApp('/cart');
    expect(await screen.findByRole('heading', { name: 'Your Room Is Empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Services' })).toHaveAttribute('href', '/services');
  });
});
