import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Service } from '@shared/catalogue.schemas';
import { renderApp, signIn, stubApi, testUser } from '@web/test/render';
import { matchMediaWith } from '@web/test/media';

const staffUser = testUser({ id: 2, name: 'Neha Sharma', user_type: 2 });
const adminUser = testUser({ id: 1, name: 'Simran Kaur', user_type: 1 });
const SERVICES: Service[] = [
  { id: 4, name: 'Hair Spa', price: 999, discount: 100, category_id: '4', sorting: 1, status: 1, comment: '' },
  { id: 5, name: 'Party Makeup', price: 2500, discount: 0, category_id: '1', sorting: 2, status: 1, comment: '' },
];
const STAFF = [
  { id: 2, name: 'Neha Sharma', phone: '9999900002', user_type: 2 },
  { id: 3, name: 'Ravi Kumar', phone: '9999900003', user_type: 2 },
];
const CUSTOMERS = [{ id: 11, name: 'Asha Verma', phone: '9999900011', email: '' }];

function stubInvoice(answer: { status?: number; body: unknown } = { body: {} }) {
  const sent: FormData[] = [];
  const fetchMock = stubApi(({ url, init }) => {
    if (url.startsWith('/api/expense/culy_services')) return { body: { data: SERVICES } };
    if (url.startsWith('/api/user/staffUsers')) return { body: { data: STAFF } };
    if (url.startsWith('/api/user/get_users')) return { body: { data: CUSTOMERS } };
    if (url.startsWith('/api/order/create_order')) {
      sent.push(init.body as FormData);
      return answer;
    }
    return undefined;
  });
  return { fetchMock, sent };
}

async function openInvoice(who = staffUser) {
  signIn(who);
  renderApp('/quickInvoice');
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Quick Invoice' });
  return user;
}

/** Choosing a service is all it takes to add its line. */
async function chooseService(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(screen.getByRole('textbox', { name: 'Service' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('QuickInvoicePage', { timeout: 30_000 }, () => {
  it('adds a service’s line as soon as it is chosen, and the picker is ready for the next', async () => {
    stubInvoice();
    const user = await openInvoice();
    await chooseService(user, /Hair Spa/);
    expect(await screen.findAllByTestId('invoice-service')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Service' })).toHaveValue('');
    expect(screen.queryByText('Kindly Select the service first')).not.toBeInTheDocument();
    await chooseService(user, /Party Makeup/);
    expect(screen.getAllByTestId('invoice-service')).toHaveLength(2);
  });

  it('gives the admin’s new line the staff of the line before it', async () => {
    const { sent } = stubInvoice({ body: { message: 'Order has been created!', data: { uid: 'abcDEF123' } } });
    const user = await openInvoice(adminUser);
    await user.click(screen.getByRole('textbox', { name: 'Customer' }));
    await user.click(await screen.findByRole('option', { name: /Asha Verma/ }));
    await chooseService(user, /Hair Spa/);
    const first = await screen.findByTestId('invoice-service');
    await user.click(within(first).getByRole('textbox', { name: 'Staff' }));
    await user.click(await screen.findByRole('option', { name: 'Ravi Kumar' }));
    await chooseService(user, /Party Makeup/);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const { services } = JSON.parse(String(sent[0]!.get('data'))) as { services: { staff: unknown[] }[] };
    expect(services.map((line) => line.staff)).toEqual([
      [{ id: 3, name: 'Ravi Kumar' }],
      [{ id: 3, name: 'Ravi Kumar' }],
    ]);
  });

  it('says the first problem of a refused submit in a toast and focuses its field', async () => {
    const { sent } = stubInvoice();
    const user = await openInvoice(adminUser);
    await user.click(screen.getByRole('textbox', { name: 'Customer' }));
    await user.click(await screen.findByRole('option', { name: /Asha Verma/ }));
    await chooseService(user, /Hair Spa/);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const message = 'Please choose a staff member for each service.';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    const line = screen.getByTestId('invoice-service');
    expect(within(line).getByText(message)).toBeInTheDocument();
    await waitFor(() => expect(within(line).getByRole('textbox', { name: 'Staff' })).toHaveFocus());
    expect(sent).toHaveLength(0);
  });

  it('keeps the total, the due and Submit in a bar where the summary sits under the lines', async () => {
    matchMediaWith('max-width');
    stubInvoice();
    const user = await openInvoice();
    const bar = await screen.findByTestId('invoice-total-bar');
    expect(screen.getAllByRole('button', { name: 'Submit' })).toHaveLength(1);
    expect(within(bar).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    await chooseService(user, /Hair Spa/);
    expect(within(bar).getByTestId('invoice-bar-total')).toHaveTextContent('₹899');
    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    await user.type(screen.getByRole('textbox', { name: 'Cash amount' }), '500');
    expect(within(bar).getByTestId('invoice-bar-due')).toHaveTextContent('Due ₹399');
  });

  it('asks for a service first, in the spec’s words, and sends nothing', async () => {
    const { sent } = stubInvoice();
    const user = await openInvoice();
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(await screen.findByText('Kindly Select the service first')).toBeInTheDocument();
    // The button points at the picker, whose list opens.
    expect(screen.getByRole('textbox', { name: 'Service' })).toHaveFocus();
    expect(await screen.findByRole('option', { name: /Hair Spa/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('You need to select a service first')).toBeInTheDocument();
    expect(screen.getByText('Please choose a customer.')).toBeInTheDocument();
    expect(screen.getByText("Service can't be empty")).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('keeps the payment inputs disabled until there are items and a method, and totals live', async () => {
    stubInvoice();
    const user = await openInvoice();
    const cash = screen.getByRole('textbox', { name: 'Cash amount' });
    expect(cash).toBeDisabled();
    await chooseService(user, /Hair Spa/);
    const line = await screen.findByTestId('invoice-service');
    // The staff member at the desk is on their own line, with the catalogue's discount.
    expect(within(line).getAllByText('Neha Sharma').length).toBeGreaterThan(0);
    expect(within(line).getByRole('textbox', { name: /Discount/ })).toHaveValue('100');
    expect(screen.getByTestId('invoice-Total')).toHaveTextContent('₹899');
    expect(cash).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    expect(cash).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Online amount' })).toBeDisabled();

    const qty = within(line).getByRole('textbox', { name: 'Qty' });
    await user.clear(qty);
    await user.type(qty, '3');
    expect(screen.getByTestId('invoice-Total')).toHaveTextContent('₹2,697');
  });

  it('sends the create_order form with the chosen customer, staff, split payment and total', async () => {
    const { sent } = stubInvoice({
      body: { message: 'Order has been created!', data: { uid: 'abcDEF123' } },
    });
    const user = await openInvoice();
    await user.click(screen.getByRole('textbox', { name: 'Customer' }));
    await user.click(await screen.findByRole('option', { name: /Asha Verma/ }));
    await chooseService(user, /Party Makeup/);
    await user.click(screen.getByRole('radio', { name: 'Both' }));
    await user.type(screen.getByRole('textbox', { name: 'Cash amount' }), '1000');
    await user.type(screen.getByRole('textbox', { name: 'Online amount' }), '500');
    expect(screen.getByTestId('invoice-Due')).toHaveTextContent('₹1,000');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const form = sent[0]!;
    expect(form.get('cust_id')).toBe('11');
    expect(form.get('total_amount')).toBe('2500');
    expect(form.get('cash')).toBe('1000');
    expect(form.get('online')).toBe('500');
    expect(form.get('services')).toBe('5');
    expect(form.get('staff')).toBe('2');
    expect(String(form.get('bill_date'))).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/);
    expect(JSON.parse(String(form.get('data')))).toMatchObject({
      services: [{ services: { id: 5, name: 'Party Makeup' }, staff: [{ id: 2, name: 'Neha Sharma' }], qty: 1 }],
      products: [],
    });
    expect(await screen.findByText('Order has been created!')).toBeInTheDocument();
  });

  it('refuses paying more than the total before sending, and shows the server’s refusal as a toast', async () => {
    const { sent } = stubInvoice({
      status: 422,
      body: {
        message: 'The total does not match the items. Please check the invoice and try again.',
        error: { total_amount: ['The total does not match the items. Please check the invoice and try again.'] },
      },
    });
    const user = await openInvoice();
    await user.click(screen.getByRole('textbox', { name: 'Customer' }));
    await user.click(await screen.findByRole('option', { name: /Asha Verma/ }));
    await chooseService(user, /Hair Spa/);
    await user.click(screen.getByRole('radio', { name: 'Online' }));
    await user.type(screen.getByRole('textbox', { name: 'Online amount' }), '900');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The amount paid cannot be more than the total.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    const online = screen.getByRole('textbox', { name: 'Online amount' });
    await user.clear(online);
    await user.type(online, '899');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('The total does not match the items. Please check the invoice and try again.'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });
});
