/**
 * A guest's public page as a document (docs/architecture.md#fast-public-pages, decision 017): the server's HTML with
 * each interactive part marked `data-island="<name>"`, its behaviour a small module fetched when the part comes into
 * view, when the browser is idle, or at the first pointer, touch or focus on it. A click that lands on a part before
 * its module has arrived is held and replayed on the same element once the island is attached, so the first tap is
 * answered by the island itself; a link is never held (it works as the plain link it is).
 */
import type { Island } from './islands';

/**
 * An island by the name its root carries in `data-island`: its module, fetched when its part needs it, or (`atStart`)
 * an island so small and so pressing that it comes with the starter and is attached at once, before any slice. The
 * home page's offers bar is one: it notes that the session has seen it, and a fast tap on its link could otherwise
 * leave the page before a slice reached it.
 */
export type IslandLoader = (() => Promise<Island>) | { readonly atStart: Island };
export type IslandLoaders = Readonly<Record<string, IslandLoader>>;

/** The attribute naming a part's island, and the one set once it is attached (tests and CSS may wait for it). */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ATTACHED_ATTRIBUTE = 'data-island-attached';

/** Signs that a visitor reaches for a part (a pointer over it: `pointerover`, as `pointerenter` does not bubble). */
const INTEREST_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'pointerover'] as const;

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

/** One part's island: asking for it (at once when `urgent`, a visitor reached for it, else in a slice), holding a click. */
interface Part {
  ask(urgent: boolean): void;
  /** Holds a click on a control of the part until its island is attached; false when it is no click to hold. */
  hold(event: MouseEvent): boolean;
  readonly isAttached: boolean;
}

function startPart(root: HTMLElement, load: () => Promise<Island>, slicer: Slicer, onAttached: () => void): Part {
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
    onAttached();
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

  const hold = (event: MouseEvent) => {
    if (state === 'attached' || !(event.target instanceof Element)) return false;
    if (event.target.closest('a[href]')) return false;
    const control = event.target.closest<HTMLElement>('button, [role="button"], input, select, textarea, summary');
    if (!control || control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) return false;
    heldClick = control;
    ask(true);
    return true;
  };

  return {
    ask,
    hold,
    get isAttached() {
      return state === 'attached';
    },
  };
}

/** Idle time, or a moment later where the browser cannot say (Safari). */
function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1500);
}

/**
 * Starts every island of the page: those in view first, the rest when the browser is idle, any part at once on the
 * first sign of interest; the work is cut into slices so that none of it is a long task. The signs of interest and
 * the clicks to hold are heard once, on the document, for every part (a catalogue page has a hundred and forty parts:
 * five listeners on each were work of their own while the page loaded); they stop once every part is attached.
 */
export function startIslands(loaders: IslandLoaders, container: ParentNode = document): void {
  const slicer = createSlicer();
  const parts = new Map<Element, Part>();
  let waiting = 0;

  /** The parts around a target, the outermost first (the order their own capturing listeners would have run in). */
  const partsAround = (target: EventTarget | null): Part[] => {
    const found: Part[] = [];
    if (!(target instanceof Element)) return found;
    for (
      let root = target.closest(`[${ISLAND_ATTRIBUTE}]`);
      root;
      root = root.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`) ?? null
    ) {
      const part = parts.get(root);
      if (part && !part.isAttached) found.unshift(part);
    }
    return found;
  };
  const onInterest = (event: Event) => partsAround(event.target).forEach((part) => part.ask(true));
  const holdClick = (event: MouseEvent) => {
    for (const part of partsAround(event.target)) {
      if (!part.hold(event)) continue;
      event.preventDefault();
      event.stopImmediatePropagation();
      return;
    }
  };
  const stopListening = () => {
    for (const type of INTEREST_EVENTS) document.removeEventListener(type, onInterest, true);
    document.removeEventListener('click', holdClick, true);
  };
  const onAttached = () => {
    waiting -= 1;
    if (waiting === 0) stopListening();
  };

  for (const root of container.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const load = loaders[root.getAttribute(ISLAND_ATTRIBUTE) ?? ''];
    if (!load) {
      console.warn(`No island is named ${root.getAttribute(ISLAND_ATTRIBUTE) ?? ''}.`);
      continue;
    }
    if (typeof load !== 'function') {
      load.atStart(root);
      root.setAttribute(ATTACHED_ATTRIBUTE, '');
      continue;
    }
    parts.set(root, startPart(root, load, slicer, onAttached));
    waiting += 1;
  }
  if (waiting === 0) return;
  for (const type of INTEREST_EVENTS) document.addEventListener(type, onInterest, { capture: true, passive: true });
  document.addEventListener('click', holdClick, true);

  let observer: IntersectionObserver | null = null;
  if (typeof IntersectionObserver === 'function') {
    observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        parts.get(entry.target)?.ask(false);
      }
    });
    for (const root of parts.keys()) observer.observe(root);
  }
  whenIdle(() => {
    // Every part is on its way: nothing left for the observer to notice.
    observer?.disconnect();
    parts.forEach((part) => part.ask(false));
  });
}
