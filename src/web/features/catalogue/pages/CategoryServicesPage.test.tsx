import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { plainText } from '@shared/catalogue.schemas';
import { takeFlash } from '@web/lib/flash';
import { renderApp, signIn, stubApi, testUser, type StubHandler } from '@web/test/render';
import {
  COMMENT_36,
  COMMENT_37,
  HAIR_SERVICES,
  expectCleanedDescription,
  hairSpa,
  testCategories,
} from '../test/fixtures';

function catalogueApi(services = HAIR_SERVICES) {
  return ({ url }: { url: string }) => {
    if (url === '/api/expense/categories') return { body: { data: testCategories } };
    if (url.startsWith('/api/expense/services')) {
      const search = new URL(url, 'http://x').searchParams.get('search')?.toLowerCase() ?? '';
      return { body: { data: services.filter((service) => service.name.toLowerCase().includes(search)) } };
    }
    return undefined;
  };
}

const card = (name: string) => screen.getByRole('article', { name });

/** The cart as the server stores it: each POST /api/expense/cart_update noted in `sent`, and the lines answered. */
function cartUpdates(sent: unknown[]): StubHandler {
  return ({ url, init }) => {
    if (url !== '/api/expense/cart_update') return undefined;
    const items = JSON.parse(String((init.body as FormData).get('data'))) as { id: number; quantity: number }[];
    sent.push(items);
    const byId = new Map(HAIR_SERVICES.map((service) => [service.id, service]));
    const lines = items.map(({ id, quantity }) => {
      const { comment: _comment, ...line } = byId.get(id)!;
      return { ...line, quantity };
    });
    return { body: { data: { data: JSON.stringify(lines) } } };
  };
}

/** Taps a card's eye and waits for its details dialog. */
async function openDetails(user: ReturnType<typeof userEvent.setup>, name: string): Promise<HTMLElement> {
  await user.click(within(await screen.findByRole('article', { name })).getByRole('button', { name: 'View details' }));
  return screen.findByRole('dialog', { name });
}
/** The count beside the category's name (the header has statuses of its own). */
const countStatus = () => screen.getAllByRole('status').find((status) => status.hasAttribute('data-count'));

afterEach(() => {
  vi.useRealTimers();
  // The search island keeps its term in the browser's address.
  window.history.replaceState(null, '', '/');
});

describe('CategoryServicesPage', { timeout: 20_000 }, () => {
  it('checks the fixtures: 36 and 37 characters of plain text', () => {
    expect(plainText(COMMENT_36)).toHaveLength(36);
    expect(plainText(COMMENT_37)).toHaveLength(37);
  });

  it('lists the services of the category with price and discount, asking with its id', async () => {
    const fetchMock = stubApi(catalogueApi());
    renderApp('/curly-service/hair');

    expect(await screen.findByRole('heading', { level: 1, name: 'Services for you' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Hair Spa' })).toBeInTheDocument();
    expect(within(card('Hair Spa')).getByText('₹899')).toBeInTheDocument();
    expect(within(card('Hair Spa')).getByText('₹999')).toBeInTheDocument();
    expect(within(card('Hair Spa')).getByText('₹100 off')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Hair Care' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hair Care' })).toHaveAttribute('aria-current', 'page');

    const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/expense/services'));
    expect(String(call![0])).toBe('/api/expense/services?cat_id=4');
    expect(call![1]?.method).toBe('POST');
  });

  it('shows skeleton cards while the services load', async () => {
    let release: () => void = () => {};
    const pending = new Promise<void>((resolve) => (release = resolve));
    stubApi(({ url }) => (url === '/api/expense/categories' ? { body: { data: testCategories } } : undefined));
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).startsWith('/api/expense/services')) {
        await pending;
        return new Response(JSON.stringify({ data: [hairSpa] }));
      }
      return answer(input, init);
    });
    renderApp('/curly-service/hair');

    expect((await screen.findAllByTestId('service-skeleton')).length).toBeGreaterThan(0);
    release();
    expect(await screen.findByRole('article', { name: 'Hair Spa' })).toBeInTheDocument();
    expect(screen.queryByTestId('service-skeleton')).not.toBeInTheDocument();
  });

  it('shows the eye icon only when the plain description is longer than 36 characters', async () => {
    stubApi(catalogueApi());
    renderApp('/curly-service/hair');

    expect(await screen.findByRole('article', { name: 'Hair Spa' })).toBeInTheDocument();
    expect(within(card('Hair Spa')).getByRole('button', { name: 'View details' })).toBeInTheDocument();
    expect(within(card('Haircut & Styling')).queryByRole('button', { name: 'View details' })).not.toBeInTheDocument();
  });

  it('opens the full description, cleaned of scripts and handlers, in a dialog', async () => {
    stubApi(catalogueApi());
    const user = userEvent.setup();
    renderApp('/curly-service/hair');

    const dialog = await openDetails(user, 'Cysteine Treatment');
    await expectCleanedDescription(dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends the search after 500 ms as `search`, and says when nothing matches', async () => {
    const fetchMock = stubApi(catalogueApi());
    const user = userEvent.setup();
    const { router } = renderApp('/curly-service/hair');
    await screen.findByRole('article', { name: 'Hair Spa' });

    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'zzz');
    // Not sent on every keystroke.
    const searches = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('search='));
    expect(searches()).toEqual([]);

    expect(await screen.findByRole('heading', { name: 'No Product Match With Your Search' })).toBeVisible();
    expect(screen.queryAllByRole('article')).toEqual([]);
    expect(countStatus()).toHaveTextContent('0 services');
    expect(searches()).toEqual(['/api/expense/services?search=zzz&cat_id=4']);
    // The island replaces the browser's address; the router's own stays as it was opened.
    expect(window.location.search).toBe('?search=zzz');
    expect(router.state.location.pathname).toBe('/curly-service/hair');
  });

  it('starts from the search in the address, and widens to the whole category when the box is cleared', async () => {
    const fetchMock = stubApi(catalogueApi());
    const user = userEvent.setup();
    renderApp('/curly-service/all?search=spa');
    expect(await screen.findByRole('article', { name: 'Hair Spa' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Haircut & Styling' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search services' })).toHaveValue('spa');
    expect(countStatus()).toHaveTextContent('1 service');
    const calls = () => fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls()).toContain('/api/expense/services?search=spa&cat_id=14');
    expect(calls()).toContain('/api/expense/services?cat_id=14');
    const callsBefore = calls().length;

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('article', { name: 'Haircut & Styling' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(countStatus()).toHaveTextContent('3 services');
    expect(calls()).toHaveLength(callsBefore);
  });

  it('sends a guest who adds to /login as a page load, leaving the toast for it; the app does nothing more', async () => {
    const fetchMock = stubApi(catalogueApi());
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();
    const { router } = renderApp('/curly-service/hair');

    const add = within(await screen.findByRole('article', { name: 'Hair Spa' })).getByRole('button', {
      name: 'Add to My Room',
    });
    await user.click(add);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/login');
    expect(takeFlash()).toBe('Please Login first to Access Cart');
    expect(add).toHaveAttribute('aria-busy', 'true');
    // The cart's own handler stayed out of it: no toast of its own, no navigation in the app, no cart call.
    expect(screen.queryByText('Please Login first to Access Cart')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/curly-service/hair');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('cart_update'))).toBe(false);
  });

  it('adds for a customer: the whole cart is sent, mirrored, and the button reads Added to My Room', async () => {
    const existing = [{ ...hairSpa, quantity: 2 }];
    signIn(testUser({ cart: { data: JSON.stringify(existing) } }), 'tok', JSON.stringify(existing));
    const sent: unknown[] = [];
    const fetchMock = stubApi(catalogueApi(), cartUpdates(sent));
    const user = userEvent.setup();
    renderApp('/curly-service/hair');

    await screen.findByRole('article', { name: 'Haircut & Styling' });
    expect(within(card('Hair Spa')).getByRole('button', { name: 'Added to My Room' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'My Room, 1 item' })).toBeInTheDocument();

    await user.click(within(card('Haircut & Styling')).getByRole('button', { name: 'Add to My Room' }));

    expect(
      await within(card('Haircut & Styling')).findByRole('button', { name: 'Added to My Room' }),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      [
        { id: 1, quantity: 2 },
        { id: 2, quantity: 1 },
      ],
    ]);
    expect(JSON.parse(localStorage.getItem('cart')!)).toHaveLength(2);
    expect(await screen.findByRole('link', { name: 'My Room, 2 items' })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/expense/cart_update')!;
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');

    // A service is added once: another click sends nothing.
    await user.click(within(card('Haircut & Styling')).getByRole('button', { name: 'Added to My Room' }));
    expect(sent).toHaveLength(1);
  });

  it("adds for a customer from the details dialog: the card's own button adds, and the dialog's follows it", async () => {
    signIn(testUser(), 'tok', '[]');
    const sent: unknown[] = [];
    stubApi(catalogueApi(), cartUpdates(sent));
    const user = userEvent.setup();
    renderApp('/curly-service/hair');

    const dialog = await openDetails(user, 'Cysteine Treatment');
    await user.click(within(dialog).getByRole('button', { name: 'Add to My Room' }));

    expect(await within(dialog).findByRole('button', { name: 'Added to My Room' })).toBeInTheDocument();
    expect(within(card('Cysteine Treatment')).getByRole('button', { name: 'Added to My Room' })).toBeInTheDocument();
    expect(sent).toEqual([[{ id: 3, quantity: 1 }]]);
  });

  it("shows the server's message when the cart cannot be updated", async () => {
    signIn(testUser(), 'tok', '[]');
    stubApi(catalogueApi(), ({ url }) =>
      url === '/api/expense/cart_update'
        ? {
            status: 422,
            body: {
              message: 'A service in the cart is no longer available.',
              error: { data: ['A service in the cart is no longer available.'] },
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderApp('/curly-service/hair');

    await user.click(
      within(await screen.findByRole('article', { name: 'Hair Spa' })).getByRole('button', { name: 'Add to My Room' }),
    );
    expect(await screen.findByText('A service in the cart is no longer available.')).toBeInTheDocument();
    expect(within(card('Hair Spa')).getByRole('button', { name: 'Add to My Room' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([]);
  });

  it('shows the 404 page for a slug that is no category', async () => {
    stubApi(catalogueApi());
    renderApp('/curly-service/no-such-thing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it("falls back to the salon's fixed categories when the list cannot be loaded", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi(({ url }) => {
      if (url === '/api/expense/categories') return { status: 404, body: { message: 'Not Found', error: 'Not Found' } };
      return catalogueApi()({ url });
    });
    renderApp('/curly-service/hair');
    expect(await screen.findByRole('article', { name: 'Hair Spa' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Threading' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('keeps the search of the address when moving to another category tab', async () => {
    stubApi(catalogueApi());
    const { router } = renderApp('/curly-service/hair?search=spa');
    await screen.findByRole('article', { name: 'Hair Spa' });
    expect(screen.getByRole('link', { name: 'Waxing' })).toHaveAttribute('href', '/curly-service/waxing?search=spa');
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'All Services' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/curly-service/all'));
    expect(screen.getByRole('searchbox', { name: 'Search services' })).toHaveValue('spa');
  });

  it('keeps the typed search when moving to another category tab, and draws that page with it', async () => {
    stubApi(catalogueApi());
    const user = userEvent.setup();
    const { router } = renderApp('/curly-service/hair');
    await screen.findByRole('article', { name: 'Hair Spa' });

    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'spa');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'All Services' })).toHaveAttribute(
        'href',
        '/curly-service/all?search=spa',
      ),
    );
    await user.click(screen.getByRole('link', { name: 'All Services' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/curly-service/all'));
    expect(router.state.location.search).toBe('?search=spa');
    expect(await screen.findByRole('heading', { level: 2, name: 'All Services' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search services' })).toHaveValue('spa');
    expect(await screen.findByRole('article', { name: 'Hair Spa' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Haircut & Styling' })).not.toBeInTheDocument();
  });
});
