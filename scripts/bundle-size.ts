/**
 * First-load JavaScript of public pages, as a real Chromium loads them from the built app: every script
 * requested until the network is idle, with its gzip size. Usage: npm run build && node --import tsx scripts/bundle-size.ts [/path ...]
 */
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path';
import { startBuiltApp } from './built-app';

const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/services', '/curly-service/all', '/offers'];
const app = await startBuiltApp();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const pagePath of pages) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.set(new URL(response.url()).pathname, response.body());
    });
    await page.goto(app.url + pagePath, { waitUntil: 'networkidle' });
    const rows = await Promise.all(
      [...scripts].map(async ([name, body]) => {
        const content = await body;
        return { name, raw: content.length, gzip: zlib.gzipSync(content, { level: 9 }).length };
      }),
    );
    rows.sort((a, b) => b.gzip - a.gzip);
    const total = rows.reduce((sum, row) => sum + row.gzip, 0);
    console.log(`\n${pagePath}: ${rows.length} scripts, ${(total / 1024).toFixed(1)} kB gzip first-load JavaScript`);
    for (const row of rows) {
      console.log(
        `  ${(row.gzip / 1024).toFixed(1).padStart(7)} kB gzip  ${(row.raw / 1024).toFixed(1).padStart(7)} kB raw  ${row.name}`,
      );
    }
    await context.close();
  }
} finally {
  await browser.close();
  await app.stop();
}
