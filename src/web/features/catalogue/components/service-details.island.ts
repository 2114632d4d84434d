/**
 * The eye icon of a service card and the full description it opens (docs/product.md#services-page), an island
 * (docs/architecture.md#fast-public-pages) on the markup of ServiceDetailsButton (the root: the icon button and its
 * tooltip) and ServiceDetailDialog (the native <dialog> the button names in `aria-controls`). The dialog opens with
 * showModal(), which keeps the focus inside and closes on Escape; a click on its backdrop or its close button closes
 * it too, and the focus goes back to the eye icon. The description, the back office's rich text, waits in the dialog's
 * `data-description` (an attribute: nothing in it runs or loads) and is cleaned by DOMPurify the first time it opens,
 * skeleton lines showing meanwhile. The tooltip, as Mantine's: under a mouse pointer, after a short delay, above the
 * icon, drawn in the top layer so the card does not clip it.
 */
import { closeModalDialog, listeners, showModalDialog, type Island } from '@web/lib/islands';
import { descriptionText, loadSanitizer } from '../description';

/** Marks of the dialog's parts (ServiceDetailDialog renders them). */
export const DESCRIPTION_ATTRIBUTE = 'data-description';
export const DESCRIPTION_LOADING_ATTRIBUTE = 'data-description-loading';
export const DESCRIPTION_SHOWN_ATTRIBUTE = 'data-description-shown';
export const CLOSE_ATTRIBUTE = 'data-close';

/** Mantine's tooltip: shown this long after the pointer arrives, this far above the icon (its offset and arrow). */
const TOOLTIP_DELAY_MS = 300;
const TOOLTIP_GAP_PX = 7;
/** The tooltip keeps this far from the sides of the window. */
const EDGE_PX = 8;

export const serviceDetailsIsland: Island = (root) => {
  const button = root.querySelector<HTMLElement>('[aria-haspopup="dialog"]');
  const dialog = document.getElementById(button?.getAttribute('aria-controls') ?? '');
  if (!button || !(dialog instanceof HTMLDialogElement)) return () => undefined;
  const [opener, details] = [button, dialog];
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

  let isFilled = false;
  function fillDescription() {
    if (isFilled) return;
    isFilled = true;
    const holder = details.querySelector<HTMLElement>(`[${DESCRIPTION_ATTRIBUTE}]`);
    const shown = details.querySelector<HTMLElement>(`[${DESCRIPTION_SHOWN_ATTRIBUTE}]`);
    const target = shown?.querySelector<HTMLElement>('[data-testid="service-description"]') ?? shown;
    if (!holder || !shown || !target) return;
    const html = holder.getAttribute(DESCRIPTION_ATTRIBUTE) ?? '';
    const reveal = () => {
      const loading = details.querySelector<HTMLElement>(`[${DESCRIPTION_LOADING_ATTRIBUTE}]`);
      if (loading) loading.hidden = true;
      shown.hidden = false;
    };
    loadSanitizer().then(
      (sanitize) => {
        target.innerHTML = sanitize(html);
        reveal();
      },
      (error: unknown) => {
        // Offline, say: the words without their formatting rather than skeletons for ever.
        console.warn('The description could not be formatted.', error);
        target.textContent = descriptionText(html);
        reveal();
      },
    );
  }

  events.on(opener, 'click', () => {
    hideTooltip();
    showModalDialog(details);
    fillDescription();
  });

  // A press that started inside the dialog and ended on its backdrop (selecting text, say) is not a click on it.
  let pressedOn: EventTarget | null = null;
  events.on(details, 'pointerdown', (event) => (pressedOn = event.target));
  events.on(details, 'click', (event) => {
    const isBackdrop = event.target === details && (pressedOn === null || pressedOn === details);
    pressedOn = null;
    const isClose = event.target instanceof Element && event.target.closest(`[${CLOSE_ATTRIBUTE}]`) !== null;
    if (isBackdrop || isClose) closeModalDialog(details);
  });
  events.on(details, 'close', () => {
    if (opener.isConnected) opener.focus();
  });

  return () => {
    window.clearTimeout(tooltipTimer);
    events.removeAll();
    closeModalDialog(details);
  };
};
