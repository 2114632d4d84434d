/**
 * The browser's entry: the styles, the install-prompt catcher and the service worker, then the app. The app's
 * code (React, Mantine, the router) is fetched and run only after the browser has painted the server's page,
 * so a slow phone shows the content first and makes it interactive right after.
 */
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import './styles/global.css';
import { captureInstallPrompt } from './lib/pwa/install-prompt';
import { registerServiceWorker } from './lib/pwa/service-worker';
import { ISLANDS_PATH_ATTRIBUTE, SERVER_STATE_ELEMENT_ID } from './server-state';
import { isSignedIn } from './lib/session-keys';
import { holdTapsUntilAppReady } from './lib/hold-taps';

// Zod compiles object parsers with new Function() unless told not to: the CSP forbids eval, and even Zod's probe
// for it is reported as a violation. Zod reads this global when it first loads, which is after this line.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
// Chromium fires beforeinstallprompt once, maybe long before /installation is opened: keep it from the start.
captureInstallPrompt();
// The offline shell (public/sw.js); never in development, where Vite's modules must not be cached.
if (import.meta.env.PROD) registerServiceWorker();

/** Runs once the browser has painted what it has. A hidden tab paints nothing, hence the timer. */
function afterNextPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 250);
}

/**
 * A guest on a page the server sent as a document with islands (decision 017): its islands, not the app. A signed-in
 * visitor gets the app, whose header shows their account.
 */
function isGuestDocument(): boolean {
  const state = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (state?.getAttribute(ISLANDS_PATH_ATTRIBUTE) !== window.location.pathname) return false;
  return !isSignedIn();
}

// A tap on a button of the server's markup before the islands or the app are live is held and replayed, not lost.
const stopHolding = holdTapsUntilAppReady();
afterNextPaint(() => {
  (isGuestDocument() ? import('./start-islands-page') : import('./start-app')).catch((error: unknown) => {
    stopHolding();
    console.error('The app could not be loaded.', error);
  });
});
