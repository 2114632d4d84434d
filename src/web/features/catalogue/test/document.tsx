/**
 * A catalogue page as a guest's document (docs/architecture.md#fast-public-pages): the markup the server renders for
 * an address, with the data it fetched, put in the page, and the catalogue's islands attached to it as the islands'
 * starter would, without React in the browser.
 */
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { QueryKey } from '@tanstack/react-query';
import { AppProviders } from '@web/AppProviders';
import type { Island } from '@web/lib/islands';
import { createQueryClient } from '@web/lib/query-client';
import { addToRoomIsland } from '../components/add-to-room.island';
import { categoryFilterIsland } from '../components/category-filter.island';
import { categoryTabsIsland } from '../components/category-tabs.island';
import { ISLAND_NAMES } from '../components/island-names';
import { serviceDetailsIsland } from '../components/service-details.island';
import { serviceSearchIsland } from '../components/service-search.island';

/** The islands by the names islands.ts loads them under. */
const ISLANDS: Record<string, Island> = {
  [ISLAND_NAMES.serviceSearch]: serviceSearchIsland,
  [ISLAND_NAMES.categoryFilter]: categoryFilterIsland,
  [ISLAND_NAMES.serviceDetails]: serviceDetailsIsland,
  [ISLAND_NAMES.addToRoom]: addToRoomIsland,
  [ISLAND_NAMES.categoryTabs]: categoryTabsIsland,
};

export type ServerData = ReadonlyArray<readonly [QueryKey, unknown]>;

/** The page at `url` within the app's providers, its queries answered with `data`. */
export function pageAt(url: string, path: string, page: ReactElement, data: ServerData): () => ReactElement {
  return () => {
    const queryClient = createQueryClient();
    for (const [key, value] of data) queryClient.setQueryData(key, value);
    return (
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={page} />
          </Routes>
        </MemoryRouter>
      </AppProviders>
    );
  };
}

/** Puts the server's markup of `page` in the document at `url`, and attaches the catalogue's islands; gives the detach. */
export async function openDocument(url: string, page: () => ReactElement): Promise<() => void> {
  const { renderToString } = await import('react-dom/server.browser');
  window.history.replaceState(null, '', url);
  document.body.innerHTML = renderToString(page());
  const detachers: (() => void)[] = [];
  for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const island = ISLANDS[root.dataset.island ?? ''];
    if (island) detachers.push(island(root));
  }
  return () => {
    detachers.forEach((detach) => detach());
    document.body.innerHTML = '';
  };
}
