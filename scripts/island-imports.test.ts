/**
 * Islands run without a framework (docs/architecture.md#fast-public-pages, decision 017): what the build bundles for
 * each `*.island.ts` under src/web, followed through every import, holds no React, Mantine, icons, router, query
 * cache or text layer. The login and register islands also leave zod out: their rules are plain checks
 * (src/web/features/accounts/account-rules.ts), so a form loaded at the first focus stays small; and
 * src/shared/constants.ts, which the build puts into the chunk of the app's frame (vite.config.ts: with the text
 * layer and Mantine's toast store), so their values come in the page's markup instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const FRAMEWORK = [
  /node_modules\/react\//,
  /node_modules\/react-dom\//,
  /node_modules\/@mantine\//,
  /node_modules\/@tabler\//,
  /node_modules\/react-router\//,
  /node_modules\/@tanstack\//,
  /^src\/web\/i18n\//,
];
const NOT_FOR_ACCOUNT_ISLANDS = [/node_modules\/zod\//, /^src\/shared\/constants\.ts$/];

function islandFiles(folder: string): string[] {
  return fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(folder, entry.name);
    if (entry.isDirectory()) return islandFiles(child);
    return entry.name.endsWith('.island.ts') ? [child] : [];
  });
}

/** Every file the build takes in for an island, as paths relative to the repository. */
async function bundledFiles(island: string): Promise<string[]> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [island],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    outdir: 'island-imports',
    loader: { '.css': 'local-css' },
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

describe('the islands', () => {
  const islands = islandFiles('src/web');

  it('are found', () => {
    expect(islands).toContain(path.join('src', 'web', 'features', 'accounts', 'pages', 'login.island.ts'));
  });

  it.each(islands)('%s bundles no framework', async (island) => {
    const files = await bundledFiles(island);
    expect(files).toContain(island.split(path.sep).join('/'));
    expect(files.filter((file) => FRAMEWORK.some((pattern) => pattern.test(file)))).toEqual([]);
  });

  it.each(islands.filter((island) => island.includes(path.join('features', 'accounts'))))(
    '%s bundles no zod, nor the constants of the frame’s chunk',
    async (island) => {
      const files = await bundledFiles(island);
      expect(files.filter((file) => NOT_FOR_ACCOUNT_ISLANDS.some((pattern) => pattern.test(file)))).toEqual([]);
    },
  );
});
