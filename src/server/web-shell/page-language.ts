/**
 * A page's language (docs/decisions/018-hindi-at-its-own-addresses.md): the address says it (`/hi/...` is Hindi).
 * A language switch is a link to the other address with `?lang=`: the choice is kept in the `hindi` cookie and the
 * browser sent to the address without the parameter. An English address asked for by a browser that chose Hindi is
 * answered with its Hindi address. The page's head gets `<html lang>` and, on an indexed page, the `hreflang` links
 * of both addresses.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasCookie } from '@shared/document-cookies';
import {
  HINDI_COOKIE,
  HINDI_COOKIE_MAX_AGE_S,
  LANGUAGE_PARAMETER,
  LANGUAGE_TAGS,
  isLanguage,
  languageOfPath,
  pathInLanguage,
  type Language,
} from '@shared/languages';

/** index.html's note for a browser without JavaScript, on a Hindi page. */
const HINDI_NOSCRIPT = '<noscript>इस साइट के लिए कृपया अपने ब्राउज़र में जावास्क्रिप्ट चालू करें।</noscript>';

/**
 * A redirect's target as a path on this site, whatever the address asked for: a browser reads `//host`, `/\\host`
 * and `/<tab>/host` (it drops tabs and newlines, and takes a backslash for a slash) as another site's address. So
 * every byte outside printable ASCII and every backslash is percent-encoded (`%09`, `%5C`: plain characters of a path
 * again), and the leading slashes are folded into one. The result is `/` or `/` followed by neither slash nor
 * backslash.
 */
export function onSite(location: string): string {
  const encoded = location.replace(/[^\x21-\x7e]|\\/g, (character) =>
    Array.from(Buffer.from(character, 'utf8'), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(
      '',
    ),
  );
  return `/${encoded.replace(/^\/+/, '')}`;
}

/**
 * Where to send the browser instead of answering, if anywhere: a switch's address without its parameter (the choice
 * kept), or a Hindi reader's English address in Hindi. Sets the cookie on the reply.
 */
export function languageRedirect(request: FastifyRequest, reply: FastifyReply): string | null {
  const [path = '/', query] = splitOnce(request.url, '?');
  const params = new URLSearchParams(query ?? '');
  const chosen = params.get(LANGUAGE_PARAMETER);
  if (chosen !== null) {
    params.delete(LANGUAGE_PARAMETER);
    const language: Language = isLanguage(chosen) ? chosen : languageOfPath(path);
    if (isLanguage(chosen)) reply.header('Set-Cookie', hindiCookie(chosen, request.protocol === 'https'));
    const rest = params.toString();
    return onSite(pathInLanguage(path + (rest ? `?${rest}` : ''), language));
  }
  if (languageOfPath(path) === 'en' && hasCookie(request.headers.cookie, HINDI_COOKIE)) {
    return onSite(pathInLanguage(path + (query === undefined ? '' : `?${query}`), 'hi'));
  }
  return null;
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

function hindiCookie(language: Language, secure: boolean): string {
  const flags = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return language === 'hi'
    ? `${HINDI_COOKIE}=1; Max-Age=${HINDI_COOKIE_MAX_AGE_S}; ${flags}`
    : `${HINDI_COOKIE}=; Max-Age=0; ${flags}`;
}

/**
 * The head in the page's language: `<html lang>`, and for a page search engines index, `hreflang` links to its
 * address in each language and `x-default` (the English one).
 */
export function withLanguageTags(
  html: string,
  { language, path, publicUrl, indexed }: { language: Language; path: string; publicUrl: string; indexed: boolean },
): string {
  const withLang = html
    .replace(/<html lang="[^"]*"/, `<html lang="${LANGUAGE_TAGS[language].html}"`)
    .replace(/<noscript>[^<]*<\/noscript>/, (noscript) => (language === 'hi' ? HINDI_NOSCRIPT : noscript));
  if (!indexed) return withLang;
  const link = (hreflang: string, address: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(publicUrl + address)}">`;
  const links = [
    link(LANGUAGE_TAGS.en.html, pathInLanguage(path, 'en')),
    link(LANGUAGE_TAGS.hi.html, pathInLanguage(path, 'hi')),
    link('x-default', pathInLanguage(path, 'en')),
  ];
  return withLang.replace(/<\/head>/i, () => `  ${links.join('\n    ')}\n  </head>`);
}

const escapeAttribute = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c]!);
