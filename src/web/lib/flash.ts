/**
 * A one-time message for the next page a visitor opens (docs/architecture.md#fast-public-pages): a guest's public
 * page has no app to keep a toast alive across a page load, so a page leaves the text here before going on and the
 * next page shows it once (Add to My Room, logged out: 'Please Login first to Access Cart' on /login).
 */
const FLASH_STORAGE_KEY = 'flash';

export function leaveFlash(text: string): void {
  try {
    sessionStorage.setItem(FLASH_STORAGE_KEY, text);
  } catch {
    // Storage refused (a private window's quota, say): the next page simply shows no message.
  }
}

/** The message left for this page, removed as it is read. */
export function takeFlash(): string | null {
  try {
    const text = sessionStorage.getItem(FLASH_STORAGE_KEY);
    sessionStorage.removeItem(FLASH_STORAGE_KEY);
    return text;
  } catch {
    return null;
  }
}
