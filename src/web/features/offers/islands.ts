/** The offers feature's islands, for a guest's public page (src/web/island-registry.ts). */
import type { IslandLoaders } from '@web/lib/start-islands';

export const offersIslands = {
  'offers-announcement': () => import('./components/announcement.island').then((module) => module.announcementIsland),
  'offer-carousel': () => import('./components/offer-carousel.island').then((module) => module.offerCarouselIsland),
  'offer-picture': () => import('./components/offer-picture.island').then((module) => module.offerPictureIsland),
} satisfies IslandLoaders;
