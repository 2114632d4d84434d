/** The offers feature's islands, for a guest's public page (src/web/island-registry.ts). */
import type { IslandLoaders } from '@web/lib/start-islands';
import { ANNOUNCEMENT_ISLAND, announcementIsland } from './components/announcement.island';

export const offersIslands = {
  // With the starter: it listens for the visitor leaving before a fast tap on Get Offers can leave the page.
  [ANNOUNCEMENT_ISLAND]: { atStart: announcementIsland },
  'offer-carousel': () => import('./components/offer-carousel.island').then((module) => module.offerCarouselIsland),
  'offer-picture': () => import('./components/offer-picture.island').then((module) => module.offerPictureIsland),
} satisfies IslandLoaders;
