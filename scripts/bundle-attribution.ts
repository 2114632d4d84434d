/**
 * Which packages and source files make up each chunk of a web build, in raw (minified) bytes, read from the
 * build's source maps. Usage:
 *   npx vite build --sourcemap --outDir /tmp/build
 *   node --import tsx scripts/bundle-attribution.ts /tmp/build [chunk-name-part ...] [--files] [--top=N]
 * Without chunk names every chunk is listed; --files lists source files instead of packages and folders.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

const args = process.argv.slice(2);
const buildDir = args.find((arg) => !arg.startsWith('--'));
if (!buildDir) throw new Error('Usage: bundle-attribution.ts <build dir> [chunk-name-part ...] [--files] [--top=N]');
const chunkFilters = args.filter((arg) => !arg.startsWith('--') && arg !== buildDir);
const isByFile = args.includes('--files');
const top = Number(args.find((arg) => arg.startsWith('--top='))?.slice('--top='.length) ?? 12);

/** 'react-dom' or '@mantine/core' for a dependency; the path under src/ for the app's own code. */
function owner(source: string): string {
  const normalized = source.replace(/\\/g, '/');
  const nodeModules = normalized.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const inPackage = normalized.slice(nodeModules + 'node_modules/'.length);
    if (isByFile) return inPackage;
    const [first, second] = inPackage.split('/');
    return first?.startsWith('@') ? `${first}/${second}` : (first ?? normalized);
  }
  const inSrc = normalized.indexOf('src/');
  const local = inSrc >= 0 ? normalized.slice(inSrc) : normalized.replace(/^(\.\.\/)+/, '');
  if (isByFile) return local;
  // Resource files stay visible on their own: they are what the i18n split moves between chunks.
  if (/\/en\.ts$|-en\.ts$/.test(local)) return local;
  return local.split('/').slice(0, 3).join('/');
}

/** Raw bytes per owner: every generated character is charged to the source its mapping points at. */
function attribute(code: string, map: RawSourceMap): Map<string, number> {
  const lineStarts = [0];
  for (let index = 0; index < code.length; index += 1) if (code[index] === '\n') lineStarts.push(index + 1);
  const offset = (line: number, column: number) => (lineStarts[line - 1] ?? code.length) + column;

  const mappings: { at: number; source: string | null }[] = [];
  new SourceMapConsumer(map).eachMapping((mapping) => {
    mappings.push({ at: offset(mapping.generatedLine, mapping.generatedColumn), source: mapping.source });
  });
  mappings.sort((a, b) => a.at - b.at);

  const bytes = new Map<string, number>();
  const charge = (who: string, from: number, to: number) => {
    if (to > from) bytes.set(who, (bytes.get(who) ?? 0) + Buffer.byteLength(code.slice(from, to)));
  };
  charge('(unmapped)', 0, mappings[0]?.at ?? code.length);
  mappings.forEach((mapping, index) => {
    const end = mappings[index + 1]?.at ?? code.length;
    charge(mapping.source ? owner(mapping.source) : '(unmapped)', mapping.at, end);
  });
  return bytes;
}

const assets = path.join(buildDir, 'assets');
const chunks = fs
  .readdirSync(assets)
  .filter((name) => name.endsWith('.js') && (!chunkFilters.length || chunkFilters.some((part) => name.includes(part))))
  .map((name) => ({ name, size: fs.statSync(path.join(assets, name)).size }))
  .sort((a, b) => b.size - a.size);

const kB = (value: number) => (value / 1024).toFixed(1).padStart(7);
for (const { name, size } of chunks) {
  const mapFile = path.join(assets, `${name}.map`);
  console.log(`\n${name}: ${kB(size)} kB raw`);
  if (!fs.existsSync(mapFile)) {
    console.log('  (no source map: build with --sourcemap)');
    continue;
  }
  const code = fs.readFileSync(path.join(assets, name), 'utf8');
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as RawSourceMap;
  const rows = [...attribute(code, map)].sort((a, b) => b[1] - a[1]);
  for (const [who, bytes] of rows.slice(0, top)) console.log(`  ${kB(bytes)} kB  ${who}`);
  const rest = rows.slice(top).reduce((sum, [, bytes]) => sum + bytes, 0);
  if (rest > 0) console.log(`  ${kB(rest)} kB  (${rows.length - top} more)`);
}
