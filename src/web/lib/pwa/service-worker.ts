/**
 * Registers the hand-written service worker (public/sw.js) after the page has loaded, so it never competes with
 * the first paint. Production builds only: in development Vite serves modules the worker must not cache.
 */
export const SERVICE_WORKER_URL = '/sw.js';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
      console.warn('The service worker could not be registered; the site works without it.', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
