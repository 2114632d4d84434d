/**
 * Taps before the app is live (decision 017, docs/architecture.md#fast-public-pages). A signed-in visitor's public page
 * is the server's markup until the app has loaded and hydrated it, which takes seconds on a budget phone, and a tap on
 * a button meanwhile would be lost. Until the app marks the document ready (`data-app-ready`, AppLayout), a click on a
 * button of the page is held: Add to My Room and Book Appointment show at once that they are working, and the click
 * is replayed on the same button once the app is live. Links are never held (they work as the plain links they are).
 * A guest's page is held the same way until its islands' starter has run (right after the first paint, it marks the
 * document ready too); from then on the islands hold their own taps (start-islands.ts).
 */
import { setButtonBusy } from './button-busy';

/** The attribute the app (AppLayout) or the islands' starter (start-islands-page.ts) sets on the root element. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** Marks the document live: held taps are replayed, and browser tests know a tap reaches the page's code. */
export function markAppReady(): void {
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, 'true');
}
/** Buttons whose held tap shows at once that it is working: what they do takes a moment even once the app is live. */
const SHOWS_BUSY = '[data-island="add-to-room"], [data-island="book"]';

/** Starts holding taps; what it returns stops holding them and drops a held one (the app could not be loaded). */
export function holdTapsUntilAppReady(root: HTMLElement = document.documentElement): () => void {
  let held: HTMLElement | null = null;

  function hold(event: MouseEvent) {
    if (root.hasAttribute(APP_READY_ATTRIBUTE)) return stop();
    if (!(event.target instanceof Element) || event.target.closest('a[href]')) return;
    const control = event.target.closest<HTMLElement>('button, [role="button"]');
    if (!control || control.hasAttribute('disabled') || control.getAttribute('aria-disabled') === 'true') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held && held !== control) setButtonBusy(held, false);
    held = control;
    if (control.matches(SHOWS_BUSY)) setButtonBusy(control, true);
  }

  const observer = new MutationObserver(() => {
    if (!root.hasAttribute(APP_READY_ATTRIBUTE)) return;
    const target = held;
    stop();
    if (target?.isConnected) target.click();
  });

  function stop() {
    observer.disconnect();
    document.removeEventListener('click', hold, true);
    if (held) setButtonBusy(held, false);
    held = null;
  }

  if (root.hasAttribute(APP_READY_ATTRIBUTE)) return () => undefined;
  document.addEventListener('click', hold, true);
  observer.observe(root, { attributes: true, attributeFilter: [APP_READY_ATTRIBUTE] });
  return stop;
}
