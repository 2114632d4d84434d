/**
 * The home page's offers bar (docs/product.md#home: once per browser session), an island
 * (docs/architecture.md#fast-public-pages) on the markup OffersAnnouncement renders. The first bar a session shows
 * notes that in sessionStorage; any later one hides itself at once. Dismiss and Get Offers hide it too.
 */
import { listeners, type Island } from '@web/lib/islands';

export const ANNOUNCEMENT_SEEN_KEY = 'offers-announcement-seen';

/**
 * The bars this page has shown: attached again (React's strict mode in development runs an effect twice on the same
 * markup), a bar the visitor is looking at must not take itself for a later one.
 */
const shown = new WeakSet<HTMLElement>();

function wasSeen(): boolean {
  try {
    return window.sessionStorage.getItem(ANNOUNCEMENT_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

function markSeen(): void {
  try {
    window.sessionStorage.setItem(ANNOUNCEMENT_SEEN_KEY, '1');
  } catch {
    // Storage may be off (private mode): then the bar shows on each visit to the home page, which is harmless.
  }
}

export const announcementIsland: Island = (root) => {
  if (wasSeen() && !shown.has(root)) {
    root.hidden = true;
    return () => undefined;
  }
  markSeen();
  shown.add(root);
  const events = listeners();
  for (const part of root.querySelectorAll<HTMLElement>('[data-announcement]')) {
    events.on(part, 'click', () => (root.hidden = true));
  }
  return events.removeAll;
};
