/**
 * The public pages' own stylesheet (decision 017, docs/architecture.md#fast-public-pages): the build keeps, in a
 * stylesheet of its own, the rules a guest's document can use (scripts/public-stylesheet.ts) and names both
 * stylesheets in .vite/public-stylesheet.json. A guest's document links that one in place of the app's, and names the
 * app's in `data-full-stylesheet` for the code that needs all of it (the app, the booking modal:
 * src/web/lib/full-stylesheet.ts). Without the file (a build without it, the API tests) pages keep the app's.
 */
import fs from 'node:fs';
import path from 'node:path';

export const PUBLIC_STYLESHEET_FILE = 'public-stylesheet.json';

/** The addresses of the two stylesheets, as the built index.html and the build name them. */
export interface PublicStylesheet {
  full: string;
  public: string;
}

/** The attribute of the public stylesheet's link naming the app's whole stylesheet. */
export const FULL_STYLESHEET_ATTRIBUTE = 'data-full-stylesheet';

/** Turns the app's stylesheet link of a page into the public one's; the page as it is without a public stylesheet. */
export type WithPublicStylesheet = (html: string) => string;

const ADDRESS = /^\/assets\/[\w.-]+\.css$/;

export function readPublicStylesheet(webDir: string): WithPublicStylesheet {
  const file = path.join(webDir, '.vite', PUBLIC_STYLESHEET_FILE);
  if (!fs.existsSync(file)) return (html) => html;
  const names = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<PublicStylesheet>;
  const { full, public: publicHref } = names;
  if (!full || !publicHref || !ADDRESS.test(full) || !ADDRESS.test(publicHref)) return (html) => html;
  const link = new RegExp(`<link rel="stylesheet"([^>]*) href="${full.replace(/\./g, '\\.')}">`);
  return (html) =>
    html.replace(link, (_match, attributes: string) => {
      return `<link rel="stylesheet"${attributes} href="${publicHref}" ${FULL_STYLESHEET_ATTRIBUTE}="${full}">`;
    });
}
