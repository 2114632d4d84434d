/**
 * A guest's public page as a document (docs/architecture.md#fast-public-pages, decision 017): the server's HTML with
 * each interactive part marked `data-island="<name>"`, its behaviour a small module fetched when the part comes into
 * view, when the browser is idle, or at the first pointer, touch or focus on it. A click that lands on a part before
 * its module has arrived is held and replayed on the same element once the island is attached, so the first tap is
 * answered by the island itself; a link is never held (it works as the plain link it is).
 */
import type { Island } from './islands';

/** An island's module, by the name its root carries in `data-island`. */
export type IslandLoaders = Readonly<Record<string, () => Promise<Island>>>;

/** The attribute naming a part's island, and the one set once it is attached (tests and CSS may wait for it). */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ATTACHED_ATTRIBUTE = 'data-island-attached';

const INTEREST_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'pointerenter'] as const;

/**
 * The main thread's share of starting islands comes in slices of at most this long, with the browser free to paint and
 * answer input between them: a catalogue page has a hundred islands, and attaching them in one go was a long task.
 */
const SLICE_MS = 4;

interface Slicer {
  /** Runs the job in a later slice. */
  later(job: () => void): void;
  /** Runs a job still waiting for its slice at once (a visitor is reaching for its part). */
  now(job: () => void): void;
}

function createSlicer(): Slicer {
  const jobs = new Set<() => void>();
  let isScheduled = false;
  const schedule = () => {
    if (isScheduled || jobs.size === 0) return;
    isScheduled = true;
    setTimeout(runSlice, 0);
  };
  function runSlice() {
    isScheduled = false;
    const until = performance.now() + SLICE_MS;
    for (const job of jobs) {
      jobs.delete(job);
      job();
      if (performance.now() >= until) break;
    }
    schedule();
  }
  return {
    later(job) {
      jobs.add(job);
      schedule();
    },
    now(job) {
      if (jobs.delete(job)) job();
    },
  };
}

/** Starts one part: returns how to ask for its island, at once (`urgent`, a visitor reached for it) or in a slice. */
function startIsland(root: HTMLElement, load: () => Promise<Island>, slicer: Slicer): (urgent: boolean) => void {
  let state: 'waiting' | 'loading' | 'attached' = 'waiting';
  let isUrgent = false;
  /** The next step (fetching the module, or attaching it) while it waits for its slice. */
  let queued: (() => void) | null = null;
  let heldClick: HTMLElement | null = null;

  const attachNow = (island: Island) => {
    queued = null;
    if (state === 'attached') return;
    island(root);
    state = 'attached';
    root.setAttribute(ATTACHED_ATTRIBUTE, '');
    for (const type of INTEREST_EVENTS) root.removeEventListener(type, onInterest, true);
    root.removeEventListener('click', holdClick, true);
    const target = heldClick;
    heldClick = null;
    // After the click being held has finished (an element's click() does nothing while its own click is dispatched).
    if (target?.isConnected) queueMicrotask(() => target.click());
  };

  const fetchModule = () => {
    queued = null;
    if (state !== 'waiting') return;
    state = 'loading';
    load().then(
      (island) => {
        if (isUrgent) return attachNow(island);
        queued = () => attachNow(island);
        slicer.later(queued);
      },
      (error: unknown) => {
        // Offline, say: the next sign of interest tries again.
        state = 'waiting';
        isUrgent = false;
        heldClick = null;
        console.warn(`The ${root.getAttribute(ISLAND_ATTRIBUTE) ?? ''} island could not be loaded.`, error);
      },
    );
  };

  const ask = (urgent: boolean) => {
    if (urgent) isUrgent = true;
    if (state === 'attached') return;
    if (queued) {
      if (urgent) slicer.now(queued);
      return;
    }
    if (state === 'loading') return;
    if (urgent) return fetchModule();
    queued = fetchModule;
    slicer.later(fetchModule);
  };

  function onInterest() {
    ask(true);
  }

  function holdClick(event: MouseEvent) {
    if (state === 'attached' || !(event.target instanceof Element)) return;
    if (event.target.closest('a[href]')) return;
    const control = event.target.closest<HTMLElement>('button, [role="button"], input, select, textarea, summary');
    if (!control || control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldClick = control;
    ask(true);
  }

  for (const type of INTEREST_EVENTS) root.addEventListener(type, onInterest, { capture: true, passive: true });
  root.addEventListener('click', holdClick, true);
  return ask;
}

/** Idle time, or a moment later where the browser cannot say (Safari). */
function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1500);
}

/**
 * Starts every island of the page: those in view first, the rest when the browser is idle, any part at once on the
 * first sign of interest; the work is cut into slices so that none of it is a long task.
 */
export function startIslands(loaders: IslandLoaders, container: ParentNode = document): void {
  const slicer = createSlicer();
  const byRoot = new Map<Element, (urgent: boolean) => void>();
  for (const root of container.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const load = loaders[root.getAttribute(ISLAND_ATTRIBUTE) ?? ''];
    if (!load) {
      console.warn(`No island is named ${root.getAttribute(ISLAND_ATTRIBUTE) ?? ''}.`);
      continue;
    }
    byRoot.set(root, startIsland(root, load, slicer));
  }
  if (typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        byRoot.get(entry.target)?.(false);
      }
    });
    for (const root of byRoot.keys()) observer.observe(root);
  }
  whenIdle(() => byRoot.forEach((ask) => ask(false)));
}
