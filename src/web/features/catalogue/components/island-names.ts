/**
 * The names the catalogue's islands go by in `data-island` (docs/architecture.md#fast-public-pages): the components
 * write them on their roots and islands.ts loads each module under its name, so the two cannot drift apart.
 */
export const ISLAND_NAMES = {
  serviceSearch: 'service-search',
  categoryFilter: 'category-filter',
  serviceDetails: 'service-details',
  addToRoom: 'add-to-room',
  categoryTabs: 'category-tabs',
} as const;
