/**
 * The login and register islands on a guest's page (decision 017): the server's HTML and the islands' starter, no
 * React running. The pages' own tests run the same islands inside the app.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { SIGNED_IN_COOKIE } from '@shared/document-cookies';
import { AppProviders } from '@web/AppProviders';
import { hasDocumentCookie } from '@web/lib/document-cookies';
import { islandLoaders } from '@web/island-registry';
import { leaveFlash } from '@web/lib/flash';
import { createQueryClient } from '@web/lib/query-client';
import { ATTACHED_ATTRIBUTE, startIslands } from '@web/lib/start-islands';
import { expectSameMarkupWhenHydrated, testUser } from '@web/test/render';
import { browserPage } from './components/account-form';
import { loginIsland } from './pages/login.island';
import { LoginPage } from './pages/LoginPage';
import { RegisterPage } from './pages/RegisterPage';

function withProviders(page: ReactElement, path: string) {
  return () => (
    <AppProviders queryClient={createQueryClient()} env="test">
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </AppProviders>
  );
}

/** The page as the server sends it, in the document, with the islands' starter and nothing else running. */
async function serverPage(page: ReactElement, path: string, { start = true } = {}): Promise<HTMLFormElement> {
  const { renderToString } = await import('react-dom/server.browser');
  document.body.innerHTML = `<div id="root">${renderToString(withProviders(page, path)())}</div>`;
  // Never idle and nothing seen: an island comes at the first sign of interest.
  vi.stubGlobal('requestIdleCallback', () => 0);
  if (start) startIslands(islandLoaders);
  return document.querySelector('form')!;
}

const attached = (form: HTMLElement) => waitFor(() => expect(form).toHaveAttribute(ATTACHED_ATTRIBUTE));

let loadPage: MockInstance<(url: string) => void>;
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  loadPage = vi.spyOn(browserPage, 'load').mockImplementation(() => undefined);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the login form on a guest’s page', () => {
  it('answers a press of Login that came before its code: every field is checked, the first focused', async () => {
    const form = await serverPage(<LoginPage />, '/login');
    const login = screen.getByRole('button', { name: 'Login' });
    expect(login).toHaveAttribute('type', 'button');

    await userEvent.setup().click(login);
    await attached(form);
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveFocus());
    expect(screen.getByText('Phone number is required!')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required!');
    expect(login).toBeDisabled();
    expect(login).toHaveAttribute('type', 'submit');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in: busy at once, the session stored, the home page loaded', async () => {
    const customer = testUser({ cart: { data: '[{"id":3}]' } });
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const form = await serverPage(<LoginPage />, '/login');
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Phone'), '9999900011');
    await attached(form);
    await user.type(screen.getByLabelText('Password'), 'Customer@123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('data-loading', 'true');
    expect(fetchMock).toHaveBeenCalledWith('/api/login', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({
      phone: '9999900011',
      password: 'Customer@123',
    });
    answer(new Response(JSON.stringify({ message: 'Successfully', token: 'tok-2', user: customer })));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'));
    expect(JSON.parse(localStorage.getItem('auth')!)).toEqual({ user: customer, token: 'tok-2' });
    expect(localStorage.getItem('cart')).toBe('[{"id":3}]');
    // The next page is the app's: the server sees the sign-in cookie.
    expect(hasDocumentCookie(SIGNED_IN_COOKIE)).toBe(true);
  });

  it('shows a refusal in its own toast, an alert', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'Login failed', error: 'The phone number or password is incorrect.' }), {
        status: 401,
      }),
    );
    const form = await serverPage(<LoginPage />, '/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Phone'), '9999900011');
    await attached(form);
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The phone number or password is incorrect.');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(localStorage.getItem('auth')).toBeNull();
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('checks a field filled in and left before it arrived', async () => {
    const form = await serverPage(<LoginPage />, '/login', { start: false });
    (screen.getByLabelText('Phone') as HTMLInputElement).value = '98ab';
    (screen.getByLabelText('Password') as HTMLInputElement).value = 'x';
    screen.getByLabelText('Password').focus();
    loginIsland()(form);
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Phone must be a number');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows the message another page left for it as its own toast', async () => {
    leaveFlash('Please Login first to Access Cart');
    const form = await serverPage(<LoginPage />, '/login');
    await userEvent.setup().click(screen.getByLabelText('Phone'));
    await attached(form);
    expect(screen.getByRole('alert')).toHaveTextContent('Please Login first to Access Cart');
  });

  it('is the same markup when the app hydrates it', async () => {
    await expectSameMarkupWhenHydrated(withProviders(<LoginPage />, '/login'));
  });
});

describe('the register form on a guest’s page', () => {
  it('checks as a field is left, previews a picture and sends the multipart form', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'Successful', token: 'tok-3', user: testUser({ id: 12 }) })),
    );
    const form = await serverPage(<RegisterPage />, '/register');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Name'));
    await attached(form);
    await user.tab();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required!');

    await user.type(screen.getByLabelText('Name'), 'Meera Joshi');
    await user.type(screen.getByLabelText('Phone'), '9876501234');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Meera#Gulmohar7');
    await user.type(screen.getByLabelText('Confirm Password'), 'Meera#Gulmohar7');
    await user.upload(screen.getByLabelText('Profile Image'), new File(['x'], 'meera.webp', { type: 'image/webp' }));
    expect(screen.getByRole('img', { name: 'Profile picture preview' }).getAttribute('src')).toMatch(/^blob:/);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/register_or_update');
    const sent = init.body as FormData;
    expect([...sent.entries()].filter(([, value]) => typeof value === 'string')).toEqual([
      ['phone', '9876501234'],
      ['name', 'Meera Joshi'],
      ['password', 'Meera#Gulmohar7'],
      ['device_token', '555'],
      ['signup_type', '1'],
    ]);
    expect((sent.get('image') as File).name).toBe('meera.webp');
    expect(JSON.parse(localStorage.getItem('auth')!).token).toBe('tok-3');
  });

  it('is the same markup when the app hydrates it', async () => {
    await expectSameMarkupWhenHydrated(withProviders(<RegisterPage />, '/register'));
  });
});
