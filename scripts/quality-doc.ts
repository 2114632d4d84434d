/**
 * docs/quality.md holds the figures the measuring scripts print. Each script owns one section between two marker
 * comments and replaces it on every run, leaving the other sections as they are.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const QUALITY_FILE = path.join('docs', 'quality.md');
const HEADER =
  '# Quality figures\n\nWritten by the measuring scripts under `scripts/`; each run replaces its own section.\n';

/** Date, engine and the machine's core count: the line every section starts with. */
export function runContext(engine: string): string {
  const load = os.loadavg()[0]!.toFixed(1);
  return `Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${engine}, ${os.cpus().length} cores (load average ${load} when it started: other work shares the machine), Node ${process.version}.`;
}

export function writeQualitySection(name: string, markdown: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = fs.existsSync(QUALITY_FILE) ? fs.readFileSync(QUALITY_FILE, 'utf8') : HEADER;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  fs.mkdirSync(path.dirname(QUALITY_FILE), { recursive: true });
  fs.writeFileSync(QUALITY_FILE, next);
}
