import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ORDER_MESSAGES, type Order } from '@shared/orders.schemas';
import { salonToday } from '@shared/salon-time';
import { AppProviders } from '@web/AppProviders';
import { createQueryClient } from '@web/lib/query-client';
import { AppRoutes } from '@web/router';
import { AMAN, NEHA, sampleOrder } from '@web/test/orders';
import { renderApp, signIn, staffListAnswer, stubApi, testUser } from '@web/test/render';
import { headersOf } from '@web/test/tables';

const admin = testUser({ id: 1, name: 'Simran Kaur', user_type: 1, phone: '9999900001' });
const staff = testUser({ id: 2, name: 'Neha Sharma', user_type: 2, phone: '9999900002' });

function order(uid: string, overrides: Partial<Order> = {}): Order {
  return {
    ...sampleOrder(uid, { facial: [NEHA], spa: [NEHA, AMAN] }),
    ...overrides,
  };
}

interface Payment {
  uid: string;
  cash: string;
  online: string;
  paymentId: string | null;
}

/** The staff list: the members who work on the orders' lines. */
const STAFF = [
  { id: 2, name: 'Neha Sharma', phone: '9999900002', user_type: 2 },
  { id: 3, name: 'Aman Gill', phone: '9999900003', user_type: 2 },
];

/** list_order over an in-memory list (10 a page), update_payment, the staff list, and an empty invoice sheet. */
function stubOrders(all: Order[], payment?: (sent: Payment) => { status?: number; body: unknown }) {
  const lists: URLSearchParams[] = [];
  const payments: Payment[] = [];
  const sheets: URLSearchParams[] = [];
  const fetchMock = stubApi(staffListAnswer(STAFF), ({ url, init }) => {
    if (url.startsWith('/api/order/list_order')) {
      const query = new URLSearchParams(url.split('?')[1]);
      lists.push(query);
      const page = Number(query.get('page') ?? 1);
      return { body: { data: all.slice((page - 1) * 10, page * 10), total: all.length } };
    }
    if (url.startsWith('/api/order/invoice_sheet')) {
      sheets.push(new URLSearchParams(url.split('?')[1]));
      return { body: { data: [] } };
    }
    if (url.startsWith('/api/order/update_payment')) {
      const form = init.body as FormData;
      const sent: Payment = {
        uid: String(form.get('uid')),
        cash: String(form.get('cash')),
        online: String(form.get('online')),
        paymentId: form.get('paymentId') as string | null,
      };
      payments.push(sent);
      if (payment) return payment(sent);
      const index = all.findIndex((item) => item.uid === sent.uid);
      const paid = Number(sent.cash) + Number(sent.online);
      all[index] = {
        ...all[index]!,
        cash: all[index]!.cash + Number(sent.cash),
        online: all[index]!.online + Number(sent.online),
        due: all[index]!.due - paid,
      };
      return { body: { message: ORDER_MESSAGES.paid, data: all[index] } };
    }
    return undefined;
  });
  return { fetchMock, lists, payments, sheets };
}

/** Whole journeys through dropdowns and modals: more than the default 5 s on a busy machine. */
const JOURNEY = { timeout: 20_000 };

/** The first wait of a test: the page's code may still be loading (a lazy route). */
const LOAD = { timeout: 5000 };

describe('Order list (/listing)', JOURNEY, () => {
  it('shows the admin every column, the payment state of each order and its receipt actions', async () => {
    stubOrders([order('settledUid0000000000001', { cash: 4200, online: 0, due: 0 }), order('dueUid00000000000000002')]);
    signIn(admin);
    renderApp('/listing');

    const table = await screen.findByRole('table', { name: 'Orders' }, LOAD);
    await screen.findAllByTestId('order-row');
    expect(headersOf(table)).toEqual([
      '#',
      'Bill Date',
      'Customer',
      'Services',
      'Staff',
      'Total',
      'Payment',
      'Due',
      'Actions',
    ]);
    const [settled, owing] = screen.getAllByTestId('order-row') as [HTMLElement, HTMLElement];
    const first = within(settled);
    expect(first.getByText('1')).toBeInTheDocument();
    expect(first.getByText('22 Nov 2026')).toBeInTheDocument();
    expect(first.getByText('5:30 PM')).toBeInTheDocument();
    expect(first.getByText('Priya Verma')).toBeInTheDocument();
    expect(first.getByText('9999900011')).toBeInTheDocument();
    expect(first.getByText('Hydra Facial × 2')).toBeInTheDocument();
    expect(first.getByText('Hair Spa')).toBeInTheDocument();
    expect(first.getByText('Product: Argan Oil')).toBeInTheDocument();
    expect(first.getByText('Neha Sharma, Aman Gill')).toBeInTheDocument();
    expect(first.getByText('₹4,200')).toBeInTheDocument();
    expect(first.getByText('Cash ₹4,200')).toBeInTheDocument();
    expect(first.getByText('Paid')).toBeInTheDocument();
    expect(first.queryByRole('button', { name: /Pay the due/ })).not.toBeInTheDocument();
    expect(first.getByRole('link', { name: 'View receipt of Priya Verma' })).toHaveAttribute(
      'href',
      '/billing/settledUid0000000000001',
    );
    const print = first.getByRole('link', { name: 'Print receipt of Priya Verma' });
    expect(print).toHaveAttribute('href', '/billing/settledUid0000000000001?print=true');
    expect(print).toHaveAttribute('target', '_blank');
    const share = first.getByRole('link', { name: 'Share receipt of Priya Verma on WhatsApp' });
    const shareUrl = new URL(share.getAttribute('href')!);
    expect(`${shareUrl.origin}${shareUrl.pathname}`).toBe('https://wa.me/919999900011');
    expect(shareUrl.searchParams.get('text')).toContain(`${window.location.origin}/billing/settledUid0000000000001`);

    const second = within(owing);
    expect(second.getByText('2')).toBeInTheDocument();
    expect(second.getByText('Cash ₹1,000')).toBeInTheDocument();
    expect(second.getByText('Online ₹500')).toBeInTheDocument();
    expect(second.getByText('₹2,700')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Pay the due of ₹2,700 for Priya Verma' })).toBeInTheDocument();
    expect(screen.getByText('2 orders')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Staff' })).toBeInTheDocument();
  });

  it('shows staff their orders without the Payment, Due and Actions columns or the staff filter', async () => {
    const { lists } = stubOrders([order('dueUid00000000000000002')]);
    signIn(staff);
    renderApp('/listing?staff=3');

    const table = await screen.findByRole('table', { name: 'Orders' }, LOAD);
    await screen.findByTestId('order-row');
    expect(headersOf(table)).toEqual(['#', 'Bill Date', 'Customer', 'Services', 'Staff', 'Total']);
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /receipt/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Staff' })).not.toBeInTheDocument();
    expect(lists.every((query) => !query.has('staff'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Add Order' })).toHaveAttribute('href', '/quickInvoice');
  });

  it("opens on this month of the salon's calendar and keeps month, year, staff and page in the address", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 12 }, (_, index) =>
      order(`uid${String(index).padStart(20, '0')}`, { cust: { name: `Customer ${index + 1}`, phone: '9999900011' } }),
    );
    const { lists } = stubOrders(many);
    signIn(admin);
    const { router } = renderApp('/listing');

    const [year, month] = salonToday('Asia/Kolkata').split('-');
    await waitFor(() => expect(lists.length).toBeGreaterThan(0), LOAD);
    expect(Object.fromEntries(lists[0]!)).toEqual({ month: String(Number(month)), year, page: '1', limit: '10' });

    await user.click(screen.getByRole('textbox', { name: 'Year' }));
    await user.click(await screen.findByRole('option', { name: '2029' }));
    await user.click(screen.getByRole('textbox', { name: 'Month' }));
    await user.click(await screen.findByRole('option', { name: 'March' }));
    await user.click(screen.getByRole('textbox', { name: 'Staff' }));
    await user.click(await screen.findByRole('option', { name: 'Aman Gill' }));
    await waitFor(() =>
      expect(Object.fromEntries(lists.at(-1)!)).toEqual({
        month: '3',
        year: '2029',
        staff: '3',
        page: '1',
        limit: '10',
      }),
    );
    expect(await screen.findAllByTestId('order-row')).toHaveLength(10);
    expect(screen.getByText('12 orders')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Customer 11')).toBeInTheDocument();
    expect(screen.getAllByTestId('order-row')).toHaveLength(2);
    expect(within(screen.getAllByTestId('order-row')[0]!).getByText('11')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?year=2029&month=3&staff=3&page=2');

    await user.click(screen.getByRole('textbox', { name: 'Staff' }));
    await user.click(await screen.findByRole('option', { name: 'All staff' }));
    await waitFor(() => expect(router.state.location.search).toBe('?year=2029&month=3'));
  });

  it("says 'No Listing found!' when the month has no orders", async () => {
    stubOrders([]);
    signIn(staff);
    renderApp('/listing');
    expect(await screen.findByText('No Listing found!', {}, LOAD)).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    let failing = true;
    stubApi(({ url }) => {
      if (!url.startsWith('/api/order/list_order')) return undefined;
      return failing
        ? { status: 500, body: { message: 'Server Error', error: 'Server Error' } }
        : { body: { data: [order('dueUid00000000000000002')], total: 1 } };
    });
    signIn(admin);
    renderApp('/listing');
    const retry = await screen.findByRole('button', { name: 'Try again' }, LOAD);
    expect(screen.getByText('The orders could not be loaded.')).toBeInTheDocument();
    failing = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByTestId('order-row')).toBeInTheDocument();
  });
});

describe('Invoice sheet', JOURNEY, () => {
  it('lets the admin download the chosen month’s sheet as invoices-YYYY-MM.xlsx', async () => {
    const user = userEvent.setup();
    const { sheets } = stubOrders([order('dueUid00000000000000002')]);
    const downloads: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    onTestFinished(() => click.mockRestore());
    signIn(admin);
    renderApp('/listing');

    const button = await screen.findByRole('button', { name: 'Invoice sheet' }, LOAD);
    expect(button).toBeEnabled();
    await user.click(screen.getByRole('textbox', { name: 'Year' }));
    await user.click(await screen.findByRole('option', { name: '2029' }));
    await user.click(screen.getByRole('textbox', { name: 'Month' }));
    await user.click(await screen.findByRole('option', { name: 'March' }));
    await user.click(screen.getByRole('button', { name: 'Invoice sheet' }));

    await waitFor(() => expect(downloads).toEqual(['invoices-2029-03.xlsx']));
    expect(sheets.map((query) => Object.fromEntries(query))).toEqual([{ year: '2029', month: '3' }]);
  });

  it('is not shown to staff', async () => {
    const { sheets } = stubOrders([order('dueUid00000000000000002')]);
    signIn(staff);
    renderApp('/listing');
    await screen.findByTestId('order-row', {}, LOAD);
    expect(screen.queryByRole('button', { name: 'Invoice sheet' })).not.toBeInTheDocument();
    expect(sheets).toHaveLength(0);
  });
});

describe('Pending Payment', JOURNEY, () => {
  const dialog = () => screen.getByRole('dialog', { name: 'Pending Payment' });

  it('shows total, paid and due, checks the amount in the spec’s words, and adds the payment', async () => {
    const user = userEvent.setup();
    const { payments, lists } = stubOrders([order('dueUid00000000000000002')]);
    signIn(admin);
    renderApp('/listing');

    await user.click(await screen.findByRole('button', { name: 'Pay the due of ₹2,700 for Priya Verma' }, LOAD));
    const modal = within(dialog());
    expect(modal.getByTestId('payment-total')).toHaveTextContent('₹4,200');
    expect(modal.getByTestId('payment-paid')).toHaveTextContent('₹1,500');
    expect(modal.getByText('Cash ₹1,000 · Online ₹500')).toBeInTheDocument();
    expect(modal.getByTestId('payment-due')).toHaveTextContent('₹2,700');

    const cash = modal.getByRole('textbox', { name: 'Cash amount' });
    const online = modal.getByRole('textbox', { name: 'Online amount' });
    // Cash is chosen first, with the whole due; online waits for its method.
    expect(cash).toHaveValue('₹2,700');
    expect(cash).toBeEnabled();
    expect(online).toBeDisabled();

    await user.clear(cash);
    await user.type(cash, '3000');
    await user.click(modal.getByRole('button', { name: 'Add Payment' }));
    expect(await modal.findByText(ORDER_MESSAGES.paymentTooMuch)).toBeInTheDocument();

    await user.clear(cash);
    await user.click(modal.getByRole('button', { name: 'Add Payment' }));
    expect(await modal.findByText(ORDER_MESSAGES.paymentEmpty)).toBeInTheDocument();
    expect(payments).toHaveLength(0);

    await user.click(modal.getByText('Both'));
    expect(cash).toBeEnabled();
    expect(online).toBeEnabled();
    await user.type(cash, '700');
    await user.type(online, '2000');
    await user.type(modal.getByRole('textbox', { name: /Payment reference/ }), 'UPI-4471');
    expect(modal.getByText('Due after this payment: ₹0')).toBeInTheDocument();
    const listsBefore = lists.length;
    await user.click(modal.getByRole('button', { name: 'Add Payment' }));

    expect(await screen.findByText('Payment has been added!')).toBeInTheDocument();
    expect(payments).toEqual([{ uid: 'dueUid00000000000000002', cash: '700', online: '2000', paymentId: 'UPI-4471' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pending Payment' })).not.toBeInTheDocument());
    // The list is asked again and now shows the order as paid.
    await waitFor(() => expect(lists.length).toBeGreaterThan(listsBefore));
    expect(await within(screen.getByTestId('order-row')).findByText('Paid')).toBeInTheDocument();
  });

  it('moves the amount to online when online is chosen and sends no reference when none is given', async () => {
    const user = userEvent.setup();
    const { payments } = stubOrders([order('dueUid00000000000000002')]);
    signIn(admin);
    renderApp('/listing');

    await user.click(await screen.findByRole('button', { name: /Pay the due/ }, LOAD));
    const modal = within(dialog());
    await user.click(modal.getByText('Online'));
    expect(modal.getByRole('textbox', { name: 'Cash amount' })).toBeDisabled();
    expect(modal.getByRole('textbox', { name: 'Online amount' })).toHaveValue('₹2,700');
    await user.click(modal.getByRole('button', { name: 'Add Payment' }));
    await waitFor(() => expect(payments).toHaveLength(1));
    expect(payments[0]).toEqual({ uid: 'dueUid00000000000000002', cash: '0', online: '2700', paymentId: null });
  });

  it("shows the server's message as an error toast, and under its field, when it refuses the payment", async () => {
    const user = userEvent.setup();
    stubOrders([order('dueUid00000000000000002')], () => ({
      status: 422,
      body: { message: 'The given data was invalid.', error: { cash: [ORDER_MESSAGES.paymentTooMuch] } },
    }));
    signIn(admin);
    renderApp('/listing');

    await user.click(await screen.findByRole('button', { name: /Pay the due/ }, LOAD));
    await user.click(within(dialog()).getByRole('button', { name: 'Add Payment' }));
    // The one way every back-office form takes a refusal: a toast (docs/product.md#errors-back-office), and the field's
    // error in place.
    expect(await within(dialog()).findByText(ORDER_MESSAGES.paymentTooMuch)).toBeInTheDocument();
    expect(screen.getAllByText(ORDER_MESSAGES.paymentTooMuch)).toHaveLength(2);
    // The modal stays open for another try.
    expect(dialog()).toBeInTheDocument();
  });

  it("shows the server's text for a refusal without field errors (an order paid meanwhile)", async () => {
    const user = userEvent.setup();
    stubOrders([order('dueUid00000000000000002')], () => ({
      status: 409,
      body: { message: ORDER_MESSAGES.settled, error: ORDER_MESSAGES.settled },
    }));
    signIn(admin);
    renderApp('/listing');

    await user.click(await screen.findByRole('button', { name: /Pay the due/ }, LOAD));
    await user.click(within(dialog()).getByRole('button', { name: 'Add Payment' }));
    expect(await screen.findByText(ORDER_MESSAGES.settled)).toBeInTheDocument();
  });
});

describe('After a Quick Invoice', JOURNEY, () => {
  function LocationProbe({ into }: { into: { location?: Location } }) {
    into.location = useLocation();
    return null;
  }

  it('thanks once for the new order, links its receipt, and clears the router state', async () => {
    const user = userEvent.setup();
    stubOrders([order('newUid00000000000000003')]);
    signIn(staff);
    const probe: { location?: Location } = {};
    render(
      <AppProviders queryClient={createQueryClient()} env="test">
        <MemoryRouter
          initialEntries={[{ pathname: '/listing', state: { createdOrderUid: 'newUid00000000000000003' } }]}
        >
          <LocationProbe into={probe} />
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>,
    );

    const modal = within(await screen.findByRole('dialog', { name: 'Order created' }, LOAD));
    expect(modal.getByText('Thank You for Booking, your payment was successful')).toBeInTheDocument();
    expect(modal.getByRole('link', { name: 'View receipt' })).toHaveAttribute(
      'href',
      '/billing/newUid00000000000000003',
    );
    expect(modal.getByRole('link', { name: 'Print receipt' })).toHaveAttribute(
      'href',
      '/billing/newUid00000000000000003?print=true',
    );
    // The state is gone from the history entry, so a reload does not thank again.
    await waitFor(() => expect(probe.location?.state).toBeNull());
    expect(probe.location?.pathname).toBe('/listing');

    await user.click(modal.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order created' })).not.toBeInTheDocument());
  });

  it('shows no thank-you on an ordinary visit', async () => {
    stubOrders([order('newUid00000000000000003')]);
    signIn(staff);
    renderApp('/listing');
    await screen.findByTestId('order-row', {}, LOAD);
    expect(screen.queryByText('Thank You for Booking, your payment was successful')).not.toBeInTheDocument();
  });
});
