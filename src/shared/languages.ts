/**
 * The app's two languages and their addresses (docs/decisions/018-hindi-at-its-own-addresses.md): every page has an
 * English address and a Hindi one, the same path under `/hi` (`/hi`, `/hi/services`, `/hi/dashboard`). The address
 * says the language; a visitor's choice is remembered by a cookie and, when signed in, on the account.
 */

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The first part of a Hindi address. */
export const HINDI_PREFIX = '/hi';

/**
 * This browser chose Hindi (`hindi=1`; nothing secret, @shared/document-cookies): an English address it asks for is
 * answered with the Hindi one. Choosing English clears it.
 */
export const HINDI_COOKIE = 'hindi';
/** How long the choice is kept: a year, renewed at each choice. */
export const HINDI_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The query parameter a language switch adds to the other language's address (`?lang=hi`, `?lang=en`): the server
 * keeps the choice in the cookie and answers with the address without it, so the switch works without JavaScript.
 */
export const LANGUAGE_PARAMETER = 'lang';

/** The language's tag for `<html lang>` and `hreflang`, and its locale for Intl (dates, month names). */
export const LANGUAGE_TAGS: Record<Language, { html: string; locale: string }> = {
  en: { html: 'en', locale: 'en-IN' },
  hi: { html: 'hi', locale: 'hi-IN' },
};

/** Each language's name in its own script, as a language switch shows it (the same in either language). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** The other of the two languages: the one a switch offers. */
export function otherLanguage(language: Language): Language {
  return language === 'hi' ? 'en' : 'hi';
}

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'hi';
}

const HINDI_ADDRESS = /^\/hi(?=$|[/?#])/;

/** The language an address (a path, with or without its query) is in: Hindi under `/hi`, else English. */
export function languageOfPath(address: string): Language {
  return HINDI_ADDRESS.test(address) ? 'hi' : 'en';
}

/** The address without its language part: `/hi/services` is `/services`, `/hi` is `/`, `/hi?x=1` is `/?x=1`. */
export function pathWithoutLanguage(address: string): string {
  if (languageOfPath(address) === 'en') return address;
  const rest = address.slice(HINDI_PREFIX.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** An address (with or without its language part, query and hash kept) in a language. */
export function pathInLanguage(address: string, language: Language): string {
  const plain = pathWithoutLanguage(address.startsWith('/') ? address : `/${address}`);
  if (language === 'en') return plain;
  if (plain === '/') return HINDI_PREFIX;
  return /^\/[?#]/.test(plain) ? `${HINDI_PREFIX}${plain.slice(1)}` : `${HINDI_PREFIX}${plain}`;
}

/**
 * A language switch's link: the address (with or without its language part) in that language, with `?lang=` added to
 * its query so the server keeps the choice (the hash kept last).
 */
export function languageSwitchPath(address: string, language: Language): string {
  const hashAt = address.indexOf('#');
  const beforeHash = hashAt === -1 ? address : address.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : address.slice(hashAt);
  const inLanguage = pathInLanguage(beforeHash, language);
  const separator = inLanguage.includes('?') ? '&' : '?';
  return `${inLanguage}${separator}${LANGUAGE_PARAMETER}=${language}${hash}`;
}
