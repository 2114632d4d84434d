import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@shared/accounts.schemas';
import { renderAt, stubApi, testUser } from '@web/test/render';
import { AddCustomerDialog } from './AddCustomerDialog';

/** The add_customer route: a fixed answer, and the forms sent. */
function stubAddCustomer(answer: { status?: number; body: unknown }) {
  const sent: FormData[] = [];
  stubApi(({ url, init }) => {
    if (!url.startsWith('/api/user/add_customer')) return undefined;
    sent.push(init.body as FormData);
    return answer;
  });
  return sent;
}

function renderModal(onAdded: (user: User) => void = () => undefined, onClose = () => undefined) {
  renderAt(<AddCustomerDialog opened onClose={onClose} onAdded={onAdded} />);
  return screen.findByRole('dialog', { name: 'Add Customer' });
}

describe('AddCustomerModal', () => {
  it('names the missing name and phone in the spec’s words and sends nothing', async () => {
    const sent = stubAddCustomer({ body: {} });
    const user = userEvent.setup();
    const dialog = await renderModal();
    await user.click(within(dialog).getByRole('button', { name: 'Add Customer' }));
    expect(await within(dialog).findByText('Name is required!')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number is required!')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it.each([
    ['0123456789', 'Please Enter Valid Phone Number'],
    ['98765', 'Please Enter Valid Phone Number'],
    ['98abc', 'Phone must be a number'],
  ])('refuses the phone %s with %s', async (phone, message) => {
    stubAddCustomer({ body: {} });
    const user = userEvent.setup();
    const dialog = await renderModal();
    await user.type(within(dialog).getByRole('textbox', { name: /Phone/ }), phone);
    await user.tab();
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it('checks the e-mail on blur', async () => {
    stubAddCustomer({ body: {} });
    const user = userEvent.setup();
    const dialog = await renderModal();
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'not-an-email');
    await user.tab();
    expect(await within(dialog).findByText('Please enter a valid e-mail address')).toBeInTheDocument();
  });

  it('sends the spec’s form with zero dates, says Customer added and hands over the new customer', async () => {
    const added = testUser({ id: 41, name: 'Kavya Arora', phone: '9876012345' });
    const sent = stubAddCustomer({ body: { message: 'Successful.', user: added } });
    const onAdded = vi.fn();
    const onClose = vi.fn();
    const user = userEvent.setup();
    const dialog = await renderModal(onAdded, onClose);
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Kavya Arora');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '9876012345');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'kavya@example.com');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Gender' }), '2');
    await user.type(within(dialog).getByRole('textbox', { name: 'Address' }), 'Model Town');
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Walk-in');
    await user.click(within(dialog).getByRole('button', { name: 'Add Customer' }));

    expect(await screen.findByText('Customer added')).toBeInTheDocument();
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(added));
    expect(onClose).toHaveBeenCalled();
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0]!.entries())).toEqual({
      name: 'Kavya Arora',
      phone: '9876012345',
      email: 'kavya@example.com',
      dob: '0000-00-00',
      anniversary: '0000-00-00',
      gender: '2',
      comment: 'Walk-in',
      address: 'Model Town',
      device_token: '555',
      signup_type: '1',
    });
  });

  it("shows the server's phone error as a toast and under the phone", async () => {
    const taken = 'The phone has already been taken.';
    stubAddCustomer({ status: 409, body: { message: taken, error: { phone: [taken] } } });
    const onAdded = vi.fn();
    const user = userEvent.setup();
    const dialog = await renderModal(onAdded);
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Copy');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '9999900011');
    await user.click(within(dialog).getByRole('button', { name: 'Add Customer' }));
    await waitFor(() => expect(screen.getAllByText(taken)).toHaveLength(2));
    expect(within(dialog).getByText(taken)).toBeInTheDocument();
    expect(onAdded).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add Customer' })).toBeInTheDocument();
  });
});
