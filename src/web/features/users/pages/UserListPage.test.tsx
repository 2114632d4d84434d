import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListedUser } from '@shared/users.schemas';
import { openAppAs, renderApp, signIn, stubApi, testUser } from '@web/test/render';
import { itSendsHome } from '@web/test/guards';
import { headersOf } from '@web/test/tables';
import { openDialog } from '@web/test/dialogs';

/** A user as the list gets them: the test user without the cart. */
function person(id: number, overrides: Partial<ListedUser> = {}): ListedUser {
  const { cart: _cart, ...listed } = testUser({
    id,
    name: `Customer ${id}`,
    name1: '',
    phone: String(9800000000 + id),
    email: `c${id}@example.com`,
    gender: 1,
    ...overrides,
  });
  return listed;
}

const ADMIN_ID = 1;
const admin = testUser({ id: ADMIN_ID, name: 'Simran Kaur', user_type: 1, phone: '9999900001' });

/** allUsers over an in-memory list (search and pages like the server), update_status and update_password. */
function stubUsers(all: ListedUser[], options: { failList?: boolean } = {}) {
  const lists: URLSearchParams[] = [];
  const posts: { url: string; body: Record<string, unknown> }[] = [];
  const state = { failList: options.failList ?? false };
  stubApi(({ url, init }) => {
    if (url.startsWith('/api/user/allUsers')) {
      const query = new URLSearchParams(url.split('?')[1]);
      lists.push(query);
      if (state.failList) return { status: 500, body: { message: 'Server Error', error: 'Server Error' } };
      const search = (query.get('search') ?? '').toLowerCase();
      const matching = all.filter((user) =>
        [user.name.toLowerCase(), user.phone, user.email.toLowerCase()].some((text) => text.includes(search)),
      );
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 10);
      return { body: { data: matching.slice((page - 1) * limit, page * limit), total: matching.length } };
    }
    if (url.startsWith('/api/user/update_status')) {
      const body = JSON.parse(String(init.body)) as { id: number; status: number };
      posts.push({ url, body });
      const index = all.findIndex((user) => user.id === body.id);
      all[index] = { ...all[index]!, status: body.status };
      return { body: { message: 'Status Updated Sucessfully' } };
    }
    if (url.startsWith('/api/user/add_customer')) {
      const form = init.body as FormData;
      const added = person(500, { name: String(form.get('name')), phone: String(form.get('phone')) });
      all.unshift(added);
      return { body: { message: 'Successful.', user: { ...added, cart: null } } };
    }
    if (url.startsWith('/api/user/update_user')) {
      const form = init.body as FormData;
      const fields = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
      posts.push({ url, body: { ...fields, image: form.get('image') } });
      if (form.get('phone') === '9999900012') {
        const taken = 'The phone has already been taken.';
        return { status: 409, body: { message: taken, error: { phone: [taken] } } };
      }
      const index = all.findIndex((user) => user.id === Number(form.get('id')));
      all[index] = {
        ...all[index]!,
        name: String(form.get('name')),
        phone: String(form.get('phone')),
        email: String(form.get('email')),
      };
      return { body: { message: 'Profile Updated', user: all[index] } };
    }
    if (url.startsWith('/api/user/update_password')) {
      posts.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      return { body: { message: 'Password Changed Successfully' } };
    }
    return undefined;
  });
  return { lists, posts, state };
}

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('Users page', () => {
  it('lists users with #, Name, Phone, Email, Type, Status and Actions; the admin’s own row has no Deactivate', async () => {
    stubUsers([
      person(9, { name: 'Riya Khanna', status: 0 }),
      person(2, { name: 'Neha Sharma', user_type: 2, email: '' }),
      person(ADMIN_ID, { name: 'Simran Kaur', user_type: 1, phone: '9999900001' }),
    ]);
    signIn(admin);
    renderApp('/userList');
    const table = await screen.findByRole('table', { name: 'Users' });
    const headers = headersOf(table);
    expect(headers).toEqual(['#', 'Name', 'Phone', 'Email', 'Type', 'Status', 'Actions']);
    await screen.findByText('Riya Khanna');
    expect(screen.getByText('3 users')).toBeInTheDocument();

    const riya = rowOf('Riya Khanna');
    expect(within(riya).getByText('1')).toBeInTheDocument();
    expect(within(riya).getByText('Customer')).toBeInTheDocument();
    expect(within(riya).getByText('Deactivated')).toBeInTheDocument();
    expect(within(riya).getByRole('button', { name: 'Activate Riya Khanna' })).toBeInTheDocument();

    const neha = rowOf('Neha Sharma');
    expect(within(neha).getByText('Staff')).toBeInTheDocument();
    expect(within(neha).getByText('Activated')).toBeInTheDocument();
    expect(within(neha).getByText('No e-mail')).toBeInTheDocument();
    expect(within(neha).getByRole('button', { name: 'Deactivate Neha Sharma' })).toBeInTheDocument();

    const self = rowOf('Simran Kaur');
    expect(within(self).getByText('Admin')).toBeInTheDocument();
    expect(within(self).getByText('You')).toBeInTheDocument();
    expect(within(self).getByRole('button', { name: 'Change the password of Simran Kaur' })).toBeInTheDocument();
    expect(within(self).queryByRole('button', { name: /Deactivate/ })).toBeNull();
  });

  it('searches 500 ms after typing, keeps the search in the address, and says when nobody matches', async () => {
    const { lists } = stubUsers([person(3, { name: 'Aman Gill' }), person(4, { name: 'Zoya Khan' })]);
    const { router, user } = openAppAs(admin, '/userList?page=1');
    await screen.findByText('Aman Gill');
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    await user.type(box, 'zoya');
    // Nothing is asked while typing.
    expect(lists.some((query) => query.get('search'))).toBe(false);
    await waitFor(() => expect(screen.queryByText('Aman Gill')).toBeNull());
    expect(screen.getByText('Zoya Khan')).toBeInTheDocument();
    expect(lists.filter((query) => query.get('search'))).toHaveLength(1);
    expect(lists.at(-1)!.get('search')).toBe('zoya');
    expect(lists.at(-1)!.get('limit')).toBe('10');
    expect(router.state.location.search).toBe('?search=zoya');

    await user.clear(box);
    await user.type(box, 'nobody');
    expect(await screen.findByText('No users found!')).toBeInTheDocument();
    expect(screen.getByText(/Nobody matches “nobody”/)).toBeInTheDocument();
  });

  it('opens at the search and page of the address, and pages through 10 at a time', async () => {
    const everyone = Array.from({ length: 23 }, (_, index) => person(100 - index, { name: `Guest ${index + 1}` }));
    const { lists } = stubUsers(everyone);
    const { router, user } = openAppAs(admin, '/userList?search=guest');
    await screen.findByText('Guest 1');
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('guest');
    expect(screen.getByText('23 users')).toBeInTheDocument();
    expect(screen.getAllByTestId('user-row')).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: '3' }));
    await screen.findByText('Guest 21');
    expect(screen.getAllByTestId('user-row')).toHaveLength(3);
    expect(within(rowOf('Guest 21')).getByText('21')).toBeInTheDocument();
    expect(lists.at(-1)!.get('page')).toBe('3');
    expect(router.state.location.search).toBe('?search=guest&page=3');
  });

  it('goes to the last page from a page beyond it, and the search box follows the address', async () => {
    stubUsers(Array.from({ length: 12 }, (_, index) => person(50 - index, { name: `Walk-in ${index + 1}` })));
    signIn(admin);
    const { router } = renderApp('/userList?page=9');
    await screen.findByText('Walk-in 11');
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.queryByText('No users found!')).toBeNull();

    router.navigate('/userList?search=walk-in%201');
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('walk-in 1'));
    await waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(4));
  });

  it("asks 'Are you sure' before a status change, then says Status Updated Sucessfully and shows the new status", async () => {
    const { posts } = stubUsers([person(5, { name: 'Kavya Arora' })]);
    const { user } = openAppAs(admin, '/userList');
    await screen.findByText('Kavya Arora');
    await user.click(screen.getByRole('button', { name: 'Deactivate Kavya Arora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure' });
    expect(within(dialog).getByText('Do you want to Change Status')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Deactivate Kavya Arora' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure' })).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText('Status Updated Sucessfully')).toBeInTheDocument();
    expect(posts).toEqual([{ url: '/api/user/update_status', body: { id: 5, status: 0 } }]);
    await waitFor(() => expect(within(rowOf('Kavya Arora')).getByText('Deactivated')).toBeInTheDocument());
    expect(within(rowOf('Kavya Arora')).getByRole('button', { name: 'Activate Kavya Arora' })).toBeInTheDocument();
  });

  it("changes a user's password: 'New Password is required!', the confirmation, then Password Changed Successfully", async () => {
    const { posts } = stubUsers([person(6, { name: 'Rohit Malhotra' })]);
    const { user } = openAppAs(admin, '/userList');
    const dialog = await openDialog(user, 'Change the password of Rohit Malhotra', 'Change Password');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('New Password is required!')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/New Password/), 'Fresh@2024');
    await user.type(within(dialog).getByLabelText(/Confirm Password/), 'Fresh@2025');
    await user.tab();
    expect(await within(dialog).findByText('Passwords must match!')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Confirm Password/));
    await user.type(within(dialog).getByLabelText(/Confirm Password/), 'Fresh@2024');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Password Changed Successfully')).toBeInTheDocument();
    expect(posts).toEqual([{ url: '/api/user/update_password', body: { id: 6, new_password: 'Fresh@2024' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says Passwords must match! under the confirmation while the new password itself is refused', async () => {
    stubUsers([person(6, { name: 'Rohit Malhotra' })]);
    const { user } = openAppAs(admin, '/userList');
    const dialog = await openDialog(user, 'Change the password of Rohit Malhotra', 'Change Password');
    await user.click(within(dialog).getByLabelText(/New Password/));
    await user.paste('x'.repeat(129));
    await user.type(within(dialog).getByLabelText(/Confirm Password/), 'Fresh@2025');
    await user.tab();
    expect(await within(dialog).findByText('Passwords must match!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('At most 128 characters.')).toBeInTheDocument();
    expect(within(dialog).getByText('Passwords must match!')).toBeInTheDocument();
  });

  it('edits a user with the profile form and the phone, says Profile Updated and shows the change', async () => {
    const { posts } = stubUsers([
      person(6, {
        name: 'Rohit Malhotra',
        name1: 'Rohit',
        phone: '9800000006',
        email: 'rohit@example.com',
        dob: '1990-04-12',
        gender: 1,
        address: 'Sector 5',
        comment: 'Likes mornings',
      }),
    ]);
    const { user } = openAppAs(admin, '/userList');
    const dialog = await openDialog(user, 'Edit Rohit Malhotra', 'Edit User');
    // The profile page's form, filled in, with the phone.
    expect(within(dialog).getByLabelText('Full Name')).toHaveValue('Rohit Malhotra');
    expect(within(dialog).getByLabelText('Friendly Name')).toHaveValue('Rohit');
    expect(within(dialog).getByLabelText('Phone')).toHaveValue('9800000006');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('rohit@example.com');
    expect(within(dialog).getByLabelText('Date of Birth')).toHaveValue('1990-04-12');
    expect(within(dialog).getByLabelText('Gender')).toHaveValue('1');
    expect(within(dialog).getByLabelText('Address')).toHaveValue('Sector 5');
    expect(within(dialog).getByLabelText('Comment')).toHaveValue('Likes mornings');
    expect(within(dialog).getByLabelText('Profile Image')).toBeInTheDocument();

    // The profile's rules: a name is required; and a stored phone is ten digits.
    await user.clear(within(dialog).getByLabelText('Full Name'));
    await user.tab();
    expect(await within(dialog).findByText('Name is required!')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Full Name'), 'Rohit M.');
    const phone = within(dialog).getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '98765');
    await user.tab();
    expect(await within(dialog).findByText('Please Enter Valid Phone Number')).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '9876512345');
    await user.selectOptions(within(dialog).getByLabelText('Gender'), '2');
    const photo = new File(['x'], 'rohit.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Profile Image'), photo);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit User' })).toBeNull());
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url).toBe('/api/user/update_user');
    expect(posts[0]!.body).toMatchObject({
      id: '6',
      name: 'Rohit M.',
      name1: 'Rohit',
      phone: '9876512345',
      email: 'rohit@example.com',
      dob: '1990-04-12',
      anniversary: '0000-00-00',
      gender: '2',
      address: 'Sector 5',
      comment: 'Likes mornings',
    });
    expect((posts[0]!.body.image as File).name).toBe('rohit.png');
    expect(await screen.findByText('Rohit M.')).toBeInTheDocument();
    expect(screen.getByText('9876512345')).toBeInTheDocument();
  });

  it('puts a phone another account has under Phone, in the server’s words', async () => {
    stubUsers([person(6, { name: 'Rohit Malhotra' })]);
    const { user } = openAppAs(admin, '/userList');
    const dialog = await openDialog(user, 'Edit Rohit Malhotra', 'Edit User');
    const phone = within(dialog).getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '9999900012');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The phone has already been taken.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit User' })).toBeInTheDocument();
  });

  it('offers a retry when the list cannot load', async () => {
    const { state } = stubUsers([person(8, { name: 'Back Again' })], { failList: true });
    const { user } = openAppAs(admin, '/userList');
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 4000 });
    expect(screen.getByText('The users could not be loaded.')).toBeInTheDocument();
    state.failList = false;
    await user.click(retry);
    expect(await screen.findByText('Back Again')).toBeInTheDocument();
  });

  it('adds a customer through the Add Customer modal and shows them at the top of the refreshed list', async () => {
    stubUsers([person(3, { name: 'Aman Gill' })]);
    const { user } = openAppAs(admin, '/userList');
    await screen.findByText('Aman Gill');
    await user.click(screen.getByRole('button', { name: 'Add Customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Customer' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Meher Bedi');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '9876054321');
    await user.click(within(dialog).getByRole('button', { name: 'Add Customer' }));
    expect(await screen.findByText('Customer added')).toBeInTheDocument();
    await screen.findByText('Meher Bedi');
    expect(screen.getAllByTestId('user-row')[0]).toHaveTextContent('Meher Bedi');
    expect(screen.getByText('2 users')).toBeInTheDocument();
  });

  itSendsHome('/userList', ['staff', 'a customer'], () => stubUsers([]));
});
