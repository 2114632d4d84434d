import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@shared/accounts.schemas';
import type { ReceiptOrder } from '@shared/orders.schemas';
import { maskedPhone } from '@shared/masked-phone';
import { isBackOffice } from '@shared/roles';
import { NOT_FOUND_TITLE } from '@shared/seo';
import { AMAN, NEHA, sampleOrder } from '@web/test/orders';
import { renderApp, signIn, stubApi, testUser } from '@web/test/render';
import { PAGE_STYLE_ELEMENT_ID, RECEIPT_FORMAT_STORAGE_KEY } from '../receipt-format';

const UID = 'Rc7xK2mPq9LwZt4VbN8sYa';

function order(overrides: Partial<ReceiptOrder> = {}): ReceiptOrder {
  return {
    ...sampleOrder(UID, { facial: [NEHA, AMAN], spa: [NEHA] }),
    payments: [
      { date: '2026-11-22', method: 'cash', amount: 1000 },
      { date: '2026-11-24', method: 'online', amount: 500 },
    ],
    ...overrides,
  };
}

/** The sample order as a tax invoice, its tax as the server bills it (5% services, 18% the product, inclusive). */
const taxInvoice: Partial<ReceiptOrder> = {
  invoice_number: 'CS/2026-27/000123',
  tax: {
    gstin: '04AABCC1234D1ZJ',
    legal_name: 'Curly Beauty Private Limited',
    address: 'SCO 214, Sector 17-C, Chandigarh 160017',
    state_code: '04',
    prices_include_gst: true,
    lines: [
      { code: '999722', rate: 5, taxable: 3428.58, cgst: 85.71, sgst: 85.71, total: 3600 },
      { code: '999721', rate: 5, taxable: 190.48, cgst: 4.76, sgst: 4.76, total: 200 },
      { code: '3305', rate: 18, taxable: 338.98, cgst: 30.51, sgst: 30.51, total: 400 },
    ],
    taxable: 3958.04,
    cgst: 120.98,
    sgst: 120.98,
    total: 4200,
  },
};

/**
 * get_order as the server answers it: the customer's phone whole for staff and the admin signed in, masked for anyone
 * else (docs/product.md#receipt).
 */
function stubReceipt(answer: ReceiptOrder | null) {
  return stubApi(({ url }) => {
    if (!url.startsWith('/api/order/get_order')) return undefined;
    const uid = new URLSearchParams(url.split('?')[1]).get('uid');
    const stored = localStorage.getItem('auth');
    const visitor = stored ? (JSON.parse(stored) as { user: User }).user : null;
    if (answer && uid === answer.uid) {
      const masked = { ...answer, cust: { ...answer.cust, phone: maskedPhone(answer.cust.phone) } };
      return { body: { data: isBackOffice(visitor) ? answer : masked } };
    }
    return { status: 404, body: { message: 'This order does not exist.', error: 'This order does not exist.' } };
  });
}

/** The first wait of a test: the page's code may still be loading (a lazy route). */
const LOAD = { timeout: 5000 };
const receipt = async () => within(await screen.findByTestId('receipt', {}, LOAD));
const staff = testUser({ id: 2, user_type: 2, name: 'Neha Sharma' });

/** Opens the receipt of `answer`, signed in as `visitor` where one is given, and gives it once it shows. */
async function openReceipt(answer: ReceiptOrder, visitor?: User) {
  stubReceipt(answer);
  if (visitor) signIn(visitor);
  renderApp(`/billing/${UID}`);
  return receipt();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Receipt (/billing/:uid)', { timeout: 20_000 }, () => {
  it('shows the salon, the customer, every line with its staff, the totals and the due to anyone with the link', async () => {
    const sheet = await openReceipt(order());
    expect(sheet.getByRole('heading', { level: 1, name: 'Curly Studio' })).toBeInTheDocument();
    expect(sheet.getByText('12 Mall Road, Ludhiana 160017')).toBeInTheDocument();
    expect(sheet.getByText('Phone: 9876543210, 9876500000')).toBeInTheDocument();
    expect(sheet.getByRole('heading', { level: 2, name: 'Invoice' })).toBeInTheDocument();
    expect(sheet.getByText('No. RC7XK2MP')).toBeInTheDocument();
    expect(sheet.getByText(`Receipt ${UID}`)).toBeInTheDocument();
    expect(sheet.getByText('22 Nov 2026, 5:30 PM')).toBeInTheDocument();
    expect(sheet.getByText('Priya Verma')).toBeInTheDocument();
    expect(sheet.getByText('99•••••011')).toBeInTheDocument();
    expect(sheet.queryByText('9999900011')).toBeNull();
    expect(sheet.getByText('Billed by Neha Sharma')).toBeInTheDocument();

    const [facial, spa] = sheet.getAllByTestId('service-line') as [HTMLElement, HTMLElement];
    expect(within(facial).getByText('Hydra Facial')).toBeInTheDocument();
    expect(within(facial).getByText('Staff: Neha Sharma, Aman Gill')).toBeInTheDocument();
    expect(
      within(facial)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Hydra FacialStaff: Neha Sharma, Aman Gill', '2', '₹1,900', '₹100', '₹3,600']);
    expect(
      within(spa)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    ).toEqual(['1', '₹200', '—', '₹200']);
    const product = sheet.getByTestId('product-line');
    expect(within(product).getByText('Argan Oil')).toBeInTheDocument();
    expect(within(product).getByText('Travel size')).toBeInTheDocument();
    expect(within(product).getByText('₹450')).toBeInTheDocument();
    expect(within(product).getByText('₹50')).toBeInTheDocument();
    expect(within(product).getByText('₹400')).toBeInTheDocument();

    expect(sheet.getByTestId('receipt-total')).toHaveTextContent('₹4,200');
    expect(sheet.getByText('Paid (cash)').nextSibling).toHaveTextContent('₹1,000');
    expect(sheet.getByText('Paid (online)').nextSibling).toHaveTextContent('₹500');
    expect(sheet.getByTestId('receipt-due')).toHaveTextContent('₹2,700');
    expect(sheet.queryByTestId('paid-stamp')).not.toBeInTheDocument();
  });

  it('lists each payment with its date, cash or online, and the amount, not only their sums', async () => {
    const sheet = await openReceipt(
      order({
        cash: 1500,
        online: 700,
        due: 2000,
        payments: [
          { date: '2026-11-22', method: 'cash', amount: 1000 },
          { date: '2026-11-22', method: 'online', amount: 700 },
          { date: '2026-11-25', method: 'cash', amount: 500 },
        ],
      }),
    );
    const table = sheet.getByRole('table', { name: 'Payments' });
    expect(
      within(table)
        .getAllByTestId('payment-line')
        .map((line) =>
          within(line)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['22 Nov 2026', 'Cash', '₹1,000'],
      ['22 Nov 2026', 'Online', '₹700'],
      ['25 Nov 2026', 'Cash', '₹500'],
    ]);
  });

  it('says nothing has been paid yet on a receipt without payments', async () => {
    const sheet = await openReceipt(order({ cash: 0, online: 0, due: 4200, payments: [] }));
    expect(sheet.getByText('Nothing paid yet')).toBeInTheDocument();
    expect(sheet.queryByRole('table', { name: 'Payments' })).not.toBeInTheDocument();
  });

  it.each([
    ['a signed-out customer', null],
    ['a signed-in customer', 3],
  ])('gives %s Print only: no paper size, no Share, the phone masked', async (_who, userType) => {
    const sheet = await openReceipt(order(), userType ? testUser({ user_type: userType }) : undefined);
    expect(sheet.getByText('99•••••011')).toBeInTheDocument();
    const toolbar = screen.getByRole('region', { name: 'Receipt actions' });
    expect(within(toolbar).getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(within(toolbar).queryByRole('radio', { name: 'A4' })).not.toBeInTheDocument();
    expect(within(toolbar).queryByText('Paper')).not.toBeInTheDocument();
    expect(within(toolbar).queryByRole('link', { name: 'Share' })).not.toBeInTheDocument();
  });

  it.each([
    ['staff', 2],
    ['the admin', 1],
  ])('gives %s the paper size and Share beside Print', async (_who, userType) => {
    await openReceipt(order(), testUser({ user_type: userType }));
    const toolbar = screen.getByRole('region', { name: 'Receipt actions' });
    expect(within(toolbar).getByRole('radio', { name: 'A4' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('radio', { name: '80 mm' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('link', { name: 'Share' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it("stamps 'Paid' once nothing is due, and shows the payment reference", async () => {
    const sheet = await openReceipt(
      order({ cash: 3200, online: 1000, due: 0, paymentId: 'UPI-4471' }),
      testUser({ id: 1, user_type: 1, name: 'Simran Kaur' }),
    );
    expect(sheet.getByTestId('paid-stamp')).toHaveTextContent('Paid');
    expect(sheet.getByTestId('receipt-due')).toHaveTextContent('₹0');
    expect(sheet.getByText('Payment reference: UPI-4471')).toBeInTheDocument();
  });

  it('shows a tax invoice: its number, the GSTIN, each line’s SAC or HSN and tax, the sums and the total in words', async () => {
    const sheet = await openReceipt(order(taxInvoice));
    expect(sheet.getByRole('heading', { level: 2, name: 'Tax Invoice' })).toBeInTheDocument();
    expect(sheet.getByText('No. CS/2026-27/000123')).toBeInTheDocument();
    expect(sheet.getByText('Curly Beauty Private Limited')).toBeInTheDocument();
    expect(sheet.getByTestId('receipt-gstin')).toHaveTextContent('GSTIN: 04AABCC1234D1ZJ');
    expect(sheet.getByText('SCO 214, Sector 17-C, Chandigarh 160017')).toBeInTheDocument();
    const [facial, spa] = sheet.getAllByTestId('service-line') as [HTMLElement, HTMLElement];
    expect(within(facial).getByText('SAC 999722')).toBeInTheDocument();
    expect(within(spa).getByText('SAC 999721')).toBeInTheDocument();
    expect(within(sheet.getByTestId('product-line')).getByText('HSN 3305')).toBeInTheDocument();
    expect(
      sheet.getAllByTestId('tax-line').map((line) =>
        within(line)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['999722 · GST 5%', '₹3,428.58', '₹85.71', '₹85.71'],
      ['999721 · GST 5%', '₹190.48', '₹4.76', '₹4.76'],
      ['3305 · GST 18%', '₹338.98', '₹30.51', '₹30.51'],
    ]);
    expect(sheet.getByTestId('receipt-taxable')).toHaveTextContent('₹3,958.04');
    expect(sheet.getByTestId('receipt-cgst')).toHaveTextContent('₹120.98');
    expect(sheet.getByTestId('receipt-sgst')).toHaveTextContent('₹120.98');
    expect(sheet.getByTestId('receipt-total')).toHaveTextContent('₹4,200');
    expect(sheet.getByTestId('receipt-words')).toHaveTextContent('In words Rupees Four Thousand Two Hundred Only');
  });

  it('shows a UPI QR code of the due, noted with the invoice number, and none once paid or cancelled', async () => {
    stubReceipt(order(taxInvoice));
    const { unmount } = renderApp(`/billing/${UID}`);
    const sheet = await receipt();
    const qr = sheet.getByTestId('upi-qr');
    expect(qr).toHaveAttribute(
      'data-link',
      'upi://pay?pa=curlystudio%40okaxis&pn=Curly%20Studio&am=2700.00&cu=INR&tn=CS%2F2026-27%2F000123',
    );
    expect(within(qr).getByRole('img', { name: 'Scan to pay ₹2,700 by UPI' })).toBeInTheDocument();
    expect(within(qr).getByText('To curlystudio@okaxis')).toBeInTheDocument();
    unmount();

    stubReceipt(order({ ...taxInvoice, cancelled: { at: '2026-11-23T10:00:00Z', reason: 'Billed twice' } }));
    const cancelled = renderApp(`/billing/${UID}`);
    expect((await receipt()).queryByTestId('upi-qr')).toBeNull();
    cancelled.unmount();

    expect((await openReceipt(order({ cash: 3200, online: 1000, due: 0 }))).queryByTestId('upi-qr')).toBeNull();
  });

  it('marks a cancelled invoice with its reason instead of Paid', async () => {
    const sheet = await openReceipt(
      order({
        ...taxInvoice,
        due: 0,
        cash: 4200,
        online: 0,
        cancelled: { at: '2026-11-23T10:00:00Z', reason: 'Billed twice' },
      }),
    );
    expect(sheet.getByTestId('cancelled-stamp')).toHaveTextContent('Cancelled');
    expect(sheet.queryByTestId('paid-stamp')).toBeNull();
    expect(sheet.getByTestId('receipt-cancelled')).toHaveTextContent('Cancelled: Billed twice');
  });

  it('lets the admin cancel an invoice with a reason, asked for first, and shows it cancelled; staff cannot', async () => {
    const sent: unknown[] = [];
    let current = order(taxInvoice);
    stubApi(({ url, init }) => {
      if (url.startsWith('/api/order/get_order')) return { body: { data: current } };
      if (url === '/api/order/cancel') {
        sent.push(JSON.parse(String(init.body)));
        current = { ...current, cancelled: { at: '2026-11-23T10:00:00Z', reason: 'Billed twice' } };
        return { body: { message: 'The invoice has been cancelled.', data: current } };
      }
      return undefined;
    });
    signIn(testUser({ id: 1, user_type: 1, name: 'Simran Kaur' }));
    renderApp(`/billing/${UID}`);
    await receipt();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel invoice' });
    expect(within(dialog).getByText(/Cancel invoice CS\/2026-27\/000123 of Priya Verma\?/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel invoice' }));
    expect(await within(dialog).findByText('Please write why the invoice is cancelled.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Billed twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel invoice' }));
    await waitFor(() => expect(sent).toEqual([{ uid: UID, reason: 'Billed twice' }]));
    expect(await screen.findByTestId('cancelled-stamp')).toHaveTextContent('Cancelled');
    expect(screen.getByTestId('receipt-cancelled')).toHaveTextContent('Cancelled: Billed twice');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel invoice' })).toBeNull());
  });

  it('shows a guest the customer’s phone as the server masked it, with no Share', async () => {
    const guest = await openReceipt(order());
    expect(guest.getByText('99•••••011')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Share' })).toBeNull();
  });

  it('shows staff the customer’s whole phone', async () => {
    const sheet = await openReceipt(order(), staff);
    expect(sheet.getByText('9999900011')).toBeInTheDocument();
    expect(new URL(screen.getByRole('link', { name: 'Share' }).getAttribute('href')!).pathname).toBe('/919999900011');
  });

  it('shows staff no Cancel invoice', async () => {
    await openReceipt(order(taxInvoice), staff);
    expect(screen.getByRole('link', { name: 'Share' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel invoice' })).toBeNull();
  });

  it("shares a chat-app link to the customer's number with the salon, the total and the receipt's address", async () => {
    await openReceipt(order({ cust: { name: 'Priya Verma', phone: '+91 99999 00011' } }), staff);

    const share = screen.getByRole('link', { name: 'Share' });
    expect(share).toHaveAttribute('target', '_blank');
    const link = new URL(share.getAttribute('href')!);
    expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/919999900011');
    expect(link.searchParams.get('text')).toBe(
      `Hello Priya Verma, thank you for visiting Curly Studio. Your bill of ₹4,200 is here: ${window.location.origin}/billing/${UID}`,
    );
    expect(share).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('names the tax invoice’s number and the amount in the shared text', async () => {
    await openReceipt(order({ ...taxInvoice, cust: { name: 'Priya Verma', phone: '099999 00011' } }), staff);

    const link = new URL(screen.getByRole('link', { name: 'Share' }).getAttribute('href')!);
    expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/919999900011');
    expect(link.searchParams.get('text')).toBe(
      `Hello Priya Verma, thank you for visiting Curly Studio. Your invoice CS/2026-27/000123 of ₹4,200 is here: ${window.location.origin}/billing/${UID}`,
    );
  });

  it('offers no Share when the customer’s phone cannot be a WhatsApp number', async () => {
    await openReceipt(order({ cust: { name: 'Priya Verma', phone: '0172 274 5678' } }), staff);
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Share' })).toBeNull();
  });

  it('prints 1 s after the receipt has loaded when the address says print=true', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    stubReceipt(order());
    renderApp(`/billing/${UID}?print=true`);

    // Loaded and rendered: the order and the salon's header.
    await (await receipt()).findByRole('heading', { level: 1, name: 'Curly Studio' });
    expect(print).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(800));
    expect(print).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(300));
    expect(print).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('does not print by itself without print=true, and prints from the Print button', async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    stubReceipt(order());
    renderApp(`/billing/${UID}?print=false`);

    await receipt();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(print).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('remembers the paper chosen, A4 or 80 mm, and sets the page size for it', async () => {
    const user = userEvent.setup();
    stubReceipt(order());
    signIn(staff);
    const first = renderApp(`/billing/${UID}`);

    await receipt();
    expect(screen.getByRole('radio', { name: 'A4' })).toBeChecked();
    expect(screen.getByTestId('receipt')).toHaveAttribute('data-format', 'a4');
    expect(document.getElementById(PAGE_STYLE_ELEMENT_ID)?.textContent).toContain('size: A4');

    await user.click(screen.getByText('80 mm'));
    expect(screen.getByTestId('receipt')).toHaveAttribute('data-format', '80mm');
    expect(localStorage.getItem(RECEIPT_FORMAT_STORAGE_KEY)).toBe('80mm');
    expect(document.getElementById(PAGE_STYLE_ELEMENT_ID)?.textContent).toMatch(/size: 80mm \d+mm/);
    first.unmount();
    expect(document.getElementById(PAGE_STYLE_ELEMENT_ID)).toBeNull();

    renderApp(`/billing/${UID}`);
    await receipt();
    expect(screen.getByRole('radio', { name: '80 mm' })).toBeChecked();
    expect(screen.getByTestId('receipt')).toHaveAttribute('data-format', '80mm');
  });

  it("says 'This receipt does not exist' for an unknown uid", async () => {
    stubReceipt(null);
    renderApp('/billing/no-such-receipt');
    expect(await screen.findByText('This receipt does not exist', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(screen.queryByTestId('receipt')).not.toBeInTheDocument());
    // In step with the server's 404 answer for this address: the not-found title, kept out of search results.
    await waitFor(() => expect(document.title).toBe(NOT_FOUND_TITLE));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it("keeps a real receipt's title and indexing", async () => {
    const home = { url: '', title: 'Curly Studio', metaTitle: 'Salon', description: 'The salon.', keywords: [] };
    stubApi(({ url }) => {
      if (url.startsWith('/api/seo')) return { body: { data: [home] } };
      if (url.startsWith('/api/order/get_order')) return { body: { data: order() } };
      return undefined;
    });
    renderApp(`/billing/${UID}`);
    await receipt();
    await waitFor(() => expect(document.title).toBe('Curly Studio'));
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
