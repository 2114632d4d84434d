import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { SIGNED_IN_COOKIE } from '@shared/document-cookies';

export { expect } from '@playwright/test';

/** The origin of the footer's map embed. */
const OPEN_STREET_MAP = /^https:\/\/[a-z.]*openstreetmap\.org\//;
/** What the tests' browser gets in place of the map embed: a plain page that loads at once. */
const MAP_STAND_IN =
  '<!doctype html><html lang="en"><title>Map</title><body style="margin:0;background:#e8eef2"></body></html>';

/** Waits until the app has hydrated the server's page (or rendered its own), so clicks reach React. */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
}

/** Every context of the tests gets the stand-in for the map embed: the tests never wait on another site. */
async function standInForMap(context: BrowserContext): Promise<void> {
  await context.route(OPEN_STREET_MAP, (route) => route.fulfill({ contentType: 'text/html', body: MAP_STAND_IN }));
}

/**
 * The tests' `page`: goto and reload come back once the app is live, so that a test starts from the page a visitor
 * works with (a tap before then is held and replayed: src/web/lib/hold-taps.ts). A goto with `waitUntil: 'commit'`
 * comes back at once, for a test of the page before the app is live. The footer's map embed (docs/product.md#directions)
 * gets a plain stand-in page in every context, the test's own and those a test opens: a refused frame's error page
 * kept the page from ever being idle now and then, on a busy machine.
 */
export const test = base.extend({
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        await standInForMap(context);
        return context;
      };
      await provide(browser);
    },
    { scope: 'worker' },
  ],
  page: async ({ page, javaScriptEnabled }, provide) => {
    // The test's own page routes by itself, not its context: routing the context also takes over the service worker's
    // requests, and the offline journey's reload then came back without the offline notice now and then.
    await page.route(OPEN_STREET_MAP, (route) => route.fulfill({ contentType: 'text/html', body: MAP_STAND_IN }));
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        if (args[1]?.waitUntil !== 'commit') await waitForApp(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForApp(page);
        return response;
      };
    }
    await provide(page);
  },
});

/** The demo logins (admin, staff, staff2, customer, customer2), from the seed's own list. */
export { DEMO } from '@server/db/seed/demo-users';

/** A phone no other test uses: 98 followed by eight digits from the clock and a random part. */
export function uniquePhone(): string {
  const digits = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`.padStart(8, '0').slice(-8);
  return `98${digits}`;
}

export async function signIn(page: Page, who: { phone: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Phone').fill(who.phone);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

const screenshotDir = path.resolve('e2e/screenshots');

/** Screenshots are looked at by people: they land in e2e/screenshots (not committed). */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean; clip?: { x: number; y: number; width: number; height: number } } = {},
): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  if (!options.fullPage) {
    await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), ...options });
    return;
  }
  // A whole page is shot without scrolling: what is drawn only as it comes near the screen (content-visibility, the
  // home page's sections below the hero) is drawn for the shot, as scrolling through would draw it.
  const drawAll = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  try {
    await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), ...options });
  } finally {
    await drawAll.evaluate((element) => (element as Element).remove());
  }
}

/**
 * Waits for the page's transitions, so a screenshot shows it as people see it. Looping animations (the header's
 * Offers pulse) never end: only the finite ones count; Mantine's transitions are style changes, hence the pause.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  await page.waitForTimeout(300);
}

/**
 * Elements that stick out past the viewport without a scrolling box to hold them (none: no page scroll). Fixed
 * layers (a toast sliding in from the edge) never scroll the page and are not counted.
 */
export async function pageOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      let holder: Element | null = element;
      let isHeld = false;
      while (holder) {
        const style = getComputedStyle(holder);
        if (style.position === 'fixed') {
          isHeld = true;
          break;
        }
        if (holder !== element && style.overflowX !== 'visible' && holder.getBoundingClientRect().right <= width + 1) {
          isHeld = true;
          break;
        }
        holder = holder.parentElement;
      }
      if (!isHeld) out.push(`${element.tagName}.${String(element.className).slice(0, 50)} ${Math.round(box.right)}`);
    }
    if (document.documentElement.scrollWidth > width) out.push(`page ${document.documentElement.scrollWidth}`);
    return out;
  });
}

/**
 * Once the page has settled, nothing sticks out past the viewport (`label` names the check) and a screenshot `name` is
 * kept.
 */
export async function expectFitsAndShoot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
  label?: string,
): Promise<void> {
  await settled(page);
  expect(await pageOverflow(page), label).toEqual([]);
  await screenshot(page, name, options);
}

/**
 * The page at a phone's width and a laptop's (reloaded at each when `reload`): once `ready` holds, nothing sticks out
 * past the viewport, and a full-page screenshot `name-width` is kept.
 */
export async function atBothWidths(
  page: Page,
  name: string,
  ready: () => Promise<void>,
  { reload = false }: { reload?: boolean } = {},
): Promise<void> {
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (reload) await page.reload();
    await ready();
    await expectFitsAndShoot(page, `${name}-${width}`, { fullPage: true }, `${name} at ${width}px`);
  }
}

/** The MediaBox of each page of a PDF Chromium printed (its page objects are not compressed). */
function pdfPages(pdf: Buffer): string[] {
  return [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[([^\]]+)\]/g)].map((match) => match[1]!.trim());
}

/** The MediaBox of one A4 sheet: 595 × 842 pt. */
export const A4_SHEET = /^0 0 59[45]\.\d+ 84[12]\.\d+$/;

/** The MediaBox of one slip of an 80 mm roll: 226.8 pt wide, as long as what is printed. */
export const ROLL_SLIP = /^0 0 227\.\d+ \d+/;

/**
 * The page as printed (print media is the caller's to emulate): a full-page screenshot `shot` when one is named, and,
 * printed as its own page size asks, one sheet whose MediaBox matches `size` when one is given.
 */
export async function expectPrintedOnOneSheet(
  page: Page,
  { shot, size }: { shot?: string; size?: RegExp } = {},
): Promise<void> {
  if (shot) await screenshot(page, shot, { fullPage: true });
  const sheets = pdfPages(await page.pdf({ preferCSSPageSize: true }));
  expect(sheets).toHaveLength(1);
  if (size) expect(sheets[0]).toMatch(size);
}

/** A phone in the hand: a touch screen and a mobile viewport, 390 × 844 px unless told. */
export function phoneOf(width = 390, height = 844) {
  return { viewport: { width, height }, hasTouch: true, isMobile: true } as const;
}

/** The phone the phone journeys use unless they say otherwise. */
export const PHONE = phoneOf();

/**
 * The tests `body` declares, grouped under `title` and run on a phone ({@link PHONE} unless another comes before the
 * body): they tap.
 */
export function describeOnPhone(
  title: string,
  ...phoneAndBody: [body: () => void] | [phone: ReturnType<typeof phoneOf>, body: () => void]
): void {
  const [phone, body] = phoneAndBody.length === 1 ? [PHONE, phoneAndBody[0]] : phoneAndBody;
  test.describe(title, () => {
    test.use(phone);
    body();
  });
}

/** The WCAG 2.0 / 2.1 A and AA rules axe checks (issue 8: zero serious or critical violations). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page (or on the part `include` selects) and fails with each serious or critical violation's id,
 * help and targets, so the failure reads as a to-do list.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string, include?: string): Promise<void> {
  // Only violations are collected: gathering the passes too takes several times as long. Legacy mode runs axe in the
  // page itself; the default opens a blank page for every check to merge the results of frames (the app has none),
  // which made each check three times as long (1.1 s instead of 0.4 s for the home page).
  let builder = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const lines = serious.map((violation) => {
    // The first few elements are enough to find the cause; the summary's first reason names the colours or label.
    const nodes = violation.nodes.slice(0, 5).map((node) => {
      const reason = (node.failureSummary ?? '').split('\n')[1]?.trim() ?? '';
      return `    ${node.target.join(' ')}: ${reason}`;
    });
    const more = violation.nodes.length > 5 ? `\n    ... and ${violation.nodes.length - 5} more` : '';
    return `${violation.id} (${violation.impact}): ${violation.help}\n${nodes.join('\n')}${more}`;
  });
  expect.soft(serious.length, `${label}: serious/critical axe violations\n${lines.join('\n')}`).toBe(0);
}

/** Waits until the page's data has arrived and its transitions have ended, so axe sees what people see. */
export async function pageLoaded(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await settled(page);
}

/** A signed-in session as POST /api/login answers it. */
export interface Session {
  token: string;
  user: { id: number; name: string; user_type: number };
}

/** Signs in through the API (no login form), for tests that start signed in. */
export async function apiLogin(request: APIRequestContext, who: { phone: string; password: string }): Promise<Session> {
  const answer = await request.post('/api/login', { data: { phone: who.phone, password: who.password } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as Session;
}

/**
 * The browser as a previous visit would have left it signed in: the session in its storage and the sign-in cookie
 * (@shared/document-cookies) with which the server sends it the app's pages.
 */
export async function keepSession(target: Page | BrowserContext, session: Session): Promise<void> {
  const context = 'context' in target ? target.context() : target;
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('The browser tests need a baseURL.');
  await context.addCookies([{ name: SIGNED_IN_COOKIE, value: '1', url: baseURL }]);
  await target.addInitScript((auth) => localStorage.setItem('auth', JSON.stringify(auth)), session);
}

/** The booking modal's 'Appointment Booked Sucessfully' dialog, once it shows and names each of `booked`. */
export async function expectBooked(page: Page, booked: readonly string[]): Promise<Locator> {
  const success = page.getByRole('dialog', { name: 'Appointment Booked Sucessfully' });
  await expect(success).toBeVisible();
  for (const text of booked) await expect(success).toContainText(text);
  return success;
}

/**
 * A day of a Mantine date picker, named 'D MMMM YYYY'. Matched exactly: '1 December 2026' is also part of '11', '21'
 * and '31 December 2026'.
 */
export function pickerDay(scope: Page | Locator, isoDate: string): Locator {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const month = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
  return scope.getByRole('button', { name: `${d} ${month} ${y}`, exact: true });
}
