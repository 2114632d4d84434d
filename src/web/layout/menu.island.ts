/**
 * A menu button of the header (the link bar's dropdowns, the account menu), an island
 * (docs/architecture.md#fast-public-pages) on markup its component renders: the button and, hidden until opened, its
 * menu (Menu.module.css). It opens on a click, on Enter or Space, and, for the link bar's dropdowns, under a mouse
 * pointer (after a short delay, closing a little after the pointer leaves). It follows the WAI-ARIA menu button
 * pattern: ArrowDown or ArrowUp on the button opens it and moves into it, the arrow keys, Home and End move between its
 * items, Escape closes it (giving the focus back to the button when it was inside), and Tab, a chosen item, the focus
 * moving on and a click elsewhere close it.
 */
import { listeners, type Island } from '@web/lib/islands';

const OPEN_DELAY_MS = 60;
const CLOSE_DELAY_MS = 180;

/** The island of a menu button; `opensOnHover` for the link bar's dropdowns. */
/** A mouse pointer is on the element (a touch leaves :hover behind too, but a device that can hover has a mouse). */
export function isResting(element: Element): boolean {
  return element.matches(':hover') && window.matchMedia?.('(hover: hover)').matches === true;
}

export const menuIsland =
  ({ opensOnHover }: { opensOnHover: boolean }): Island =>
  (root) => {
    const foundButton = root.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]');
    const foundMenu = root.querySelector<HTMLElement>('[role="menu"]');
    if (!foundButton || !foundMenu) return () => undefined;
    const [button, menu] = [foundButton, foundMenu];
    const items = () => [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const events = listeners();
    let timer: number | undefined;

    const isOpen = () => !menu.hidden;
    function setOpen(open: boolean) {
      window.clearTimeout(timer);
      if (open === isOpen()) return;
      menu.hidden = !open;
      button.setAttribute('aria-expanded', String(open));
    }
    function later(open: boolean) {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setOpen(open), open ? OPEN_DELAY_MS : CLOSE_DELAY_MS);
    }
    function focusItem(index: number) {
      const all = items();
      if (all.length) all[(index + all.length) % all.length]!.focus();
    }

    events.on(button, 'click', () => setOpen(!isOpen()));
    events.on(button, 'keydown', (event) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      setOpen(true);
      focusItem(event.key === 'ArrowDown' ? 0 : -1);
    });
    events.on(menu, 'keydown', (event) => {
      const index = items().indexOf(document.activeElement as HTMLElement);
      const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
      if (event.key in moves) {
        event.preventDefault();
        focusItem(moves[event.key]!);
      } else if (event.key === 'Tab') {
        setOpen(false);
      }
    });
    events.on(document, 'keydown', (event) => {
      if (event.key !== 'Escape' || !isOpen()) return;
      const hadFocus = menu.contains(document.activeElement);
      setOpen(false);
      if (hadFocus) button.focus();
    });
    events.on(root, 'focusout', (event) => {
      if (!isHovered && !(event.relatedTarget instanceof Node && root.contains(event.relatedTarget))) setOpen(false);
    });
    events.on(menu, 'click', (event) => {
      if (event.target instanceof Element && event.target.closest('[role="menuitem"]')) setOpen(false);
    });
    let isHovered = false;
    for (const part of opensOnHover ? [button, menu] : []) {
      events.on(part, 'pointerenter', (event) => {
        if (event.pointerType !== 'mouse') return;
        isHovered = true;
        later(true);
      });
      events.on(part, 'pointerleave', (event) => {
        if (event.pointerType !== 'mouse') return;
        isHovered = false;
        later(false);
      });
    }
    events.on(document, 'pointerdown', (event) => {
      if (isOpen() && event.target instanceof Node && !root.contains(event.target)) setOpen(false);
    });
    // A mouse pointer already resting on the button when the island arrives (a guest's page attaches it a moment
    // after the page shows) opens the menu as if it had just come.
    if (opensOnHover && isResting(button)) {
      isHovered = true;
      later(true);
    }

    return () => {
      window.clearTimeout(timer);
      events.removeAll();
    };
  };
