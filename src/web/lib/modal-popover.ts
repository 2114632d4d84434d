/**
 * A modal panel opened as a popover (decision 017, docs/architecture.md#fast-public-pages): the phone drawer. It is a
 * <dialog popover="auto" aria-modal="true"> covering the screen, its own box the darkened backdrop (a popover's
 * ::backdrop lets a tap through to the page under it) and the panel inside it, drawn in the top layer like a modal
 * dialog but opened with showPopover() rather than showModal(). showModal() makes the rest of the page inert, and
 * Chromium works inertness out as part of every element's style: in the tap that opens the drawer that was 70 to
 * 280 ms of style work on a budget phone (CPU slowed 4×), and the scroll lock on the root element a relayout of the
 * whole page on top.
 *
 * What showModal() gave is done here instead: the focus moves to the panel's first control and Tab keeps it inside;
 * a wheel or a drag moves nothing unless over a part of the panel that scrolls (the page stays put without a style
 * change on the root); the page behind cannot be tapped (the dialog's box covers it); `aria-modal` tells a screen
 * reader. An auto popover closes itself on Escape and on a phone's back gesture. Where the browser has no
 * popovers, the panel opens with showModalDialog (islands.ts) as before.
 */
import { closeModalDialog, showModalDialog } from './islands';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function supportsPopover(): boolean {
  return typeof HTMLElement.prototype.showPopover === 'function';
}

/** Whether the panel is open, as a popover or (without popovers) as a modal dialog. */
export function isModalPopoverOpen(panel: HTMLDialogElement): boolean {
  if (panel.open) return true;
  return supportsPopover() && panel.matches(':popover-open');
}

/** The panel's controls a visitor can reach, in order. */
function controls(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => typeof element.checkVisibility !== 'function' || element.checkVisibility(),
  );
}

/** Whether an element between the target and the panel (the panel's box being the backdrop) can scroll. */
function canScrollWithin(panel: HTMLElement, target: Element): boolean {
  for (let element: Element | null = target; element && element !== panel; element = element.parentElement) {
    if (element.scrollHeight <= element.clientHeight) continue;
    const { overflowY } = getComputedStyle(element);
    if (overflowY === 'auto' || overflowY === 'scroll') return true;
  }
  return false;
}

export function openModalPopover(panel: HTMLDialogElement): void {
  if (isModalPopoverOpen(panel)) return;
  if (!supportsPopover() || !panel.hasAttribute('popover')) {
    showModalDialog(panel);
    return;
  }
  panel.showPopover();
  // showModal() moves the focus into the dialog; a popover leaves it where it was.
  controls(panel)[0]?.focus();
}

export function closeModalPopover(panel: HTMLDialogElement): void {
  if (supportsPopover() && panel.matches(':popover-open')) panel.hidePopover();
  else closeModalDialog(panel);
}

/**
 * Keeps the open panel modal (the focus inside, the page behind still) and calls `onClosed` whenever it closes,
 * whoever closed it (the island, Escape, a back gesture). Returns what removes it all.
 */
export function keepModalPopover(panel: HTMLDialogElement, onClosed: () => void): () => void {
  const onToggle = (event: Event) => {
    if ((event as ToggleEvent).newState === 'closed') onClosed();
  };
  const keepFocus = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || panel.open) return;
    const reachable = controls(panel);
    const [first, last] = [reachable[0], reachable[reachable.length - 1]];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  // A wheel or a drag moves nothing unless it is over a part of the panel that can scroll, which keeps its scrolling
  // to itself (overscroll-behavior: contain in its CSS).
  const holdPage = (event: Event) => {
    if (panel.open || !(event.target instanceof Element)) return;
    if (!canScrollWithin(panel, event.target)) event.preventDefault();
  };
  panel.addEventListener('toggle', onToggle);
  panel.addEventListener('close', onClosed);
  panel.addEventListener('keydown', keepFocus);
  panel.addEventListener('wheel', holdPage, { passive: false });
  panel.addEventListener('touchmove', holdPage, { passive: false });
  return () => {
    panel.removeEventListener('toggle', onToggle);
    panel.removeEventListener('close', onClosed);
    panel.removeEventListener('keydown', keepFocus);
    panel.removeEventListener('wheel', holdPage);
    panel.removeEventListener('touchmove', holdPage);
  };
}
