import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '@web/lib/session';
import { openAppAs, renderApp, signIn, stubApi, testUser } from '@web/test/render';

describe('ProfilePage', () => {
  it("shows the user's details, the zero date as 'Not set'", async () => {
    stubApi();
    signIn(testUser({ dob: '1994-05-14', anniversary: '0000-00-00', address: '12 Mall Road', name1: '' }));
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Priya Sharma' })).toBeInTheDocument();
    expect(screen.getByText('14 May 1994')).toBeInTheDocument();
    expect(screen.getAllByText('Not set')).toHaveLength(2); // anniversary and comment

    expect(screen.getByText('Female')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "Priya Sharma's profile picture" })).toHaveAttribute(
      'src',
      '/default-avatar.svg',
    );
  });

  it('updates the profile with every field of the payload', async () => {
    const updated = testUser({ name: 'Priya S.', image: 'uploads/profile/p.webp' });
    const fetchMock = stubApi(({ url }) =>
      url === '/api/user/update_profile'
        ? { body: { message: 'Profile Updated', user: updated, token: 'tok-2' } }
        : undefined,
    );
    const { user } = openAppAs(testUser({ dob: '1994-05-14' }), '/profile');

    await user.click(await screen.findByRole('button', { name: 'Update Profile' }));
    const dialog = await screen.findByRole('dialog');
    for (const label of [
      'Full Name',
      'Friendly Name',
      'Email',
      'Date of Birth',
      'Anniversary',
      'Gender',
      'Address',
      'Comment',
      'Profile Image',
    ]) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    const name = within(dialog).getByLabelText('Full Name');
    await user.clear(name);
    await user.tab();
    expect(await within(dialog).findByText('Name is required!')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(name, 'Priya S.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/user/update_profile')!;
    const form = init?.body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({
      id: '7',
      name: 'Priya S.',
      name1: 'Priya',
      email: 'priya@example.com',
      dob: '1994-05-14',
      anniversary: '0000-00-00',
      gender: '2',
      comment: '',
      address: '',
      device_token: '555',
      signup_type: '1',
    });
    await waitFor(() => expect(getSession()).toMatchObject({ token: 'tok-2', user: { name: 'Priya S.' } }));
  });

  it("says 'Something went wrong' and shows 422 field errors under the fields", async () => {
    stubApi(({ url }) =>
      url === '/api/user/update_profile'
        ? { status: 422, body: { message: 'Invalid', error: { email: ['Please enter a valid e-mail address'] } } }
        : undefined,
    );
    const { user } = openAppAs(testUser(), '/profile');
    await user.click(await screen.findByRole('button', { name: 'Update Profile' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid e-mail address')).toBeInTheDocument();
  });

  it('changes the password from the account menu, stores the new token and goes home', async () => {
    stubApi(({ url }) =>
      url === '/api/user/change_password'
        ? { body: { message: 'Password Changed Successfully', token: 'tok-new' } }
        : undefined,
    );
    signIn();
    const user = userEvent.setup();
    const { router } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog');

    await user.click(within(dialog).getByLabelText('Current Password'));
    await user.tab();
    expect(await within(dialog).findByText('Current Password is required!')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Current Password'), 'Customer@123');
    await user.type(within(dialog).getByLabelText('New Password'), 'Better@456');
    await user.type(within(dialog).getByLabelText('Confirm New Password'), 'Better@456');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText('Password Changed Successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSession().token).toBe('tok-new');
  });

  it('says the confirmation does not match as soon as it differs, with the current password still empty', async () => {
    const fetchMock = stubApi();
    const { user } = openAppAs(testUser(), '/profile');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('New Password'), 'Better@456');
    await user.type(within(dialog).getByLabelText('Confirm New Password'), 'Better@457');
    await user.tab();
    // The server's own words for the same refusal.
    expect(await within(dialog).findByText('The new password confirmation does not match.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Change Password' })).toBeDisabled();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/change_password')).toBe(false);
  });
});
