/**
 * A tax invoice (docs/product.md#gst-invoices): billed while the salon has a GSTIN, its receipt shows the number, the
 * GSTIN and legal name, each line's SAC or HSN with CGST and SGST, and the total in words, on a screen, an A4 sheet
 * and an 80 mm roll; the admin cancels it on a phone with a reason. The GSTIN is set only while the orders are made
 * (the receipt keeps the tax as billed), so other journeys meet the demo's plain receipts.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import type { SalonSettings } from '@shared/site.schemas';
import { addCustomer, createOrder, openAs, servicesFrom, type CatalogueService, type CreatedOrder } from './api-data';
import {
  A4_SHEET,
  apiLogin,
  DEMO,
  describeOnPhone,
  expect,
  expectFitsAndShoot,
  expectPrintedOnOneSheet,
  pageOverflow,
  ROLL_SLIP,
  settled,
  test,
  uniquePhone,
  type Session,
} from './support';

const GSTIN = '04AABCC1234D1ZJ';
const LEGAL_NAME = 'Curly Beauty Private Limited';

async function saveSettings(request: APIRequestContext, admin: Session, settings: SalonSettings) {
  const { timeZone: _timeZone, hi, ...rest } = settings;
  const answer = await request.post('/api/settings/update', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { ...rest, hi: { tagline: '', address: '', city: '', openingHours: '', ...hi } },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** A tax invoice of a customer of this run: a service and a product, part paid. */
async function taxInvoice(request: APIRequestContext): Promise<CreatedOrder & { invoice_number: string }> {
  const admin = await apiLogin(request, DEMO.admin);
  const staff = await apiLogin(request, DEMO.staff);
  const customer = await addCustomer(request, staff, { name: 'Mehak Bansal', phone: uniquePhone(), gender: 2 });
  const [service] = (await servicesFrom(request, 1000)) as [CatalogueService];
  // Only the GSTIN is switched on and off, each time on the settings as they are then: other journeys change the
  // settings too, and their changes are kept.
  const settingsNow = async () => ((await (await request.get('/api/settings')).json()) as { data: SalonSettings }).data;
  const gstin = async (value: string, legalName: string) => {
    const now = await settingsNow();
    await saveSettings(request, admin, { ...now, legalName, gst: { ...now.gst, gstin: value } });
  };
  const { legalName } = await settingsNow();
  await gstin(GSTIN, LEGAL_NAME);
  let order: CreatedOrder;
  try {
    order = await createOrder(request, staff.token, {
      customer,
      lines: [{ service, staff: [staff.user.id], qty: 1 }],
      products: [{ name: 'Shampoo', price: 450, comment: '', discount: 0 }],
      cash: 500,
    });
  } finally {
    await gstin('', legalName);
  }
  return order as CreatedOrder & { invoice_number: string };
}

/** What a camera reads from the QR code as drawn: its SVG painted on a canvas, 6 pixels a module, and decoded. */
async function decodeQr(qr: Locator): Promise<string | undefined> {
  const image = await qr.locator('svg').evaluate(async (svg) => {
    const size = 6 * Number(svg.getAttribute('viewBox')!.split(' ')[2]);
    const picture = new Image();
    picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    await picture.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = size;
    const context = canvas.getContext('2d')!;
    context.imageSmoothingEnabled = false;
    context.drawImage(picture, 0, 0, size, size);
    return { size, pixels: Array.from(context.getImageData(0, 0, size, size).data) };
  });
  return jsQR(Uint8ClampedArray.from(image.pixels), image.size, image.size)?.data;
}

async function expectTaxReceipt(page: Page, invoiceNumber: string) {
  const receipt = page.getByTestId('receipt');
  await expect(receipt.getByRole('heading', { name: 'Tax Invoice', level: 2 })).toBeVisible();
  await expect(receipt.getByText(`No. ${invoiceNumber}`)).toBeVisible();
  await expect(receipt.getByText(LEGAL_NAME)).toBeVisible();
  await expect(receipt.getByTestId('receipt-gstin')).toHaveText(`GSTIN: ${GSTIN}`);
  await expect(receipt.getByTestId('service-line').getByText(/^SAC 9997(21|22|29)$/)).toBeVisible();
  await expect(receipt.getByTestId('product-line').getByText('HSN 3305')).toBeVisible();
  await expect(receipt.getByTestId('tax-line')).toHaveCount(2);
  await expect(receipt.getByTestId('receipt-words')).toContainText(/^In words Rupees .+ Only$/);
  // The due, as a UPI QR code that decodes to the standard link with the invoice number.
  const due = Number((await receipt.getByTestId('receipt-due').innerText()).replace(/[₹,]/g, ''));
  const link = await decodeQr(receipt.getByTestId('upi-qr'));
  expect(link).toBe(
    `upi://pay?pa=curlystudio%40okaxis&pn=Curly%20Studio&am=${due.toFixed(2)}&cu=INR&tn=${encodeURIComponent(invoiceNumber)}`,
  );
}

test('a tax invoice shows its GST on the screen, an A4 sheet and an 80 mm roll', async ({ page, request }) => {
  const order = await taxInvoice(request);
  expect(order.invoice_number).toMatch(/^CS\/\d{4}-\d{2}\/\d{6}$/);
  await page.setViewportSize({ width: 1366, height: 900 });
  await openAs(page, await apiLogin(request, DEMO.staff), `/billing/${order.uid}`);
  await expectTaxReceipt(page, order.invoice_number);
  await page.getByText('A4', { exact: true }).click();
  await expectFitsAndShoot(page, 'tax-invoice-a4-1366', { fullPage: true });

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('tax-lines')).toBeVisible();
  await expectPrintedOnOneSheet(page, { size: A4_SHEET });
  await page.emulateMedia({ media: 'screen' });

  await page.getByText('80 mm', { exact: true }).click();
  await expect(page.getByTestId('receipt')).toHaveAttribute('data-format', '80mm');
  await settled(page);
  await page.emulateMedia({ media: 'print' });
  // Every line of the tax fits the roll's 72 mm (272 px): nothing wider than the receipt.
  const overflow = await page.getByTestId('receipt').evaluate((element) => {
    const width = element.firstElementChild!.getBoundingClientRect().right;
    return [...element.querySelectorAll('*')].filter((child) => child.getBoundingClientRect().right > width + 1).length;
  });
  expect(overflow).toBe(0);
  // 40 mm across on the roll (151 px): about 0.9 mm a module, which a phone reads from the print.
  const qrWidth = await page
    .getByTestId('upi-qr')
    .locator('svg')
    .evaluate((svg) => svg.getBoundingClientRect().width);
  expect(Math.round(qrWidth)).toBe(151);
  await expectPrintedOnOneSheet(page, { shot: 'tax-invoice-print-80mm', size: ROLL_SLIP });
  await page.emulateMedia({ media: 'screen' });
  await page.getByText('A4', { exact: true }).click();
});

describeOnPhone('on a 390 px phone', () => {
  test('the admin cancels a tax invoice with a reason, and it stays with its number, stamped Cancelled', async ({
    page,
    request,
  }) => {
    const order = await taxInvoice(request);
    await openAs(page, await apiLogin(request, DEMO.admin), `/billing/${order.uid}`);
    await expectTaxReceipt(page, order.invoice_number);
    await expectFitsAndShoot(page, 'tax-invoice-390', { fullPage: true });

    await page.getByRole('button', { name: 'Cancel invoice' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Cancel invoice' });
    await dialog.getByRole('button', { name: 'Cancel invoice' }).tap();
    await expect(dialog.getByText('Please write why the invoice is cancelled.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Billed to the wrong customer');
    await expectFitsAndShoot(page, 'tax-invoice-cancel-390');
    await dialog.getByRole('button', { name: 'Cancel invoice' }).tap();
    await expect(dialog).toBeHidden();

    await expect(page.getByTestId('cancelled-stamp')).toHaveText('Cancelled');
    await expect(page.getByTestId('receipt-cancelled')).toHaveText('Cancelled: Billed to the wrong customer');
    await expect(page.getByText(`No. ${order.invoice_number}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel invoice' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('cancelled-stamp')).toBeVisible();
    expect(await pageOverflow(page)).toEqual([]);
  });
});
