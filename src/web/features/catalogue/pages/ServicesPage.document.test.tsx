/**
 * /services as a guest's document: the server's markup with the islands attached, no React in the browser
 * (docs/architecture.md#fast-public-pages). The same island runs in the app (ServicesPage.test.tsx).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { categoriesQuery } from '@web/lib/categories';
import { expectSameMarkupWhenHydrated } from '@web/test/render';
import { openDocument, pageAt } from '../test/document';
import { testCategories } from '../test/fixtures';
import { ServicesPage } from './ServicesPage';

const servicesPage = pageAt('/services', '/services', <ServicesPage />, [[categoriesQuery.queryKey, testCategories]]);
const grid = () => screen.getByRole('list', { name: 'Service categories' });
const searchAll = () => screen.queryByRole('link', { name: /Search every service/ });

let detach = () => {};
afterEach(() => detach());

describe('/services as a document', { timeout: 20_000 }, () => {
  it('renders the same markup on the server and in the browser', async () => {
    await expectSameMarkupWhenHydrated(servicesPage);
  });

  it('filters the categories as the visitor types, and keeps the link to search every service up to date', async () => {
    const user = userEvent.setup();
    detach = await openDocument('/services', servicesPage);
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(testCategories.length);
    expect(searchAll()).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'wax');
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(grid()).getByRole('link', { name: /Waxing/ })).toBeInTheDocument();
    expect(searchAll()).toHaveAttribute('href', '/curly-service/all?search=wax');

    await user.clear(screen.getByRole('searchbox', { name: 'Search services' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'pedicure');
    expect(within(grid()).queryAllByRole('listitem')).toEqual([]);
    expect(screen.getByText('No category is called “pedicure”.')).toBeVisible();
    expect(screen.getByText('No category is called “pedicure”.').closest('[role="status"]')).not.toBeNull();
    expect(searchAll()).toHaveTextContent('Search every service for “pedicure”');
    expect(searchAll()).toHaveAttribute('href', '/curly-service/all?search=pedicure');

    // Enter follows the link (a page load on a document).
    const followed: string[] = [];
    searchAll()!.addEventListener('click', (event) => {
      event.preventDefault();
      followed.push((event.currentTarget as HTMLAnchorElement).getAttribute('href')!);
    });
    await user.keyboard('{Enter}');
    expect(followed).toEqual(['/curly-service/all?search=pedicure']);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(testCategories.length);
    expect(screen.queryByText(/No category is called/)).not.toBeInTheDocument();
    expect(searchAll()).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search services' })).toHaveFocus();
  });
});
