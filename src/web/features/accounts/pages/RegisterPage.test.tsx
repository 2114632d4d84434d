import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openAt, testUser } from '@web/test/render';
import { RegisterPage } from './RegisterPage';

async function fillForm(user: UserEvent) {
  await user.type(screen.getByLabelText('Name'), 'Aman Gill');
  await user.type(screen.getByLabelText('Phone'), '9876501234');
  await user.type(screen.getByLabelText('Password'), 'Secret@1');
  await user.type(screen.getByLabelText('Confirm Password'), 'Secret@1');
}

describe('RegisterPage', () => {
  it('checks that the passwords match', async () => {
    const { user } = openAt(<RegisterPage />, '/register');
    await user.type(screen.getByLabelText('Name'), 'Aman Gill');
    await user.type(screen.getByLabelText('Phone'), '9876501234');
    await user.type(screen.getByLabelText('Password'), 'one');
    await user.type(screen.getByLabelText('Confirm Password'), 'two');
    await user.tab();
    expect(await screen.findByText('Passwords must match!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
  });

  it('says Passwords must match! as soon as the two differ, with the name and phone still empty', async () => {
    const { user } = openAt(<RegisterPage />, '/register');
    await user.type(screen.getByLabelText('Password'), 'Secret@12');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret@13');
    await user.tab();
    expect(await screen.findByText('Passwords must match!')).toBeInTheDocument();
  });

  it('refuses a picture over 5 MB before uploading', async () => {
    const { user } = openAt(<RegisterPage />, '/register');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Profile Image'), big);
    expect(await screen.findByText('The image may not be greater than 5 MB.')).toBeInTheDocument();
  });

  it('sends the multipart form with the picture and goes home', async () => {
    const { fetchMock, user } = openAt(<RegisterPage />, '/register', ({ url }) =>
      url === '/api/register_or_update'
        ? {
            body: {
              message: 'Successful',
              token: 'tok',
              user: testUser({ id: 9, name: 'Aman Gill', name1: '', phone: '9876501234', email: '', gender: 1 }),
            },
          }
        : undefined,
    );
    await fillForm(user);
    const photo = new File(['x'], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Profile Image'), photo);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('home page')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/register_or_update')!;
    const form = init?.body as FormData;
    expect(form.get('phone')).toBe('9876501234');
    expect(form.get('name')).toBe('Aman Gill');
    expect(form.get('device_token')).toBe('555');
    expect(form.get('signup_type')).toBe('1');
    expect((form.get('image') as File).name).toBe('me.png');
    expect(form.has('confirm_password')).toBe(false);
  });

  it('shows the first phone error of a failure as a toast', async () => {
    const { user } = openAt(<RegisterPage />, '/register', ({ url }) =>
      url === '/api/register_or_update'
        ? { status: 409, body: { message: 'Conflict', error: { phone: ['The phone has already been taken.'] } } }
        : undefined,
    );
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The phone has already been taken.')).toBeInTheDocument();
  });
});
