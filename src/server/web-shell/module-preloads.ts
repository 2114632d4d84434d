/**
 * The browser's entry (src/web/main.tsx) loads the app with a dynamic import once the page has painted, and the
 * page's own code with another: the HTML names those chunks up front (from Vite's build manifest), so the browser
 * fetches them while it paints instead of one after the other, and the service worker keeps them for offline use.
 */
import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

/** The module main.tsx loads after the first paint. */
export const APP_MODULE = 'start-app.tsx';
/**
 * What it loads instead on a guest's document with islands (decision 017), named for no preloading: it is fetched after
 * the first paint.
 */
export const ISLANDS_MODULE = 'start-islands-page.ts';

export interface ModulePreloads {
  /** <link rel="modulepreload"> tags for the app and, when given, a page module, without the entry's own. */
  tagsFor(pageModule?: string): string;
}

export function readModulePreloads(webDir: string): ModulePreloads {
  const file = path.join(webDir, '.vite', 'manifest.json');
  const manifest: Manifest = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : {};

  const closure = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
  };
  // The entry and what it imports statically are in index.html already.
  const inHtml = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, inHtml);

  const tags = (keys: string[]) => {
    const files = new Set<string>();
    for (const key of keys) closure(key, files);
    return [...files]
      .filter((chunkFile) => !inHtml.has(chunkFile) && chunkFile.endsWith('.js'))
      .map((chunkFile) => `<link rel="modulepreload" crossorigin href="/${chunkFile}">`)
      .join('\n    ');
  };
  const appTags = tags([APP_MODULE]);
  return { tagsFor: (pageModule) => (pageModule ? tags([APP_MODULE, pageModule]) : appTags) };
}
