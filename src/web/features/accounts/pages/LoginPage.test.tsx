import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '@web/lib/session';
import { openAt, testUser } from '@web/test/render';
import { LoginPage } from './LoginPage';

describe('LoginPage', () => {
  it('says the phone is required on blur and disables Login while errors exist', async () => {
    const { user } = openAt(<LoginPage />, '/login');

    await user.click(screen.getByLabelText('Phone'));
    await user.tab();

    expect(await screen.findByText('Phone number is required!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();

    await user.type(screen.getByLabelText('Phone'), '98765x');
    await user.tab();
    expect(await screen.findByText('Phone must be a number')).toBeInTheDocument();
  });

  it('enables Login again once the field is corrected', async () => {
    const { user } = openAt(<LoginPage />, '/login');

    await user.click(screen.getByLabelText('Password'));
    await user.tab();
    expect(await screen.findByText('Password is required!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'secret');
    await waitFor(() => expect(screen.queryByText('Password is required!')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('stores the session and goes home on success', async () => {
    const customer = testUser({ cart: { data: '[{"id":1},{"id":2}]' } });
    const { fetchMock, user } = openAt(<LoginPage />, '/login', ({ url }) =>
      url === '/api/login' ? { body: { message: 'Successfully', token: 'tok-1', user: customer } } : undefined,
    );

    await user.type(screen.getByLabelText('Phone'), '9999900011');
    await user.type(screen.getByLabelText('Password'), 'Customer@123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(getSession()).toMatchObject({ isAuthenticated: true, token: 'tok-1' });
    expect(JSON.parse(localStorage.getItem('auth')!)).toEqual({ user: customer, token: 'tok-1' });
    expect(localStorage.getItem('cart')).toBe('[{"id":1},{"id":2}]');
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/login')!;
    expect(JSON.parse(String(init?.body))).toEqual({ phone: '9999900011', password: 'Customer@123' });
  });

  it("shows the server's error text as a toast on failure", async () => {
    const { user } = openAt(<LoginPage />, '/login', ({ url }) =>
      url === '/api/login'
        ? { status: 401, body: { message: 'Login failed', error: 'The phone number or password is incorrect.' } }
        : undefined,
    );

    await user.type(screen.getByLabelText('Phone'), '9999900011');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('The phone number or password is incorrect.')).toBeInTheDocument();
    expect(getSession().isAuthenticated).toBe(false);
  });

  it('gives the WhatsApp number from the settings in the forgot-password hint', async () => {
    openAt(<LoginPage />, '/login');
    const link = await screen.findByRole('link', { name: '9876543210' });
    expect(link).toHaveAttribute('href', 'https://wa.me/919876543210');
    expect(link.closest('p')).toHaveTextContent(
      'Forgot your password? Send your registered phone number to us on WhatsApp at 9876543210 and we will reset it for you.',
    );
  });
});
