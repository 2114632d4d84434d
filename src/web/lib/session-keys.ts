/**
 * Where the session lives in localStorage (docs/architecture.md#session): apart from session.ts, so a guest's public
 * page (decision 017) can ask whether anyone is signed in without loading React.
 */
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
