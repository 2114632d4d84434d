/**
 * The language a signed-in browser reads the app in (docs/decisions/018-hindi-at-its-own-addresses.md). At sign-in
 * (and sign-up) the account's language wins; an account that has none takes the page's when the page is Hindi, saved
 * on the account so that it follows the user to another device. The browser keeps the language in the `hindi`
 * cookie, by which the server sends an English address to its Hindi one. Plain code: the login and register islands
 * use it on a guest's document.
 */
import type { User } from '@shared/accounts.schemas';
import { HINDI_COOKIE, HINDI_COOKIE_MAX_AGE_S, type Language } from '@shared/languages';
import { clearDocumentCookie, setDocumentCookie } from './document-cookies';

/** Keeps the account's language on the account: the user as the server now has it, or null when it could not. */
export async function saveAccountLanguage(token: string, language: Language): Promise<User | null> {
  try {
    const response = await fetch('/api/user/language', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ language }),
    });
    if (!response.ok) return null;
    const { user } = (await response.json()) as { user?: User };
    return user ?? null;
  } catch {
    return null; // offline: the page's language still holds on this browser
  }
}

/** This browser's choice, for the server's redirects: Hindi kept for a year, English by no cookie. */
export function keepLanguageChoice(language: Language): void {
  if (language === 'hi') setDocumentCookie(HINDI_COOKIE, HINDI_COOKIE_MAX_AGE_S);
  else clearDocumentCookie(HINDI_COOKIE);
}

/** The language a new session reads the app in, kept by the browser (and by the account, when it had none). */
export async function languageAtSignIn(
  user: { language?: Language | null },
  token: string,
  pageLanguage: Language,
): Promise<Language> {
  const language = user.language ?? pageLanguage;
  if (!user.language && language === 'hi') await saveAccountLanguage(token, language);
  keepLanguageChoice(language);
  return language;
}
