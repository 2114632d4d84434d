/**
 * Addresses in the page's language (docs/decisions/018-hindi-at-its-own-addresses.md). The router keeps its links in
 * the language by its basename; these are for the rest: a link drawn outside the router, a page load, and the
 * language switch.
 */
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, languageSwitchPath, otherLanguage, pathInLanguage } from '@shared/languages';
import { currentLanguage, useLanguage } from '@web/i18n';
import { saveAccountLanguage } from './account-language';
import { getSession, updateSessionUser } from './session';

/** An app path (as `paths` names it) at its address in the language shown. */
export function inPageLanguage(path: string): string {
  return pathInLanguage(path, currentLanguage());
}

/**
 * The language switch of this page: a plain link (it works without a script) to it in the other language. A
 * signed-in user's choice is kept on their account first (the server keeps the browser's by the link's `?lang=`).
 */
export function useLanguageSwitch(): {
  href: string;
  lang: string;
  label: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
} {
  const other = otherLanguage(useLanguage());
  const { pathname, search, hash } = useLocation();
  const href = languageSwitchPath(pathname + search + hash, other);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const { token } = getSession();
    if (!token || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
      return;
    }
    event.preventDefault();
    void saveAccountLanguage(token, other).then((user) => {
      if (user) updateSessionUser(user);
      window.location.assign(href);
    });
  };
  return { href, lang: LANGUAGE_TAGS[other].html, label: LANGUAGE_NAMES[other], onClick };
}
