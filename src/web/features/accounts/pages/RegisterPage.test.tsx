import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { answerAt, openAt, testUser, type StubAnswer } from '@web/test/render';
import { browserPage } from '../components/account-form';
import { RegisterPage } from './RegisterPage';

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const registerButton = () => screen.getByRole('button', { name: 'Register' });

/** The error shown under a field, found as a screen reader finds it: the input's description. */
function errorOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)!.textContent : null;
}

async function fillForm(user: UserEvent) {
  await user.type(field('Name'), 'Aman Gill');
  await user.type(field('Phone'), '9876501234');
  await user.type(field('Password'), 'Secret@1');
  await user.type(field('Confirm Password'), 'Secret@1');
}

/** Fills the form and presses Register; the server answers `answer`. */
async function registerAnswered(answer: StubAnswer) {
  const { user } = openAt(<RegisterPage />, '/register', answerAt('/api/register_or_update', answer));
  await fillForm(user);
  await user.click(registerButton());
  return user;
}

let loadPage: MockInstance<(url: string) => void>;
beforeEach(() => {
  loadPage = vi.spyOn(browserPage, 'load').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('RegisterPage', () => {
  it('checks that the passwords match', async () => {
    const { user } = openAt(<RegisterPage />, '/register');
    await user.type(field('Name'), 'Aman Gill');
    await user.type(field('Phone'), '9876501234');
    await user.type(field('Password'), 'one');
    await user.type(field('Confirm Password'), 'two');
    await user.tab();
    expect(await screen.findByText('Passwords must match!')).toBeInTheDocument();
    expect(field('Confirm Password')).toHaveAccessibleDescription('Passwords must match!');
    expect(registerButton()).toBeDisabled();
  });

  it('says Passwords must match! as soon as the two differ, with the name and phone still empty', async () => {
    const { user } = openAt(<RegisterPage />, '/register');
    await user.type(field('Password'), 'Secret@12');
    await user.type(field('Confirm Password'), 'Secret@13');
    await user.tab();
    expect(await screen.findByText('Passwords must match!')).toBeInTheDocument();
    // Mended from either side: the password changing checks its confirmation again.
    await user.clear(field('Password'));
    await user.type(field('Password'), 'Secret@13');
    expect(errorOf(field('Confirm Password'))).toBeNull();
    expect(registerButton()).toBeEnabled();
  });

  it('says a short password is too short when it is left', async () => {
    const { user } = openAt(<RegisterPage />, '/register');
    await user.type(field('Password'), 'Meera@1');
    await user.tab();
    expect(errorOf(field('Password'))).toBe('The password must be at least 8 characters.');
  });

  it('checks every field when sent empty and focuses the first', async () => {
    const { fetchMock, user } = openAt(<RegisterPage />, '/register');
    await user.click(registerButton());
    expect(errorOf(field('Name'))).toBe('Name is required!');
    expect(errorOf(field('Phone'))).toBe('Phone number is required!');
    expect(errorOf(field('Password'))).toBe('Password is required!');
    expect(errorOf(field('Confirm Password'))).toBe('Confirm password is required!');
    expect(field('Name')).toHaveFocus();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/register_or_update')).toBe(false);
  });

  it('refuses a picture over 5 MB, or of another type, before uploading', async () => {
    const { user } = openAt(<RegisterPage />, '/register');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Profile Image'), big);
    expect(await screen.findByText('The image may not be greater than 5 MB.')).toBeInTheDocument();
    expect(screen.getByLabelText('Profile Image')).toHaveAttribute('aria-invalid', 'true');
    const picture = screen.getByLabelText('Profile Image').closest<HTMLElement>('[data-field]')!;
    expect(picture).toHaveAttribute('data-state', 'empty');

    // A file picker may offer any file (the input's accept is only a hint to it).
    const gif = new File(['x'], 'me.gif', { type: 'image/gif' });
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Profile Image'), gif);
    expect(screen.getByText('The image must be a JPEG, PNG or WebP picture.')).toBeInTheDocument();
  });

  it('previews a chosen picture with its name, and Remove takes it away', async () => {
    const { user } = openAt(<RegisterPage />, '/register');
    const picture = screen.getByLabelText('Profile Image').closest<HTMLElement>('[data-field]')!;
    const preview = screen.getByRole('img', { name: 'Profile picture preview' });
    expect(preview).toHaveAttribute('src', '/default-avatar.svg');

    await user.upload(screen.getByLabelText('Profile Image'), new File(['x'], 'me.png', { type: 'image/png' }));
    expect(picture).toHaveAttribute('data-state', 'chosen');
    expect(preview.getAttribute('src')).toMatch(/^blob:/);
    expect(picture.querySelector('[data-file-name]')).toHaveTextContent('me.png');

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(picture).toHaveAttribute('data-state', 'empty');
    expect(preview).toHaveAttribute('src', '/default-avatar.svg');
    expect((screen.getByLabelText('Profile Image') as HTMLInputElement).files).toHaveLength(0);
  });

  it('sends the multipart form with the picture, keeps the session and loads the home page', async () => {
    const user9 = testUser({ id: 9, name: 'Aman Gill', name1: '', phone: '9876501234', email: '', gender: 1 });
    const { fetchMock, user } = openAt(
      <RegisterPage />,
      '/register',
      answerAt('/api/register_or_update', { body: { message: 'Successful', token: 'tok', user: user9 } }),
    );
    await fillForm(user);
    const photo = new File(['x'], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Profile Image'), photo);
    await user.click(registerButton());

    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/register_or_update')!;
    const form = init?.body as FormData;
    expect([...form.keys()]).toEqual(['phone', 'name', 'password', 'image', 'device_token', 'signup_type']);
    expect(form.get('phone')).toBe('9876501234');
    expect(form.get('name')).toBe('Aman Gill');
    expect(form.get('password')).toBe('Secret@1');
    expect(form.get('device_token')).toBe('555');
    expect(form.get('signup_type')).toBe('1');
    expect((form.get('image') as File).name).toBe('me.png');
    expect(init?.headers).not.toHaveProperty('Content-Type');
    expect(JSON.parse(localStorage.getItem('auth')!)).toEqual({ user: user9, token: 'tok' });
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('shows the first phone error of a failure as a toast', async () => {
    await registerAnswered({
      status: 409,
      body: { message: 'The phone has already been taken.', error: { phone: ['The phone has already been taken.'] } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The phone has already been taken.');
    // Only a 422's field errors go under the fields.
    expect(errorOf(field('Phone'))).toBeNull();
    expect(loadPage).not.toHaveBeenCalled();
  });

  it("puts a 422's errors under their fields until they are corrected", async () => {
    const user = await registerAnswered({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        error: { password: ['This password is too common. Please choose one that is harder to guess.'] },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The given data was invalid.');
    expect(errorOf(field('Password'))).toBe('This password is too common. Please choose one that is harder to guess.');
    expect(registerButton()).toBeDisabled();

    await user.type(field('Password'), '9');
    expect(errorOf(field('Password'))).toBeNull();
    expect(registerButton()).toBeEnabled();
  });
});
