/**
 * The signed-in session (docs/product.md#entity-session, #session-states): user and token persisted in localStorage
 * under 'auth', the cart's JSON text mirrored under 'cart'. A tiny external store read with useSyncExternalStore, kept
 * in step across browser tabs through the storage event.
 */
import { useSyncExternalStore } from 'react';
import type { User } from '@shared/accounts.schemas';

import { AUTH_STORAGE_KEY, CART_STORAGE_KEY, markSignedIn, markSignedOut } from './session-keys';

export { AUTH_STORAGE_KEY, CART_STORAGE_KEY };

export interface Session {
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
  /** The cart as JSON text (user.cart.data), or null when there is none. */
  cartText: string | null;
}

/**
 * What this browser stored itself: a shape check is enough (the server checks the token on every call, and a
 * stale or foreign value only means "signed out"). No zod here, so the first page load does not carry it.
 */
function isStoredAuth(value: unknown): value is { user: User; token: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { user, token } = value as { user?: Partial<User>; token?: unknown };
  return (
    typeof token === 'string' &&
    token.length > 0 &&
    typeof user === 'object' &&
    user !== null &&
    typeof user.id === 'number' &&
    typeof user.user_type === 'number' &&
    typeof user.name === 'string' &&
    typeof user.phone === 'string'
  );
}

const SIGNED_OUT: Session = { user: null, token: null, isAuthenticated: false, cartText: null };

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn('Could not save the session in this browser.', error);
  }
}

function readSession(): Session {
  const authText = readStorage(AUTH_STORAGE_KEY);
  if (!authText) return SIGNED_OUT;
  try {
    const stored: unknown = JSON.parse(authText);
    if (!isStoredAuth(stored)) return SIGNED_OUT;
    return { user: stored.user, token: stored.token, isAuthenticated: true, cartText: readStorage(CART_STORAGE_KEY) };
  } catch {
    return SIGNED_OUT;
  }
}

let current: Session = readSession();
// A session kept before the sign-in cookie existed, or one whose cookie ran out, gets it again (session-keys.ts).
if (current.isAuthenticated) markSignedIn();
const listeners = new Set<() => void>();

function publish(next: Session): void {
  current = next;
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === AUTH_STORAGE_KEY || event.key === CART_STORAGE_KEY) publish(readSession());
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function getSession(): Session {
  return current;
}

/**
 * The server renders every page for a guest (it cannot see this browser's storage), so hydration starts from the
 * signed-out session too and switches to the stored one right after; anything else would not match the HTML.
 */
const getServerSession = (): Session => SIGNED_OUT;

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, getServerSession);
}

function save(user: User, token: string): void {
  const cartText = user.cart?.data ?? null;
  writeStorage(AUTH_STORAGE_KEY, JSON.stringify({ user, token }));
  writeStorage(CART_STORAGE_KEY, cartText);
  markSignedIn();
  publish({ user, token, isAuthenticated: true, cartText });
}

/** After login, registration or a profile update: the answer's user and token become the session. */
export function startSession(user: User, token: string): void {
  save(user, token);
}

/** A fresher copy of the signed-in user (GET /api/user/details); ignored when nobody is signed in. */
export function updateSessionUser(user: User): void {
  if (current.token) save(user, current.token);
}

/** A new token for the same user (the password change revokes the old one). */
export function updateSessionToken(token: string): void {
  if (current.user) save(current.user, token);
}

/** The cart as the server stored it (POST /api/expense/cart_update answers data.data). */
export function updateSessionCart(cartText: string): void {
  if (!current.user || !current.token) return;
  writeStorage(CART_STORAGE_KEY, cartText);
  publish({ ...current, cartText });
}

export function clearSession(): void {
  writeStorage(AUTH_STORAGE_KEY, null);
  writeStorage(CART_STORAGE_KEY, null);
  markSignedOut();
  publish(SIGNED_OUT);
}

/** Items in the mirrored cart: the length of its JSON array, 0 when absent or unreadable. */
export function cartItemCount(cartText: string | null): number {
  if (!cartText) return 0;
  try {
    const items: unknown = JSON.parse(cartText);
    return Array.isArray(items) ? items.length : 0;
  } catch {
    return 0;
  }
}

/** For tests: read localStorage again, as a fresh page load would. */
export function reloadSessionFromStorage(): void {
  publish(readSession());
}
