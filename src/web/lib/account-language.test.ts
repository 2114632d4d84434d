import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HINDI_COOKIE } from '@shared/languages';
import { languageAtSignIn } from './account-language';
import { hasDocumentCookie } from './document-cookies';

const saved: unknown[] = [];

beforeEach(() => {
  saved.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      saved.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ user: { language: 'hi' } }), { status: 200 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = `${HINDI_COOKIE}=; Path=/; Max-Age=0`;
});

describe('the language of a new session', () => {
  it("is the account's when it has one, whatever the page's, and the browser keeps it", async () => {
    expect(await languageAtSignIn({ language: 'hi' }, 'token', 'en')).toBe('hi');
    expect(hasDocumentCookie(HINDI_COOKIE)).toBe(true);
    expect(await languageAtSignIn({ language: 'en' }, 'token', 'hi')).toBe('en');
    expect(hasDocumentCookie(HINDI_COOKIE)).toBe(false);
    expect(saved).toEqual([]);
  });

  it("is a Hindi page's for an account without one, saved on the account; an English page saves nothing", async () => {
    expect(await languageAtSignIn({ language: null }, 'token', 'hi')).toBe('hi');
    expect(saved).toEqual([{ language: 'hi' }]);
    expect(hasDocumentCookie(HINDI_COOKIE)).toBe(true);
    expect(await languageAtSignIn({}, 'token', 'en')).toBe('en');
    expect(saved).toHaveLength(1);
    expect(hasDocumentCookie(HINDI_COOKIE)).toBe(false);
  });
});
