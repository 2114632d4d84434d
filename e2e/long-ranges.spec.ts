/**
 * Lists of any length (issue 15): the salary list over two financial years shows its first 100 payments with the
 * whole range's totals, and a phone's tap on Show more brings the rest, the page never scrolling sideways. The
 * payments are written here, in the financial years 2022-23 and 2023-24, which no other journey touches, and deleted
 * again. Also the living demo's screens at both widths: the dashboard, the cash book and the salaries of the
 * seeded months.
 */
import type { APIRequestContext } from '@playwright/test';
import { addDays, firstOfMonth, salonToday } from '@shared/salon-time';
import { test, expect, signIn, DEMO, describeOnPhone, screenshot, settled, pageOverflow, apiLogin } from './support';

const FIRST = '2022-04-01';
const LAST = '2024-03-31';
const WEEKS = 104;

async function staffId(request: APIRequestContext, headers: Record<string, string>, phone: string) {
  const answer = await request.get('/api/user/staffUsers', { headers });
  const { data } = (await answer.json()) as { data: { id: number; phone: string }[] };
  return data.find((member) => member.phone === phone)!.id;
}

describeOnPhone('on a phone', () => {
  test('two years of salaries: the first 100 with the totals of all, and Show more by a tap', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { token } = await apiLogin(request, DEMO.admin);
    const headers = { authorization: `Bearer ${token}` };
    const neha = await staffId(request, headers, DEMO.staff.phone);
    const arjun = await staffId(request, headers, DEMO.staff2.phone);
    const added: number[] = [];
    try {
      for (let week = 0; week < WEEKS; week += 1) {
        for (const staff of [neha, arjun]) {
          const answer = await request.post('/api/salary/add', {
            headers,
            data: { date: addDays(FIRST, week * 7), staff, amount: 1000, online_amount: 500, comment: `Week ${week}` },
          });
          expect(answer.ok(), await answer.text()).toBe(true);
          added.push(((await answer.json()) as { data: { id: number } }).data.id);
        }
      }

      await signIn(page, DEMO.admin);
      await page.goto(`/salary?start=${FIRST}&end=${LAST}`);
      const rows = page.getByTestId('salary-row');
      await expect(rows).toHaveCount(100);
      await expect(page.getByText(`${WEEKS * 2} payments from 01 Apr 2022 to 31 Mar 2024`)).toBeVisible();
      await expect(page.getByTestId('salary-totals')).toContainText('₹2,08,000'); // 208 × ₹1,000 cash
      const more = page.getByRole('button', { name: 'Show more' });
      await more.scrollIntoViewIfNeeded();
      await expect(page.getByText(`Showing 100 of ${WEEKS * 2} payments`)).toBeVisible();
      const box = (await more.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(40);
      expect(box.width).toBeGreaterThanOrEqual(40);
      await settled(page);
      expect(await pageOverflow(page)).toEqual([]);
      await screenshot(page, 'salary-show-more-390');

      await more.tap();
      await expect(rows).toHaveCount(200);
      await more.tap();
      await expect(rows).toHaveCount(WEEKS * 2);
      await expect(more).toHaveCount(0);
      await settled(page);
      expect(await pageOverflow(page)).toEqual([]);

      await page.setViewportSize({ width: 1366, height: 900 });
      await page.reload();
      await expect(rows).toHaveCount(100);
      await page.getByRole('button', { name: 'Show more' }).scrollIntoViewIfNeeded();
      await settled(page);
      await screenshot(page, 'salary-show-more-1366');
    } finally {
      for (const id of added) await request.get(`/api/salary/delete?id=${id}`, { headers });
    }
  });
});

test('the living demo: the dashboard, the cash book and the salaries have the seeded months', async ({ page }) => {
  test.setTimeout(120_000);
  const today = salonToday('Asia/Kolkata');
  await signIn(page, DEMO.admin);
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/dashboard');
    await expect(page.getByTestId('tile-TotalOrder')).not.toContainText(/Total Order0$/);
    await expect(page.getByTestId('dashboard-charts').locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expect(page.getByTestId('enquiry-card').first()).toBeVisible();
    await settled(page);
    expect(await pageOverflow(page), `dashboard at ${width}`).toEqual([]);
    await screenshot(page, `demo-dashboard-${width}`, { fullPage: true });

    // The cash book of the seeded months: last month's first day to today.
    await page.goto(`/expenses?start=${firstOfMonth(addDays(firstOfMonth(today), -1))}&end=${today}`);
    await expect(page.getByRole('heading', { name: /^All expenses \(\d+\)$/ })).toBeVisible();
    await expect(page.getByTestId('expense-totals')).toBeVisible();
    await settled(page);
    expect(await pageOverflow(page), `expenses at ${width}`).toEqual([]);
    await screenshot(page, `demo-expenses-${width}`, { fullPage: true });

    await page.goto('/salary');
    await expect(page.getByTestId('salary-row').first()).toBeVisible();
    await settled(page);
    expect(await pageOverflow(page), `salary at ${width}`).toEqual([]);
    await screenshot(page, `demo-salary-${width}`, { fullPage: true });
  }
});
