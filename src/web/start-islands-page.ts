/**
 * A guest's public page as a document (decision 017, docs/architecture.md#fast-public-pages): main.tsx loads this
 * instead of the app. It attaches the page's islands and marks the document ready, as the app does once it is live.
 */
import { islandLoaders } from './island-registry';
import { markAppReady } from './lib/hold-taps';
import { startIslands } from './lib/start-islands';

startIslands(islandLoaders);
markAppReady();
