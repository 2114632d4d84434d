/**
 * The cookies by which the server draws a public page for this browser (docs/architecture.md#fast-public-pages):
 * what the page's own start would otherwise have to read from the browser's storage, a wait on a budget phone while
 * the page loads. Neither carries anything secret; the API authenticates by the token alone.
 */

/** Someone is signed in on this browser (lib/session.ts keeps it): its public pages are the app's, not a guest's. */
export const SIGNED_IN_COOKIE = 'signed-in';
/** How long the sign-in cookie lasts unless renewed: the app renews it each time it starts with a session. */
export const SIGNED_IN_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
/** This browser session has seen the home page's offers bar (docs/product.md#home): the server draws it hidden. */
export const OFFERS_SEEN_COOKIE = 'offers-seen';
/** The most of a Cookie header read: its pairs after this many characters are not looked at. */
const MAX_COOKIE_HEADER = 8192;

/** Whether a Cookie header (or document.cookie) holds `name=1`. */
export function hasCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  const wanted = `${name}=1`;
  return header
    .slice(0, MAX_COOKIE_HEADER)
    .split(';')
    .some((pair) => pair.trim() === wanted);
}
