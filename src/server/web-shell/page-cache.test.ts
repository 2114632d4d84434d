/**
 * Public pages served from a cache (docs/decisions/020-public-page-cache.md), over HTTP on both databases. The pages
 * are drawn by a stand-in for the rendering bundle (entry-server.js) that asks the real API for the salon's name, the
 * services and the offers, as the real one does through app.inject, and counts its renderings: a page served without a
 * rendering was kept. Each app gets its own copy of the bundle, so two apps in this process draw through their own
 * routes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalonSettingsUpdate } from '@shared/salon-settings.schemas';
import type { SalonSettings } from '@shared/site.schemas';
import { DEMO, formOf, startTestApp, type TestApp } from '@server/test/test-app';
import { PageCache, type DrawnPage } from './page-cache';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Salon</title></head><body><div id="root"></div></body></html>';

/** The stand-in bundle: draws the salon's name, the services of the category and the offers, from the API. */
const FAKE_BUNDLE = `
let transport;
globalThis.__pageCacheRenders ??= {};
const counts = globalThis.__pageCacheRenders;
const me = import.meta.url;
export function configureServerRendering(given) { transport = given; }
export function isServerRendered() { return true; }
const json = async (url, init = { method: 'GET' }) => (await transport(url, init)).json();
export async function renderPage(url, { signedIn, offersSeen }) {
  counts[me] = (counts[me] ?? 0) + 1;
  const [settings, services, offers] = await Promise.all([
    json('/api/settings'),
    json('/api/expense/services?cat_id=14', { method: 'POST' }),
    json('/api/offer/offers'),
  ]);
  const names = (list) => (list.data ?? []).map((row) => row.name).join(',');
  const islands = !signedIn;
  return {
    html: '<main data-url="' + url + '" data-signed-in="' + signedIn + '" data-offers-seen="' + offersSeen + '">' +
      settings.data.name + '|' + names(services) + '|' + names(offers) + '</main>',
    stateScript: '<script type="application/json" id="server-state"' + (islands ? ' data-islands-path="' + url + '"' : '') + '>{}</script>',
    pageModule: 'page.tsx',
    islands,
  };
}
`;

interface PageApp extends TestApp {
  /** How many pages this app's bundle has drawn. */
  renders(): number;
  dirs: string[];
}

/** The settings and schema of another app, to start a second one on its database. */
const sameDatabase = (app: TestApp): Record<string, string> =>
  app.config.database.kind === 'sqlite' ? { DATABASE_URL: app.config.database.file } : {};

async function startPageApp(environment: Record<string, string> = {}, schema?: string): Promise<PageApp> {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-page-web-'));
  const ssrDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-page-ssr-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
  const entry = path.join(ssrDir, 'entry-server.js');
  fs.writeFileSync(entry, FAKE_BUNDLE);
  const app = await startTestApp({ ...environment, WEB_DIR: webDir, SSR_DIR: ssrDir }, schema ? { schema } : {});
  const key = new URL(`file://${entry}`).href;
  const counts = (globalThis as { __pageCacheRenders?: Record<string, number> }).__pageCacheRenders ?? {};
  return Object.assign(app, {
    renders: () => counts[key] ?? 0,
    dirs: [webDir, ssrDir],
  });
}

async function closePageApp(app: PageApp): Promise<void> {
  await app.close();
  for (const dir of app.dirs) fs.rmSync(dir, { recursive: true, force: true });
}

let t: PageApp;
let admin: string;
beforeAll(async () => {
  t = await startPageApp();
  admin = await t.login(DEMO.admin);
});
afterAll(async () => closePageApp(t));

/** Asks for a page; answers its status, body, headers and how many renderings it took. */
async function page(app: PageApp, address: string, headers: Record<string, string> = {}) {
  const before = app.renders();
  const answer = await app.call('GET', address, { headers });
  return { ...answer, drawn: app.renders() - before };
}

async function saveSettings(app: TestApp, token: string, change: (form: SalonSettingsUpdate) => void) {
  const stored = (await app.call<{ data: SalonSettings }>('GET', '/api/settings')).body.data;
  const { timeZone: _timeZone, hi, photos: _photos, ...settings } = stored;
  const form = { ...settings, hi: { tagline: '', address: '', city: '', openingHours: '', ...hi } };
  change(form as SalonSettingsUpdate);
  const answer = await app.call('POST', '/api/settings/update', { token, json: form });
  expect(answer.status, answer.text).toBe(200);
}

async function renameService(app: TestApp, token: string, from: string, to: string) {
  const list = await app.call<{ data: { id: number; name: string; category_id: string; price: number }[] }>(
    'POST',
    '/api/expense/services?cat_id=14',
  );
  const service = list.body.data.find((row) => row.name === from)!;
  const answer = await app.call('POST', '/api/expense/service_update', {
    token,
    json: { ...service, name: to, status: 1 },
  });
  expect(answer.status, answer.text).toBe(200);
}

describe('a public page, kept', () => {
  it('is drawn once: the second request is served kept, the same bytes, with the same ETag', async () => {
    const first = await page(t, '/curly-service/all');
    expect(first.status).toBe(200);
    expect(first.text).toContain('Hydra Facial');
    const second = await page(t, '/curly-service/all');
    expect(second.drawn).toBe(0);
    expect(second.text).toBe(first.text);
    expect(second.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('cache-control')).toBe('no-cache');
    expect(second.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    // A guest's document with islands goes without Cross-Origin-Opener-Policy, kept or not.
    expect(second.headers.has('cross-origin-opener-policy')).toBe(false);
  });

  it('keeps each language at its own address', async () => {
    await page(t, '/hi/curly-service/all');
    const hindi = await page(t, '/hi/curly-service/all');
    expect(hindi.drawn).toBe(0);
    expect(hindi.text).toContain('<html lang="hi"');
    expect(hindi.text).toContain('data-url="/hi/curly-service/all"');
    expect((await page(t, '/curly-service/all')).text).toContain('data-url="/curly-service/all"');
  });

  it('answers If-None-Match with 304 and no body, per encoding (each has its own tag)', async () => {
    const plain = await page(t, '/services', { 'accept-encoding': 'identity' });
    const gzip = await page(t, '/services', { 'accept-encoding': 'gzip' });
    const br = await page(t, '/services', { 'accept-encoding': 'gzip, br' });
    const tags = [plain, gzip, br].map((answer) => answer.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);
    // fetch unpacks what it gets: every encoding is the same page.
    expect(gzip.text).toBe(plain.text);
    expect(br.text).toBe(plain.text);
    expect(gzip.drawn + br.drawn).toBe(0);

    const again = await page(t, '/services', { 'accept-encoding': 'gzip, br', 'if-none-match': tags[2]! });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(tags[2]);
    const weak = await page(t, '/services', { 'accept-encoding': 'gzip, br', 'if-none-match': `"x", W/${tags[2]}` });
    expect(weak.status).toBe(304);
    // Another encoding's tag is not these bytes.
    const other = await page(t, '/services', { 'accept-encoding': 'gzip, br', 'if-none-match': tags[1]! });
    expect(other.status).toBe(200);
    expect(other.text).toBe(plain.text);
  });

  it("never gives a signed-in visitor a guest's page, nor a guest theirs; the offers bar seen is a page of its own", async () => {
    const guest = await page(t, '/nails');
    expect(guest.text).toContain('data-signed-in="false"');
    const signedIn = await page(t, '/nails', { cookie: 'signed-in=1' });
    expect(signedIn.drawn).toBe(1);
    expect(signedIn.text).toContain('data-signed-in="true"');
    expect(signedIn.text).not.toContain('data-islands-path');
    expect(signedIn.headers.get('etag')).not.toBe(guest.headers.get('etag'));
    // The app's page keeps Cross-Origin-Opener-Policy.
    expect(signedIn.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const seen = await page(t, '/nails', { cookie: 'theme=dark; offers-seen=1' });
    expect(seen.drawn).toBe(1);
    expect(seen.text).toContain('data-offers-seen="true"');

    const [guestAgain, signedInAgain] = [await page(t, '/nails'), await page(t, '/nails', { cookie: 'signed-in=1' })];
    expect(guestAgain.drawn + signedInAgain.drawn).toBe(0);
    expect(guestAgain.text).toBe(guest.text);
    expect(signedInAgain.text).toBe(signedIn.text);
    // A guest's tag does not match the signed-in page.
    const conditional = await page(t, '/nails', { cookie: 'signed-in=1', 'if-none-match': guest.headers.get('etag')! });
    expect(conditional.status).toBe(200);
  });

  it('keeps no address a stranger can make up: not-found pages, queries, other spellings', async () => {
    for (const address of [
      '/no-such-page-x1',
      '/curly-service/no-such-category',
      '/offers?utm=1',
      '/Offers',
      '/offers/',
    ]) {
      const first = await page(t, address);
      const second = await page(t, address);
      expect(first.drawn + second.drawn, address).toBe(2);
      expect(second.headers.has('etag'), address).toBe(false);
    }
    expect((await page(t, '/no-such-page-x1')).status).toBe(404);
  });
});

describe('a kept page, when the content changes', () => {
  it('shows a changed service, offer or setting on the next request', async () => {
    await page(t, '/offers');
    expect((await page(t, '/offers')).drawn).toBe(0);

    await renameService(t, admin, 'Hydra Facial', 'Hydra Glow Facial');
    const afterService = await page(t, '/offers');
    expect(afterService.drawn).toBe(1);
    expect(afterService.text).toContain('Hydra Glow Facial');

    const added = await t.call('POST', '/api/offer/add', {
      token: admin,
      form: formOf({ name: 'Monsoon Special', sort: 1, status: 1 }),
    });
    expect(added.status, added.text).toBe(200);
    expect((await page(t, '/offers')).text).toContain('Monsoon Special');

    await saveSettings(t, admin, (form) => (form.name = 'Curly Studio Two'));
    const afterSettings = await page(t, '/offers');
    expect(afterSettings.drawn).toBe(1);
    expect(afterSettings.text).toContain('Curly Studio Two');
    expect((await page(t, '/offers')).drawn).toBe(0);
  });

  it('shows a change made through a second app on the same database, pages and public lists alike', async () => {
    const second = await startPageApp(sameDatabase(t), t.schema);
    try {
      const secondAdmin = await second.login(DEMO.admin);
      await page(t, '/bridal');
      const servicesBefore = await t.call<{ data: { name: string }[] }>('POST', '/api/expense/services?cat_id=14');
      expect(servicesBefore.body.data.map((row) => row.name)).toContain('Hair Spa');

      await renameService(second, secondAdmin, 'Hair Spa', 'Hair Spa Deluxe');
      const servicesAfter = await t.call<{ data: { name: string }[] }>('POST', '/api/expense/services?cat_id=14');
      expect(servicesAfter.body.data.map((row) => row.name)).toContain('Hair Spa Deluxe');
      const bridal = await page(t, '/bridal');
      expect(bridal.drawn).toBe(1);
      expect(bridal.text).toContain('Hair Spa Deluxe');

      await saveSettings(second, secondAdmin, (form) => (form.name = 'Curly Studio Three'));
      expect((await page(t, '/bridal')).text).toContain('Curly Studio Three');
      expect((await t.call<{ data: SalonSettings }>('GET', '/api/settings')).body.data.name).toBe('Curly Studio Three');
    } finally {
      await closePageApp(second);
    }
  });
});

describe('the page cache itself', () => {
  const drawn = (html: string, keep = true): DrawnPage => ({ status: 200, html, islands: true, keep });
  /** Incompressible text of about this many bytes, so the compressed copies are as large. */
  const noise = (bytes: number, seed: number) =>
    Array.from({ length: bytes / 8 }, (_, i) =>
      ((i * 2654435761 + seed * 97) >>> 0).toString(36).padStart(8, '0'),
    ).join('');

  it('keeps at most its bounds of entries and bytes, the least recently used going first', async () => {
    const cache = new PageCache({ maxEntries: 3, maxBytes: 1_000_000 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, 1, '', async () => drawn(key));
    await cache.get('a', 1, '', async () => drawn('a'));
    await cache.get('d', 1, '', async () => drawn('d'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.size.entries).toBe(3);
    const before = cache.counts.drawn;
    await cache.get('a', 1, '', async () => drawn('a'));
    expect(cache.counts.drawn).toBe(before);
    await cache.get('b', 1, '', async () => drawn('b'));
    expect(cache.counts.drawn).toBe(before + 1);

    const small = new PageCache({ maxEntries: 100, maxBytes: 50_000 });
    for (let i = 0; i < 10; i += 1) await small.get(`page-${i}`, 1, '', async () => drawn(noise(16_000, i)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(small.size.bytes).toBeLessThanOrEqual(50_000);
    expect(small.size.entries).toBeLessThan(10);
    expect(small.size.entries).toBeGreaterThan(0);
  });

  it('draws again for a later version or another stamp, keeps nothing it may not, and shares one drawing', async () => {
    const cache = new PageCache();
    let drawings = 0;
    const draw = async () => drawn(`page ${(drawings += 1)}`);
    const [one, two] = await Promise.all([cache.get('k', 1, 'day', draw), cache.get('k', 1, 'day', draw)]);
    expect(drawings).toBe(1);
    expect(one).toBe(two);
    await cache.get('k', 1, 'day', draw);
    expect(drawings).toBe(1);
    // An older version read meanwhile is served what was drawn for the later one.
    await cache.get('k', 0, 'day', draw);
    expect(drawings).toBe(1);
    await cache.get('k', 2, 'day', draw);
    expect(drawings).toBe(2);
    await cache.get('k', 2, 'next day', draw);
    expect(drawings).toBe(3);

    await cache.get('failed', 1, '', async () => drawn('a failed call', false));
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.size.entries).toBe(1);
  });
});
