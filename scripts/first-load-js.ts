/**
 * First-load JavaScript of a page, as a real Chromium loads it from a running app: every script requested until
 * the network is idle, with its gzip size (bundle-size.ts prints it, lighthouse.ts checks the budget of '/').
 */
import zlib from 'node:zlib';
import type { Browser } from '@playwright/test';

export interface ScriptSize {
  name: string;
  raw: number;
  gzip: number;
}

export interface FirstLoad {
  scripts: ScriptSize[];
  /** The sum of the scripts' gzip sizes, in bytes. */
  gzip: number;
}

export async function measureFirstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.set(new URL(response.url()).pathname, response.body());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(
      [...bodies].map(async ([name, body]) => {
        const content = await body;
        return { name, raw: content.length, gzip: zlib.gzipSync(content, { level: 9 }).length };
      }),
    );
    scripts.sort((a, b) => b.gzip - a.gzip);
    return { scripts, gzip: scripts.reduce((sum, script) => sum + script.gzip, 0) };
  } finally {
    await context.close();
  }
}

/** Bytes as kB with one decimal, the unit every figure here is given in. */
export const kB = (bytes: number) => (bytes / 1024).toFixed(1);
