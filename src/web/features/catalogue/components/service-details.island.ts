/**
 * The eye icon of a service card and the full description it opens (docs/product.md#services-page), an island
 * (docs/architecture.md#fast-public-pages) on the markup of ServiceDetailsButton (the root: the icon button, its
 * tooltip and its service's description) and ServiceDetailsDialog (the page's one native <dialog>, which every eye
 * icon names in `aria-controls`). Opening fills the dialog from the icon's card: its name, a copy of its price, and a
 * mirror of its 'Add to My Room' that follows the card's button (adding, added) and passes a click on to it, so
 * the card's button, run by its island for a guest or by the app for a customer, is the only one that adds. The
 * dialog opens with showModal(), which keeps the focus inside and closes on Escape; a click on its backdrop or its
 * close button closes it too, and the focus goes back to the eye icon. The description, the back office's rich text,
 * waits in the icon's `data-description` (an attribute: nothing in it runs or loads) and is cleaned by DOMPurify the
 * first time it opens, skeleton lines showing meanwhile. The tooltip, as Mantine's: under a mouse pointer, after a
 * short delay, above the icon, drawn in the top layer so the card does not clip it.
 */
import { closeModalDialog, listeners, showModalDialog, type Island } from '@web/lib/islands';
import { descriptionText, loadSanitizer } from '../description';
import { ISLAND_NAMES } from './island-names';

/** Marks of the parts (ServiceDetailsButton, ServiceDetailsDialog and ServicePrice render them). */
export const DESCRIPTION_ATTRIBUTE = 'data-description';
export const DESCRIPTION_LOADING_ATTRIBUTE = 'data-description-loading';
export const DESCRIPTION_SHOWN_ATTRIBUTE = 'data-description-shown';
export const CLOSE_ATTRIBUTE = 'data-close';
export const TITLE_ATTRIBUTE = 'data-details-title';
export const PRICE_SLOT_ATTRIBUTE = 'data-details-price';
export const ADD_SLOT_ATTRIBUTE = 'data-details-add';
export const PRICE_ATTRIBUTE = 'data-service-price';

/** Mantine's tooltip: shown this long after the pointer arrives, this far above the icon (its offset and arrow). */
const TOOLTIP_DELAY_MS = 300;
const TOOLTIP_GAP_PX = 7;
/** The tooltip keeps this far from the sides of the window. */
const EDGE_PX = 8;

/** The page's dialog as its eye icons share it: who opened it, and how to stop mirroring that card's button. */
interface SharedDialog {
  users: number;
  opener: HTMLElement | null;
  stopMirror: () => void;
  removeListeners: () => void;
}
const sharedDialogs = new WeakMap<HTMLDialogElement, SharedDialog>();
const nothing = () => undefined;

/** The dialog's own listeners (close, backdrop, focus back), set once for all the icons that use it. */
function joinDialog(dialog: HTMLDialogElement): SharedDialog {
  const known = sharedDialogs.get(dialog);
  if (known) {
    known.users += 1;
    return known;
  }
  const events = listeners();
  const shared: SharedDialog = { users: 1, opener: null, stopMirror: nothing, removeListeners: events.removeAll };
  // A press that started inside the dialog and ended on its backdrop (selecting text, say) is not a click on it.
  let pressedOn: EventTarget | null = null;
  events.on(dialog, 'pointerdown', (event) => (pressedOn = event.target));
  events.on(dialog, 'click', (event) => {
    const isBackdrop = event.target === dialog && (pressedOn === null || pressedOn === dialog);
    pressedOn = null;
    const isClose = event.target instanceof Element && event.target.closest(`[${CLOSE_ATTRIBUTE}]`) !== null;
    if (isBackdrop || isClose) closeModalDialog(dialog);
  });
  events.on(dialog, 'close', () => {
    shared.stopMirror();
    shared.stopMirror = nothing;
    const opener = shared.opener;
    shared.opener = null;
    if (opener?.isConnected) opener.focus();
  });
  sharedDialogs.set(dialog, shared);
  return shared;
}

function releaseDialog(dialog: HTMLDialogElement): void {
  const shared = sharedDialogs.get(dialog);
  if (!shared || --shared.users > 0) return;
  shared.stopMirror();
  shared.removeListeners();
  sharedDialogs.delete(dialog);
}

/**
 * A copy of `source` in `slot` that follows its changes (attributes, label, spinner) and passes a click on to it. The
 * copy stays the same element, so the keyboard focus stays on it while the source changes.
 */
function mirror(source: HTMLElement, slot: HTMLElement): () => void {
  const copy = document.createElement(source.tagName);
  const sync = () => {
    for (const { name } of [...copy.attributes]) if (!source.hasAttribute(name)) copy.removeAttribute(name);
    for (const { name, value } of source.attributes) {
      if (name !== 'id' && name !== 'data-island') copy.setAttribute(name, value);
    }
    copy.innerHTML = source.innerHTML;
  };
  sync();
  slot.replaceChildren(copy);
  const observer = new MutationObserver(sync);
  observer.observe(source, { attributes: true, childList: true, subtree: true, characterData: true });
  const passOn = () => source.click();
  copy.addEventListener('click', passOn);
  return () => {
    observer.disconnect();
    copy.removeEventListener('click', passOn);
  };
}

export const serviceDetailsIsland: Island = (root) => {
  const button = root.querySelector<HTMLElement>('[aria-haspopup="dialog"]');
  const dialog = document.getElementById(button?.getAttribute('aria-controls') ?? '');
  const card = root.closest<HTMLElement>('article');
  if (!button || !(dialog instanceof HTMLDialogElement) || !card) return () => undefined;
  const [opener, details] = [button, dialog];
  const shared = joinDialog(details);
  const tooltip = root.querySelector<HTMLElement>('[popover]');
  const events = listeners();

  let tooltipTimer: number | undefined;
  let isTooltipShown = false;
  function showTooltip() {
    if (!tooltip || typeof tooltip.showPopover !== 'function' || details.open) return;
    tooltip.showPopover();
    isTooltipShown = true;
    const icon = opener.getBoundingClientRect();
    const tip = tooltip.getBoundingClientRect();
    const centre = icon.left + icon.width / 2;
    const left = Math.max(EDGE_PX, Math.min(centre - tip.width / 2, window.innerWidth - tip.width - EDGE_PX));
    tooltip.style.left = `${left}px`;
    tooltip.style.top = `${icon.top - tip.height - TOOLTIP_GAP_PX}px`;
    tooltip.style.setProperty('--arrow-left', `${centre - left}px`);
  }
  function hideTooltip() {
    window.clearTimeout(tooltipTimer);
    if (!isTooltipShown || !tooltip) return;
    isTooltipShown = false;
    tooltip.hidePopover();
  }
  events.on(opener, 'pointerenter', (event) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(tooltipTimer);
    tooltipTimer = window.setTimeout(showTooltip, TOOLTIP_DELAY_MS);
  });
  events.on(opener, 'pointerleave', hideTooltip);
  events.on(document, 'scroll', hideTooltip, { capture: true, passive: true });

  /** The description cleaned for the page, once this icon's dialog has shown it. */
  let cleaned: string | null = null;
  function showDescription() {
    const loading = details.querySelector<HTMLElement>(`[${DESCRIPTION_LOADING_ATTRIBUTE}]`);
    const shown = details.querySelector<HTMLElement>(`[${DESCRIPTION_SHOWN_ATTRIBUTE}]`);
    const target = shown?.querySelector<HTMLElement>('[data-testid="service-description"]') ?? shown;
    if (!shown || !target) return;
    const reveal = (write: () => void) => {
      if (shared.opener !== opener) return; // closed, or opened by another card meanwhile
      write();
      if (loading) loading.hidden = true;
      shown.hidden = false;
    };
    if (cleaned !== null) {
      const html = cleaned;
      reveal(() => (target.innerHTML = html));
      return;
    }
    if (loading) loading.hidden = false;
    shown.hidden = true;
    target.replaceChildren();
    const html = root.getAttribute(DESCRIPTION_ATTRIBUTE) ?? '';
    loadSanitizer().then(
      (sanitize) => {
        cleaned = sanitize(html);
        const done = cleaned;
        reveal(() => (target.innerHTML = done));
      },
      (error: unknown) => {
        // Offline, say: the words without their formatting rather than skeletons for ever.
        console.warn('The description could not be formatted.', error);
        reveal(() => (target.textContent = descriptionText(html)));
      },
    );
  }

  /** The dialog as this card's: its name, its price and its 'Add to My Room'. */
  function fillFromCard() {
    const heading = document.getElementById(card!.getAttribute('aria-labelledby') ?? '');
    const title = details.querySelector<HTMLElement>(`[${TITLE_ATTRIBUTE}]`);
    if (title) title.textContent = heading?.textContent ?? '';
    const price = card!.querySelector<HTMLElement>(`[${PRICE_ATTRIBUTE}]`);
    const priceSlot = details.querySelector<HTMLElement>(`[${PRICE_SLOT_ATTRIBUTE}]`);
    if (priceSlot) priceSlot.replaceChildren(...(price ? [price.cloneNode(true)] : []));
    const add = card!.querySelector<HTMLElement>(`[data-island="${ISLAND_NAMES.addToRoom}"]`);
    const addSlot = details.querySelector<HTMLElement>(`[${ADD_SLOT_ATTRIBUTE}]`);
    shared.stopMirror();
    shared.stopMirror = add && addSlot ? mirror(add, addSlot) : nothing;
  }

  events.on(opener, 'click', () => {
    hideTooltip();
    if (details.open) return;
    shared.opener = opener;
    fillFromCard();
    showModalDialog(details);
    showDescription();
  });

  return () => {
    window.clearTimeout(tooltipTimer);
    events.removeAll();
    if (shared.opener === opener) closeModalDialog(details);
    releaseDialog(details);
  };
};
