import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '@shared/catalogue';
import { salonToday } from '@shared/salon-time';
import { NOT_FOUND_DESCRIPTION, NOT_FOUND_DESCRIPTION_HI, NOT_FOUND_TITLE, NOT_FOUND_TITLE_HI } from '@shared/seo';
import { INDEXED_PATHS, UNINDEXED_ROBOTS_RULES } from '@shared/site-routes';
import { salonSettingsSchema, type SeoEntry } from '@shared/site.schemas';
import type { Executor } from '@server/db/database';
import { firstActiveService, userIdByPhone } from '@server/test/demo-rows';
import { DEMO, startTestApp, type TestApp } from '@server/test/test-app';
import { isAppPage } from './site.actions';

let t: TestApp;
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-web-'));
beforeAll(async () => {
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Salon</title><meta name="description" content="" /></head><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(webDir, 'manifest.webmanifest'), '{"name":"Curly Studio"}');
  t = await startTestApp({ WEB_DIR: webDir, PUBLIC_URL: 'https://curly.example' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('GET /api/settings', () => {
  it('answers every detail the header, footer and contact widget show', async () => {
    const answer = await t.call<{ data: unknown }>('GET', '/api/settings');
    expect(answer.status).toBe(200);
    const settings = salonSettingsSchema.parse(answer.body.data);
    expect(settings.phones.length).toBeGreaterThan(0);
    expect(settings.email).toContain('@');
    expect(settings.timeZone).toBe('Asia/Kolkata');
  });
});

describe('GET /api/seo', () => {
  it('has an entry for every public route, keyed by its last segment', async () => {
    const answer = await t.call<{ data: SeoEntry[] }>('GET', '/api/seo');
    expect(answer.status).toBe(200);
    const urls = answer.body.data.map((entry) => entry.url);
    for (const route of INDEXED_PATHS) expect(urls).toContain(route.split('/').pop());
    for (const entry of answer.body.data) {
      expect(entry.title.length).toBeGreaterThan(5);
      expect(entry.description.length).toBeGreaterThan(20);
      expect(entry.keywords.length).toBeGreaterThan(0);
    }
  });
});

describe('pages served with their SEO tags', () => {
  it('puts the title and meta tags of the route into the HTML a crawler sees', async () => {
    const response = await fetch(`${t.url}/curly-service/facial`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<title>Facial | Curly Studio Chandigarh</title>');
    expect(html).toContain('<meta name="title" content="Facial services and prices">');
    expect(html).toMatch(/<meta name="keywords" content="facial, facial Chandigarh, salon near me">/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    const home = await (await fetch(`${t.url}/`)).text();
    expect(home).toContain('<title>Curly Studio Chandigarh | Unisex Salon, Bridal Makeup, Nails &amp; Hair</title>');
  });

  it('serves hashed assets for a year and the page itself fresh', async () => {
    const asset = await fetch(`${t.url}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const page = await fetch(`${t.url}/profile`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the security headers', async () => {
    const response = await fetch(`${t.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });
});

const HOME_TITLE = '<title>Curly Studio Chandigarh | Unisex Salon, Bridal Makeup, Nails &amp; Hair</title>';
const NOINDEX = '<meta name="robots" content="noindex">';

/** A page as a crawler gets it: status, type and HTML, by GET or HEAD (HEAD has the same status and no body). */
async function page(route: string, method: 'GET' | 'HEAD' = 'GET') {
  const response = await fetch(`${t.url}${route}`, { method });
  return { status: response.status, type: response.headers.get('content-type') ?? '', html: await response.text() };
}

/** The not-found page's answer: 404, the app's HTML with its own title (not the home page's), and noindex. */
async function expectNotFoundPage(route: string) {
  const answer = await page(route);
  expect(answer.status, route).toBe(404);
  expect(answer.type, route).toContain('text/html');
  expect(answer.html, route).toContain(`<title>${NOT_FOUND_TITLE}</title>`);
  expect(answer.html, route).toContain(NOINDEX);
  expect(answer.html, route).not.toContain(HOME_TITLE);
  expect(answer.html.match(/<title>/g), route).toHaveLength(1);
  // Its own description, not the home page's.
  expect(answer.html.match(/name="description"/g), route).toHaveLength(1);
  expect(answer.html, route).toContain(
    `<meta name="description" content="${NOT_FOUND_DESCRIPTION.replace(/'/g, '&#39;')}">`,
  );
  expect((await page(route, 'HEAD')).status, `HEAD ${route}`).toBe(404);
}

/** A real order through the desk's API (the receipt's address is its uid). */
async function createOrder(): Promise<string> {
  const db = t.context.db;
  const service = await firstActiveService(db);
  const answer = await t.call<{ data: { uid: string } }>('POST', '/api/order/create_order', {
    token: await t.login(DEMO.staff),
    json: {
      data: {
        services: [{ services: service.id, staff: [await userIdByPhone(db, DEMO.staff.phone)], qty: 1, discount: 0 }],
      },
      bill_date: salonToday(t.config.timeZone),
      cust_id: await userIdByPhone(db, DEMO.customer.phone),
      total_amount: service.price,
      cash: service.price,
      online: 0,
    },
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data.uid;
}

describe('addresses that are no page answer 404', () => {
  it('an unknown page is the not-found page with status 404, its own title and noindex', async () => {
    for (const route of ['/no-such-page', '/no-such-page/at-all', '/login/extra', '/curly-service', '/billing']) {
      await expectNotFoundPage(route);
    }
  });

  it('so is a category that does not exist, whatever its slug looks like', async () => {
    for (const route of [
      '/curly-service/no-such-slug',
      '/curly-service/FACIAL',
      `/curly-service/${'a'.repeat(101)}`,
      '/curly-service/%00',
      '/curly-service/facial/more',
    ]) {
      await expectNotFoundPage(route);
    }
  });

  it('and a receipt whose order does not exist, or whose uid no order can have', async () => {
    for (const route of [
      '/billing/AAAAAAAAAAAAAAAAAAAAAA',
      '/billing/no-such-receipt-here',
      `/billing/${'A'.repeat(23)}`,
      `/billing/${'A'.repeat(5000)}`,
      "/billing/AAAAAAAAAAAAAAAAAAAA'%22",
    ]) {
      await expectNotFoundPage(route);
    }
  });

  it('refuses a uid or slug that no row can have without asking the database', async () => {
    const noDatabase = new Proxy({} as Executor, {
      get() {
        throw new Error('The database was asked.');
      },
    });
    for (const route of [
      `/billing/${'A'.repeat(23)}`,
      `/billing/${'A'.repeat(21)}`,
      '/billing/AAAAAAAAAAAAAAAAAAAA%20A',
      `/curly-service/${'a'.repeat(101)}`,
      '/curly-service/a%00',
      '/curly-service/Facial',
    ]) {
      expect(await isAppPage({ ...t.context, db: noDatabase }, route), route).toBe(false);
    }
  });

  it("shows a real order's receipt with status 200 and the site's tags", async () => {
    const uid = await createOrder();
    const answer = await page(`/billing/${uid}`);
    expect(answer.status).toBe(200);
    expect(answer.html).toContain(HOME_TITLE);
    expect(answer.html).not.toContain(NOINDEX);
    expect((await page(`/billing/${uid}`, 'HEAD')).status).toBe(200);
  });

  it('a missing file is a plain 404, never the web app', async () => {
    for (const route of [
      '/service-worker.js',
      '/assets/app-missing.js',
      '/assets/style-missing.css',
      '/assets/app-abc123.js.map',
      '/icons/icon-9999.png',
      '/images/hero/missing.webp',
      '/favicon.ico',
      '/config.json',
      '/humans.txt',
      '/feed.xml',
      '/curly-service/facial.js',
      '/assets',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await fetch(`${t.url}${route}`, { method });
        expect(response.status, `${method} ${route}`).toBe(404);
        expect(response.headers.get('content-type'), `${method} ${route}`).toContain('application/json');
      }
      const answer = await t.call('GET', route);
      expect(answer.body, route).toEqual({
        message: `The route GET ${route} does not exist.`,
        error: 'Not Found',
        code: 'request.routeNotFound',
      });
    }
  });

  it('keeps the real files and the crawler files', async () => {
    for (const route of ['/assets/app-abc123.js', '/sw.js', '/manifest.webmanifest', '/robots.txt', '/sitemap.xml']) {
      expect((await fetch(`${t.url}${route}`)).status, route).toBe(200);
      expect((await fetch(`${t.url}${route}`, { method: 'HEAD' })).status, `HEAD ${route}`).toBe(200);
    }
  });

  it('keeps every page of the app at 200 with its own title', async () => {
    const titles: Record<string, string> = {
      '/': HOME_TITLE,
      '/services': '<title>Services &amp; Prices | Curly Studio Chandigarh</title>',
      '/curly-service/facial': '<title>Facial | Curly Studio Chandigarh</title>',
      '/curly-service/all': '<title>All Services | Curly Studio Chandigarh</title>',
      '/login/': '<title>Login | Curly Studio Chandigarh</title>',
    };
    for (const [route, title] of Object.entries(titles)) {
      const answer = await page(route);
      expect(answer.status, route).toBe(200);
      expect(answer.html, route).toContain(title);
      expect(answer.html, route).not.toContain(NOINDEX);
      expect((await page(route, 'HEAD')).status, `HEAD ${route}`).toBe(200);
    }
    // Guarded pages are the app's too: the browser sends a guest home from them.
    // The router ignores case, so '/Bridal' is the bridal page.
    for (const route of [
      '/profile',
      '/cart',
      '/expenses',
      '/userList',
      '/mark-attendence',
      '/services?q=x',
      '/Bridal',
    ]) {
      const answer = await page(route);
      expect(answer.status, route).toBe(200);
      expect(answer.html, route).not.toContain(NOINDEX);
    }
  });
});

describe('pages in Hindi, at their own addresses', () => {
  /** The page's answer, not followed if it redirects. */
  const page = (route: string, cookie?: string) =>
    fetch(`${t.url}${route}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const alternates = (route: string) => [
    `<link rel="alternate" hreflang="en" href="https://curly.example${route}">`,
    `<link rel="alternate" hreflang="hi" href="https://curly.example${route === '/' ? '/hi' : `/hi${route}`}">`,
    `<link rel="alternate" hreflang="x-default" href="https://curly.example${route}">`,
  ];

  it('serves every page under /hi in Hindi, and names both addresses of an indexed page to search engines', async () => {
    for (const [route, english] of [
      ['/hi', '/'],
      ['/hi/services', '/services'],
      ['/hi/curly-service/hair', '/curly-service/hair'],
    ]) {
      const answer = await page(route!);
      expect(answer.status, route).toBe(200);
      const html = await answer.text();
      expect(html).toContain('<html lang="hi">');
      for (const link of alternates(english!)) expect(html).toContain(link);
      const englishHtml = await (await page(english!)).text();
      expect(englishHtml).toContain('<html lang="en">');
      for (const link of alternates(english!)) expect(englishHtml).toContain(link);
    }
    // A page search engines do not index is in Hindi too, without the links; an address that is no page is the
    // not-found page in either language.
    const dashboard = await page('/hi/dashboard');
    expect(dashboard.status).toBe(200);
    const dashboardHtml = await dashboard.text();
    expect(dashboardHtml).toContain('<html lang="hi">');
    expect(dashboardHtml).not.toContain('hreflang');
    const hindiNotFound = await page('/hi/no-such-page');
    expect(hindiNotFound.status).toBe(404);
    const hindiNotFoundHtml = await hindiNotFound.text();
    expect(hindiNotFoundHtml).toContain(`<title>${NOT_FOUND_TITLE_HI}</title>`);
    expect(hindiNotFoundHtml).toContain(`<meta name="description" content="${NOT_FOUND_DESCRIPTION_HI}">`);
    expect((await page('/hi/curly-service/no-such-slug')).status).toBe(404);
  });

  it("keeps a switch's choice in a cookie and sends the browser to the address without it", async () => {
    const toHindi = await page('/services?search=wax&lang=hi');
    expect(toHindi.status).toBe(303);
    expect(toHindi.headers.get('location')).toBe('/hi/services?search=wax');
    expect(toHindi.headers.get('set-cookie')).toMatch(/^hindi=1; Max-Age=31536000; Path=\/; SameSite=Lax/);

    const toEnglish = await page('/hi/services?lang=en', 'hindi=1');
    expect(toEnglish.status).toBe(303);
    expect(toEnglish.headers.get('location')).toBe('/services');
    expect(toEnglish.headers.get('set-cookie')).toMatch(/^hindi=; Max-Age=0; Path=\/;/);

    // A language it does not know is dropped, the page kept in its own language, nothing remembered.
    const unknown = await page('/hi/offers?lang=fr');
    expect(unknown.headers.get('location')).toBe('/hi/offers');
    expect(unknown.headers.get('set-cookie')).toBeNull();
  });

  /** The answer's status line and Location to a request sent byte for byte (fetch would tidy the address first). */
  async function rawRedirect(target: string, cookie?: string): Promise<{ status: number; location: string | null }> {
    const { port } = new URL(t.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    socket.write(
      Buffer.from(
        `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${cookie ? `Cookie: ${cookie}\r\n` : ''}Connection: close\r\n\r\n`,
        'latin1',
      ),
    );
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
    const location = /\r\nlocation: ([^\r]*)\r\n/i.exec(received)?.[1] ?? null;
    return { status, location };
  }

  it('redirects only ever to a path on this site, whatever shape the address takes', async () => {
    const shapes = [
      '//evil.example/',
      '/hi//evil.example/',
      '/hi/\\/evil.example/',
      '/hi/\\evil.example/',
      '/\\evil.example/',
      '/\\/evil.example/',
      '/hi///evil.example',
      '/hi/\\\\evil.example',
      '/%2f%2fevil.example/',
      '/hi/%2F%2Fevil.example/',
      '/hi/%5c%5cevil.example/',
      '/hi/%09/evil.example/',
      '/hi/\t/evil.example/',
      '/hi/\x0b/evil.example/',
      '/hi/\xa0/evil.example/',
      '/hi/%0d%0a/evil.example/',
      '/hi',
      '/hi/',
    ];
    const checked: string[] = [];
    for (const shape of shapes) {
      for (const [query, cookie] of [
        ['?lang=en', undefined],
        ['?lang=hi', undefined],
        ['?lang=fr', undefined],
        ['?x=1&lang=en', undefined],
        ['', 'hindi=1'],
        ['?lang=en', 'hindi=1'],
      ] as const) {
        const target = shape + query;
        const { status, location } = await rawRedirect(target, cookie);
        // A request line Node refuses (400) has nothing to redirect; an answered page (200, 404) neither.
        if (status !== 303) continue;
        checked.push(target);
        // A browser drops tabs and newlines and reads a backslash as a slash: what stays must be one slash and a path.
        expect(location, `${JSON.stringify(target)} ${cookie ?? ''}`).toMatch(/^\/(?![/\\])[\x21-\x7e]*$|^\/$/);
        expect(location!.replace(/[\t\n\r]/g, '').replaceAll('\\', '/'), target).not.toMatch(/^\/\//);
      }
    }
    // Most shapes are redirected (the switch and the Hindi reader's cookie), so the check above was not empty.
    expect(checked.length).toBeGreaterThan(shapes.length * 3);
    expect((await rawRedirect('/hi//evil.example/?lang=en')).location).toBe('/evil.example/');
    expect((await rawRedirect('/hi/\\/evil.example/?lang=en')).location).toBe('/%5C/evil.example/');
  });

  it('answers a browser that chose Hindi with the Hindi address, and leaves Hindi addresses and the API alone', async () => {
    const english = await page('/offers?x=1', 'other=2; hindi=1');
    expect(english.status).toBe(303);
    expect(english.headers.get('location')).toBe('/hi/offers?x=1');
    expect(english.headers.get('vary')).toContain('Cookie');
    expect((await page('/hi/offers', 'hindi=1')).status).toBe(200);
    expect((await page('/api/settings', 'hindi=1')).status).toBe(200);
    // Without the cookie (a search engine), the English address is the English page.
    expect((await page('/offers')).status).toBe(200);
  });
});

describe('crawler files', () => {
  it('serves robots.txt with the sitemap and without private pages', async () => {
    const text = await (await fetch(`${t.url}/robots.txt`)).text();
    expect(text).toContain('Sitemap: https://curly.example/sitemap.xml');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /expenses');
    // The back office's /service must not hide the public /services (rules match by prefix).
    expect(text).toContain('Disallow: /service$');
    expect(text).not.toMatch(/Disallow: \/service\n/);
  });

  it('lists every public route in sitemap.xml', async () => {
    const xml = await (await fetch(`${t.url}/sitemap.xml`)).text();
    for (const slug of CATEGORY_SLUGS) expect(xml).toContain(`<loc>https://curly.example/curly-service/${slug}</loc>`);
    expect(xml).toContain('<loc>https://curly.example/bridal</loc>');
  });

  it('lists exactly the manifest’s indexed addresses, and disallows each route it does not index', async () => {
    const xml = await (await fetch(`${t.url}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>https:\/\/curly\.example([^<]*)<\/loc>/g)].map((match) => match[1]);
    // Each page at its English address, then its Hindi one (docs/decisions/018-hindi-at-its-own-addresses.md).
    expect(locs).toEqual(INDEXED_PATHS.flatMap((path) => [path, path === '/' ? '/hi' : `/hi${path}`]));
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://curly.example/services"/>' +
        '<xhtml:link rel="alternate" hreflang="hi" href="https://curly.example/hi/services"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://curly.example/services"/>',
    );
    const text = await (await fetch(`${t.url}/robots.txt`)).text();
    for (const rule of UNINDEXED_ROBOTS_RULES) {
      expect(text).toContain(`Disallow: ${rule}\n`);
      expect(text).toContain(`Disallow: /hi${rule}\n`);
    }
  });
});

describe('operations', () => {
  it('answers the health check after asking the database', async () => {
    const answer = await t.call('GET', '/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('keeps a request id given by a proxy', async () => {
    const answer = await t.call('GET', '/api/health', { headers: { 'x-request-id': 'lb-1234' } });
    expect(answer.headers.get('x-request-id')).toBe('lb-1234');
  });

  it('lists every /api route in the OpenAPI document at /api/docs', async () => {
    const doc = await t.call<{ paths: Record<string, Record<string, unknown>> }>('GET', '/api/docs/json');
    expect(doc.status).toBe(200);
    for (const route of t.app.apiRoutes) {
      const openApiPath = route.url.replace(/:([A-Za-z_]+)/g, '{$1}');
      expect(doc.body.paths[openApiPath], openApiPath).toBeDefined();
      expect(doc.body.paths[openApiPath]![route.method.toLowerCase()], `${route.method} ${openApiPath}`).toBeDefined();
    }
    const ui = await fetch(`${t.url}/api/docs`);
    expect(ui.status).toBe(200);
  });
});

describe('structured data', () => {
  it('describes the salon as a BeautySalon on the home page only', async () => {
    const home = await (await fetch(`${t.url}/`)).text();
    const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(home);
    expect(match).not.toBeNull();
    const data = JSON.parse(match![1]!) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'BeautySalon',
      name: 'Curly Studio',
      telephone: ['+919876543210', '+919815012345'],
      address: { '@type': 'PostalAddress', addressLocality: 'Chandigarh', postalCode: '160017', addressCountry: 'IN' },
      geo: { '@type': 'GeoCoordinates', latitude: 30.7412, longitude: 76.7798 },
      openingHours: 'Mo-Su 10:00-20:30',
      priceRange: '₹30 – ₹14,999',
    });
    const other = await (await fetch(`${t.url}/services`)).text();
    expect(other).not.toContain('application/ld+json');
  });
});
