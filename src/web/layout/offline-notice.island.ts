/**
 * The offline notice's behaviour (docs/architecture.md#fast-public-pages): shown while the browser is offline
 * (navigator.onLine, the online and offline events), hidden again when it is back. The notice is in the markup,
 * hidden, inside a live region, so screen readers announce it when it appears.
 */
import { listeners, type Island } from '@web/lib/islands';

export const offlineNoticeIsland: Island = (root) => {
  const notice = root.firstElementChild as HTMLElement | null;
  if (!notice) return () => undefined;
  const events = listeners();
  const show = () => {
    notice.hidden = navigator.onLine;
  };
  events.on(window, 'online', show);
  events.on(window, 'offline', show);
  show();
  return events.removeAll;
};
