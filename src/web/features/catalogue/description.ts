/**
 * A service's description as the back office wrote it (rich text), made safe to show: DOMPurify keeps the formatting
 * and drops scripts, handlers, styles and form controls. DOMPurify is fetched when the first description opens, so
 * it stays off the page's first load (no React here: the detail island uses it on a guest's document).
 */
type Sanitize = (html: string) => string;

let purifier: Promise<Sanitize> | null = null;

export function loadSanitizer(): Promise<Sanitize> {
  purifier ??= import('dompurify').then(
    ({ default: DOMPurify }) =>
      (html: string) =>
        DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'] }),
  );
  // A failed fetch (offline) is not kept: the next opening tries again.
  purifier.catch(() => (purifier = null));
  return purifier;
}

/** The description's words alone, for when DOMPurify cannot be fetched (a parsed document runs and loads nothing). */
export function descriptionText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}
