/**
 * Serves the files of the built web app (dist/web) and reads its index.html, the template of every page. Without a
 * build (the API tests, `vite` in development) there is no template and no file is served.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Vite puts a content hash in every asset name: those never change. The service worker must be checked on every
 * visit (browsers cap it at a day anyway); pictures and icons change rarely.
 */
function cachePolicy(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (filePath.endsWith(`${path.sep}sw.js`)) return 'no-cache';
  if (/\.(svg|png|webp|jpg|ico)$/.test(filePath)) return 'public, max-age=604800';
  return 'public, max-age=3600';
}

/** The built app's index.html, or null when the web app is not built. */
export async function serveBuiltApp(app: FastifyInstance, webDir: string): Promise<string | null> {
  const indexFile = path.join(webDir, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    index: false,
    wildcard: false,
    cacheControl: false,
    // The build writes .br and .gz copies of every text asset (scripts/compress-assets.ts).
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', cachePolicy(filePath));
    },
  });
  return fs.readFileSync(indexFile, 'utf8');
}
