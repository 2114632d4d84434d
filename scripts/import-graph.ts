/**
 * The import graph of src/: who imports whom, read from the source text (docs/architecture.md#imports).
 * `node --import tsx scripts/import-graph.ts` prints the figures the boundaries are judged by; the boundaries test
 * (scripts/import-graph.test.ts) holds them at zero.
 */
import fs from 'node:fs';
import path from 'node:path';

const ALIASES: Record<string, string> = { '@web/': 'src/web/', '@shared/': 'src/shared/', '@server/': 'src/server/' };
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
/** Static imports and re-exports, side-effect imports, dynamic imports and vi.mock: each names a module. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s*|\bvi\.mock\s*\(\s*)['"]([^'"\n]{1,300})['"]/gm;

export interface ImportEdge {
  from: string;
  to: string;
}

function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name)) found.push(full);
  }
  return found;
}

function resolveSpecifier(root: string, importer: string, specifier: string): string | null {
  let base: string | null = null;
  if (specifier.startsWith('.')) base = path.join(path.dirname(importer), specifier);
  else {
    const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
    if (alias) base = ALIASES[alias]! + specifier.slice(alias.length);
  }
  if (base === null) return null; // a package
  for (const extension of EXTENSIONS) {
    const candidate = path.normalize(base + extension);
    if (fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile()) {
      return candidate.split(path.sep).join('/');
    }
  }
  return null; // a stylesheet or an asset
}

/** Every import between two source files under src/ (test files included: they must keep the rules too). */
export function importEdges(root: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const absolute of sourceFiles(path.join(root, 'src'))) {
    const from = path.relative(root, absolute).split(path.sep).join('/');
    const text = fs.readFileSync(absolute, 'utf8');
    for (const match of text.matchAll(SPECIFIER)) {
      const to = resolveSpecifier(root, from, match[1]!);
      if (to) edges.push({ from, to });
    }
  }
  return edges;
}

/** The web feature a file belongs to, or null for lib, components, layout, i18n and the app's own files. */
export function webFeatureOf(file: string): string | null {
  return /^src\/web\/features\/([^/]+)\//.exec(file)?.[1] ?? null;
}

/** Imports from one web feature into another. */
export function crossFeatureImports(edges: ImportEdge[]): ImportEdge[] {
  return edges.filter(({ from, to }) => {
    const [a, b] = [webFeatureOf(from), webFeatureOf(to)];
    return a !== null && b !== null && a !== b;
  });
}

/** Imports from the web's building blocks (lib, components, layout, i18n) into a feature. */
export function blocksImportingFeatures(edges: ImportEdge[]): ImportEdge[] {
  return edges.filter(
    ({ from, to }) => /^src\/web\/(lib|components|layout|i18n)\//.test(from) && webFeatureOf(to) !== null,
  );
}

/**
 * A feature's entries: src/web/features/<feature>/index.ts (docs/decisions/013-feature-boundaries.md) and, for the
 * islands of a guest's public page, islands.ts (docs/decisions/017-public-pages-as-documents-with-islands.md).
 */
export function isFeatureEntry(file: string): boolean {
  return /^src\/web\/features\/[^/]+\/(index|islands)\.ts$/.test(file);
}

/** Imports from lib, components and the test helpers, which are below the features, into a feature. */
export function buildingBlocksImportingFeatures(edges: ImportEdge[]): ImportEdge[] {
  return edges.filter(({ from, to }) => /^src\/web\/(lib|components|test)\//.test(from) && webFeatureOf(to) !== null);
}

/** Imports from the app layer (src/web/layout, the files directly in src/web) into a feature past its entry. */
export function appLayerPastEntries(edges: ImportEdge[]): ImportEdge[] {
  return edges.filter(
    ({ from, to }) => /^src\/web\/(layout\/|[^/]+$)/.test(from) && webFeatureOf(to) !== null && !isFeatureEntry(to),
  );
}

/** Imports from src/web/i18n into a feature: none, as each feature's text comes with the code that shows it. */
export function i18nImportingFeatures(edges: ImportEdge[]): ImportEdge[] {
  return edges.filter(({ from, to }) => /^src\/web\/i18n\//.test(from) && webFeatureOf(to) !== null);
}

/** Import loops: the strongly connected components of more than one file (Tarjan's algorithm, iterative). */
export function importLoops(edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, []);
    if (!next.has(to)) next.set(to, []);
    next.get(from)!.push(to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const loops: string[][] = [];
  let counter = 0;
  for (const start of next.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; child: number }[] = [{ node: start, child: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const children = next.get(frame.node)!;
      if (frame.child < children.length) {
        const child = children[frame.child++]!;
        if (!index.has(child)) {
          index.set(child, counter);
          low.set(child, counter++);
          stack.push(child);
          onStack.add(child);
          work.push({ node: child, child: 0 });
        } else if (onStack.has(child)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(child)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1) loops.push(component.sort());
      }
    }
  }
  return loops;
}

/** Page components (src/web/features/<f>/pages/*.tsx, tests aside) and their line counts, longest first. */
export function pageSizes(root: string): { file: string; lines: number }[] {
  const featuresFolder = path.join(root, 'src/web/features');
  const pages: { file: string; lines: number }[] = [];
  for (const feature of fs.readdirSync(featuresFolder)) {
    const folder = path.join(featuresFolder, feature, 'pages');
    if (!fs.existsSync(folder)) continue;
    for (const name of fs.readdirSync(folder)) {
      if (!name.endsWith('.tsx') || name.includes('.test.')) continue;
      const file = path.join(folder, name);
      pages.push({ file: path.relative(root, file), lines: fs.readFileSync(file, 'utf8').split('\n').length });
    }
  }
  return pages.sort((a, b) => b.lines - a.lines);
}

/** Imports that climb three folders or more ('../../../'). */
export function deepRelativeImports(root: string): number {
  let count = 0;
  for (const file of sourceFiles(path.join(root, 'src'))) {
    count += (fs.readFileSync(file, 'utf8').match(/['"](\.\.\/){3,}/g) ?? []).length;
  }
  return count;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const root = process.cwd();
  const edges = importEdges(root);
  const cross = crossFeatureImports(edges);
  const pairs = new Set(cross.map(({ from, to }) => `${webFeatureOf(from)} → ${webFeatureOf(to)}`));
  const loops = importLoops(edges);
  const pages = pageSizes(root);
  console.log(`imports between source files: ${edges.length}`);
  console.log(`imports from one web feature into another: ${cross.length} across ${pairs.size} feature pairs`);
  for (const pair of [...pairs].sort()) console.log(`  ${pair}`);
  console.log(`imports from lib, components, layout or i18n into a feature: ${blocksImportingFeatures(edges).length}`);
  console.log(`  from lib, components or test: ${buildingBlocksImportingFeatures(edges).length}`);
  console.log(`  from the app layer past a feature's entry: ${appLayerPastEntries(edges).length}`);
  console.log(`  from i18n: ${i18nImportingFeatures(edges).length}`);
  console.log(`import loops: ${loops.length} (files in them: ${loops.reduce((sum, loop) => sum + loop.length, 0)})`);
  for (const loop of loops)
    console.log(`  ${loop.length} files: ${loop.slice(0, 6).join(', ')}${loop.length > 6 ? ', …' : ''}`);
  console.log(`imports climbing three folders or more: ${deepRelativeImports(root)}`);
  console.log(`page components over 250 lines: ${pages.filter((page) => page.lines > 250).length}`);
  for (const page of pages.filter((entry) => entry.lines > 250)) console.log(`  ${page.file}: ${page.lines}`);
}
