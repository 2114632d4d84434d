/** The catalogue's islands, for a guest's public page (src/web/island-registry.ts). */
import type { IslandLoaders } from '@web/lib/start-islands';
import { ISLAND_NAMES } from './components/island-names';

export const catalogueIslands = {
  [ISLAND_NAMES.serviceSearch]: () =>
    import('./components/service-search.island').then((module) => module.serviceSearchIsland),
  [ISLAND_NAMES.categoryFilter]: () =>
    import('./components/category-filter.island').then((module) => module.categoryFilterIsland),
  [ISLAND_NAMES.serviceDetails]: () =>
    import('./components/service-details.island').then((module) => module.serviceDetailsIsland),
  [ISLAND_NAMES.addToRoom]: () => import('./components/add-to-room.island').then((module) => module.addToRoomIsland),
  [ISLAND_NAMES.categoryTabs]: () =>
    import('./components/category-tabs.island').then((module) => module.categoryTabsIsland),
} satisfies IslandLoaders;
