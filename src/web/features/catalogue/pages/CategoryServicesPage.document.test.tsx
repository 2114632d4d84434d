/**
 * The category page as a guest's document: the server's markup with the islands attached, no React in the browser
 * (docs/architecture.md#fast-public-pages). The same islands run in the app (CategoryServicesPage.test.tsx).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Service } from '@shared/catalogue.schemas';
import { categoriesQuery } from '@web/lib/categories';
import { takeFlash } from '@web/lib/flash';
import { categoryServicesQuery } from '@web/lib/staff-and-services';
import { expectSameMarkupWhenHydrated } from '@web/test/render';
import { openDocument, pageAt, type ServerData } from '../test/document';
import { HAIR_SERVICES, expectCleanedDescription, hairSpa, haircut, testCategories } from '../test/fixtures';
import { CategoryServicesPage } from './CategoryServicesPage';

/** What the server fetched for a hair page: its services, and those its search matched. */
function serverData(search = '', matched: Service[] = HAIR_SERVICES): ServerData {
  return [
    [categoriesQuery.queryKey, testCategories],
    [categoryServicesQuery({ categoryId: 4, search: '' }).queryKey, HAIR_SERVICES],
    ...(search ? [[categoryServicesQuery({ categoryId: 4, search }).queryKey, matched] as const] : []),
  ];
}

function hairPage(url: string, data: ServerData) {
  return pageAt(url, '/curly-service/:slug', <CategoryServicesPage />, data);
}

/** The server's search: by name, the matches in reverse name order (the island must keep the server's order). */
function stubSearch(answer?: (term: string) => Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const term = new URL(String(input), 'http://x').searchParams.get('search') ?? '';
    if (answer) return answer(term);
    const found = HAIR_SERVICES.filter((service) => service.name.toLowerCase().includes(term.toLowerCase()));
    found.sort((a, b) => b.name.localeCompare(a.name));
    return new Response(JSON.stringify({ data: found }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The names of the cards on show, in the order they stand. */
const shownCards = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const searchBox = () => screen.getByRole('searchbox', { name: 'Search services' });
const status = () => screen.getByRole('status');

let detach = () => {};
afterEach(() => {
  detach();
  window.history.replaceState(null, '', '/');
});

describe('The category page as a document', { timeout: 20_000 }, () => {
  it('renders the same markup on the server and in the browser, for an address with a search', async () => {
    await expectSameMarkupWhenHydrated(hairPage('/curly-service/hair?search=spa', serverData('spa', [hairSpa])));
  });

  it("arrives filtered by the address's search, and widens again when the box is cleared, without asking", async () => {
    const fetchMock = stubSearch();
    const user = userEvent.setup();
    detach = await openDocument(
      '/curly-service/hair?search=spa',
      hairPage('/curly-service/hair?search=spa', serverData('spa', [hairSpa])),
    );

    expect(searchBox()).toHaveValue('spa');
    expect(shownCards()).toEqual(['Hair Spa']);
    expect(screen.getAllByRole('article', { hidden: true })).toHaveLength(3);
    expect(status()).toHaveTextContent('1 service');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(shownCards()).toEqual(['Hair Spa', 'Haircut & Styling', 'Cysteine Treatment']);
    expect(status()).toHaveTextContent('3 services');
    expect(searchBox()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/curly-service/hair');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the search once typing pauses, shows the server's matches in its order, and keeps the term in the address and the tabs", async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = stubSearch(async (term) => {
      await answered;
      const found = HAIR_SERVICES.filter((service) => service.name.toLowerCase().includes(term));
      return new Response(JSON.stringify({ data: found.reverse() }));
    });
    const user = userEvent.setup();
    detach = await openDocument('/curly-service/hair', hairPage('/curly-service/hair', serverData()));
    const historyLength = window.history.length;

    await user.type(searchBox(), 'hair');
    expect(fetchMock).not.toHaveBeenCalled(); // not on every keystroke
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/expense/services?search=hair&cat_id=4');
    expect(init.method).toBe('POST');

    // Busy while the server answers; the address already holds the term, replaced rather than added.
    expect(searchBox()).toHaveAttribute('aria-busy', 'true');
    expect(window.location.search).toBe('?search=hair');
    expect(window.history.length).toBe(historyLength);
    expect(screen.getByRole('link', { name: 'Waxing' })).toHaveAttribute('href', '/curly-service/waxing?search=hair');

    release();
    await waitFor(() => expect(shownCards()).toEqual(['Haircut & Styling', 'Hair Spa']));
    expect(searchBox()).not.toHaveAttribute('aria-busy');
    expect(status()).toHaveTextContent('2 services');
  });

  it('says when nothing matches, and drops an answer that comes late for an older term', async () => {
    const answers = new Map<string, (found: Service[]) => void>();
    stubSearch(
      (term) =>
        new Promise((resolve) => answers.set(term, (found) => resolve(new Response(JSON.stringify({ data: found }))))),
    );
    const user = userEvent.setup();
    detach = await openDocument('/curly-service/hair', hairPage('/curly-service/hair', serverData()));

    await user.type(searchBox(), 'spa');
    await waitFor(() => expect(answers.has('spa')).toBe(true));
    await user.type(searchBox(), 'zz');
    await waitFor(() => expect(answers.has('spazz')).toBe(true));

    answers.get('spazz')!([]);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'No Product Match With Your Search' })).toBeVisible(),
    );
    expect(shownCards()).toEqual([]);
    expect(status()).toHaveTextContent('0 services');

    answers.get('spa')!([hairSpa]); // too late: the box says 'spazz'
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shownCards()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'No Product Match With Your Search' })).toBeVisible();

    await user.clear(searchBox());
    await waitFor(() => expect(shownCards()).toHaveLength(3));
    expect(screen.queryByRole('heading', { name: 'No Product Match With Your Search' })).not.toBeInTheDocument();
  });

  it('says when the search fails, and tries again', async () => {
    let isOnline = false;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubSearch(async () => {
      if (!isOnline) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ data: [haircut] }));
    });
    const user = userEvent.setup();
    detach = await openDocument('/curly-service/hair', hairPage('/curly-service/hair', serverData()));

    await user.type(searchBox(), 'cut');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The services could not be loaded');
    expect(shownCards()).toHaveLength(3);

    isOnline = true;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(shownCards()).toEqual(['Haircut & Styling']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('opens the full description, cleaned of scripts and handlers, in a native dialog; Close and the backdrop close it', async () => {
    const user = userEvent.setup();
    detach = await openDocument('/curly-service/hair', hairPage('/curly-service/hair', serverData()));
    const card = screen.getByRole('article', { name: 'Cysteine Treatment' });
    const eye = within(card).getByRole('button', { name: 'View details' });
    expect(within(screen.getByRole('article', { name: 'Haircut & Styling' })).queryByRole('button')).toHaveTextContent(
      'Add to My Room',
    );

    await user.click(eye);
    const dialog = screen.getByRole('dialog', { name: 'Cysteine Treatment' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    await expectCleanedDescription(dialog);
    expect(within(dialog).getByRole('button', { name: 'Add to My Room' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(eye).toHaveFocus();

    await user.click(eye);
    await user.click(within(dialog).getByText('Tames frizz', { exact: false })); // inside: stays open
    expect(dialog).toHaveAttribute('open');
    await user.click(dialog); // the backdrop
    expect(dialog).not.toHaveAttribute('open');
    expect(eye).toHaveFocus();
  });

  it('has one details dialog for the page, filled from the card whose eye opened it', async () => {
    const user = userEvent.setup();
    detach = await openDocument('/curly-service/hair', hairPage('/curly-service/hair', serverData()));
    expect(document.querySelectorAll('dialog')).toHaveLength(1);

    await user.click(
      within(screen.getByRole('article', { name: 'Cysteine Treatment' })).getByRole('button', { name: 'View details' }),
    );
    let dialog = screen.getByRole('dialog', { name: 'Cysteine Treatment' });
    await waitFor(() => expect(within(dialog).getByTestId('service-description')).toHaveTextContent('Tames frizz'));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    const spa = screen.getByRole('article', { name: 'Hair Spa' });
    await user.click(within(spa).getByRole('button', { name: 'View details' }));
    dialog = screen.getByRole('dialog', { name: 'Hair Spa' });
    const description = within(dialog).getByTestId('service-description');
    await waitFor(() => expect(description).toHaveTextContent('Wash, cut and blow-dry styling today.'));
    expect(description).not.toHaveTextContent('Tames frizz');
    // The card's price (₹899 to pay, ₹999 before), and its button.
    expect(dialog).toHaveTextContent('₹899');
    expect(dialog).toHaveTextContent('₹999');
    expect(within(dialog).getAllByRole('button', { name: 'Add to My Room' })).toHaveLength(1);
  });

  it("passes a tap on the dialog's Add to My Room on to the card's button, and shows what it does", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();
    detach = await openDocument('/curly-service/hair', hairPage('/curly-service/hair', serverData()));
    const spa = screen.getByRole('article', { name: 'Hair Spa' });
    await user.click(within(spa).getByRole('button', { name: 'View details' }));
    const dialog = screen.getByRole('dialog', { name: 'Hair Spa' });

    const add = within(dialog).getByRole('button', { name: 'Add to My Room' });
    await user.click(add);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/login');
    expect(within(spa).getByRole('button', { name: 'Add to My Room' })).toHaveAttribute('aria-busy', 'true');
    // The same button in the dialog follows the card's, so the focus stays where it was.
    await waitFor(() => expect(add).toHaveAttribute('aria-busy', 'true'));
    expect(add).toHaveFocus();
    expect(takeFlash()).toBe('Please Login first to Access Cart');
  });

  it('sends a guest who adds to /login with the text for the toast', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();
    detach = await openDocument('/curly-service/hair', hairPage('/curly-service/hair', serverData()));

    const add = within(screen.getByRole('article', { name: 'Hair Spa' })).getByRole('button', {
      name: 'Add to My Room',
    });
    await user.click(add);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/login');
    expect(add).toHaveAttribute('aria-busy', 'true');
    expect(takeFlash()).toBe('Please Login first to Access Cart');
  });
});
