/**
 * Islands (docs/architecture.md#fast-public-pages, decision 017): an interactive part of a public page gets its
 * behaviour from a plain module that attaches to the part's markup, so the same behaviour runs on the server's HTML
 * without a framework and inside the app. The part's React component renders markup only and runs the island on it
 * with `useIsland` (use-island.ts). No React here: a guest's public page runs islands without it.
 */

/** Attaches one part's behaviour to its root element; the function it returns detaches it again. */
export type Island = (root: HTMLElement) => () => void;

/** The events of an element, of the document (visibilitychange) or of the window (online, offline). */
type EventsOf<T> = T extends Document ? DocumentEventMap : T extends Window ? WindowEventMap : HTMLElementEventMap;

interface Listeners {
  on<T extends HTMLElement | Document | Window, K extends keyof EventsOf<T> & string>(
    target: T,
    type: K,
    handler: (event: EventsOf<T>[K]) => void,
    options?: AddEventListenerOptions,
  ): void;
  /** Removes every listener added: an island's detach. */
  removeAll(): void;
}

/** The listeners an island adds, removed together when it detaches. */
export function listeners(): Listeners {
  const removers: (() => void)[] = [];
  return {
    on(target: EventTarget, type: string, handler: (event: never) => void, options?: AddEventListenerOptions) {
      target.addEventListener(type, handler as EventListener, options);
      removers.push(() => target.removeEventListener(type, handler as EventListener, options));
    },
    removeAll() {
      removers.splice(0).forEach((remove) => remove());
    },
  };
}

/**
 * The attribute the root element carries while an island's modal <dialog> is open: global.css keeps the page under it
 * still. An attribute set here rather than a rule such as `html:has(dialog[open])`, which makes Chromium check the
 * whole page's style again at every change anywhere in it (a third of a public page's style work while it loads).
 */
export const DIALOG_OPEN_ATTRIBUTE = 'data-dialog-open';
const openDialogs = new Set<HTMLDialogElement>();

function markOpenDialogs() {
  for (const dialog of openDialogs) if (!dialog.open || !dialog.isConnected) openDialogs.delete(dialog);
  document.documentElement.toggleAttribute(DIALOG_OPEN_ATTRIBUTE, openDialogs.size > 0);
}

/** Opens a dialog as a modal (focus kept inside, Escape closes it), the page under it kept still until it closes. */
export function showModalDialog(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  dialog.showModal();
  openDialogs.add(dialog);
  markOpenDialogs();
  dialog.addEventListener('close', markOpenDialogs, { once: true });
}

/** Closes a dialog showModalDialog opened; the page scrolls again once no such dialog is open. */
export function closeModalDialog(dialog: HTMLDialogElement): void {
  if (dialog.open) dialog.close();
  markOpenDialogs();
}
