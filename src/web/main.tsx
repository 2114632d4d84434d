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
import { isIslandsDocument } from './server-state';
import { isSignedIn, markSignedIn } from './lib/session-keys';
import { holdTapsUntilAppReady } from './lib/hold-taps';
import { afterFirstContentfulPaint, afterNextPaint } from './lib/after-first-paint';

// Zod compiles object parsers with new Function() unless told not to: the CSP forbids eval, and even Zod's probe
// for it is reported as a violation. Zod reads this global when it first loads, which is after this line.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
// Chromium fires beforeinstallprompt once, maybe long before /installation is opened: keep it from the start.
captureInstallPrompt();
// The offline shell (public/sw.js); never in development, where Vite's modules must not be cached.
if (import.meta.env.PROD) registerServiceWorker();

/**
 * A page the server sent as a guest's document with islands (decision 017) gets its islands, not the app: the server
 * sends one when the browser has no sign-in cookie (lib/session-keys.ts). A session kept before that cookie existed
 * gets it at the visitor's first press or key (before the tap that leads on) or as the page goes, so the next page is
 * the app's; reading the storage then keeps it out of the page's start.
 */
if (isIslandsDocument()) {
  const keepSignedIn = () => {
    if (isSignedIn()) markSignedIn();
  };
  for (const type of ['pointerdown', 'keydown'] as const) {
    document.addEventListener(type, keepSignedIn, { capture: true, once: true, passive: true });
  }
  window.addEventListener('pagehide', keepSignedIn);
}

// A tap on a button of the server's markup before the islands or the app are live is held and replayed, not lost.
const stopHolding = holdTapsUntilAppReady();
const failed = (error: unknown) => {
  stopHolding();
  console.error('The app could not be loaded.', error);
};
// Two import() calls, each in its own branch: with the choice kept in a constant, the build folded them into one
// call that preloads both, the app's chunks on a guest's document too. A guest's document starts its islands once
// its first content is on the screen; the app starts after the next paint (an empty shell paints no content).
if (isIslandsDocument()) afterFirstContentfulPaint(() => void import('./start-islands-page').catch(failed));
else afterNextPaint(() => void import('./start-app').catch(failed));
