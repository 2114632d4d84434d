/**
 * Book Appointment on a guest's document (docs/architecture.md#fast-public-pages): the tap is answered at once with
 * the button's loading state while the booking modal's code (React, Mantine and the form) arrives and opens in a root
 * of its own. In the app, BookButton opens the same modal through the store instead (src/web/lib/booking-modal.ts).
 */
import { listeners, type Island } from '@web/lib/islands';
import { setButtonBusy } from '@web/lib/button-busy';

/** Opens the booking modal with the comment it starts with; settles once the modal shows (or could not load). */
export type OpenBooking = (options: { comment?: string }) => Promise<void>;

/** The attribute carrying the comment a booking from this button starts with (an offer's). */
export const BOOK_COMMENT_ATTRIBUTE = 'data-book-comment';

export const bookIsland =
  (loadOpener: () => Promise<OpenBooking>): Island =>
  (root) => {
    const events = listeners();
    const button = root as HTMLButtonElement;

    // The modal's code is fetched as the pointer or the focus reaches the button, so it is often there at the click.
    const preload = () => void loadOpener().catch(() => undefined);
    events.on(button, 'pointerenter', preload);
    events.on(button, 'focus', preload);
    events.on(button, 'click', () => {
      if (button.hasAttribute('data-loading')) return;
      setButtonBusy(button, true);
      const comment = button.getAttribute(BOOK_COMMENT_ATTRIBUTE) ?? undefined;
      loadOpener()
        .then((open) => open(comment ? { comment } : {}))
        .catch((error: unknown) => console.warn('The booking form could not be loaded.', error))
        .finally(() => setButtonBusy(button, false));
    });
    return events.removeAll;
  };
