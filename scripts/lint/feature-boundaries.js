/**
 * The web app's feature boundaries (docs/decisions/013-feature-boundaries.md), checked on every import, re-export,
 * dynamic import and vi.mock of a file under src/web:
 * - a feature imports no other feature: what several features use lives in src/web/lib or src/web/components;
 * - src/web/lib, src/web/components and src/web/test import no feature;
 * - the app layer (src/web/layout and the files directly in src/web) imports a feature only through its entries,
 *   src/web/features/<feature>/index.ts (and islands.ts, its islands' loaders), and a feature never imports its own
 *   entry (that would be a loop).
 * src/web/i18n is left alone for now: it names the features' text files until the text registration is reworked.
 */
import path from 'node:path';

const ALIAS = '@web/';
const FEATURE = /^src\/web\/features\/([^/]+)(?:\/(.*))?$/;
/** A feature's entries: index.ts for the app, islands.ts for the islands of a guest's public page (decision 017). */
const ENTRY = /^(index(\.ts)?|islands(\.ts)?)?$/;

/** Which rules a file under src/web keeps: its feature, the building blocks, the app layer, or none. */
function zoneOf(file) {
  const feature = FEATURE.exec(file);
  if (feature) return { kind: 'feature', feature: feature[1] };
  if (/^src\/web\/(lib|components|test)\//.test(file)) return { kind: 'block' };
  if (/^src\/web\/layout\//.test(file) || /^src\/web\/[^/]+$/.test(file)) return { kind: 'app' };
  return null;
}

/** The file an import names, relative to the project and without its extension, or null for a package. */
function targetOf(file, specifier) {
  let target;
  if (specifier.startsWith('.')) target = path.posix.join(path.posix.dirname(file), specifier);
  else if (specifier.startsWith(ALIAS)) target = `src/web/${specifier.slice(ALIAS.length)}`;
  else return null;
  return path.posix.normalize(target).replace(/\.tsx?$/, '');
}

/** @type {import('eslint').Rule.RuleModule} */
const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the web features apart (docs/decisions/013-feature-boundaries.md).' },
    schema: [],
    messages: {
      otherFeature:
        "'{{specifier}}' is the {{target}} feature's code: move what both features use to src/web/lib or " +
        'src/web/components, or compose them in the app layer (docs/decisions/013-feature-boundaries.md).',
      ownEntry: "'{{specifier}}' is this feature's entry, for the app layer: import the module itself.",
      blockIntoFeature:
        "'{{specifier}}' is the {{target}} feature's code: src/web/lib, src/web/components and src/web/test are " +
        'below the features and import none (docs/decisions/013-feature-boundaries.md).',
      pastEntry:
        "'{{specifier}}' reaches into the {{target}} feature: import '@web/features/{{target}}', its entry, and " +
        'export what is needed there (docs/decisions/013-feature-boundaries.md).',
    },
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const zone = zoneOf(file);
    if (!zone) return {};

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const target = targetOf(file, specifier);
      const match = target && FEATURE.exec(target);
      if (!match) return;
      const [, feature, rest = ''] = match;
      const data = { specifier, target: feature };
      if (zone.kind === 'feature') {
        if (feature !== zone.feature) context.report({ node, messageId: 'otherFeature', data });
        else if (ENTRY.test(rest)) context.report({ node, messageId: 'ownEntry', data });
      } else if (zone.kind === 'block') {
        context.report({ node, messageId: 'blockIntoFeature', data });
      } else if (!ENTRY.test(rest)) {
        context.report({ node, messageId: 'pastEntry', data });
      }
    }

    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      // vi.mock('...') and vi.importActual('...') name modules too.
      CallExpression(node) {
        const { callee } = node;
        const isVi =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'vi' &&
          callee.property.type === 'Identifier' &&
          ['mock', 'doMock', 'importActual', 'importMock'].includes(callee.property.name);
        const [first] = node.arguments;
        if (isVi && first?.type === 'Literal') check(first, first.value);
      },
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
