/**
 * After the build: the public pages' own stylesheet (decision 017, docs/architecture.md#fast-public-pages). The app
 * has one stylesheet (Mantine's and every feature's, 290 kB); a guest's document needs a third of it, and the rest
 * only delayed its first paint and made each change of the page costlier to style. This keeps the rules a public page
 * can use (scripts/used-css.ts: by class names, keeping every rule whose classes all appear): every public page rendered
 * by the built server with the demo data (each category, an empty search, the not-found page) and the code of the
 * islands that run on them (the classes they set). The booking
 * modal, the one island that brings React and Mantine, loads the whole stylesheet first, as the app does.
 *
 * Writes dist/web/assets/public-<hash>.css and, beside the build manifest, public-stylesheet.json naming both
 * stylesheets for the server (src/server/web-shell/public-stylesheet.ts). Usage (npm run build runs it): node
 * --import tsx scripts/public-stylesheet.ts
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startServerProcess } from '@server/test/server-process';
import { ISLANDS_MODULE } from '@server/web-shell/module-preloads';
import { PUBLIC_STYLESHEET_FILE, type PublicStylesheet } from '@server/web-shell/public-stylesheet';
import { CATEGORY_SLUGS } from '@shared/catalogue';
import { ROUTES } from '@shared/routes';
import { usedCss, wordsOf } from './used-css';

const WEB_DIR = path.resolve('dist/web');
const MANIFEST = path.join(WEB_DIR, '.vite', 'manifest.json');
/** The one island subtree that brings the app's stylesheet itself. */
const FULL_STYLESHEET_ISLAND = 'booking-root.tsx';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** Every address a guest's document is served at, with the states the server renders differently. */
function publicAddresses(): string[] {
  const addresses: string[] = [];
  for (const route of Object.values(ROUTES)) {
    if (!('islands' in route) || !route.islands) continue;
    if (route.path.includes(':')) {
      for (const slug of CATEGORY_SLUGS) addresses.push(route.path.replace(/:[a-z]+$/i, slug));
    } else addresses.push(route.path);
  }
  // A search that finds nothing, a search that finds something, and the not-found page.
  addresses.push('/curly-service/all?search=zzzz', '/curly-service/all?search=hair', '/no-such-page');
  return addresses;
}

/**
 * The JavaScript that runs on a guest's document: the islands' starter and all it loads, but the booking modal; of the
 * entry (main.tsx), its own code and what it imports, not the app it loads for a signed-in visitor.
 */
function islandScripts(manifest: Record<string, ManifestChunk>): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || key === FULL_STYLESHEET_ISLAND || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.isEntry ? [] : (chunk.dynamicImports ?? []))]) visit(next);
  };
  visit(ISLANDS_MODULE);
  return [...files].filter((file) => file.endsWith('.js')).map((file) => path.join(WEB_DIR, file));
}

const indexHtml = fs.readFileSync(path.join(WEB_DIR, 'index.html'), 'utf8');
const fullHref = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"/.exec(indexHtml)?.[1];
if (!fullHref) throw new Error('The built index.html names no stylesheet.');
const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;

const app = await startServerProcess();
const pages: string[] = [];
try {
  for (const address of publicAddresses()) {
    const answer = await fetch(app.url + address);
    const html = await answer.text();
    if (!html.includes('data-islands-path')) throw new Error(`${address} was not served as a guest's document.`);
    pages.push(html);
  }
} finally {
  await app.stop();
}

const fullCss = fs.readFileSync(path.join(WEB_DIR, fullHref), 'utf8');
const content = [...pages, ...islandScripts(manifest).map((file) => fs.readFileSync(file, 'utf8'))];
const publicCss = usedCss(fullCss, wordsOf(content));
const hash = createHash('sha256').update(publicCss).digest('base64url').slice(0, 8);
const publicHref = `/assets/public-${hash}.css`;
fs.writeFileSync(path.join(WEB_DIR, publicHref), publicCss);
const record: PublicStylesheet = { full: fullHref, public: publicHref };
fs.writeFileSync(path.join(WEB_DIR, '.vite', PUBLIC_STYLESHEET_FILE), `${JSON.stringify(record, null, 2)}\n`);
const kB = (bytes: number) => (bytes / 1024).toFixed(1);
console.log(
  `public stylesheet ${publicHref}: ${kB(publicCss.length)} kB of the app's ${kB(fullCss.length)} kB (${pages.length} pages)`,
);
