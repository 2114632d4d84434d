/**
 * The app itself, loaded by main.tsx once the browser has painted: hydrates the server's page when there is one
 * for this address, else renders in the browser. A public page comes with the public pages' own stylesheet: the app
 * starts once it has its whole one (lib/full-stylesheet.ts).
 */
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { AppProviders } from './AppProviders';
import { loadFullStylesheet } from './lib/full-stylesheet';
import { connectNavigation } from './lib/navigation';
import { queryClient } from './lib/query-client';
import { openPageFor } from './pages';
import { AppRoutes } from './router';
import { SERVER_STATE_ELEMENT_ID, type ServerState } from './server-state';
import { HINDI_PREFIX, languageOfPath, pathWithoutLanguage } from '@shared/languages';
import { applyLanguage, loadLanguage } from './language-packs';

/** Lets code outside React (the API client's 'Unauthenticated.' handling) navigate within the app. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => connectNavigation((to, options) => void navigate(to, options)), [navigate]);
  return null;
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

/** The address says the language (docs/decisions/018-hindi-at-its-own-addresses.md); the router works below it. */
const language = languageOfPath(window.location.pathname);
const languageReady = loadLanguage(language).then(() => applyLanguage(language));

const app = (
  <StrictMode>
    <AppProviders>
      <BrowserRouter basename={language === 'hi' ? HINDI_PREFIX : undefined}>
        <NavigationBridge />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

/**
 * The server's page for this very address, if it sent one. Offline, the service worker answers every address
 * with the cached home page: that markup belongs to '/', so it is replaced, not hydrated.
 */
function serverState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as ServerState;
    return state.path === window.location.pathname ? state : null;
  } catch {
    return null;
  }
}

const state = serverState();
if (state) {
  hydrate(queryClient, state.queries);
  // The page's code first, so the first render matches the server's markup without suspending.
  const pageCode = openPageFor(pathWithoutLanguage(window.location.pathname))
    .preload()
    .catch((error: unknown) => console.warn('The page could not be loaded before hydration.', error));
  void Promise.all([pageCode, loadFullStylesheet(), languageReady])
    // In a transition React hydrates in slices of a few milliseconds and lets the browser handle input between
    // them, instead of one long task that blocks a slow phone's main thread (Lighthouse's Total Blocking Time).
    .then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  void Promise.all([loadFullStylesheet(), languageReady]).then(() => {
    container.replaceChildren();
    const root = createRoot(container);
    startTransition(() => root.render(app));
  });
}
