/**
 * The web app's feature boundaries, held on the import graph (docs/decisions/013-feature-boundaries.md); the lint
 * rule (scripts/lint/feature-boundaries.js) says the same file by file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  appLayerPastEntries,
  buildingBlocksImportingFeatures,
  crossFeatureImports,
  i18nImportingFeatures,
  importEdges,
  importLoops,
  type ImportEdge,
} from './import-graph';

const root = process.cwd();
const edges = importEdges(root);

const shown = (found: ImportEdge[]) => found.map(({ from, to }) => `${from} → ${to}`);

describe('the web features’ boundaries', () => {
  it('finds the imports it judges', () => {
    expect(edges.length).toBeGreaterThan(1000);
    expect(edges).toContainEqual({ from: 'src/web/pages.ts', to: 'src/web/features/site/index.ts' });
  });

  it('has no import from one web feature into another', () => {
    expect(shown(crossFeatureImports(edges))).toEqual([]);
  });

  it('has no import from src/web/lib, src/web/components or the test helpers into a feature', () => {
    expect(shown(buildingBlocksImportingFeatures(edges))).toEqual([]);
  });

  it('lets the app layer into a feature only through its entry', () => {
    expect(shown(appLayerPastEntries(edges))).toEqual([]);
  });

  it('keeps every entry to re-exports, which the build may take as free of side effects (vite.config.ts)', () => {
    const features = path.join(root, 'src/web/features');
    for (const feature of fs.readdirSync(features)) {
      const entry = path.join(features, feature, 'index.ts');
      if (!fs.existsSync(entry)) continue;
      const statements = fs
        .readFileSync(entry, 'utf8')
        .replace(/\/\*[^]*?\*\//g, '')
        .replace(/\/\/[^\n]*/g, '')
        .split(';')
        .map((statement) => statement.trim())
        .filter(Boolean);
      expect(statements.length, entry).toBeGreaterThan(0);
      for (const statement of statements) {
        expect(statement, entry).toMatch(/^export (type )?\{[\w\s,]+\} from '\.\/[\w-]+(?:[./][\w-]+)*'$/);
      }
    }
  });

  it('has no import loop', () => {
    expect(importLoops(edges)).toEqual([]);
  });

  it('keeps the text layer free of the features: each feature’s text comes with its code (decision 016)', () => {
    expect(i18nImportingFeatures(edges)).toEqual([]);
  });

  it('imports no text file for its side effect: code that shows a text imports its handle', () => {
    const bare = /^import '[^'\n]+';$/gm;
    const found: string[] = [];
    const walk = (folder: string) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name)) {
          for (const [line] of fs.readFileSync(file, 'utf8').matchAll(bare)) {
            if (!line.endsWith(".css';") && !line.includes('@testing-library')) {
              found.push(`${path.relative(root, file)}: ${line}`);
            }
          }
        }
      }
    };
    walk(path.join(root, 'src/web'));
    expect(found).toEqual([]);
  });
});
