/**
 * Screenshots of every page at 390 and 1366 px, for comparing a change that must not change what people see
 * (docs/architecture.md#checking-a-refactor).
 *
 *   node --import tsx scripts/screenshots.ts take <folder>       the built app (npm run build first), fresh demo data
 *   node --import tsx scripts/screenshots.ts compare <a> <b>     the share of pixels that differ, per screenshot
 *
 * Each page is shot as the person who uses it (the back office as admin and as staff, the customer area as the
 * demo customer, the public pages as a guest), full length, after the page has settled and animations have been
 * stopped. The demo data follows the salon's today, so compare screenshots taken on the same day.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { PAGE_PATHS } from '@shared/site-routes';
import { USER_TYPE } from '@shared/constants';
import { DEMO_USERS, type DemoUser } from '@server/db/seed/demo-users';
import { startServerProcess } from '@server/test/server-process';
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path';

const WIDTHS = [390, 1366] as const;

const PUBLIC = [
  PAGE_PATHS.home,
  PAGE_PATHS.services,
  '/curly-service/hair',
  PAGE_PATHS.bridal,
  PAGE_PATHS.nails,
  PAGE_PATHS.offers,
  PAGE_PATHS.installation,
  PAGE_PATHS.login,
  PAGE_PATHS.register,
  '/no-such-page',
];
const CUSTOMER = [PAGE_PATHS.cart, PAGE_PATHS.profile, PAGE_PATHS.myAppointments];
const BACK_OFFICE = [
  PAGE_PATHS.dashboard,
  PAGE_PATHS.expenses,
  PAGE_PATHS.attendance,
  PAGE_PATHS.service,
  PAGE_PATHS.listing,
  PAGE_PATHS.salary,
  PAGE_PATHS.quickInvoice,
];
const ADMIN_ONLY = [PAGE_PATHS.bookingList, PAGE_PATHS.userList, PAGE_PATHS.offerList, PAGE_PATHS.markAttendance];

type Who = 'guest' | keyof typeof USER_TYPE;

const SHOTS: { who: Who; paths: readonly string[] }[] = [
  { who: 'guest', paths: PUBLIC },
  { who: 'customer', paths: CUSTOMER },
  { who: 'staff', paths: BACK_OFFICE },
  { who: 'admin', paths: [...BACK_OFFICE, ...ADMIN_ONLY] },
];

function fileName(who: string, pagePath: string, width: number): string {
  const slug = pagePath.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
  return `${who}-${slug}-${width}.png`;
}

async function signIn(page: Page, url: string, login: DemoUser): Promise<void> {
  await page.goto(`${url}${PAGE_PATHS.login}`);
  // The form signs in through the app: wait until it has taken over the server-rendered page.
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
  await page.getByLabel('Phone').fill(login.phone);
  await page.getByLabel('Password').fill(login.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((address) => address.pathname === '/');
}

/**
 * Carousels and pulsing links stopped, the network quiet: the same page gives the same pixels. What is drawn only as it
 * comes near the screen (content-visibility) is drawn, as scrolling through the page would draw it.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.addStyleTag({
    content:
      '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}' +
      '*{content-visibility:visible!important}',
  });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

async function take(folder: string): Promise<void> {
  fs.mkdirSync(folder, { recursive: true });
  const app = await startServerProcess();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    for (const { who, paths } of SHOTS) {
      for (const width of WIDTHS) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
        const page = await context.newPage();
        const login = who === 'guest' ? undefined : DEMO_USERS.find((user) => user.user_type === USER_TYPE[who]);
        if (login) await signIn(page, app.url, login);
        for (const pagePath of paths) {
          await page.goto(`${app.url}${pagePath}`);
          await settle(page);
          await page.screenshot({ path: path.join(folder, fileName(who, pagePath, width)), fullPage: true });
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await app.stop();
  }
  console.log(`screenshots in ${folder}: ${fs.readdirSync(folder).length}`);
}

/**
 * Compares two PNGs in the browser (no image package needed). Written as text: tsx would wrap a function's inner
 * helpers in a `__name` call the page does not have.
 */
const PIXEL_DIFFERENCE = `async ([first, second]) => {
  const load = (src) => new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = reject;
    image.src = src;
  });
  const [one, two] = await Promise.all([load(first), load(second)]);
  if (one.width !== two.width || one.height !== two.height) {
    return 'size ' + one.width + '×' + one.height + ' → ' + two.width + '×' + two.height;
  }
  const pixels = (image) => {
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    return context.getImageData(0, 0, image.width, image.height).data;
  };
  const [p, q] = [pixels(one), pixels(two)];
  let differing = 0;
  for (let index = 0; index < p.length; index += 4) {
    if (p[index] !== q[index] || p[index + 1] !== q[index + 1] || p[index + 2] !== q[index + 2]) differing += 1;
  }
  return ((differing / (p.length / 4)) * 100).toFixed(3) + '% of pixels differ';
}`;

/** The share of differing pixels of two PNGs. */
async function difference(browser: Browser, a: string, b: string): Promise<string> {
  const page = await browser.newPage();
  const dataUrl = (file: string) => `data:image/png;base64,${fs.readFileSync(file).toString('base64')}`;
  const result = await page.evaluate(
    ([source, first, second]) => (0, eval)(source!)([first, second]) as Promise<string>,
    [PIXEL_DIFFERENCE, dataUrl(a), dataUrl(b)],
  );
  await page.close();
  return result;
}

async function compare(before: string, after: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const names = [...new Set([...fs.readdirSync(before), ...fs.readdirSync(after)])].sort();
    let same = 0;
    for (const name of names) {
      const [a, b] = [path.join(before, name), path.join(after, name)];
      if (!fs.existsSync(a) || !fs.existsSync(b)) {
        console.log(`${name}: only in ${fs.existsSync(a) ? before : after}`);
        continue;
      }
      if (fs.readFileSync(a).equals(fs.readFileSync(b))) {
        same += 1;
        continue;
      }
      console.log(`${name}: ${await difference(browser, a, b)}`);
    }
    console.log(`${same} of ${names.length} screenshots are identical to the byte`);
  } finally {
    await browser.close();
  }
}

const [command, first, second] = process.argv.slice(2);
if (command === 'take' && first) await take(first);
else if (command === 'compare' && first && second) await compare(first, second);
else {
  console.error('usage: screenshots.ts take <folder> | compare <before> <after>');
  process.exitCode = 1;
}
