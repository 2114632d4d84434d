/**
 * Every island of the public pages by the name its root carries in `data-island` (docs/architecture.md#fast-public-pages):
 * a guest's public page fetches each module when its part needs it (src/web/lib/start-islands.ts). Each feature
 * names its own in its islands.ts. A component that renders an island's markup sets `data-island` to its name and
 * runs the same module in the app with `useIsland`.
 */
import { accountsIslands } from '@web/features/accounts/islands';
import { offersIslands } from '@web/features/offers/islands';
import { catalogueIslands } from '@web/features/catalogue/islands';
import { siteIslands } from '@web/features/site/islands';
import type { IslandLoaders } from './lib/start-islands';
import { layoutIslands } from './layout/islands';

export const islandLoaders: IslandLoaders = {
  ...layoutIslands,
  ...siteIslands,
  ...offersIslands,
  ...accountsIslands,
  ...catalogueIslands,
  // Book Appointment: the booking modal in a root of its own, fetched on first use.
  book: () =>
    import('./components/book.island').then((module) =>
      module.bookIsland(() => import('./booking-root').then((root) => root.openBooking)),
    ),
};
