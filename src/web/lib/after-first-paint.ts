/**
 * When the browser's entry (main.tsx) starts what makes a page interactive (docs/architecture.md#fast-public-pages).
 */

/** Runs once the browser has painted what it has. A hidden tab paints nothing, hence the timer. */
export function afterNextPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 250);
}

/** A press or a key: the visitor reaches for the page, which must come alive at once. */
const REACHING = ['pointerdown', 'keydown'] as const;

/** If the first contentful paint is never reported (a page with no text, say), the run starts after this long. */
export const FIRST_PAINT_WAIT_MS = 5000;

/**
 * Runs once the browser has shown the page's first content (its first contentful paint, reported once it is on the
 * screen), at the visitor's first press or key, or when the tab is hidden, whichever comes first; where the browser
 * does not report that paint, or the tab is hidden already, after the next paint. A guest's document fetches its
 * islands' modules then: before, they would compete with the page's text, styles and first picture for the connection
 * (as high-priority requests: a module import cannot be given a lower one).
 */
export function afterFirstContentfulPaint(run: () => void): void {
  const isReported =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!isReported || document.visibilityState === 'hidden') {
    afterNextPaint(run);
    return;
  }
  let done = false;
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length) once();
  });
  const timer = setTimeout(() => once(), FIRST_PAINT_WAIT_MS);
  function once() {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    for (const type of REACHING) document.removeEventListener(type, once, true);
    document.removeEventListener('visibilitychange', once);
    run();
  }
  for (const type of REACHING) document.addEventListener(type, once, { capture: true, passive: true });
  // A tab hidden before its first paint never reports one.
  document.addEventListener('visibilitychange', once);
  // buffered: a paint reported before this line counts too.
  observer.observe({ type: 'paint', buffered: true });
}
