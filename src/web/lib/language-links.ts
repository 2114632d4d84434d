/**
 * Addresses in the page's language (docs/decisions/018-hindi-at-its-own-addresses.md). The router keeps its links in
 * the language by its basename; these are for the rest: a link drawn outside the router, a page load, and the
 * language switch.
 */
import { useLocation } from 'react-router';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, languageSwitchPath, otherLanguage, pathInLanguage } from '@shared/languages';
import { currentLanguage, useLanguage } from '@web/i18n';

/** An app path (as `paths` names it) at its address in the language shown. */
export function inPageLanguage(path: string): string {
  return pathInLanguage(path, currentLanguage());
}

/** The language switch of this page: a plain link (it works without a script) to it in the other language. */
export function useLanguageSwitch(): { href: string; lang: string; label: string } {
  const other = otherLanguage(useLanguage());
  const { pathname, search, hash } = useLocation();
  return {
    href: languageSwitchPath(pathname + search + hash, other),
    lang: LANGUAGE_TAGS[other].html,
    label: LANGUAGE_NAMES[other],
  };
}
