import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi } from '@web/test/render';
import { AddProductModal } from './AddProductModal';

describe('Add Product modal', () => {
  it('checks name and price by the Add Product rules, then hands the product over, closes and says so', async () => {
    stubApi();
    const onAdd = vi.fn();
    const onClose = vi.fn();
    renderAt(<AddProductModal opened onClose={onClose} onAdd={onAdd} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });

    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Name is required!')).toBeInTheDocument();
    const price = within(dialog).getByRole('textbox', { name: /^Price/ });
    await user.type(price, '5001');
    await user.tab();
    expect(await within(dialog).findByText('Very costly!')).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();

    await user.clear(price);
    await user.type(price, '450');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Argan Oil');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Product has been added!')).toBeInTheDocument();
    expect(onAdd).toHaveBeenCalledWith({ name: 'Argan Oil', price: 450, comment: '' });
    expect(onClose).toHaveBeenCalled();
  });

  it('closes on Cancel without adding', async () => {
    stubApi();
    const onAdd = vi.fn();
    const onClose = vi.fn();
    renderAt(<AddProductModal opened onClose={onClose} onAdd={onAdd} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onAdd).not.toHaveBeenCalled();
  });
});
