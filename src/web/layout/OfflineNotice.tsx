/**
 * A small fixed notice while the browser is offline. The service worker (public/sw.js) keeps the app shell
 * available; this tells the visitor why data may be missing. The notice is in the markup, hidden;
 * offline-notice.island.ts shows it (docs/architecture.md#fast-public-pages).
 */
import { useRef } from 'react';
import { IconWifiOff } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { useIsland } from '@web/lib/use-island';
import { offlineNoticeIsland } from './offline-notice.island';
import classes from './OfflineNotice.module.css';
import { layoutText } from '@web/layout/en';

export function OfflineNotice() {
  const { t } = useText(layoutText);
  const rootRef = useRef<HTMLDivElement>(null);
  useIsland(rootRef, offlineNoticeIsland);
  // The live region stays in the page so screen readers announce the notice when it appears.
  return (
    <div ref={rootRef} role="status" aria-live="polite" data-island="offline-notice">
      <div className={classes.notice} data-testid="offline-notice" hidden>
        <IconWifiOff size={18} aria-hidden className={classes.icon} />
        <span>{t('offline.notice')}</span>
      </div>
    </div>
  );
}
