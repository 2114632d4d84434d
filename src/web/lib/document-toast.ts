/**
 * An error toast on a guest's public page (docs/architecture.md#fast-public-pages, decision 017): the app's toasts are
 * Mantine's (notify.ts), which a page without the app does not have, so an island there draws this one instead. It
 * looks like the app's red toast, top right, goes after 3 seconds (docs/product.md#constants) unless the pointer
 * rests on it, and has role="alert" so that a screen reader reads it out as it does the app's. An island takes the
 * toast to show as an option: the app passes notifyError, a guest's page this.
 */
import classes from './document-toast.module.css';

/**
 * The toasts' 3 seconds (TOAST_DURATION_MS of src/shared/constants.ts, which the test holds this to): that module is
 * built into the chunk of the app's frame, text layer and toast store, which an island must not bring along.
 */
export const DOCUMENT_TOAST_MS = 3000;

/** As many as the app shows at once (AppProviders); the oldest goes first. */
const MOST_SHOWN = 4;
const LEAVING_MS = 250;
const SVG = 'http://www.w3.org/2000/svg';
/** Mantine's close icon. */
const CLOSE_ICON =
  'M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z';

function closeIcon(): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 15 15');
  svg.setAttribute('fill', 'none');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', CLOSE_ICON);
  path.setAttribute('fill', 'currentColor');
  path.setAttribute('fill-rule', 'evenodd');
  path.setAttribute('clip-rule', 'evenodd');
  svg.append(path);
  return svg;
}

function stack(): HTMLElement {
  const found = document.querySelector<HTMLElement>('[data-document-toasts]');
  if (found) return found;
  const created = document.createElement('div');
  created.className = classes.stack ?? '';
  created.dataset.documentToasts = '';
  document.body.append(created);
  return created;
}

/** Shows `text` (already in the visitor's language) as an error toast. */
export function showDocumentError(text: string): void {
  const toast = document.createElement('div');
  toast.className = classes.toast ?? '';
  toast.setAttribute('role', 'alert');
  const words = document.createElement('div');
  words.className = classes.text ?? '';
  words.textContent = text;
  // For the pointer only, as the app's: the toast goes by itself, and its words are read out as it comes.
  const close = document.createElement('button');
  close.type = 'button';
  close.className = classes.close ?? '';
  close.tabIndex = -1;
  close.setAttribute('aria-hidden', 'true');
  close.append(closeIcon());
  toast.append(words, close);

  let timer: number | undefined;
  const leave = () => {
    window.clearTimeout(timer);
    if (toast.dataset.state === 'leaving') return;
    toast.dataset.state = 'leaving';
    window.setTimeout(() => toast.remove(), LEAVING_MS);
  };
  const leaveLater = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(leave, DOCUMENT_TOAST_MS);
  };
  close.addEventListener('click', leave);
  toast.addEventListener('pointerenter', () => window.clearTimeout(timer));
  toast.addEventListener('pointerleave', leaveLater);

  const shown = stack();
  shown.append(toast);
  const showing = [...shown.children].filter((child) => (child as HTMLElement).dataset.state !== 'leaving');
  for (const old of showing.slice(0, Math.max(0, showing.length - MOST_SHOWN))) old.remove();
  leaveLater();
}
