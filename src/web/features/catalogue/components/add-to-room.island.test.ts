import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUSY_ATTRIBUTE } from '@web/lib/button-busy';
import { takeFlash } from '@web/lib/flash';
import { AUTH_STORAGE_KEY } from '@web/lib/session-keys';
import { SIGNED_IN_COOKIE } from '@shared/document-cookies';
import { hasDocumentCookie } from '@web/lib/document-cookies';
import { ISLANDS_PATH_ATTRIBUTE, SERVER_STATE_ELEMENT_ID } from '@web/server-state';
import { addToRoomIsland } from './add-to-room.island';

function addButton(): HTMLButtonElement {
  document.body.innerHTML = `<button type="button" data-island="add-to-room"
    data-login-text="Please Login first to Access Cart" data-login-href="/login"><span>Add to My Room</span></button>`;
  return document.querySelector('button')!;
}

function stubAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
});

describe('addToRoomIsland', () => {
  it('sends a guest to /login with the text for the toast, showing at once that it is on its way', () => {
    const assign = stubAssign();
    const button = addButton();
    const detach = addToRoomIsland(button);

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);

    expect(click.defaultPrevented).toBe(true); // so the app's own handler leaves this click alone
    expect(button).toHaveAttribute('data-loading', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute(BUSY_ATTRIBUTE); // its spinner
    expect(assign).toHaveBeenCalledExactlyOnceWith('/login');
    expect(takeFlash()).toBe('Please Login first to Access Cart');

    button.click(); // a second tap while /login opens does nothing more
    expect(assign).toHaveBeenCalledOnce();
    detach();
  });

  it('leaves a signed-in visitor’s click to the app', () => {
    const assign = stubAssign();
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ user: { id: 7 }, token: 'tok' }));
    const button = addButton();
    addToRoomIsland(button);

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);

    expect(click.defaultPrevented).toBe(false);
    expect(button).not.toHaveAttribute('data-loading');
    expect(assign).not.toHaveBeenCalled();
    expect(takeFlash()).toBeNull();
  });

  it('loads the page again as the app’s for a session older than the sign-in cookie, on a guest’s document', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload, pathname: window.location.pathname });
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ user: { id: 7 }, token: 'tok' }));
    const button = addButton();
    const state = document.createElement('script');
    state.id = SERVER_STATE_ELEMENT_ID;
    state.setAttribute(ISLANDS_PATH_ATTRIBUTE, window.location.pathname);
    document.body.append(state);
    addToRoomIsland(button);

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);

    expect(click.defaultPrevented).toBe(true);
    expect(hasDocumentCookie(SIGNED_IN_COOKIE)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('is a button again when the visitor comes back from /login to the page as it was left', () => {
    stubAssign();
    const button = addButton();
    addToRoomIsland(button);
    button.click();
    expect(button).toHaveAttribute('aria-busy', 'true');

    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(button).not.toHaveAttribute('data-loading');
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('stops listening once detached', () => {
    const assign = stubAssign();
    const button = addButton();
    addToRoomIsland(button)();
    button.click();
    expect(assign).not.toHaveBeenCalled();
  });
});
