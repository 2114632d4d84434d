import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '@web/test/render';
import { testCategories } from '../test/fixtures';

describe('ServicesPage', { timeout: 20_000 }, () => {
  it('shows 13 skeletons while the categories load, then the grid', async () => {
    let release: () => void = () => {};
    const pending = new Promise<void>((resolve) => (release = resolve));
    stubApi();
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/expense/categories') {
        await pending;
        return new Response(JSON.stringify({ data: testCategories }));
      }
      return answer(input, init);
    });
    renderApp('/services');

    expect(await screen.findByRole('heading', { level: 1, name: 'Services for you' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('category-skeleton')).toHaveLength(13));
    release();
    const grid = await screen.findByRole('list', { name: 'Service categories' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(testCategories.length);
    expect(screen.queryByTestId('category-skeleton')).not.toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: /Hair Care/ })).toHaveAttribute('href', '/curly-service/hair');
  });

  it('renders each image at its size with an alt text, and falls back to the default image on error', async () => {
    stubApi(({ url }) => (url === '/api/expense/categories' ? { body: { data: testCategories } } : undefined));
    renderApp('/services');

    const image = await screen.findByRole('img', { name: 'Hair Care services' });
    expect(image).toHaveAttribute('src', '/images/categories/hair.svg');
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '240');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/categories/default.svg');
  });

  it('filters the categories by name and offers a search of every service', async () => {
    stubApi(({ url }) => (url === '/api/expense/categories' ? { body: { data: testCategories } } : undefined));
    const user = userEvent.setup();
    const { router } = renderApp('/services');
    const grid = await screen.findByRole('list', { name: 'Service categories' });

    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'wax');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(1);
    expect(within(grid).getByRole('link', { name: /Waxing/ })).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search services' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'pedicure');
    expect(screen.getByText('No category is called “pedicure”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Search every service for “pedicure”/ })).toHaveAttribute(
      'href',
      '/curly-service/all?search=pedicure',
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/curly-service/all'));
    expect(router.state.location.search).toBe('?search=pedicure');
  });
});
