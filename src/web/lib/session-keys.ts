/**
 * Where the session lives in localStorage (docs/architecture.md#session): apart from session.ts, so a guest's public
 * page (decision 017) can ask whether anyone is signed in without loading React.
 */
export const AUTH_STORAGE_KEY = 'auth';
export const CART_STORAGE_KEY = 'cart';
