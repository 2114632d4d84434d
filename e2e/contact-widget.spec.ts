/**
 * The floating contact widget and Get Directions (docs/product.md#contact-widget, #directions) in a real browser. The
 * server's page shows the layout that fits the screen before any script, with every contact a real link; their
 * islands (docs/architecture.md#fast-public-pages) open the menus (a tap on a phone; the mouse, a click or Enter beside
 * a wide page), and Get Directions opens the way from the visitor in a new tab.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import {
  test,
  describeOnPhone,
  expect,
  expectNoSeriousA11yViolations,
  pageOverflow,
  PHONE,
  screenshot,
  settled,
} from './support';

const DESKTOP = { viewport: { width: 1366, height: 860 } };

const widgetOf = (page: Page) => page.getByRole('complementary', { name: 'Contact the salon' });

/** The widget's links, shown or not: every contact is one, in the server's HTML. */
async function expectEveryContactLinked(widget: Locator) {
  await expect(widget.locator('a[href^="tel:"]').first()).toBeAttached();
  await expect(widget.locator('a[href^="mailto:"]').first()).toBeAttached();
  await expect(widget.locator('a[href^="https://wa.me/91"]').first()).toBeAttached();
}

/**
 * Opens `path` in a browser that shares where the visitor is, with a Google Maps that answers here (nothing leaves the
 * machine), presses the button `name` (a tap on a phone, a click beside a wide page) and sees the way from the visitor
 * open in a new tab; gives that tab's query.
 */
async function directionsFrom(
  page: Page,
  context: BrowserContext,
  path: string,
  name: string,
  press: (button: Locator) => Promise<void>,
): Promise<URLSearchParams> {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 30.74, longitude: 76.79 });
  await context.route('https://www.google.com/**', (route) =>
    route.fulfill({ body: 'Directions', contentType: 'text/plain' }),
  );
  await page.goto(path);
  const popup = page.waitForEvent('popup');
  await press(page.getByRole('button', { name, exact: true }));
  const tab = await popup;
  await tab.waitForURL(/google\.com\/maps\/dir/);
  const query = new URL(tab.url()).searchParams;
  expect(query.get('origin')).toBe('30.74,76.79');
  return query;
}

/**
 * The widget as the server's page shows it before any script: on a phone and beside a wide page, the controls (role
 * and name) shown and hidden, and whether the page is checked for anything sticking out.
 */
const WITHOUT_SCRIPT = [
  {
    where: 'on a phone',
    device: PHONE,
    title: 'the widget is the one Contact button, its links in the page',
    path: '/services',
    shown: [['button', 'Contact the salon']],
    hidden: [
      ['button', 'Call the salon'],
      ['link', 'Chat on WhatsApp'],
    ],
    fitsScreen: true,
  },
  {
    where: 'beside a wide page',
    device: DESKTOP,
    title: 'the widget is the round buttons, its links in the page',
    path: '/',
    shown: [
      ['button', 'Call the salon'],
      ['button', 'E-mail the salon'],
      ['link', 'Chat on WhatsApp'],
    ],
    hidden: [['button', 'Contact the salon']],
    fitsScreen: false,
  },
] as const;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const layout of WITHOUT_SCRIPT) {
    test.describe(layout.where, () => {
      test.use(layout.device);

      test(layout.title, async ({ page }) => {
        await page.goto(layout.path);
        const widget = widgetOf(page);
        for (const [role, name] of layout.shown) await expect(widget.getByRole(role, { name })).toBeVisible();
        for (const [role, name] of layout.hidden) await expect(widget.getByRole(role, { name })).toBeHidden();
        await expectEveryContactLinked(widget);
        if (layout.fitsScreen) expect(await pageOverflow(page)).toEqual([]);
      });
    });
  }
});

describeOnPhone('on a phone', () => {
  test('a tap on Contact lists every way to reach the salon, and a tap elsewhere closes it', async ({ page }) => {
    await page.goto('/services');
    const widget = widgetOf(page);
    const button = widget.getByRole('button', { name: 'Contact the salon' });
    await button.tap();
    const menu = page.getByRole('menu', { name: 'Contact the salon' });
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('menuitem').first()).toHaveAttribute('href', /^tel:/);
    await expect(menu.getByRole('menuitem', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
    expect(await pageOverflow(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page, 'contact menu open (390)', 'aside');
    await settled(page);
    await screenshot(page, 'contact-widget-open-390');
    await page.getByRole('heading', { level: 1 }).tap();
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the footer’s Get Direction opens the way from the visitor in a new tab', async ({ page, context }) => {
    await directionsFrom(page, context, '/services', 'Get Direction', (button) => button.tap());
  });
});

test.describe('beside a wide page', () => {
  test.use(DESKTOP);

  test('a round button’s menu opens under the mouse, stays open on a click and closes when the mouse leaves', async ({
    page,
  }) => {
    await page.goto('/');
    const widget = widgetOf(page);
    const call = widget.getByRole('button', { name: 'Call the salon' });
    const menu = page.getByRole('menu', { name: 'Call the salon' });
    await call.hover();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem').first()).toHaveAttribute('href', /^tel:/);
    await call.click();
    await expect(menu).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'call menu open (1366)', 'aside');
    await settled(page);
    await screenshot(page, 'contact-widget-call-1366');
    await page.mouse.move(300, 300);
    await expect(menu).toBeHidden();
    await expect(call).toHaveAttribute('aria-expanded', 'false');
  });

  test('Enter opens a round button’s menu, the arrow keys move in it and Escape gives the focus back', async ({
    page,
  }) => {
    await page.goto('/');
    const mail = widgetOf(page).getByRole('button', { name: 'E-mail the salon' });
    await mail.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'E-mail the salon' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await expect(menu.getByRole('menuitem').first()).toHaveAttribute('href', /^mailto:/);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(mail).toBeFocused();
  });

  test('the WhatsApp link shows its name beside it under the mouse', async ({ page }) => {
    await page.goto('/');
    const widget = widgetOf(page);
    const tooltip = widget.locator('[aria-hidden="true"]', { hasText: 'Chat on WhatsApp' });
    await expect(tooltip).toBeHidden();
    await widget.getByRole('link', { name: 'Chat on WhatsApp' }).hover();
    await expect(tooltip).toBeVisible();
  });

  test('the floating Get Directions opens the way from the visitor in a new tab', async ({ page, context }) => {
    const query = await directionsFrom(page, context, '/', 'Get Directions', (button) => button.click());
    expect(query.get('destination')).toMatch(/^[\d.]+,[\d.]+$/);
  });
});
