import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Service } from '@shared/catalogue.schemas';
import { FALLBACK_CATEGORIES } from '@web/lib/categories';
import { openAppAs, renderApp, signIn, stubApi, testUser } from '@web/test/render';
import { itSendsHome } from '@web/test/guards';
import { headersOf } from '@web/test/tables';
import { openDialog } from '@web/test/dialogs';

const staff = testUser({ id: 2, name: 'Neha', user_type: 2 });

function service(id: number, overrides: Partial<Service> = {}): Service {
  return {
    id,
    name: `Service ${id}`,
    price: 500,
    discount: 0,
    category_id: '7',
    sorting: id * 10,
    status: 1,
    comment: '',
    ...overrides,
  };
}

interface Sent {
  url: string;
  body: unknown;
}

/** The catalogue routes over an in-memory list; answers the bodies sent to the admin routes. */
function stubServices(
  list: Service[],
  options: { failSorting?: boolean; saveAnswer?: { status: number; body: unknown } } = {},
) {
  const sent: Sent[] = [];
  const listed: URL[] = [];
  stubApi(({ url, init }) => {
    if (url.startsWith('/api/expense/categories')) return { body: { data: FALLBACK_CATEGORIES } };
    if (url.startsWith('/api/expense/services')) {
      const query = new URL(url, 'http://salon.test');
      listed.push(query);
      const category = query.searchParams.get('cat_id');
      const search = (query.searchParams.get('search') ?? '').toLowerCase();
      const data = list
        .filter((entry) => !category || category === '14' || entry.category_id.split(',').includes(category))
        .filter((entry) => entry.name.toLowerCase().includes(search))
        .sort((a, b) => a.sorting - b.sorting);
      return { body: { data } };
    }
    if (url.startsWith('/api/expense/service_update')) {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push({ url, body });
      if (options.saveAnswer) return options.saveAnswer;
      const message = body.id === undefined ? 'Service has been added!' : 'Service has been updated!';
      return { body: { message, data: service(Number(body.id ?? 99), { name: String(body.name) }) } };
    }
    if (url.startsWith('/api/expense/updateSorting')) {
      const body = JSON.parse(String(init.body)) as { id: number; sorting: number }[];
      sent.push({ url, body });
      if (options.failSorting) return { status: 500, body: { message: 'Server Error', error: 'Server Error' } };
      for (const change of body) list.find((entry) => entry.id === change.id)!.sorting = change.sorting;
      return { body: { message: 'Sorting has been updated!' } };
    }
    return undefined;
  });
  return { sent, listed };
}

const rowNames = () =>
  screen
    .getAllByTestId('service-row')
    .map(
      (row) => within(row).getAllByRole('cell')[row.querySelector('button[aria-label^="Move"]') ? 1 : 0]!.textContent,
    );

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** What dnd-kit's live region says now (the screen reader's announcement of the last key). */
const announcement = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';

/**
 * Picks a service up with Space, moves it down with the arrow keys and drops it, on the handle as it is now. Each
 * key waits for the announcement of the one before, as a person would. A busy machine may re-render the rows under
 * the keys (a refetch lands): the move is then cancelled and made again, until the page has sent its new order.
 */
async function moveDown(handleName: string, steps: number, sent: readonly unknown[]) {
  const moving = handleName.replace(/^Move /, '');
  const names = rowNames();
  const from = names.indexOf(moving);
  const press = async (key: string, code: string, announced: string) => {
    await act(async () => fireEvent.keyDown(screen.getByRole('button', { name: handleName }), { key, code }));
    await waitFor(() => expect(announcement()).toBe(announced), { timeout: 1500 });
  };
  for (let attempt = 0; attempt < 5 && sent.length === 0; attempt += 1) {
    try {
      screen.getByRole('button', { name: handleName }).focus();
      await press(' ', 'Space', `${moving} is over ${moving}.`);
      // dnd-kit listens for the arrows from a timer set at the pick-up: a timer set now runs after it.
      await act(() => new Promise((resolve) => setTimeout(resolve)));
      for (let step = 1; step <= steps; step += 1) {
        await press('ArrowDown', 'ArrowDown', `${moving} is over ${names[from + step]}.`);
      }
      await act(async () =>
        fireEvent.keyDown(screen.getByRole('button', { name: handleName }), { key: ' ', code: 'Space' }),
      );
      await waitFor(() => expect(sent.length).toBeGreaterThan(0), { timeout: 1500 });
    } catch {
      await act(async () =>
        fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape', code: 'Escape' }),
      );
    }
  }
}

/**
 * jsdom lays nothing out: give each service row a place (50 px tall, by its index among its siblings) so the
 * keyboard sensor can find the next one. On the prototype, so a row re-rendered after this still has one.
 */
function layOutRows() {
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.getAttribute('data-testid') !== 'service-row') return original.call(this);
    const index = Array.from(this.parentElement?.children ?? []).indexOf(this);
    return {
      top: index * 50,
      bottom: index * 50 + 50,
      left: 0,
      right: 800,
      width: 800,
      height: 50,
      x: 0,
      y: index * 50,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

describe('ServiceListPage', { timeout: 20_000 }, () => {
  it('lists every service with the columns of the spec, and says so when there are none', async () => {
    stubServices([
      service(1, { name: 'Eyebrow Threading', price: 1250.5, discount: 50, category_id: '7,11', status: 1 }),
      service(2, { name: 'Old Wax', category_id: '6', status: 0 }),
    ]);
    signIn(staff);
    renderApp('/service');
    const table = await screen.findByRole('table', { name: 'Services' });
    const row = (await within(table).findByText('Eyebrow Threading')).closest('tr')!;
    expect(headersOf(table)).toEqual(['Name', 'Price', 'Category', 'ID', 'Discount', 'Sorting', 'Status', 'Edit']);
    expect(within(row).getByText('₹1,250.5')).toBeInTheDocument();
    expect(within(row).getByText('₹50')).toBeInTheDocument();
    expect(within(row).getByText('Threading, Women')).toBeInTheDocument();
    expect(within(row).getByText('Enable')).toBeInTheDocument();
    expect(within(screen.getByText('Old Wax').closest('tr')!).getByText('Disable')).toBeInTheDocument();
    // The catch-all category: no drag handles.
    expect(within(table).queryByRole('button', { name: /^Move / })).toBeNull();
  });

  it("shows 'No Service found!' when nothing matches", async () => {
    stubServices([]);
    signIn(staff);
    renderApp('/service');
    expect(await screen.findByText('No Service found!')).toBeInTheDocument();
  });

  it('filters by category and by a search typed in the box (sent after a pause), both kept in the address', async () => {
    const { listed } = stubServices([
      service(1, { name: 'Eyebrow Threading', category_id: '7' }),
      service(2, { name: 'Full Arms Waxing', category_id: '6' }),
      service(3, { name: 'Upper Lip Threading', category_id: '7' }),
    ]);
    signIn(staff);
    const user = userEvent.setup();
    const { router } = renderApp('/service');
    await screen.findByText('Full Arms Waxing');
    expect(listed.at(-1)!.searchParams.get('staff')).toBe('1');

    await user.click(screen.getByRole('textbox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Threading' }));
    await waitFor(() => expect(screen.queryByText('Full Arms Waxing')).toBeNull());
    expect(router.state.location.search).toBe('?category=7');
    expect(listed.at(-1)!.searchParams.get('cat_id')).toBe('7');
    expect(screen.getAllByRole('button', { name: /^Move / })).toHaveLength(2);

    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'upper');
    expect(listed.at(-1)!.searchParams.get('search')).toBeNull();
    await waitFor(() => expect(screen.queryByText('Eyebrow Threading')).toBeNull(), { timeout: 2000 });
    expect(listed.at(-1)!.searchParams.get('search')).toBe('upper');
    expect(router.state.location.search).toBe('?category=7&search=upper');
  });

  it('sorts by ID and by Sorting from their headers', async () => {
    stubServices([service(3, { sorting: 1 }), service(1, { sorting: 2 }), service(2, { sorting: 3 })]);
    const { user } = openAppAs(staff, '/service');
    await screen.findByText('Service 3');
    expect(rowNames()).toEqual(['Service 3', 'Service 1', 'Service 2']);
    await user.click(screen.getByRole('button', { name: 'Sort by ID' }));
    expect(rowNames()).toEqual(['Service 1', 'Service 2', 'Service 3']);
    await user.click(screen.getByRole('button', { name: 'Sort by ID' }));
    expect(rowNames()).toEqual(['Service 3', 'Service 2', 'Service 1']);
    await user.click(screen.getByRole('button', { name: 'Sort by Sorting' }));
    expect(rowNames()).toEqual(['Service 3', 'Service 1', 'Service 2']);
  });

  it('moves a service with the keyboard, saves the new sortings of the services it passed, and refreshes', async () => {
    const list = [service(1), service(2), service(3)];
    const { sent, listed } = stubServices(list);
    signIn(staff);
    renderApp('/service?category=7');
    await screen.findByRole('button', { name: 'Move Service 1' });
    layOutRows();
    const fetchesBefore = listed.length;
    await moveDown('Move Service 1', 2, sent);

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: '/api/expense/updateSorting',
      body: [
        { id: 2, sorting: 10 },
        { id: 3, sorting: 20 },
        { id: 1, sorting: 30 },
      ],
    });
    await waitFor(() => expect(rowNames()).toEqual(['Service 2', 'Service 3', 'Service 1']));
    await waitFor(() => expect(listed.length).toBeGreaterThan(fetchesBefore));
  });

  it('puts the old order back and says so when the new order cannot be saved', async () => {
    const { sent } = stubServices([service(1), service(2)], { failSorting: true });
    signIn(staff);
    renderApp('/service?category=7');
    await screen.findByRole('button', { name: 'Move Service 1' });
    layOutRows();
    await moveDown('Move Service 1', 1, sent);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(
      await screen.findByText('The new order could not be saved. The previous order is back.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Service 1', 'Service 2']));
  });

  it('checks the Add Service form, prefills the sorting after the last one, and says Service has been added!', async () => {
    const { sent } = stubServices([service(1, { sorting: 41 }), service(2, { sorting: 7 })]);
    const { user } = openAppAs(staff, '/service');
    const dialog = await openDialog(user, 'Add Service');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Sorting/ })).toHaveValue('42'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required!')).toBeInTheDocument();
    expect(within(dialog).getByText('Status is required!')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Keratin Treatment');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Status/ }), '1');
    const price = within(dialog).getByRole('textbox', { name: /Price/ });
    await user.type(price, '-5');
    await user.tab();
    expect(await within(dialog).findByText('Too little')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '100');
    const discount = within(dialog).getByRole('textbox', { name: /Discount/ });
    await user.clear(discount);
    await user.type(discount, '150');
    await user.tab();
    expect(await within(dialog).findByText('The discount cannot be more than the price.')).toBeInTheDocument();
    await user.clear(discount);
    await user.type(discount, '20');
    await user.click(within(dialog).getByRole('textbox', { name: /Categories/ }));
    await user.click(await screen.findByRole('option', { name: 'Hair Care' }));
    // The optional Hindi name (docs/decisions/018-hindi-at-its-own-addresses.md).
    await user.type(within(dialog).getByRole('textbox', { name: /^Hindi name/ }), 'केराटिन ट्रीटमेंट');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Service has been added!')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        url: '/api/expense/service_update',
        body: {
          name: 'Keratin Treatment',
          price: 100,
          discount: 20,
          category_id: [4],
          sorting: 42,
          status: 1,
          comment: '',
          name_hi: 'केराटिन ट्रीटमेंट',
          comment_hi: '',
        },
      },
    ]);
  });

  it('says a discount above the price is refused while the name is still missing', async () => {
    stubServices([service(1)]);
    const { user } = openAppAs(staff, '/service');
    const dialog = await openDialog(user, 'Add Service');
    await user.type(within(dialog).getByRole('textbox', { name: /Price/ }), '100');
    const discount = within(dialog).getByRole('textbox', { name: /Discount/ });
    await user.clear(discount);
    await user.type(discount, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required!')).toBeInTheDocument();
    expect(within(dialog).getByText('The discount cannot be more than the price.')).toBeInTheDocument();
  });

  it('updates a service: price and category are required, server field errors land under the fields', async () => {
    const { sent } = stubServices([service(5, { name: 'Hair Spa', price: 999, category_id: '4', status: 1 })], {
      saveAnswer: { status: 422, body: { message: 'Name is required!', error: { name: ['Name is required!'] } } },
    });
    const { user } = openAppAs(staff, '/service');
    const dialog = await openDialog(user, 'Edit Hair Spa', 'Update Service');
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Hair Spa');
    await user.clear(within(dialog).getByRole('textbox', { name: /Price/ }));
    await user.click(within(dialog).getByRole('textbox', { name: /Categories/ }));
    await user.keyboard('{Backspace}');
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Price is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Category is required!')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Price/ }), '1099');
    await user.click(within(dialog).getByRole('textbox', { name: /Categories/ }));
    await user.click(await screen.findByRole('option', { name: 'Hair Care' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ id: 5, price: 1099, category_id: [4], sorting: 50, status: 1 });
    expect(await within(dialog).findByText('Name is required!')).toBeInTheDocument();
  });

  itSendsHome('/service', ['a customer'], () => stubServices([]));
});
