/** How a page's HTML is put together around the server rendering (the rendering itself is in the browser tests). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { readModulePreloads } from './module-preloads';
import { PUBLIC_STYLESHEET_FILE, readPublicStylesheet } from './public-stylesheet';
import { loadServerRenderer, renderDocument, withPageRendering, type ServerRenderer } from './server-render';
import type { FastifyInstance } from 'fastify';

const SHELL = `<html><head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/style-1.css">
  </head><body><div id="root"></div></body></html>`;

/** A build's manifest: the entry (with its static import), the app loaded after paint, and a page. */
function builtWebDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-manifest-'));
  fs.mkdirSync(path.join(dir, '.vite'));
  const manifest = {
    'main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'], css: ['assets/style-1.css'] },
    '_react.js': { file: 'assets/react-1.js' },
    'start-app.tsx': { file: 'assets/start-app-1.js', isDynamicEntry: true, imports: ['_react.js', '_router.js'] },
    '_router.js': { file: 'assets/router-1.js' },
    'features/site/pages/HomePage.tsx': {
      file: 'assets/HomePage-1.js',
      isDynamicEntry: true,
      imports: ['_router.js', '_hero.js'],
    },
    '_hero.js': { file: 'assets/hero-1.js' },
    'start-islands-page.ts': { file: 'assets/start-islands-page-1.js', isDynamicEntry: true, imports: ['_islands.js'] },
    '_islands.js': { file: 'assets/islands-1.js' },
  };
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  const stylesheets = { full: '/assets/style-1.css', public: '/assets/public-1.css' };
  fs.writeFileSync(path.join(dir, '.vite', PUBLIC_STYLESHEET_FILE), JSON.stringify(stylesheets));
  return dir;
}

function requestFor(url: string, cookie?: string) {
  const log = { error: vi.fn() };
  return { request: { url, log, headers: { cookie } } as unknown as FastifyRequest, log };
}

function renderer(overrides: Partial<ServerRenderer> = {}): ServerRenderer {
  return {
    configureServerRendering: vi.fn(),
    isServerRendered: (pathname) => pathname === '/',
    renderPage: vi.fn(async () => ({
      html: '<main>Curly Studio</main>',
      stateScript: '<script type="application/json" id="server-state">{}</script>',
      pageModule: 'features/site/pages/HomePage.tsx',
      islands: false,
    })),
    ...overrides,
  };
}

/** A renderer whose page is a guest's document with islands. */
function islandsRenderer(): ServerRenderer {
  return renderer({
    renderPage: async () => ({
      html: '<main>Curly Studio</main>',
      stateScript: '<script type="application/json" id="server-state" data-islands-path="/">{}</script>',
      pageModule: 'features/site/pages/HomePage.tsx',
      islands: true,
    }),
  });
}

describe('module preloads', () => {
  it('names the app and the page with everything they import, but nothing index.html has already', () => {
    const preloads = readModulePreloads(builtWebDir());
    const tags = preloads.tagsFor('features/site/pages/HomePage.tsx');
    for (const file of ['start-app-1.js', 'router-1.js', 'HomePage-1.js', 'hero-1.js']) expect(tags).toContain(file);
    expect(tags).not.toContain('react-1.js');
    expect(tags).not.toContain('index-1.js');
    expect(tags).not.toContain('.css');
    expect(tags.match(/router-1\.js/g)).toHaveLength(1);
    expect(preloads.tagsFor()).not.toContain('HomePage');
  });

  it('names nothing without a manifest (the app was built without one)', () => {
    expect(readModulePreloads(os.tmpdir()).tagsFor('features/site/pages/HomePage.tsx')).toBe('');
  });
});

describe('the public stylesheet', () => {
  it("leaves the page as it is without the build's record, or with a record that names no stylesheet", () => {
    expect(readPublicStylesheet(os.tmpdir())(SHELL)).toBe(SHELL);
    const dir = builtWebDir();
    const names = { full: '/assets/style-1.css" onload="x', public: '/assets/public-1.css' };
    fs.writeFileSync(path.join(dir, '.vite', PUBLIC_STYLESHEET_FILE), JSON.stringify(names));
    expect(readPublicStylesheet(dir)(SHELL)).toBe(SHELL);
  });
});

describe('a page around its server rendering', () => {
  const webDir = builtWebDir();
  const preloads = readModulePreloads(webDir);
  const withPublicStylesheet = readPublicStylesheet(webDir);

  it('puts an open page inside #root with its data, low-priority scripts and its chunks named', async () => {
    const { request } = requestFor('/?utm=1');
    const html = await withPageRendering(SHELL, { renderer: renderer(), preloads, withPublicStylesheet }, request);
    expect(html).toContain('<div id="root"><main>Curly Studio</main></div><script type="application/json"');
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/HomePage-1.js">');
    expect(html.indexOf('HomePage-1.js')).toBeLessThan(html.indexOf('</head>'));
    // A page the app runs keeps the app's whole stylesheet.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style-1.css">');
  });

  it("names no module for preloading on a guest's document with islands, not the app's nor the islands'", async () => {
    const html = await withPageRendering(
      SHELL,
      { renderer: islandsRenderer(), preloads, withPublicStylesheet },
      requestFor('/').request,
    );
    expect(html).not.toContain('start-islands-page-1.js');
    expect(html).not.toContain('islands-1.js');
    expect(html).not.toContain('start-app-1.js');
    expect(html).not.toContain('HomePage-1.js');
    // The public pages' own stylesheet, the app's named for the code that needs it.
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/public-1.css" data-full-stylesheet="/assets/style-1.css">',
    );
  });

  /** The page around `render`'s rendering for a request to '/' with these cookies. */
  const pageAt = (render: ServerRenderer, cookie?: string, reply?: FastifyReply) =>
    withPageRendering(
      SHELL,
      { renderer: render, preloads, withPublicStylesheet },
      requestFor('/', cookie).request,
      reply,
    );

  it("draws the page for the browser's cookies: the app's for a signed-in visitor, the offers bar hidden once seen", async () => {
    const render = renderer();
    await pageAt(render);
    expect(render.renderPage).toHaveBeenLastCalledWith('/', { signedIn: false, offersSeen: false });
    await pageAt(render, 'theme=dark; signed-in=1; offers-seen=1');
    expect(render.renderPage).toHaveBeenLastCalledWith('/', { signedIn: true, offersSeen: true });
    await pageAt(render, 'signed-in=yes; offers-seen=');
    expect(render.renderPage).toHaveBeenLastCalledWith('/', { signedIn: false, offersSeen: false });
  });

  it("sends a guest's document without Cross-Origin-Opener-Policy, and the app's page with it", async () => {
    const guestReply = { raw: { removeHeader: vi.fn() } } as unknown as FastifyReply;
    await pageAt(islandsRenderer(), undefined, guestReply);
    expect(guestReply.raw.removeHeader).toHaveBeenCalledExactlyOnceWith('Cross-Origin-Opener-Policy');
    const appReply = { raw: { removeHeader: vi.fn() } } as unknown as FastifyReply;
    await pageAt(renderer(), undefined, appReply);
    expect(appReply.raw.removeHeader).not.toHaveBeenCalled();
  });

  it('leaves a guarded page to the browser, with only the app named', async () => {
    const render = renderer();
    const { request } = requestFor('/profile');
    const html = await withPageRendering(SHELL, { renderer: render, preloads, withPublicStylesheet }, request);
    expect(render.renderPage).not.toHaveBeenCalled();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/start-app-1.js">');
    expect(html).not.toContain('fetchpriority');
  });

  it('serves the empty shell, and logs, when the rendering fails', async () => {
    const failing = renderer({ renderPage: () => Promise.reject(new Error('no database')) });
    const { request, log } = requestFor('/');
    const html = await withPageRendering(SHELL, { renderer: failing, preloads, withPublicStylesheet }, request);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('server-state');
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('serves the empty shell when there is no rendering bundle', async () => {
    const { request } = requestFor('/');
    expect(await withPageRendering(SHELL, { renderer: null, preloads, withPublicStylesheet }, request)).toContain(
      '<div id="root"></div>',
    );
  });
});

describe('a rendering that met a failed call', () => {
  /** A bundle whose page asks the API once, and an app whose every answer has this status. */
  async function rendererAnswering(status: number): Promise<ServerRenderer> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-ssr-'));
    fs.writeFileSync(
      path.join(dir, 'entry-server.js'),
      `let transport;
      export function configureServerRendering(given) { transport = given; }
      export function isServerRendered() { return true; }
      export async function renderPage() {
        const answer = await transport('/api/settings', { method: 'GET' });
        return { html: '<main>' + answer.status + '</main>', stateScript: '', pageModule: 'page.tsx', islands: true };
      }`,
    );
    const inject = async () => ({ statusCode: status, body: '{}', headers: {} });
    const renderer = await loadServerRenderer({ inject, log: { error: vi.fn() } } as unknown as FastifyInstance, dir);
    return renderer!;
  }

  it('is served but not to be kept: a 5xx or a 429 says nothing of the content', async () => {
    const webDir = builtWebDir();
    const rendering = { preloads: readModulePreloads(webDir), withPublicStylesheet: readPublicStylesheet(webDir) };
    for (const [status, complete] of [
      [200, true],
      [404, true],
      [503, false],
      [429, false],
    ] as const) {
      const document = await renderDocument(
        SHELL,
        { ...rendering, renderer: await rendererAnswering(status) },
        requestFor('/').request,
      );
      expect(document.html, String(status)).toContain(`<main>${status}</main>`);
      expect(document.complete, String(status)).toBe(complete);
    }
  });

  it('is not to be kept when the rendering fails', async () => {
    const failing = renderer({ renderPage: () => Promise.reject(new Error('no database')) });
    const webDir = builtWebDir();
    const document = await renderDocument(
      SHELL,
      { renderer: failing, preloads: readModulePreloads(webDir), withPublicStylesheet: readPublicStylesheet(webDir) },
      requestFor('/').request,
    );
    expect(document).toMatchObject({ complete: false, islands: false });
  });
});

describe('loading the rendering bundle', () => {
  it('serves without server rendering, and logs, when the bundle cannot load', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-ssr-'));
    fs.writeFileSync(path.join(dir, 'entry-server.js'), "import 'no-such-package-anywhere';\n");
    const log = { error: vi.fn() };
    expect(await loadServerRenderer({ log } as unknown as FastifyInstance, dir)).toBeNull();
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('has nothing to load when there is no bundle', async () => {
    expect(await loadServerRenderer({} as FastifyInstance, os.tmpdir())).toBeNull();
  });
});
