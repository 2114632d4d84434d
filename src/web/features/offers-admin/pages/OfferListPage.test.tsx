import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Offer } from '@shared/catalogue.schemas';
import { openAppAs, renderApp, signIn, stubApi, testUser } from '@web/test/render';
import { itSendsHome } from '@web/test/guards';
import { headersOf } from '@web/test/tables';
import { openDialog } from '@web/test/dialogs';

const admin = testUser({ id: 1, name: 'Admin', user_type: 1 });

function offer(id: number, overrides: Partial<Offer> = {}): Offer {
  return {
    id,
    name: `Offer ${id}`,
    img: `uploads/offers/${id}.webp`,
    sort: id,
    expiry: '0000-00-00',
    status: 1,
    ...overrides,
  };
}

/** The admin offer routes over an in-memory list; answers the fetch mock and the bodies sent. */
function stubOffers(list: Offer[]) {
  const sent: { url: string; body: FormData | null }[] = [];
  const fetchMock = stubApi(({ url, init }) => {
    if (url.startsWith('/api/offer/list')) return { body: { data: list } };
    if (url.startsWith('/api/offer/offers')) return { body: { data: list.filter((o) => o.status === 1) } };
    if (url.startsWith('/api/offer/add') || url.startsWith('/api/offer/edit')) {
      const body = init.body as FormData;
      sent.push({ url, body });
      const saved = offer(Number(body.get('id') ?? 99), { name: String(body.get('name')) });
      return { body: { message: 'ok', data: saved } };
    }
    if (url.startsWith('/api/offer/delete')) {
      sent.push({ url, body: null });
      return { body: { message: 'Offer has been Deleted!' } };
    }
    return undefined;
  });
  return { fetchMock, sent };
}

describe('OfferListPage', () => {
  it('lists the offers with every column of the spec', async () => {
    stubOffers([
      offer(1, { name: 'Diwali Glow', expiry: '2099-12-31', status: 1, sort: 2 }),
      offer(2, { name: 'Old Deal', expiry: '2000-01-01', status: 0, sort: 5 }),
    ]);
    signIn(admin);
    renderApp('/offer-list');
    const table = await screen.findByRole('table', { name: 'Offers' });
    const headers = headersOf(table);
    expect(headers).toEqual([
      'Actions',
      'Offer Name',
      'Image',
      'Id',
      'Status',
      'Expiry Status',
      'Expiry Date',
      'Sorting',
    ]);
    const row = (await screen.findByText('Diwali Glow')).closest('tr')!;
    expect(within(row).getByText('Enable')).toBeInTheDocument();
    expect(within(row).getByText('Valid till 31 Dec 2099')).toBeInTheDocument();
    expect(within(row).getByText('31 Dec 2099')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Diwali Glow' })).toHaveAttribute('src', '/uploads/offers/1.webp');
    const old = screen.getByText('Old Deal').closest('tr')!;
    expect(within(old).getByText('Disable')).toBeInTheDocument();
    expect(within(old).getByText('Offer Expired')).toBeInTheDocument();
  });

  it("shows 'No Offers found!' when there are none", async () => {
    stubOffers([]);
    signIn(admin);
    renderApp('/offer-list');
    expect(await screen.findByText('No Offers found!')).toBeInTheDocument();
  });

  itSendsHome('/offer-list', ['staff', 'a customer'], () => stubOffers([]));

  it('checks the Add Offer form on submit, then sends it and says Offer has been added!', async () => {
    const { sent } = stubOffers([]);
    const { user } = openAppAs(admin, '/offer-list');
    const dialog = await openDialog(user, 'Add Offer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Offer Name is required!')).toBeInTheDocument();
    expect(within(dialog).getByText('Status is required!')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Offer Name/ }), 'Monsoon Spa');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Status/ }), '1');
    const sorting = within(dialog).getByRole('textbox', { name: 'Sorting' });
    await user.clear(sorting);
    await user.type(sorting, '4');
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'spa.png', { type: 'image/png' });
    const fileInput = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    expect(fileInput).toHaveAttribute('accept', 'image/*');
    await user.upload(fileInput, picture);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Offer has been added!')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/offer/add');
    const body = sent[0]!.body!;
    expect(body.get('name')).toBe('Monsoon Spa');
    expect(body.get('status')).toBe('1');
    expect(body.get('sort')).toBe('4');
    expect(body.get('expiry')).toBe('');
    expect((body.get('image') as File).name).toBe('spa.png');
    expect(body.has('id')).toBe(false);
  });

  it('edits an offer without a new image and says Offer has been Updated!', async () => {
    const { sent } = stubOffers([offer(5, { name: 'Bridal Deal', expiry: '2099-06-30', status: 1, sort: 3 })]);
    const { user } = openAppAs(admin, '/offer-list');
    const dialog = await openDialog(user, 'Edit Bridal Deal', 'Edit Offer');
    const name = within(dialog).getByRole('textbox', { name: /Offer Name/ });
    expect(name).toHaveValue('Bridal Deal');
    await user.clear(name);
    await user.type(name, 'Bridal Deal Plus');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Offer has been Updated!')).toBeInTheDocument();
    const body = sent[0]!.body!;
    expect(sent[0]!.url).toBe('/api/offer/edit');
    expect(body.get('id')).toBe('5');
    expect(body.get('name')).toBe('Bridal Deal Plus');
    expect(body.get('expiry')).toBe('2099-06-30');
    expect(body.get('sort')).toBe('3');
    expect(body.has('image')).toBe(false);
  });

  it('deletes after the confirmation and says Offer has been Deleted!', async () => {
    const { sent } = stubOffers([offer(8, { name: 'Gone Soon' })]);
    const { user } = openAppAs(admin, '/offer-list');
    const dialog = await openDialog(user, 'Delete Gone Soon', 'Delete Offer');
    expect(within(dialog).getByText('Are you sure you want to delete this Offer?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Gone Soon' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Offer' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Offer has been Deleted!')).toBeInTheDocument();
    expect(sent).toEqual([{ url: '/api/offer/delete?id=8', body: null }]);
  });
});
