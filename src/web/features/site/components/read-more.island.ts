/**
 * Read more / read less of a nails topic (docs/product.md#nails), an island (docs/architecture.md#fast-public-pages)
 * on the markup NailsSection renders: the toggle (its aria-expanded, which the CSS follows for its chevron, and its two
 * words, one hidden) and the detail it controls, hidden until opened. The detail unfolds over 250 ms, at once for visitors who prefer
 * reduced motion.
 */
import { listeners, type Island } from '@web/lib/islands';

const UNFOLD_MS = 250;

export const readMoreIsland: Island = (root) => {
  const toggle = root.querySelector<HTMLElement>('button[aria-controls]');
  const detail = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!toggle || !detail) return () => undefined;
  const events = listeners();
  let unfolding: Animation | undefined;

  /** Animates the detail's height from one value to another; `done` runs when it ends, not when it is replaced. */
  function unfold(from: number, to: number, done?: () => void) {
    unfolding?.cancel();
    unfolding = undefined;
    const isMotionWelcome = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (!isMotionWelcome || typeof detail!.animate !== 'function') {
      done?.();
      return;
    }
    detail!.style.overflow = 'hidden';
    const animation = detail!.animate([{ height: `${from}px` }, { height: `${to}px` }], {
      duration: UNFOLD_MS,
      easing: 'ease',
    });
    unfolding = animation;
    animation.onfinish = () => {
      unfolding = undefined;
      detail!.style.overflow = '';
      done?.();
    };
    animation.oncancel = () => (detail!.style.overflow = '');
  }

  events.on(toggle, 'click', () => {
    const isOpening = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(isOpening));
    for (const word of toggle.querySelectorAll<HTMLElement>('[data-read]')) {
      word.hidden = (word.dataset.read === 'less') !== isOpening;
    }
    if (isOpening) {
      const from = detail.hidden ? 0 : detail.getBoundingClientRect().height;
      detail.hidden = false;
      unfold(from, detail.scrollHeight);
    } else {
      unfold(detail.getBoundingClientRect().height, 0, () => (detail.hidden = true));
    }
  });

  return () => {
    unfolding?.cancel();
    events.removeAll();
  };
};
