import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import featureBoundaries from './scripts/lint/feature-boundaries.js';

/** Imports flow one way: shared <- server, shared <- web (docs/architecture.md#imports). */
const direction = (zone, forbidden, message) => ({
  files: [`src/${zone}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      // A relative path or the folder's alias: a package such as react-dom/server is not the server folder.
      { patterns: forbidden.map((folder) => ({ regex: `^(\\.\\.?/(.*/)?|@)${folder}(/|$)`, message })) },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.test-output/**',
      '.tmp-*/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  direction('shared', ['server', 'web'], 'shared/ is pure: it imports neither server nor web.'),
  direction('server', ['web'], 'The server never imports web code.'),
  direction('web', ['server'], 'The web app never imports server code; share through src/shared.'),
  {
    // No web feature imports another; lib and components import none; the app layer goes through each feature's
    // entry (docs/decisions/013-feature-boundaries.md). scripts/import-graph.test.ts checks the same on the graph.
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { local: featureBoundaries },
    rules: {
      'local/feature-boundaries': 'error',
    },
  },
  { files: ['scripts/**', 'e2e/**', '*.config.*'], rules: { 'no-console': 'off' } },
);
