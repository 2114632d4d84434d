/** The frame's islands (header, drawer, footer, contact buttons), for a guest's public page (src/web/island-registry.ts). */
import type { IslandLoaders } from '@web/lib/start-islands';

export const layoutIslands = {
  'nav-menu': () => import('./menu.island').then((module) => module.menuIsland({ opensOnHover: true })),
  'account-menu': () => import('./menu.island').then((module) => module.menuIsland({ opensOnHover: false })),
  'contact-menu': () => import('./menu.island').then((module) => module.menuIsland({ opensOnHover: false })),
  'contact-hover-menu': () => import('./contact-menu.island').then((module) => module.hoverContactMenuIsland),
  'footer-map': () => import('./footer-map.island').then((module) => module.footerMapIsland),
  directions: () => import('./directions.island').then((module) => module.directionsIsland),
  'offline-notice': () => import('./offline-notice.island').then((module) => module.offlineNoticeIsland),
  drawer: () => import('./drawer.island').then((module) => module.drawerIsland),
} satisfies IslandLoaders;
