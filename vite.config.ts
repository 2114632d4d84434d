import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** A web feature's entry file, src/web/features/<feature>/index.ts. */
const FEATURE_ENTRY = /[\\/]src[\\/]web[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

/**
 * The features' entries re-export what the app's frame and routes use (docs/decisions/013-feature-boundaries.md).
 * Taken as free of side effects, an import of one name through an entry brings that name's module alone: otherwise
 * every module an entry names would join the first load of every page, the account forms with the logout.
 */
const featureEntriesArePure: Plugin = {
  name: 'feature-entries-are-pure',
  transform(code, id) {
    return FEATURE_ENTRY.test(id) ? { code, moduleSideEffects: false } : null;
  },
};

/**
 * An island's module, with the part of the site it belongs to: a public feature's (site, catalogue, offers), or none
 * for the frame's (the layout's and Book Appointment). The offers bar's island comes with the islands' starter itself.
 */
const ISLAND_FILE =
  /src[\\/]web[\\/](?:layout[\\/][\w-]+|components[\\/]book|features[\\/](site|catalogue|offers)[\\/]components[\\/](?!announcement)[\w-]+)\.island\.ts$/;

/**
 * Two builds from one config: the browser's app (dist/web) and, with --ssr, the server-rendering bundle
 * (dist/ssr, see src/web/entry-server.tsx), whose CSS-module class names match the browser's.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), featureEntriesArePure],
  // @web/, @shared/ and @server/ from tsconfig.json's paths (docs/architecture.md#imports).
  resolve: { tsconfigPaths: true },
  build: isSsrBuild
    ? {
        outDir: '../../dist/ssr',
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        rollupOptions: { input: 'entry-server.tsx' },
      }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        sourcemap: false,
        // One stylesheet in the page's head: a server-rendered page is styled from its first paint, instead of
        // shifting when a lazily loaded page's own CSS arrives with its script.
        cssCodeSplit: false,
        // .vite/manifest.json: the server preloads the app's and the page's chunks from it
        // (src/server/web-shell/module-preloads.ts).
        manifest: true,
        // Loading an island adds no <link rel="modulepreload"> for what it imports: those are a few small chunks the
        // page mostly has already, and adding the links took a slow phone's main thread 5 to 7 ms an island, more
        // than a slice of the islands' start (docs/architecture.md#fast-public-pages).
        modulePreload: {
          resolveDependencies: (filename, deps, { hostType }) =>
            hostType === 'js' && /\.island-[\w-]+\.js$/.test(filename) ? [] : deps,
        },
        rolldownOptions: {
          output: {
            // The libraries every page starts with, in one file instead of a dozen small ones (each file costs a
            // request and compresses worse on its own).
            codeSplitting: {
              groups: [
                {
                  // What the browser's entry (main.tsx) imports statically, kept apart: the islands' groups take their
                  // modules' dependencies along, and took these into their files, which every page then fetched
                  // before its first paint (docs/architecture.md#fast-public-pages).
                  name: 'start',
                  tags: ['$initial'],
                  priority: 1,
                },
                {
                  // The Hindi words of every screen and message in one file, fetched only when Hindi is wanted
                  // (docs/decisions/018-hindi-at-its-own-addresses.md). The files import nothing at run time.
                  name: 'hindi',
                  test: /src[\\/]web[\\/](.+[\\/](hi|[\w-]+-hi)|i18n[\\/]hindi-messages)\.ts$/,
                  includeDependenciesRecursively: false,
                },
                {
                  // Mantine's base and the plain components most pages show (overlays stay in their own chunks).
                  // The hooks only overlays, lists and the services admin's rich-text editor use stay with them.
                  name: 'mantine',
                  test: /node_modules[\\/]@mantine[\\/](hooks(?![\\/]esm[\\/]use-(move|input-state|focus-trap|focus-return|click-outside|pagination|debounced-callback|debounced-value|resize-observer|mutation-observer|shallow-effect)[\\/])|core[\\/]esm[\\/](core|components[\\/](Box|Button|Text|Group|Stack|Container|Title|Paper|UnstyledButton|Loader|Transition|ActionIcon|Avatar|VisuallyHidden|Skeleton|Card|SimpleGrid|Anchor|ThemeIcon|List|Burger|CloseButton|Indicator)))[\\/]/,
                },
                {
                  // Small modules every page's frame uses, in one file rather than a request each.
                  name: 'frame',
                  test: /(@mantine[\\/]notifications[\\/]esm[\\/]notifications\.store|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]createReactComponent|src[\\/]web[\\/](i18n[\\/](index|translate|register-namespace)|components[\\/]user-image))\.m?[jt]s$/,
                },
                {
                  // The islands of one part of the site in one file each (decision 017): a guest's page imports a file
                  // for the islands it shows, not a module each (each import() took a slow phone's main thread 1 to
                  // 2 ms, and the home page's starter made ten).
                  name: (id: string) => `${ISLAND_FILE.exec(id)?.[1] ?? 'frame'}-islands`,
                  test: ISLAND_FILE,
                },
                {
                  // The plain modules (no React) the frame shares with the islands: apart from the frame's, whose
                  // chunk brings React's, so an island that asks for a constant or a path does not (decision 017).
                  name: 'plain',
                  test: /src[\\/](web[\\/]paths|shared[\\/](money|salon-time|constants|offer-expiry))\.ts$/,
                },
                {
                  // (use-sync-external-store is left out: no page's first load needs it, only the rich-text editor.)
                  name: 'vendor',
                  // TanStack's mutation and infinite-list hooks stay with the pages that use them ('/' uses none).
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack(?![\\/].*[\\/](useMutation|useMutationState|mutationObserver|useInfiniteQuery|infiniteQueryObserver|useQueries|queriesObserver|useSuspense\w*|usePrefetch\w*|HydrationBoundary|useIsFetching|useIsMutating)\.js$)|clsx)[\\/]/,
                },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
}));
