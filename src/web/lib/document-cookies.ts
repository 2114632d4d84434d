/**
 * The browser's side of the cookies the server draws public pages by (@shared/document-cookies,
 * docs/architecture.md#fast-public-pages). Writes only where a page's start does not wait for them.
 */
import { hasCookie } from '@shared/document-cookies';

/** Sets `name=1` for the whole site: for the browser session, or for `maxAgeSeconds`. */
export function setDocumentCookie(name: string, maxAgeSeconds?: number): void {
  const age = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=1; Path=/; SameSite=Lax${age}${secure}`;
}

export function clearDocumentCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}

export function hasDocumentCookie(name: string): boolean {
  return hasCookie(document.cookie, name);
}
