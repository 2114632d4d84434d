/**
 * The phone navigation drawer (docs/product.md#header), an island (docs/architecture.md#fast-public-pages) on the
 * markup MobileNavDrawer renders: the burger and a <dialog> holding every entry, always in the page. The burger opens
 * it as a modal popover (lib/modal-popover.ts): in the top layer over a darkened page that stays put, the focus kept
 * inside. Escape, a click on its backdrop, its close button, a link followed, an account action taken (Change
 * Password, Logout) or a phone's back gesture close it, and the focus goes back to the burger. Services, Bridal and
 * Nails open their sub-lists. The state is in the markup (the popover's open state, the buttons' aria-expanded, the
 * sub-lists' `hidden`), which Drawer.module.css draws.
 */
import { listeners, type Island } from '@web/lib/islands';
import { closeModalPopover, isModalPopoverOpen, keepModalPopover, openModalPopover } from '@web/lib/modal-popover';

/** Marks the controls that close the drawer besides its links: the close button and the account actions. */
export const CLOSES_DRAWER_ATTRIBUTE = 'data-closes-drawer';

export const drawerIsland: Island = (root) => {
  const foundBurger = root.querySelector<HTMLButtonElement>(':scope > button[aria-controls]');
  const foundDialog = root.querySelector('dialog');
  if (!foundBurger || !foundDialog) return () => undefined;
  const [burger, dialog] = [foundBurger, foundDialog];
  const events = listeners();
  /** Where the last press on the dialog began: a press that starts inside and ends on the backdrop is no click on it. */
  let pressTarget: EventTarget | null = null;

  function open() {
    if (isModalPopoverOpen(dialog)) return;
    openModalPopover(dialog);
    burger.setAttribute('aria-expanded', 'true');
  }

  /** Draws the closed state; also after a close the browser made itself (a phone's back gesture). */
  function closed() {
    burger.setAttribute('aria-expanded', 'false');
    const focused = document.activeElement;
    if (!focused || focused === document.body || dialog.contains(focused)) burger.focus();
  }

  function close() {
    if (!isModalPopoverOpen(dialog)) return;
    closeModalPopover(dialog);
    closed();
  }

  function toggleGroup(button: HTMLElement) {
    const group = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!group) return;
    group.hidden = !group.hidden;
    button.setAttribute('aria-expanded', String(!group.hidden));
  }

  events.on(burger, 'click', () => (isModalPopoverOpen(dialog) ? close() : open()));
  events.on(dialog, 'pointerdown', (event) => {
    pressTarget = event.target;
  });
  events.on(dialog, 'click', (event) => {
    const { target } = event;
    const pressedOn = pressTarget;
    pressTarget = null;
    // The dialog's own box, around the panel, is its backdrop: a click on the dialog element itself landed there.
    if (target === dialog) {
      if (pressedOn === null || pressedOn === dialog) close();
      return;
    }
    if (!(target instanceof Element)) return;
    const groupButton = target.closest<HTMLElement>('button[aria-controls]');
    if (groupButton && dialog.contains(groupButton)) toggleGroup(groupButton);
    else if (target.closest(`a[href], [${CLOSES_DRAWER_ATTRIBUTE}]`)) close();
  });
  // The dialog closes itself on Escape too; handling the key here closes it the same way in every browser.
  events.on(dialog, 'keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  });
  const stopKeeping = keepModalPopover(dialog, () => {
    if (burger.getAttribute('aria-expanded') === 'true') closed();
  });

  return () => {
    events.removeAll();
    stopKeeping();
    closeModalPopover(dialog);
  };
};
