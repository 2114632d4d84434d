/**
 * Services admin (docs/product.md#services-admin, #service-status-and-sorting, #validation-service): the admin reorders
 * the Threading services by keyboard and by mouse, the order survives a reload and is the public category page's order;
 * the admin adds a service with a rich-text description, sees it on the public page, disables it and it is gone. The
 * Threading category is used by no other journey; its original order is put back at the end. Screenshots at 390 and
 * 1366 px.
 */
import type { Page } from '@playwright/test';
import { expectMessagesOnSubmit, openDialog } from './forms';
import { test, expect, signIn, DEMO, screenshot, settled, pageOverflow } from './support';

const CATEGORY = { id: 7, slug: 'threading', name: 'Threading' };

/** The service names of the admin table, top to bottom. */
async function adminOrder(page: Page): Promise<string[]> {
  return page
    .getByTestId('service-row')
    .evaluateAll((rows) => rows.map((row) => (row.querySelector('td:nth-child(2)')?.textContent ?? '').trim()));
}

/** The service names of the public category page, in the order shown. */
async function publicOrder(page: Page): Promise<string[]> {
  await page.goto(`/curly-service/${CATEGORY.slug}`);
  await expect(page.locator('article').first()).toBeVisible();
  return (await page.locator('article h3, article h2').allTextContents()).map((name) => name.trim());
}

const ADDED_PREFIX = 'E2E Brow Shaping';
/** Services this journey added on earlier runs are disabled: the public page never shows them. */
const enabledOnly = (names: string[]) => names.filter((name) => !name.startsWith(ADDED_PREFIX));

interface ServiceSorting {
  id: number;
  sorting: number;
}

/** Calls the API as the signed-in admin of this page. */
async function callApi<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const { token } = JSON.parse(localStorage.getItem('auth')!) as { token: string };
      const response = await fetch(path, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as T;
    },
    { path, body },
  );
}

test('the admin reorders services, adds one with a description, disables it, and the public page follows', async ({
  page,
}) => {
  // A long journey (reorder, add with the editor, disable, the public page): past a minute on a busy machine.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO.admin);
  const original = (
    await callApi<{ data: ServiceSorting[] }>(page, `/api/expense/services?staff=1&cat_id=${CATEGORY.id}`)
  ).data.map(({ id, sorting }) => ({ id, sorting }));
  const addedName = `${ADDED_PREFIX} ${Date.now() % 100_000}`;

  try {
    await page.goto('/service');
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    await expect(page.getByTestId('service-row').first()).toBeVisible();
    // Every service: no drag handles.
    await expect(page.getByRole('button', { name: /^Move / })).toHaveCount(0);
    await settled(page);
    await screenshot(page, 'service-list-1366');

    await page.getByRole('textbox', { name: 'Category' }).click();
    await page.getByRole('option', { name: CATEGORY.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/service\\?category=${CATEGORY.id}$`));
    await expect(page.getByRole('button', { name: /^Move / }).first()).toBeVisible();
    const before = await adminOrder(page);
    expect(enabledOnly(before.slice(0, 3))).toHaveLength(3);
    expect(await publicOrder(page)).toEqual(enabledOnly(before));

    // By keyboard: the first service goes down two places.
    await page.goto(`/service?category=${CATEGORY.id}`);
    const handle = page.getByRole('button', { name: `Move ${before[0]}` });
    await handle.focus();
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/expense/updateSorting'));
    // Each key waits for the screen reader's announcement of the one before, as a person would. dnd-kit starts
    // listening for the arrows from a timer set at the pick-up, and a busy browser handles input before timers:
    // a timer set after it has run once it has.
    const announcer = page.locator('[id^="DndLiveRegion"]');
    await page.keyboard.press('Space');
    await expect(announcer).toHaveText(`${before[0]} is over ${before[0]}.`);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    await page.keyboard.press('ArrowDown');
    await expect(announcer).toHaveText(`${before[0]} is over ${before[1]}.`);
    await page.keyboard.press('ArrowDown');
    await expect(announcer).toHaveText(`${before[0]} is over ${before[2]}.`);
    await page.keyboard.press('Space');
    expect((await saved).status()).toBe(200);
    const byKeyboard = [before[1]!, before[2]!, before[0]!, ...before.slice(3)];
    await expect.poll(() => adminOrder(page)).toEqual(byKeyboard);

    // By mouse: the last of the three goes back to the top.
    const from = await page.getByRole('button', { name: `Move ${byKeyboard[2]}` }).boundingBox();
    const to = await page.getByRole('button', { name: `Move ${byKeyboard[0]}` }).boundingBox();
    const dropped = page.waitForResponse((response) => response.url().endsWith('/api/expense/updateSorting'));
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(from!.x + from!.width / 2, to!.y + to!.height / 2 - 10, { steps: 12 });
    await page.mouse.move(from!.x + from!.width / 2, to!.y + 2, { steps: 4 });
    await page.mouse.up();
    expect((await dropped).status()).toBe(200);
    const byMouse = [byKeyboard[2]!, byKeyboard[0]!, byKeyboard[1]!, ...byKeyboard.slice(3)];
    await expect.poll(() => adminOrder(page)).toEqual(byMouse);

    await page.reload();
    await expect.poll(() => adminOrder(page)).toEqual(byMouse);
    expect(await publicOrder(page)).toEqual(enabledOnly(byMouse));

    // Add Service with a rich-text description.
    await page.goto(`/service?category=${CATEGORY.id}`);
    const dialog = await openDialog(page, 'Add Service');
    await expectMessagesOnSubmit(dialog, 'Save', ['Name is required!', 'Status is required!']);
    await dialog.getByLabel(/^Name/).fill(addedName);
    await dialog.getByRole('textbox', { name: /^Price/ }).fill('149');
    await dialog.getByRole('textbox', { name: /^Discount/ }).fill('20');
    await dialog.getByRole('textbox', { name: 'Categories' }).click();
    await page.getByRole('option', { name: CATEGORY.name, exact: true }).click();
    // The list of categories stays open for more picks: a click elsewhere closes it.
    await dialog.getByRole('heading', { name: 'Add Service' }).click();
    await dialog.getByRole('combobox', { name: 'Status' }).selectOption('1');
    const description = dialog.getByRole('textbox', { name: /^Description/ });
    await description.click();
    await page.keyboard.type('Shaped with thread and finished with a ');
    // The first editor's toolbar: the Hindi description has one of its own below.
    await dialog.getByRole('button', { name: 'Bold' }).first().click();
    await page.keyboard.type('soothing aloe gel');
    await dialog.getByRole('button', { name: 'Bold' }).first().click();
    await page.keyboard.type('.');
    // Its Hindi name, shown on the Hindi page (docs/decisions/018-hindi-at-its-own-addresses.md).
    await dialog.getByLabel(/^Hindi name/).fill(`${addedName} हिन्दी`);
    await expect(dialog.getByRole('textbox', { name: /^Sorting/ })).not.toHaveValue('');
    await settled(page);
    await screenshot(page, 'service-add-modal-1366');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Service has been added!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: addedName });
    await expect(row.getByText('Enable')).toBeVisible();
    await expect(row.getByText('₹149')).toBeVisible();

    expect(await publicOrder(page)).toEqual([...enabledOnly(byMouse), addedName]);
    const card = page.locator('article').filter({ has: page.getByRole('heading', { name: addedName }) });
    await card.getByRole('button', { name: 'View details' }).click();
    const details = page.getByRole('dialog', { name: addedName });
    await expect(details.locator('strong')).toHaveText('soothing aloe gel');
    await details.getByRole('button', { name: 'Close' }).click();
    // The Hindi page shows its Hindi name.
    await page.goto(`/hi/curly-service/${CATEGORY.slug}`);
    await expect(page.getByRole('heading', { name: `${addedName} हिन्दी` })).toBeVisible();

    // Disable it: gone from the public page.
    await page.goto(`/service?category=${CATEGORY.id}`);
    await page.getByRole('button', { name: `Edit ${addedName}` }).click();
    const update = page.getByRole('dialog', { name: 'Update Service' });
    await expect(update.getByLabel(/^Name/)).toHaveValue(addedName);
    await update.getByRole('combobox', { name: 'Status' }).selectOption('0');
    await update.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Service has been updated!')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: addedName }).getByText('Disable')).toBeVisible();
    expect(await publicOrder(page)).toEqual(enabledOnly(byMouse));

    // On a phone: the table scrolls inside its card, never the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/service?category=${CATEGORY.id}`);
    await expect(page.getByTestId('service-row').first()).toBeVisible();
    expect(await pageOverflow(page)).toEqual([]);
    await settled(page);
    await screenshot(page, 'service-list-390');
    await page.getByRole('button', { name: `Edit ${byMouse[0]}` }).click();
    await expect(
      page.getByRole('dialog', { name: 'Update Service' }).getByRole('button', { name: 'Bold' }).first(),
    ).toBeVisible();
    await settled(page);
    await screenshot(page, 'service-update-modal-390');
    await page.getByRole('dialog', { name: 'Update Service' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Add Service' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Add Service' }).getByRole('button', { name: 'Bold' }).first(),
    ).toBeVisible();
    expect(await pageOverflow(page)).toEqual([]);
    await settled(page);
    await screenshot(page, 'service-add-modal-390');
  } finally {
    // The Threading category keeps its first order for the next run.
    await callApi(page, '/api/expense/updateSorting', original);
  }
});

test('a customer is sent home from /service', async ({ page }) => {
  await signIn(page, DEMO.customer);
  await page.goto('/service');
  await page.waitForURL((url) => url.pathname === '/');
});
