/** The site feature's islands, for a guest's public page (src/web/island-registry.ts). */
import type { IslandLoaders } from '@web/lib/start-islands';

export const siteIslands = {
  hero: () => import('./components/hero.island').then((module) => module.heroIsland),
  counters: () => import('./components/counters.island').then((module) => module.countersIsland),
  'read-more': () => import('./components/read-more.island').then((module) => module.readMoreIsland),
  occasions: () => import('./components/occasions.island').then((module) => module.occasionsIsland),
  install: () => import('./components/install.island').then((module) => module.installIsland),
} satisfies IslandLoaders;
