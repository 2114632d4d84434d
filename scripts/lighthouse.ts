/**
 * Lighthouse (mobile) on public pages of the built app, with Debian's Chromium and the flags of stack-notes.md.
 * Usage: npm run build && node --import tsx scripts/lighthouse.ts [/path ...]
 * Lighthouse is run with npx (pinned version), not installed with the app (stack-notes gotcha 1).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path';
import { startBuiltApp } from './built-app';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/services', '/curly-service/all', '/offers'];
const browser = chromiumPath();
if (!browser) throw new Error('Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH');

type Report = {
  categories: Record<string, { score: number | null; title: string; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; title: string; displayValue?: string }>;
};

const app = await startBuiltApp();
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-lighthouse-'));
const results: string[] = [];
try {
  for (const pagePath of pages) {
    const output = path.join(outDir, `${pagePath.replace(/\W+/g, '_') || 'home'}.json`);
    const run = spawnSync(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        app.url + pagePath,
        `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
      ],
      { env: { ...process.env, CHROME_PATH: browser }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (run.status !== 0 || !fs.existsSync(output)) {
      results.push(`${pagePath}: lighthouse failed (exit ${run.status})`);
      continue;
    }
    const report = JSON.parse(fs.readFileSync(output, 'utf8')) as Report;
    const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
    results.push(
      `${pagePath}: performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}, SEO ${score('seo')}`,
    );
    // Every audit that costs points, under its category, heaviest first.
    for (const category of Object.values(report.categories)) {
      const failing = category.auditRefs
        .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 0.9)
        .sort((a, b) => b.weight - a.weight);
      for (const ref of failing) {
        const audit = report.audits[ref.id]!;
        results.push(`    - [${category.title}] ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      }
    }
  }
} finally {
  await app.stop();
  fs.rmSync(outDir, { recursive: true, force: true });
}
console.log(results.join('\n'));
