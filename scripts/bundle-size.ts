/**
 * First-load JavaScript of public pages, as a real Chromium loads them from the built app: every script
 * requested until the network is idle, with its gzip size.
 * Usage: npm run build && node --import tsx scripts/bundle-size.ts [/path ...]
 * (another build: BUILT_SERVER, WEB_DIR and SSR_DIR, see src/server/test/server-process.ts)
 */
import { chromium } from '@playwright/test';
import { startServerProcess } from '@server/test/server-process';
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path';
import { kB, measureFirstLoad } from './first-load-js';

const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/services', '/curly-service/all', '/offers'];
const app = await startServerProcess();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const pagePath of pages) {
    const { scripts, gzip } = await measureFirstLoad(browser, app.url + pagePath);
    console.log(`\n${pagePath}: ${scripts.length} scripts, ${kB(gzip)} kB gzip first-load JavaScript`);
    for (const script of scripts) {
      console.log(`  ${kB(script.gzip).padStart(7)} kB gzip  ${kB(script.raw).padStart(7)} kB raw  ${script.name}`);
    }
  }
} finally {
  await browser.close();
  await app.stop();
}
