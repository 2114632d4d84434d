/**
 * The repository explains itself (docs/architecture.md#citations): code and docs cite docs/product.md and
 * docs/architecture.md by section id, every id they cite exists, and nothing cites a file outside the repository
 * (the original specification's documents by number, its design notes or stack notes).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SELF = path.relative(ROOT, fileURLToPath(import.meta.url));
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report', '.test-output']);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|css|html|md)$/;

/** Every text file under a folder of the repository, as paths relative to the root. */
function filesUnder(folder: string): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, relative), { withFileTypes: true })) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.')) walk(child);
      } else if (TEXT_FILE.test(entry.name)) found.push(child);
    }
  };
  if (fs.existsSync(path.join(ROOT, folder))) walk(folder);
  return found;
}

const rootFiles = fs.readdirSync(ROOT).filter((name) => /\.(ts|js|mjs|cjs|md)$/.test(name));
const CODE_FILES = [...filesUnder('src'), ...filesUnder('e2e'), ...filesUnder('scripts'), ...rootFiles].filter(
  (file) => file !== SELF,
);
const DOC_FILES = filesUnder('docs');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** A heading's id as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
function headingSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/<[^<>]*>/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/** The section ids of a doc: its explicit `<a id>` anchors and its headings' slugs. */
function sectionIds(file: string): Set<string> {
  const ids = new Set<string>();
  for (const line of read(file).split('\n')) {
    const anchor = /<a (?:id|name)="([^"]+)">/.exec(line);
    if (anchor) ids.add(anchor[1]!);
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) ids.add(headingSlug(heading[1]!));
  }
  return ids;
}

const SECTIONS = {
  product: sectionIds('docs/product.md'),
  architecture: sectionIds('docs/architecture.md'),
} as const;

/** Where a match sits, for the failure message. */
function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** Files outside the repository that code and docs used to cite; the patterns name them without spelling them. */
const OUTSIDE_CITATIONS: readonly [what: string, pattern: RegExp][] = [
  ['a document of the original specification by number', /\b[Dd]ocuments? [12]\b/g],
  ['a section of the original specification (§n)', /§\s?\d/g],
  ['the original design notes', /\bdesign\.md\b/g],
  ['the original stack notes', /(?<![#"\w/-])stack-notes\b/g],
  ['a part of the original specification by name', /\bthe spec['’]s (?:public site|customer area|back office)\b/g],
  ['a doc by section name instead of id (docs/<doc>.md#<id>)', /docs\/(?:product|architecture)\.md, [A-Z]/g],
];

describe('citations of the docs', () => {
  it('finds the docs and their sections', () => {
    expect(SECTIONS.product.size).toBeGreaterThan(50);
    expect(SECTIONS.architecture.size).toBeGreaterThan(10);
    expect(CODE_FILES.length).toBeGreaterThan(100);
  });

  it('cites nothing outside the repository', () => {
    const found: string[] = [];
    for (const file of [...CODE_FILES, ...DOC_FILES]) {
      const text = read(file);
      for (const [what, pattern] of OUTSIDE_CITATIONS) {
        for (const match of text.matchAll(pattern)) {
          found.push(`${file}:${lineOf(text, match.index)}: ${what}: "${match[0]}"`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('cites only sections that exist, in code as docs/<doc>.md#<id>, #<id> ...', () => {
    const missing: string[] = [];
    let cited = 0;
    // "docs/product.md#salary, #validation-salary": the ids after the first belong to the same doc, also across a
    // comment's line break.
    const CITATION = /docs\/(product|architecture)\.md#([\w-]+)((?:,\s*(?:\*\s*|\/\/\s*)?#[\w-]+)*)/g;
    for (const file of CODE_FILES) {
      const text = read(file);
      for (const match of text.matchAll(CITATION)) {
        const doc = match[1] as keyof typeof SECTIONS;
        const ids = [match[2]!, ...[...match[3]!.matchAll(/#([\w-]+)/g)].map((id) => id[1]!)];
        for (const id of ids) {
          cited += 1;
          if (!SECTIONS[doc].has(id)) missing.push(`${file}:${lineOf(text, match.index)}: docs/${doc}.md#${id}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(cited).toBeGreaterThan(0);
  });

  it('links only to sections that exist, in the docs and the README', () => {
    const missing: string[] = [];
    const LINK = /\]\(((?:\.\.\/|docs\/)?(?:decisions\/\.\.\/)?)(product|architecture)\.md#([\w-]+)\)/g;
    for (const file of [...DOC_FILES, 'README.md']) {
      const text = read(file);
      for (const match of text.matchAll(LINK)) {
        const doc = match[2] as keyof typeof SECTIONS;
        if (!SECTIONS[doc].has(match[3]!)) {
          missing.push(`${file}:${lineOf(text, match.index)}: ${doc}.md#${match[3]}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
