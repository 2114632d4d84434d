import { describe, expect, it } from 'vitest';
import { getSession, reloadSessionFromStorage, startSession } from '@web/lib/session';
import { testUser } from '@web/test/render';
import { displayTextOf, fieldRefusal, shownText, storeSession } from './account-form';

function stored() {
  return { auth: localStorage.getItem('auth'), cart: localStorage.getItem('cart') };
}

describe('the account forms’ island', () => {
  it.each([
    ['a cart', testUser({ cart: { data: '[{"id":1,"qty":2}]' } })],
    ['no cart', testUser({ cart: null })],
  ])('keeps a session with %s exactly as the app’s startSession does', (_, user) => {
    localStorage.setItem('cart', '["an earlier visitor’s"]');
    startSession(user, 'tok-9');
    const byApp = stored();

    localStorage.clear();
    localStorage.setItem('cart', '["an earlier visitor’s"]');
    storeSession(user, 'tok-9');
    expect(stored()).toEqual(byApp);
    reloadSessionFromStorage();
    expect(getSession()).toMatchObject({ isAuthenticated: true, token: 'tok-9', user });
  });

  it('says what the app says for a refusal: the error text when it is one, else the message', () => {
    expect(displayTextOf({ status: 401, message: 'Login failed', error: 'Wrong.' })).toEqual({ words: 'Wrong.' });
    expect(displayTextOf({ status: 429, message: 'Slow down.', error: 'Slow down.', code: 'x.y' })).toEqual({
      words: 'Slow down.',
      code: 'x.y',
    });
    expect(displayTextOf({ status: 422, message: 'Invalid.', error: { phone: ['P'] }, code: 'a.b' })).toEqual({
      words: 'Invalid.',
      code: 'a.b',
    });
    expect(displayTextOf({ status: 500, message: 'Server Error', error: ' ' })).toEqual({ words: 'Server Error' });
    expect(
      fieldRefusal({ status: 409, message: 'm', error: { phone: ['Taken.'] }, codes: { phone: ['c.d'] } }, 'phone'),
    ).toEqual({ words: 'Taken.', code: 'c.d' });
    expect(fieldRefusal({ status: 401, message: 'm', error: 'e' }, 'phone')).toBeUndefined();
  });

  it('shows the page’s words for a message, by the code the server gave or by its English words', () => {
    const root = document.createElement('form');
    root.innerHTML = `<div hidden>
      <data data-message="a.one" data-message-en="One." value="Ek."></data>
      <data data-message="a.most" data-message-en="At most 1." value="Adhik se adhik 1."></data>
      <data data-message="a.most" data-message-en="At most 2." value="Adhik se adhik 2."></data>
    </div>`;
    expect(shownText(root, 'One.')).toBe('Ek.');
    expect(shownText(root, 'Reworded one.', 'a.one')).toBe('Ek.');
    expect(shownText(root, 'At most 2.', 'a.most')).toBe('Adhik se adhik 2.');
    expect(shownText(root, 'Unknown words.')).toBe('Unknown words.');
  });
});
