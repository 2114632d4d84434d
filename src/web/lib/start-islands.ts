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

function startIsland(root: HTMLElement, load: () => Promise<Island>): () => void {
  let state: 'waiting' | 'loading' | 'attached' | 'failed' = 'waiting';
  let heldClick: HTMLElement | null = null;

  const attach = () => {
    if (state === 'loading' || state === 'attached') return;
    state = 'loading';
    load().then(
      (island) => {
        island(root);
        state = 'attached';
        root.setAttribute(ATTACHED_ATTRIBUTE, '');
        for (const type of INTEREST_EVENTS) root.removeEventListener(type, attach, true);
        root.removeEventListener('click', holdClick, true);
        const target = heldClick;
        heldClick = null;
        if (target?.isConnected) target.click();
      },
      (error: unknown) => {
        // Offline, say: the next sign of interest tries again.
        state = 'failed';
        heldClick = null;
        console.warn(`The ${root.getAttribute(ISLAND_ATTRIBUTE) ?? ''} island could not be loaded.`, error);
      },
    );
  };

  function holdClick(event: MouseEvent) {
    if (state === 'attached' || !(event.target instanceof Element)) return;
    if (event.target.closest('a[href]')) return;
    const control = event.target.closest<HTMLElement>('button, [role="button"], input, select, textarea, summary');
    if (!control || control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldClick = control;
    attach();
  }

  for (const type of INTEREST_EVENTS) root.addEventListener(type, attach, { capture: true, passive: true });
  root.addEventListener('click', holdClick, true);
  return attach;
}

/** Idle time, or a moment later where the browser cannot say (Safari). */
function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1500);
}

/** Starts every island of the page: in view at once, the rest when the browser is idle or on first interest. */
export function startIslands(loaders: IslandLoaders, container: ParentNode = document): void {
  const attachers: (() => void)[] = [];
  const byRoot = new Map<Element, () => void>();
  for (const root of container.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const load = loaders[root.getAttribute(ISLAND_ATTRIBUTE) ?? ''];
    if (!load) {
      console.warn(`No island is named ${root.getAttribute(ISLAND_ATTRIBUTE) ?? ''}.`);
      continue;
    }
    const attach = startIsland(root, load);
    attachers.push(attach);
    byRoot.set(root, attach);
  }
  if (typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        byRoot.get(entry.target)?.();
      }
    });
    for (const root of byRoot.keys()) observer.observe(root);
  }
  whenIdle(() => attachers.forEach((attach) => attach()));
}
