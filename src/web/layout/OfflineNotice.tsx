/**
 * A small fixed notice while the browser is offline (navigator.onLine, online and offline events). The service
 * worker (public/sw.js) keeps the app shell available; this tells the visitor why data may be missing.
 */
import { useSyncExternalStore } from 'react';
import { IconWifiOff } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import classes from './OfflineNotice.module.css';
import { layoutText } from '@web/layout/en';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

export function OfflineNotice() {
  const { t } = useText(layoutText);
  const online = useIsOnline();
  // The live region stays in the page so screen readers announce the notice when it appears.
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <div className={classes.notice} data-testid="offline-notice">
          <IconWifiOff size={18} aria-hidden className={classes.icon} />
          <span>{t('offline.notice')}</span>
        </div>
      )}
    </div>
  );
}
