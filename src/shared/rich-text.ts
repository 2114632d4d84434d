/** Rich-text descriptions (HTML written in the services admin). Free of zod: pages import it cheaply. */

/**
 * A tag: '<', then anything but another '<' or a '>', then '>'. Excluding '<' keeps the scan linear: with
 * `<[^>]*>` every '<' of a text full of them ran to the end looking for a '>' (quadratic in the length).
 */
export const HTML_TAG = /<[^<>]*>/g;

/** Plain text of a rich-text description, for the 36-character detail rule (docs/product.md#services-page). */
export function plainText(html: string): string {
  return html
    .replace(HTML_TAG, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}
