/**
 * The home page's offers bar (docs/product.md#home: once per browser session), an island
 * (docs/architecture.md#fast-public-pages) on the markup OffersAnnouncement renders. A session that has seen the bar
 * carries the offers-seen cookie, and the server draws the bar hidden (hideAnnouncement); a page the app draws
 * itself reads the cookie here. On a guest's document the cookie is set as the visitor leaves the page (every way on
 * from a document is a page load), so the page's start writes nothing; in the app, at once. Dismiss and Get Offers
 * hide the bar and set it too.
 */
import { OFFERS_SEEN_COOKIE } from '@shared/document-cookies';
import { hasDocumentCookie, setDocumentCookie } from '@web/lib/document-cookies';
import { listeners, type Island } from '@web/lib/islands';
import { isIslandsDocument } from '@web/server-state';

/** The bar's island name, in its `data-island`. */
export const ANNOUNCEMENT_ISLAND = 'offers-announcement';

/**
 * The bars this page has shown: attached again (React's strict mode in development runs an effect twice on the same
 * markup), a bar the visitor is looking at must not take itself for a later one.
 */
const shown = new WeakSet<HTMLElement>();

const markSeen = () => setDocumentCookie(OFFERS_SEEN_COOKIE);

/** The server's page with the bar drawn hidden, for a session that has seen it. */
export function hideAnnouncement(html: string): string {
  const mark = `data-island="${ANNOUNCEMENT_ISLAND}"`;
  return html.replace(mark, () => `${mark} hidden`);
}

export const announcementIsland: Island = (root) => {
  if (root.hidden) return () => undefined;
  const isDocument = isIslandsDocument();
  if (!isDocument && hasDocumentCookie(OFFERS_SEEN_COOKIE) && !shown.has(root)) {
    root.hidden = true;
    return () => undefined;
  }
  shown.add(root);
  const events = listeners();
  if (isDocument) {
    events.on(window, 'pagehide', markSeen);
    events.on(document, 'visibilitychange', () => {
      if (document.visibilityState === 'hidden') markSeen();
    });
  } else markSeen();
  for (const part of root.querySelectorAll<HTMLElement>('[data-announcement]')) {
    events.on(part, 'click', () => {
      markSeen();
      root.hidden = true;
    });
  }
  return events.removeAll;
};
