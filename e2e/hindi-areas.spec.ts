/**
 * Every page in Hindi (docs/decisions/018-hindi-at-its-own-addresses.md): the public pages, the customer area, a
 * receipt and every back-office page of each role at its /hi address, and the back office's dialogs, show no English
 * word but the kept ones and what the data itself says (names, comments, a service without a Hindi name), at 390 and
 * 1366 px, with nothing sticking out past the screen and a full-page screenshot `hindi-<page>-<width>` of each; the
 * receipt prints on A4 and 80 mm, and the cash book's Excel file is in Hindi too.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { PRODUCT_LINES } from '@web/features/site/components/home-content';
import { readSheet } from '@web/test/workbook';
import addCustomerHi from '@web/components/add-customer/hi';
import expensesHi from '@web/features/expenses/hi';
import reviewHi from '@web/features/appointment-review/hi';
import offersAdminHi from '@web/features/offers-admin/hi';
import ordersHi from '@web/features/orders/hi';
import { receiptNumber } from '@web/features/orders/order-text';
import salaryHi from '@web/features/salary/hi';
import servicesAdminHi from '@web/features/services-admin/hi';
import { addCustomer, createOrder, openAs, servicesFrom, type CatalogueService } from './api-data';
import {
  apiLogin,
  DEMO,
  expect,
  expectPrintedOnOneSheet,
  pageLoaded,
  pageOverflow,
  ROLL_SLIP,
  screenshot,
  settled,
  test,
  uniquePhone,
  type Session,
} from './support';

/**
 * Latin words a Hindi page may show (docs/hindi.md, the kept words): the salon's name, brands, letters read as such,
 * and the switch to English.
 */
const KEPT_LATIN =
  /^(curly|studio|whatsapp|google|instagram|facebook|youtube|upi|gst|gstin|cgst|sgst|otp|pdf|png|jpeg|webp|id|mb|am|pm|sac|hsn|qr|a4|english)$/i;

/** A Latin word (with the digits in it: A4, a receipt's number). */
const LATIN_WORD = /[A-Za-z][A-Za-z0-9]*/g;
/** A Latin word as the page shows it: whole, or cut short with an ellipsis. */
const SHOWN_WORD = /[A-Za-z][A-Za-z0-9]*…?/g;

/** Every Latin word of a string, of an answer's strings (but its messages, the server's English), kept in `into`. */
function collectWords(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') for (const word of value.match(LATIN_WORD) ?? []) into.add(word);
  else if (Array.isArray(value)) for (const item of value) collectWords(item, into);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) if (key !== 'message') collectWords(item, into);
}

const SERVER_STATE = /<script type="application\/json" id="server-state"[^>]*>([^<]*)<\/script>/;

/**
 * The words of the data the page was given: every API answer it fetched and the query answers in its document's
 * state script. Words are kept as written (a status 'pending' in the data does not let 'Pending' through).
 */
function dataWords(page: Page): { words: Set<string>; settle: () => Promise<void> } {
  const words = new Set<string>();
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() === 'document') {
      reading.push(
        response.text().then(
          (html) => {
            const state = SERVER_STATE.exec(html)?.[1];
            if (state) collectWords(JSON.parse(state), words);
          },
          () => undefined,
        ),
      );
    } else if (new URL(response.url()).pathname.startsWith('/api/') && type.includes('json')) {
      reading.push(
        response.json().then(
          (answer) => collectWords(answer, words),
          () => undefined,
        ),
      );
    }
  });
  return { words, settle: () => Promise.all(reading).then(() => undefined) };
}

/**
 * The Latin words of the page (each text of it, shown or waiting to be, and what screen readers read), but the kept
 * ones and the data's.
 */
async function englishOnPage(page: Page, data: Set<string>, leaveOut: string): Promise<string[]> {
  const texts = await page.evaluate((leftOut) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest(leftOut)) found.push(node.nodeValue ?? '');
    }
    for (const element of Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')))
      if (!element.closest(leftOut))
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) found.push(element.getAttribute(name) ?? '');
    return found;
  }, leaveOut);
  const email = /\S+@\S+/g;
  const words = texts.flatMap((text) => text.replace(email, ' ').match(SHOWN_WORD) ?? []);
  const dataWords = [...data];
  const isData = (word: string) =>
    // A preview cut short ('Electricity bil…') shows the start of a data word.
    word.endsWith('…') ? dataWords.some((known) => known.startsWith(word.slice(0, -1))) : data.has(word);
  return [...new Set(words.filter((word) => !KEPT_LATIN.test(word.replace('…', '')) && !isData(word)))];
}

const WIDTHS = [
  [390, 844],
  [1366, 900],
] as const;

/** Opens each page at both widths and checks it: no English, nothing sticking out, a screenshot. */
/** What the scan leaves out: code and styles. `codes` are words shown as they are in every language (brands, numbers). */
const NOT_SHOWN = 'script, style';

async function checkPages(
  page: Page,
  pages: Record<string, string>,
  { codes = [], leaveOut = NOT_SHOWN }: { codes?: readonly string[]; leaveOut?: string } = {},
): Promise<void> {
  const data = dataWords(page);
  for (const code of codes) collectWords(code, data.words);
  for (const [name, path] of Object.entries(pages)) {
    for (const [width, height] of WIDTHS) {
      await page.setViewportSize({ width, height });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await pageLoaded(page);
      await data.settle();
      expect(await englishOnPage(page, data.words, leaveOut), `${path} at ${width}px`).toEqual([]);
      expect(await pageOverflow(page), `${path} at ${width}px`).toEqual([]);
      await screenshot(page, `hindi-${name}-${width}`, { fullPage: true });
    }
  }
}

test('every public page in Hindi', async ({ page }) => {
  // 11 pages at two widths, each with a full-page screenshot.
  test.setTimeout(120_000);
  await checkPages(
    page,
    {
      'public-home': '/hi',
      'public-services': '/hi/services',
      'public-category': '/hi/curly-service/hair',
      'public-bridal': '/hi/bridal',
      'public-nails': '/hi/nails',
      'public-offers': '/hi/offers',
      'public-republic-day': '/hi/republic-day',
      'public-installation': '/hi/installation',
      'public-login': '/hi/login',
      'public-register': '/hi/register',
      'public-not-found': '/hi/no-such-page',
    },
    // A guest's document carries no data to tell staff's words by: the services' and offers' cards are left out
    // (their Hindi fields are checked apart; other journeys add English-only services meanwhile), and what is hidden.
    // The product lines' logos are named by their brands.
    {
      leaveOut: `${NOT_SHOWN}, article, [data-testid="offer-card"], [hidden]`,
      codes: PRODUCT_LINES.map((line) => line.name),
    },
  );
});

test('a receipt in Hindi, on the screen and on paper', async ({ page, request }) => {
  const staff = await apiLogin(request, DEMO.staff);
  const customer = await addCustomer(request, staff, { name: 'Meena', phone: uniquePhone(), gender: 2 });
  const [service] = (await servicesFrom(request, 500)) as [CatalogueService];
  const order = await createOrder(request, staff.token, {
    customer,
    lines: [{ service, staff: [staff.user.id], qty: 1 }],
    cash: 100,
  });
  // The receipt's number is the start of its uid, in capitals (a code, the same in every language).
  const number = [receiptNumber(order.uid)];
  await checkPages(page, { receipt: `/hi/billing/${order.uid}` }, { codes: number });
  // Staff have the paper's choice too; printed in Hindi: one A4 sheet, then one 80 mm slip.
  await openAs(page, staff, '/hi');
  await checkPages(page, { 'receipt-staff': `/hi/billing/${order.uid}` }, { codes: number });
  await page.emulateMedia({ media: 'print' });
  await expectPrintedOnOneSheet(page, { shot: 'hindi-receipt-print-a4' });
  await page.emulateMedia({ media: 'screen' });
  await page.getByText(ordersHi.words['receipt.format80'], { exact: true }).click();
  await expect(page.getByTestId('receipt')).toHaveAttribute('data-format', '80mm');
  await page.emulateMedia({ media: 'print' });
  await expectPrintedOnOneSheet(page, { shot: 'hindi-receipt-print-80mm', size: ROLL_SLIP });
});

test('the customer area in Hindi', async ({ page, request }) => {
  await openAs(page, await apiLogin(request, DEMO.customer), '/hi');
  await checkPages(page, { cart: '/hi/cart', profile: '/hi/profile', 'my-appointments': '/hi/my-appointments' });
});

test("staff's back office in Hindi", async ({ page, request }) => {
  test.setTimeout(120_000);
  await openAs(page, await apiLogin(request, DEMO.staff), '/hi');
  await checkPages(page, {
    'staff-dashboard': '/hi/dashboard',
    'staff-expenses': '/hi/expenses',
    'staff-attendance': '/hi/attendance',
    'staff-services': '/hi/service',
    'staff-orders': '/hi/listing',
    'staff-salary': '/hi/salary',
    'quick-invoice': '/hi/quickInvoice',
  });
});

test("the admin's back office in Hindi", async ({ page, request }) => {
  test.setTimeout(120_000);
  await openAs(page, await apiLogin(request, DEMO.admin), '/hi');
  await checkPages(page, {
    dashboard: '/hi/dashboard',
    'booking-list': '/hi/booking-list',
    users: '/hi/userList',
    'offer-list': '/hi/offer-list',
    'mark-attendance': '/hi/mark-attendence',
    expenses: '/hi/expenses',
    salary: '/hi/salary',
    orders: '/hi/listing',
  });
});

test("the admin's salon settings in Hindi", async ({ page, request }) => {
  await openAs(page, await apiLogin(request, DEMO.admin), '/hi');
  // The format of the hours for search engines is shown as it is written, in every language.
  await checkPages(page, { 'salon-settings': '/hi/salon-settings' }, { codes: ['Mo-Sa 10:00-20:30, Su 11:00-18:00'] });
});

/** A button's name from its Hindi text with places ('{{date}} का खर्च हटाएँ'): any words in the places. */
function named(text: string): RegExp {
  const parts = text.split(/\{\{\s*\w+\s*\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}

/**
 * The back office's dialogs: each page's Add button opens its form, titled and filled in Hindi, and saved empty (those
 * an empty form cannot pass) its fields' errors are in Hindi too; a row's delete, a due's payment and an appointment's
 * rejection open their dialogs, closed again unanswered.
 */
const DIALOGS = [
  { name: 'add-expense', path: '/hi/expenses', button: expensesHi.words['page.add'], saveEmpty: false },
  { name: 'add-service', path: '/hi/service', button: servicesAdminHi.words['page.add'], saveEmpty: true },
  { name: 'add-customer', path: '/hi/quickInvoice', button: addCustomerHi.words['action.add'], saveEmpty: true },
  { name: 'add-salary', path: '/hi/salary', button: salaryHi.words['page.add'], saveEmpty: true },
  { name: 'add-offer', path: '/hi/offer-list', button: offersAdminHi.words['page.add'], saveEmpty: true },
  { name: 'delete-expense', path: '/hi/expenses', button: named(expensesHi.words['row.delete']), saveEmpty: false },
  { name: 'pending-payment', path: '/hi/listing', button: named(ordersHi.words['row.payLabel']), saveEmpty: false },
  {
    name: 'reject-appointment',
    path: '/hi/booking-list',
    button: reviewHi.words['action.reject'],
    saveEmpty: false,
  },
] as const;

test("the back office's dialogs in Hindi, and the cash book's Excel file", async ({ page, request }) => {
  // Eight dialogs at two widths, each page loaded, scanned and screenshotted: over two minutes on a busy machine.
  test.setTimeout(240_000);
  const admin: Session = await apiLogin(request, DEMO.admin);
  await openAs(page, admin, '/hi');
  const data = dataWords(page);
  for (const dialog of DIALOGS) {
    for (const [width, height] of WIDTHS) {
      await page.setViewportSize({ width, height });
      await page.goto(dialog.path);
      await pageLoaded(page);
      await page.getByRole('button', { name: dialog.button, exact: true }).first().click();
      const opened = page.getByRole('dialog');
      await expect(opened).toBeVisible();
      if (dialog.saveEmpty) {
        await opened.locator('button[type="submit"]').click();
        await expect(opened.locator('[aria-invalid="true"]').first()).toBeVisible();
      }
      await settled(page);
      await data.settle();
      expect(await englishOnPage(page, data.words, NOT_SHOWN), `${dialog.name} at ${width}px`).toEqual([]);
      expect(await pageOverflow(page), `${dialog.name} at ${width}px`).toEqual([]);
      await screenshot(page, `hindi-${dialog.name}-${width}`);
    }
  }

  // The cash book's Print gives the sheet with Hindi headers, name and total row.
  await page.goto('/hi/expenses');
  await pageLoaded(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: expensesHi.words['page.print'], exact: true }).click();
  const download = await downloading;
  const { sheet, values } = await readSheet(new Uint8Array(fs.readFileSync(await download.path())).buffer);
  expect(sheet.name).toBe(expensesHi.words['sheet.name']);
  const headers = values(1).map(String);
  expect(headers).toHaveLength(9);
  for (const header of headers) expect(header).not.toMatch(/[A-Za-z]/);
  expect(values(sheet.rowCount)[0]).toBe(expensesHi.words['sheet.footer']);
});
