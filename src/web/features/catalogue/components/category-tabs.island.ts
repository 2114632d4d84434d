/**
 * The category tabs' row (docs/product.md#services-page), an island (docs/architecture.md#fast-public-pages) on the
 * markup CategoryTabs renders: on a narrow screen, where the row scrolls sideways, the current category's tab is
 * brought into view, without moving the page.
 */
import type { Island } from '@web/lib/islands';

/** The row's scrolling box (its viewport). */
export const TABS_VIEWPORT_ATTRIBUTE = 'data-tabs-viewport';

export const categoryTabsIsland: Island = (root) => {
  const viewport = root.querySelector<HTMLElement>(`[${TABS_VIEWPORT_ATTRIBUTE}]`);
  const tab = root.querySelector<HTMLElement>('[aria-current="page"]');
  if (viewport && tab) {
    viewport.scrollLeft = Math.max(0, tab.offsetLeft - viewport.clientWidth / 2 + tab.clientWidth / 2);
  }
  return () => undefined;
};
