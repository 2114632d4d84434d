import { describe, expect, it } from 'vitest';
import { SIGNED_IN_COOKIE } from '@shared/document-cookies';
import { testUser } from '@web/test/render';
import { hasDocumentCookie } from './document-cookies';
import {
  cartItemCount,
  clearSession,
  getSession,
  reloadSessionFromStorage,
  startSession,
  updateSessionToken,
} from './session';

describe('session', () => {
  it("persists user and token under 'auth' and the cart text under 'cart'", () => {
    const user = testUser({ cart: { data: '[{"id":4}]' } });
    startSession(user, 'tok');
    expect(JSON.parse(localStorage.getItem('auth')!)).toEqual({ user, token: 'tok' });
    expect(localStorage.getItem('cart')).toBe('[{"id":4}]');
    expect(getSession()).toMatchObject({ isAuthenticated: true, token: 'tok', cartText: '[{"id":4}]' });
  });

  it("tells the server with the sign-in cookie, so a public page is the app's, and takes it back on clear", () => {
    startSession(testUser(), 'tok');
    expect(hasDocumentCookie(SIGNED_IN_COOKIE)).toBe(true);
    clearSession();
    expect(hasDocumentCookie(SIGNED_IN_COOKIE)).toBe(false);
  });

  it('keeps the user when the token changes, and forgets everything on clear', () => {
    startSession(testUser(), 'first');
    updateSessionToken('second');
    expect(getSession()).toMatchObject({ token: 'second', user: { id: 7 } });
    clearSession();
    expect(getSession().isAuthenticated).toBe(false);
    expect(localStorage.getItem('auth')).toBeNull();
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('treats unreadable stored data as signed out', () => {
    localStorage.setItem('auth', '{"user":{"id":"x"},"token":"t"}');
    reloadSessionFromStorage();
    expect(getSession().isAuthenticated).toBe(false);
  });

  it('counts the cart items of the JSON array, 0 when absent or broken', () => {
    expect(cartItemCount(null)).toBe(0);
    expect(cartItemCount('not json')).toBe(0);
    expect(cartItemCount('{"a":1}')).toBe(0);
    expect(cartItemCount('[1,2,3]')).toBe(3);
  });
});
