import { act, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { setLanguage } from '@web/i18n';
import { addMessageTranslations } from '@web/i18n/message-text';
import { leaveFlash } from '@web/lib/flash';
import { getSession, reloadSessionFromStorage } from '@web/lib/session';
import { answerAt, openAt, renderAt, stubApi, testUser, type StubAnswer } from '@web/test/render';
import { browserPage } from '../components/account-form';
import { LoginPage } from './LoginPage';

const phone = () => screen.getByLabelText('Phone');
const password = () => screen.getByLabelText('Password');
const loginButton = () => screen.getByRole('button', { name: 'Login' });

/** Opens the page; the server answers a login with `answer`, where one is given. */
const openLogin = (answer?: StubAnswer) =>
  openAt(<LoginPage />, '/login', ...(answer ? [answerAt('/api/login', answer)] : []));

/** Types a customer's phone and `secret`, and presses Login. */
async function submitLogin(user: UserEvent, secret = 'secret') {
  await user.type(phone(), '9999900011');
  await user.type(password(), secret);
  await user.click(loginButton());
}

/** The error shown under a field, found as a screen reader finds it: the input's description. */
function errorOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)!.textContent : null;
}

let loadPage: MockInstance<(url: string) => void>;
beforeEach(() => {
  loadPage = vi.spyOn(browserPage, 'load').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  act(() => setLanguage('en'));
});

describe('LoginPage', () => {
  it('says the phone is required on blur, under the field, and disables Login while errors exist', async () => {
    const { user } = openLogin();

    await user.click(phone());
    await user.tab();

    expect(await screen.findByText('Phone number is required!')).toBeVisible();
    expect(phone()).toHaveAttribute('aria-invalid', 'true');
    expect(phone()).toHaveAccessibleDescription('Phone number is required!');
    expect(loginButton()).toBeDisabled();
    expect(password()).toHaveAttribute('aria-invalid', 'false');

    // Corrected, the error goes as it is typed; a new one shows when the field is left.
    await user.type(phone(), '98765x');
    expect(errorOf(phone())).toBeNull();
    await user.tab();
    expect(screen.getByText('Phone must be a number')).toBeVisible();
    expect(phone()).toHaveAccessibleDescription('Phone must be a number');
  });

  it('enables Login again once the field is corrected', async () => {
    const { user } = openLogin();

    await user.click(password());
    await user.tab();
    expect(await screen.findByText('Password is required!')).toBeInTheDocument();
    await user.type(password(), 's');
    expect(screen.queryByText('Password is required!')).not.toBeInTheDocument();
    expect(password()).toHaveAttribute('aria-invalid', 'false');
    expect(password()).not.toHaveAttribute('aria-describedby');
    expect(loginButton()).toBeEnabled();
  });

  it('checks every field when sent empty, focuses the first wrong one and sends nothing', async () => {
    const { fetchMock, user } = openLogin();
    await user.click(loginButton());

    expect(errorOf(phone())).toBe('Phone number is required!');
    expect(errorOf(password())).toBe('Password is required!');
    expect(phone()).toHaveFocus();
    expect(loginButton()).toBeDisabled();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/login')).toBe(false);

    // Once sent, a field is checked as it changes.
    await user.type(password(), 'x');
    expect(errorOf(password())).toBeNull();
  });

  it('shows it is busy at once, stores the session as the app does and loads the home page', async () => {
    const customer = testUser({ cart: { data: '[{"id":1},{"id":2}]' } });
    let answer: (response: Response) => void = () => undefined;
    const { fetchMock, user } = openLogin();
    const settings = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/login' ? new Promise<Response>((resolve) => (answer = resolve)) : settings(input, init),
    );

    await user.type(phone(), ' 9999900011 ');
    await user.type(password(), 'Customer@123');
    await user.keyboard('{Enter}');

    expect(loginButton()).toHaveAttribute('data-loading', 'true');
    expect(loginButton()).toBeDisabled();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/login')!;
    expect(JSON.parse(String(init?.body))).toEqual({ phone: '9999900011', password: 'Customer@123' });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(loadPage).not.toHaveBeenCalled();

    answer(new Response(JSON.stringify({ message: 'Successfully', token: 'tok-1', user: customer })));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'));
    expect(JSON.parse(localStorage.getItem('auth')!)).toEqual({ user: customer, token: 'tok-1' });
    expect(localStorage.getItem('cart')).toBe('[{"id":1},{"id":2}]');
    reloadSessionFromStorage();
    expect(getSession()).toMatchObject({ isAuthenticated: true, token: 'tok-1', user: customer });
    // Busy until the next page replaces this one.
    expect(loginButton()).toHaveAttribute('data-loading', 'true');
  });

  it("shows the server's error text as a toast on failure, and Login may be pressed again", async () => {
    const { user } = openLogin({
      status: 401,
      body: { message: 'Login failed', error: 'The phone number or password is incorrect.' },
    });

    await submitLogin(user, 'wrong');

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('The phone number or password is incorrect.');
    expect(loginButton()).toBeEnabled();
    expect(loginButton()).not.toHaveAttribute('data-loading');
    expect(getSession().isAuthenticated).toBe(false);
    expect(localStorage.getItem('auth')).toBeNull();
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('puts the field errors of a 422 under their fields, and says the message in the toast', async () => {
    const { user } = openLogin({
      status: 422,
      body: { message: 'The given data was invalid.', error: { phone: ['Phone must be a number'] } },
    });
    await submitLogin(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('The given data was invalid.');
    expect(errorOf(phone())).toBe('Phone must be a number');
    expect(loginButton()).toBeDisabled();
  });

  it('refuses an answer without the success message, as the app always has', async () => {
    const { user } = openLogin({ body: { message: 'Error', token: 't', user: testUser() } });
    await submitLogin(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error');
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('says something went wrong when the answer cannot be read, or carries no session', async () => {
    let answers = ['<html>Bad gateway</html>', JSON.stringify({ message: 'Successfully' })];
    const { fetchMock, user } = openLogin();
    const settings = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) !== '/api/login') return settings(input, init);
      const [next, ...rest] = answers;
      answers = rest;
      return new Response(next, { status: next!.startsWith('<') ? 502 : 200 });
    });
    await submitLogin(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    act(() => notifications.clean());
    await user.click(loginButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(localStorage.getItem('auth')).toBeNull();
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('says when the salon cannot be reached', async () => {
    const { fetchMock, user } = openLogin();
    const settings = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/login') throw new TypeError('Failed to fetch');
      return settings(input, init);
    });
    await submitLogin(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach the salon. Please check your connection and try again.',
    );
  });

  it("shows the visitor's language: the checks' and the server's messages by their codes", async () => {
    addMessageTranslations('hi', {
      'phone.required': 'फ़ोन नंबर ज़रूरी है!',
      'accounts.invalidCredentials': 'फ़ोन नंबर या पासवर्ड ग़लत है।',
    });
    act(() => setLanguage('hi'));
    const { user } = openLogin({
      status: 401,
      body: {
        message: 'The phone number or password is incorrect.',
        error: 'The phone number or password is incorrect.',
        code: 'accounts.invalidCredentials',
      },
    });
    await waitFor(() =>
      expect(document.querySelector('data[data-message="phone.required"]')).toHaveAttribute('value', 'फ़ोन नंबर ज़रूरी है!'),
    );

    await user.click(phone());
    await user.tab();
    expect(errorOf(phone())).toBe('फ़ोन नंबर ज़रूरी है!');
    await submitLogin(user, 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('फ़ोन नंबर या पासवर्ड ग़लत है।');
  });

  it('shows the message another page left for it once, as a toast', async () => {
    leaveFlash('Please Login first to Access Cart');
    const view = openLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please Login first to Access Cart');
    view.unmount();
    act(() => notifications.clean());
    expect(sessionStorage.getItem('flash')).toBeNull();

    stubApi();
    renderAt(<LoginPage />, '/login');
    await screen.findByRole('button', { name: 'Login' });
    expect(screen.queryByText('Please Login first to Access Cart')).not.toBeInTheDocument();
  });

  it('shows and hides the password with the eye button, leaving the focus in the field', async () => {
    const { user } = openLogin();
    const toggle = within(password().closest<HTMLElement>('[data-field]')!).getByRole('button', { hidden: true });
    await user.type(password(), 'secret');
    await user.click(toggle);
    expect(password()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password()).toHaveFocus();
    expect(errorOf(password())).toBeNull();
    await user.click(toggle);
    expect(password()).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('gives the WhatsApp number from the settings in the forgot-password hint', async () => {
    openLogin();
    const link = await screen.findByRole('link', { name: '9876543210' });
    expect(link).toHaveAttribute('href', 'https://wa.me/919876543210');
    expect(link.closest('p')).toHaveTextContent(
      'Forgot your password? Send your registered phone number to us on WhatsApp at 9876543210 and we will reset it for you.',
    );
  });
});
