/**
 * A round button of the contact widget beside a wide page (docs/product.md#contact-widget), an island
 * (docs/architecture.md#fast-public-pages) on the markup ContactWidget renders: the header's menu button
 * (menu.island.ts) that also opens under a mouse pointer. A mouse click on the button while the pointer has its menu
 * open leaves it open, as the widget's hover menus always have: the visitor who hovers and then clicks means "show me",
 * not "close". A touch, Enter or Space still opens and closes it. A mouse pointer already resting on the button when
 * the island arrives (a guest's page attaches it a moment after the page shows) opens the menu as if it had just come.
 */
import { listeners, type Island } from '@web/lib/islands';
import { isResting, menuIsland } from './menu.island';

const hoverMenu = menuIsland({ opensOnHover: true });

export const hoverContactMenuIsland: Island = (root) => {
  const detachMenu = hoverMenu(root);
  const button = root.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]');
  const menu = root.querySelector<HTMLElement>('[role="menu"]');
  if (!button || !menu) return detachMenu;
  const events = listeners();
  // A pointer already resting on the button (the menu island opens its menu for it too).
  let isMouseOver = isResting(button);

  events.on(button, 'pointerenter', (event) => {
    if (event.pointerType === 'mouse') isMouseOver = true;
  });
  events.on(button, 'pointerleave', (event) => {
    if (event.pointerType === 'mouse') isMouseOver = false;
  });
  // Before the menu island sees the click (this listens on the root, on the way down to the button).
  events.on(
    root,
    'click',
    (event) => {
      const isPointerClick = event.detail > 0;
      if (
        isPointerClick &&
        isMouseOver &&
        !menu.hidden &&
        event.target instanceof Node &&
        button.contains(event.target)
      ) {
        event.stopPropagation();
      }
    },
    { capture: true },
  );

  return () => {
    events.removeAll();
    detachMenu();
  };
};
