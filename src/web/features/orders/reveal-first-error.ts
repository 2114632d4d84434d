/**
 * After a refused submit, brings the form's first marked field into view and focuses it, so a phone (where the
 * field may sit far above or below, or under the sticky header) shows what to fix. Fields are marked the way Mantine
 * marks them (`aria-invalid`), or with `data-field-error` for a message that belongs to a group of inputs; the
 * view scrolls to the field's `data-error-anchor` block (a whole line of the invoice) or to its label.
 */

/** Space left between the sticky header and the field, in px. */
const GAP_PX = 12;

const FOCUSABLE =
  'input:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The bottom edge of the header that stays on screen while the page scrolls (0 when there is none). */
function stickyHeaderBottom(): number {
  for (const header of Array.from(document.querySelectorAll('header'))) {
    const { position } = getComputedStyle(header);
    if (position === 'sticky' || position === 'fixed') return Math.max(0, header.getBoundingClientRect().bottom);
  }
  return 0;
}

/** The label of a labelable element (input, button, textarea, select). */
function labelOf(field: HTMLElement): HTMLElement | null {
  const { labels } = field as Partial<HTMLInputElement>;
  return labels?.[0] ?? null;
}

/** Scrolls the first field marked invalid inside `form` below the sticky header and focuses it; false if none. */
export function revealFirstError(form: HTMLElement): boolean {
  const marked = form.querySelector<HTMLElement>('[aria-invalid="true"], [data-field-error]');
  if (!marked) return false;
  const anchor = marked.closest<HTMLElement>('[data-error-anchor]') ?? labelOf(marked) ?? marked;
  anchor.style.scrollMarginTop = `${stickyHeaderBottom() + GAP_PX}px`;
  anchor.scrollIntoView({ block: 'start' });
  const target = marked.matches(FOCUSABLE)
    ? marked
    : (marked.querySelector<HTMLElement>(FOCUSABLE) ?? anchor.querySelector<HTMLElement>(FOCUSABLE));
  target?.focus({ preventScroll: true });
  return true;
}
