/**
 * A service's rich-text description (docs/product.md#entity-service: comment), cleaned before it is stored: only the
 * tags the public page shows, links only to web pages, e-mail and telephone. Everything else (scripts, event handlers,
 * styles, javascript: links) is dropped. The public page cleans again with DOMPurify as it shows it.
 */
import sanitizeHtml from 'sanitize-html';
import { plainText } from '@shared/rich-text';

const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'blockquote'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link opens in a new tab and tells the other site nothing of this one.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
    b: 'strong',
    i: 'em',
    strike: 's',
    h1: 'h2',
  },
};

/** The description as stored: cleaned HTML, or '' when nothing readable is left (an empty editor's '<p></p>'). */
export function cleanServiceDescription(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return plainText(clean) === '' ? '' : clean;
}
