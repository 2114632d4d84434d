import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import './styles/global.css';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate } from 'react-router';
import { AppProviders } from './AppProviders';
import { captureInstallPrompt } from './features/site/pwa/install-prompt';
import { registerServiceWorker } from './features/site/pwa/service-worker';
import { connectNavigation } from './lib/navigation';
import { AppRoutes } from './router';

// Chromium fires beforeinstallprompt once, maybe long before /installation is opened: keep it from the start.
captureInstallPrompt();
// The offline shell (public/sw.js); never in development, where Vite's modules must not be cached.
if (import.meta.env.PROD) registerServiceWorker();

/** Lets code outside React (the API client's 'Unauthenticated.' handling) navigate within the app. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => connectNavigation((to, options) => void navigate(to, options)), [navigate]);
  return null;
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <NavigationBridge />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
