/**
 * Where the session lives in localStorage (docs/architecture.md#session): apart from session.ts, so a guest's public
 * page (decision 017) can ask whether anyone is signed in without loading React. Beside it, the sign-in cookie tells
 * the server to send this browser the app's pages rather than a guest's documents, so no page has to read the storage
 * as it starts (docs/architecture.md#fast-public-pages).
 */
import { SIGNED_IN_COOKIE, SIGNED_IN_COOKIE_MAX_AGE_S } from '@shared/document-cookies';
import { clearDocumentCookie, setDocumentCookie } from './document-cookies';

export const AUTH_STORAGE_KEY = 'auth';
export const CART_STORAGE_KEY = 'cart';

/** Whether someone is signed in on this browser (a session in storage); storage refused means nobody can be. */
export function isSignedIn(): boolean {
  try {
    return localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** A session is kept (or found at the app's start): the server is to send the app's pages, for the cookie's life. */
export function markSignedIn(): void {
  setDocumentCookie(SIGNED_IN_COOKIE, SIGNED_IN_COOKIE_MAX_AGE_S);
}

/** The session is gone: a guest's documents again. */
export function markSignedOut(): void {
  clearDocumentCookie(SIGNED_IN_COOKIE);
}
