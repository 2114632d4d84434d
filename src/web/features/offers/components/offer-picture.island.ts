/**
 * An offer's picture (docs/product.md#offers-page: a click enlarges it), an island
 * (docs/architecture.md#fast-public-pages) on an offer's card (OfferCard, OfferPicture): the picture's button opens
 * its native modal dialog (which keeps the focus inside and closes on Escape), a click on the backdrop or on Close
 * closes it, and the focus goes back to the button. A picture that fails to load, before the island or after, shows the default
 * artwork named in its data-fallback.
 */
import { closeModalDialog, listeners, showModalDialog, type Island } from '@web/lib/islands';

/** A broken image (or one about to break) shows its fallback instead, once. */
function showFallback(image: HTMLImageElement) {
  const fallback = image.dataset.fallback;
  if (fallback && !image.src.endsWith(fallback)) image.src = fallback;
}

export const offerPictureIsland: Island = (root) => {
  const opener = root.querySelector<HTMLElement>('[aria-haspopup="dialog"][aria-controls]');
  const dialog = opener ? document.getElementById(opener.getAttribute('aria-controls') ?? '') : null;
  if (!opener || !(dialog instanceof HTMLDialogElement)) return () => undefined;
  const events = listeners();

  for (const image of root.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
    events.on(image, 'error', () => showFallback(image));
    // It may have failed before the island arrived (a page served as a document).
    if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) showFallback(image);
  }

  events.on(opener, 'click', () => {
    showModalDialog(dialog);
  });
  // A click on the backdrop lands on the dialog itself; one that started inside (a drag out of it) does not close.
  let pressedOnBackdrop = false;
  events.on(dialog, 'pointerdown', (event) => (pressedOnBackdrop = event.target === dialog));
  events.on(dialog, 'click', (event) => {
    if (event.target === dialog && pressedOnBackdrop) closeModalDialog(dialog);
  });
  const close = dialog.querySelector<HTMLElement>('[data-picture="close"]');
  if (close) events.on(close, 'click', () => closeModalDialog(dialog));
  events.on(dialog, 'close', () => opener.focus());

  return () => {
    events.removeAll();
    closeModalDialog(dialog);
  };
};
