/**
 * The app's whole stylesheet on a guest's document (decision 017, docs/architecture.md#fast-public-pages): such a page
 * comes with the public pages' own stylesheet, whose link names the app's in `data-full-stylesheet`
 * (src/server/web-shell/public-stylesheet.ts). The app and the booking modal need all of it: this adds it after the
 * public one (same rules, same order) and resolves once it applies, or once it failed (offline, the page still shows).
 * On any other page the app's stylesheet is there already.
 */
const FULL_STYLESHEET_SELECTOR = 'link[rel="stylesheet"][data-full-stylesheet]';

let loading: Promise<void> | null = null;

export function loadFullStylesheet(): Promise<void> {
  if (loading) return loading;
  const publicLink = document.querySelector<HTMLLinkElement>(FULL_STYLESHEET_SELECTOR);
  const href = publicLink?.dataset.fullStylesheet;
  if (!publicLink || !href) return Promise.resolve();
  loading = new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.crossOrigin = publicLink.crossOrigin;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    publicLink.after(link);
  });
  return loading;
}
