/**
 * 'Add to My Room' for a guest (docs/product.md#services-page), an island (docs/architecture.md#fast-public-pages) on
 * the button AddToRoomButton renders: with nobody signed in, a tap shows at once that it is working, leaves the text
 * 'Please Login first to Access Cart' (rendered into the button's data by its component) for the next page, which
 * shows it as a toast, and opens /login as a document.
 *
 * One click is never handled twice: this listener, on the button itself, runs before React's handler (React listens
 * at the app's root), acts only when nobody is signed in, and then prevents the click's default; the React handler,
 * which adds for a signed-in customer (useCart), ignores a click whose default was prevented. A signed-in visitor on a
 * guest's document (a session older than the sign-in cookie) has no app to add: the page is loaded again as the app's.
 */
import { leaveFlash } from '@web/lib/flash';
import { listeners, type Island } from '@web/lib/islands';
import { setButtonBusy } from '@web/lib/button-busy';
import { isSignedIn, markSignedIn } from '@web/lib/session-keys';
import { isIslandsDocument } from '@web/server-state';

/** Where the button keeps the text for /login and the address of /login. */
export const LOGIN_TEXT_ATTRIBUTE = 'data-login-text';
export const LOGIN_HREF_ATTRIBUTE = 'data-login-href';

export const addToRoomIsland: Island = (root) => {
  const events = listeners();

  events.on(root, 'click', (event) => {
    if (isSignedIn()) {
      if (!isIslandsDocument()) return; // the app's handler adds
      // A session kept before the sign-in cookie existed, on a guest's document: the app's page instead, once.
      event.preventDefault();
      markSignedIn();
      window.location.reload();
      return;
    }
    event.preventDefault();
    if (root.hasAttribute('aria-busy')) return;
    setButtonBusy(root, true);
    leaveFlash(root.getAttribute(LOGIN_TEXT_ATTRIBUTE) ?? '');
    window.location.assign(root.getAttribute(LOGIN_HREF_ATTRIBUTE) ?? '/login');
  });

  // Back from /login, the browser may show this page as it was left (its back-forward cache): a button again.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) setButtonBusy(root, false);
  };
  window.addEventListener('pageshow', onPageShow);

  return () => {
    events.removeAll();
    window.removeEventListener('pageshow', onPageShow);
  };
};
