/*
 * The site's service worker, written by hand (no build plugin). It keeps the app shell so the site opens
 * offline, and the content-hashed assets and images so pages seen before still look right.
 *
 * - Navigations: network first; offline, the cached '/' shell (the React app then routes on the client).
 * - Same-origin /assets/* (content-hashed by Vite, so a cached copy is never stale) and /images/*, /icons/*:
 *   cache first, stored on first use.
 * - /api/* (and /uploads/*) is never touched: answers always come from the server (or fail, and the page says
 *   so). Where the browser supports static routing (Chromium 123+), those requests skip the worker entirely, so
 *   it adds no delay to API calls; navigation preload starts a page's request while the worker wakes up.
 *
 * Bump VERSION when this file's caching changes, or when a file under /images/ or /icons/ is replaced under the
 * same name (those names carry no hash): activation drops every cache of another version.
 */
const VERSION = 'v1';
const SHELL_CACHE = `curly-shell-${VERSION}`;
const STATIC_CACHE = `curly-static-${VERSION}`;
const SHELL_URL = '/';
const SHELL_EXTRAS = ['/logo.svg', '/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png'];
const CACHE_FIRST_PREFIXES = ['/assets/', '/images/', '/icons/'];
const NETWORK_ONLY_PREFIXES = ['/api/', '/uploads/'];

/** The scripts and styles the shell's HTML loads directly (Vite's entry chunk, its CSS and preloads). */
function assetUrlsIn(html) {
  const urls = new Set();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) urls.add(match[1]);
  return [...urls];
}

async function precache() {
  const shell = await caches.open(SHELL_CACHE);
  const response = await fetch(new Request(SHELL_URL, { cache: 'reload' }));
  if (!response.ok) throw new Error(`The app shell answered ${response.status}.`);
  const html = await response.clone().text();
  await shell.put(SHELL_URL, response);
  await shell.addAll(SHELL_EXTRAS.map((url) => new Request(url, { cache: 'reload' })));
  const statics = await caches.open(STATIC_CACHE);
  await statics.addAll(assetUrlsIn(html));
}

/** Requests that go straight to the network without waking the worker, where static routing is supported. */
async function bypassWorkerFor(event, prefixes) {
  if (typeof event.addRoutes !== 'function' || typeof URLPattern !== 'function') return;
  try {
    await event.addRoutes(
      prefixes.map((prefix) => ({
        condition: { urlPattern: new URLPattern({ pathname: `${prefix}*` }) },
        source: 'network',
      })),
    );
  } catch (error) {
    // Optional speed-up only: the fetch handler below leaves these requests alone anyway.
    console.warn('Static routes were not added.', error);
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all([precache(), bypassWorkerFor(event, NETWORK_ONLY_PREFIXES)]).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const keep = new Set([SHELL_CACHE, STATIC_CACHE]);
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => !keep.has(name)).map((name) => caches.delete(name))))
      .then(() => self.registration.navigationPreload?.enable())
      .then(() => self.clients.claim()),
  );
});

async function networkFirstNavigation(request, preloadResponse) {
  try {
    const response = (await preloadResponse) || (await fetch(request));
    // A fresh home page keeps the offline shell in step with the latest build.
    if (response.ok && new URL(request.url).pathname === SHELL_URL) {
      const shell = await caches.open(SHELL_CACHE);
      await shell.put(SHELL_URL, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match(SHELL_URL, { cacheName: SHELL_CACHE });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const statics = await caches.open(STATIC_CACHE);
    await statics.put(request, response.clone());
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NETWORK_ONLY_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return;

  if (request.mode === 'navigate') {
    event.respondWith(networkFirstNavigation(request, event.preloadResponse));
    return;
  }
  if (CACHE_FIRST_PREFIXES.some((prefix) => url.pathname.startsWith(prefix)) || SHELL_EXTRAS.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});
