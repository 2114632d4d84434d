/**
 * The home page's counters (docs/product.md#home, #home-figures), an island (docs/architecture.md#fast-public-pages) on
 * the markup CountersSection renders, which shows the final figures. Counters still out of view when the island
 * attaches start again from 0 and count up, with an ease-out, once they scroll into view; counters already in view
 * keep their figures (counting down to 0 before the visitor's eyes would be worse than no count). Each counts to
 * its own figure, which the markup holds in data-target. Visitors who prefer
 * reduced motion, and browsers without IntersectionObserver, keep the figures.
 */
import { type Island } from '@web/lib/islands';
import { COUNTER_DURATION_MS, COUNTER_TARGET_ATTRIBUTE, formatCount } from './counters';

/** How much of the counters must show before they count. */
const IN_VIEW_THRESHOLD = 0.35;

export const countersIsland: Island = (root) => {
  const figures = [...root.querySelectorAll<HTMLElement>('[data-count]')];
  const isMotionWelcome = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (figures.length === 0 || !isMotionWelcome || typeof window.IntersectionObserver !== 'function') {
    return () => undefined;
  }
  const targets = figures.map((figure) => Number(figure.getAttribute(COUNTER_TARGET_ATTRIBUTE)) || 0);
  /** Every counter at this share (0 to 1) of its figure. */
  const show = (share: number) =>
    figures.forEach((figure, index) => (figure.textContent = formatCount(share * targets[index]!)));
  let frame = 0;

  function countUp() {
    const start = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / COUNTER_DURATION_MS);
      show(1 - (1 - progress) ** 3);
      if (progress < 1) frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
  }

  let isFirstReport = true;
  const observer = new window.IntersectionObserver(
    (entries) => {
      const isInView = entries.some((entry) => entry.isIntersecting);
      const isFirst = isFirstReport;
      isFirstReport = false;
      if (isInView) {
        observer.disconnect();
        if (!isFirst) countUp();
      } else if (isFirst) {
        show(0);
      }
    },
    { threshold: IN_VIEW_THRESHOLD },
  );
  observer.observe(root);
  return () => {
    observer.disconnect();
    window.cancelAnimationFrame(frame);
  };
};
