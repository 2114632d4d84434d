/**
 * Adds a page's namespace to the app's text. Each such namespace's en.ts calls this when it is imported, and the pages
 * that use the namespace import that file, so the text arrives with the page's code and is there before the page
 * first renders (on the server too).
 */
import { i18n } from '.';
import type { PageNamespace, Resources } from './resources';

export function registerNamespace<N extends PageNamespace>(namespace: N, bundle: Resources[N]): void {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, bundle);
}
