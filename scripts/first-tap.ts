/**
 * How long the first tap on a public page's controls takes to show a response, with the CPU slowed 4× through
 * Chromium's own throttling (a budget phone), on the built app: open the drawer, open a navigation menu, Book
 * Appointment, Add to My Room (a guest's and a customer's) and Login. Each control is tapped twice on a fresh page: as soon as it can be tapped
 * (the page still loading its code) and once the page has settled. The response is the first frame in which the
 * control's visible answer is on screen (a dialog, a menu, the button's new state, the form's messages), timed in the
 * page from the tap's touchstart. Writes docs/quality.md (section 'first-tap'); the bound is 200 ms.
 *
 *   npm run build && node --import tsx scripts/first-tap.ts [--runs=N] [--only=<part of a control's name>]
 *
 * Another build: BUILT_SERVER, WEB_DIR and SSR_DIR (src/server/test/server-process.ts).
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { DEMO } from '@server/db/seed/demo-users';
import { SIGNED_IN_COOKIE } from '@shared/document-cookies';
import { signInOverHttp, startServerProcess } from '@server/test/server-process';
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path';
import { runContext, writeQualitySection } from './quality-doc';

const CPU_SLOWDOWN = 4;
const BOUND_MS = 200;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
/** A tap with no response by then is lost (shown as 'none'). */
const NO_ANSWER_MS = 10_000;

interface Control {
  name: string;
  path: string;
  viewport: { width: number; height: number };
  /** Signed in as the demo customer (Add to My Room answers a guest by sending them to Login). */
  customer?: boolean;
  /** The control, found by its role and name. */
  role: 'button' | 'link';
  label: string | RegExp;
  /**
   * The response, as the body of a function run in the page on every frame after the tap: true once the answer is
   * on screen. `shown(selector)` is true when an element it matches has a box.
   */
  response: string;
}

const CONTROLS: readonly Control[] = [
  {
    name: 'open the drawer (phone)',
    path: '/',
    viewport: PHONE,
    role: 'button',
    label: 'Open navigation',
    // The drawer is a <dialog> opened as a popover (or, without popovers, as a modal dialog).
    response: `return shown('dialog:popover-open, dialog[open]');`,
  },
  {
    name: 'open the Services menu (laptop)',
    path: '/',
    viewport: DESKTOP,
    role: 'button',
    label: /^Services/,
    response: `return shown('[role="menu"]');`,
  },
  {
    name: "Book Appointment: the hero's Get Appointment (phone)",
    path: '/',
    viewport: PHONE,
    role: 'button',
    label: 'Get Appointment',
    response: `return shown('[role="dialog"]') || tapped.matches('[data-loading], [aria-busy="true"]');`,
  },
  {
    name: 'Add to My Room (phone, guest)',
    path: '/curly-service/hair',
    viewport: PHONE,
    role: 'button',
    label: 'Add to My Room',
    // The button shows it is busy, then the island opens Login for a guest.
    response: `return tapped.matches('[data-loading], [aria-busy="true"]');`,
  },
  {
    name: 'Add to My Room (phone, customer)',
    path: '/curly-service/hair',
    viewport: PHONE,
    customer: true,
    role: 'button',
    label: 'Add to My Room',
    // The button shows it is working (the app's loading state, or the busy look of a tap held until the app is live),
    // then reads 'Added to My Room'.
    response: `return tapped.matches('[data-loading], [aria-busy="true"]') || /Added to My Room/.test(tapped.textContent || '');`,
  },
  {
    name: 'Login with the form empty (phone)',
    path: '/login',
    viewport: PHONE,
    role: 'button',
    label: 'Login',
    response: `return shown('[aria-invalid="true"]');`,
  },
];

/** Installed before the page's own scripts: the tap's time, then a frame loop until the control's response. */
function watcher(response: string): string {
  return `(() => {
    const shown = (selector) => [...document.querySelectorAll(selector)].some((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    });
    const result = { start: 0, end: 0 };
    window.__firstTap = result;
    const answered = new Function('shown', 'tapped', ${JSON.stringify(response)});
    addEventListener('touchstart', (event) => {
      if (result.start) return;
      result.start = performance.now();
      const tapped = event.target instanceof Element ? event.target.closest('button, a') || event.target : document.body;
      const check = () => {
        if (answered(shown, tapped)) {
          result.end = performance.now();
          // Kept across a page load the answer starts (a guest's Add to My Room opens Login).
          sessionStorage.setItem('first-tap-ms', String(result.end - result.start));
        } else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, { capture: true });
  })();`;
}

async function customerSession(url: string): Promise<string> {
  return JSON.stringify(await signInOverHttp(url, DEMO.customer));
}

/** One tap on a fresh page: 'early' as soon as the control can be tapped, 'settled' after the network is idle. */
async function tapOnce(
  browser: Browser,
  url: string,
  control: Control,
  when: 'early' | 'settled',
  session: string,
): Promise<number> {
  const context = await browser.newContext({ viewport: control.viewport, hasTouch: true, isMobile: false });
  try {
    if (control.customer) {
      // Signed in as a previous visit leaves the browser: the session in storage and the sign-in cookie
      // (@shared/document-cookies), with which the server sends the app's page.
      await context.addCookies([{ name: SIGNED_IN_COOKIE, value: '1', url }]);
      await context.addInitScript((auth) => {
        if (!sessionStorage.getItem('first-tap-signed-in')) {
          localStorage.setItem('auth', auth);
          localStorage.removeItem('cart');
          sessionStorage.setItem('first-tap-signed-in', '1');
        }
      }, session);
    }
    const page: Page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(watcher(control.response));
    await page.goto(url + control.path, { waitUntil: when === 'early' ? 'commit' : 'networkidle' });
    if (when === 'settled') await page.waitForTimeout(1000);
    await page.getByRole(control.role, { name: control.label }).first().tap();
    // Polled rather than awaited in one call: the answer may be followed by a page load.
    const until = Date.now() + NO_ANSWER_MS;
    while (Date.now() < until) {
      const measured = await page.evaluate(() => sessionStorage.getItem('first-tap-ms')).catch(() => null);
      if (measured) return Number(measured);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return Number.POSITIVE_INFINITY;
  } finally {
    await context.close();
  }
}

const runs = Math.max(
  1,
  Number(
    process.argv
      .slice(2)
      .find((arg) => arg.startsWith('--runs='))
      ?.slice('--runs='.length) ?? 3,
  ),
);
/** --only=<words>: only the controls whose name holds them (a quick look; the doc's section is rewritten all the same). */
const only = process.argv
  .slice(2)
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : 'none');

const app = await startServerProcess();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const rows: string[] = [];
const missed: string[] = [];
try {
  const session = await customerSession(app.url);
  for (const control of CONTROLS.filter((each) => !only || each.name.includes(only))) {
    const figures: Record<'early' | 'settled', number[]> = { early: [], settled: [] };
    for (let run = 0; run < runs; run += 1) {
      for (const when of ['early', 'settled'] as const) {
        figures[when].push(await tapOnce(browser, app.url, control, when, session));
      }
    }
    const [early, settled] = [median(figures.early), median(figures.settled)];
    const worst = Math.max(...figures.early, ...figures.settled);
    console.log(`${control.name}: early ${ms(early)}, settled ${ms(settled)}, worst ${ms(worst)} (ms)`);
    rows.push(`| ${control.name} | ${control.path} | ${ms(early)} | ${ms(settled)} | ${ms(worst)} |`);
    if (Math.max(early, settled) > BOUND_MS) missed.push(control.name);
  }
} finally {
  await browser.close();
  await app.stop();
}

writeQualitySection(
  'first-tap',
  [
    '## First tap on a slow phone (scripts/first-tap.ts)',
    '',
    runContext('SQLite demo data'),
    `Chromium with the CPU slowed ${CPU_SLOWDOWN}×; median of ${runs} fresh pages per figure, in ms from the tap's touchstart to the first frame showing its response. "Early": tapped as soon as the control can be tapped, while the page still loads its code; "settled": once the network is idle. Bound: ${BOUND_MS} ms.`,
    '',
    `"none": no response within ${NO_ANSWER_MS / 1000} s (the tap was lost).`,
    '',
    '| control | page | early (ms) | settled (ms) | worst of all runs (ms) |',
    '| --- | --- | ---: | ---: | ---: |',
    ...rows,
    '',
    missed.length ? `Over ${BOUND_MS} ms: ${missed.join('; ')}.` : `Every control answers within ${BOUND_MS} ms.`,
  ].join('\n'),
);
if (missed.length) process.exitCode = 1;
