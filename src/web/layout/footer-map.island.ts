/**
 * The footer map (docs/product.md#directions), an island (docs/architecture.md#fast-public-pages): the OpenStreetMap
 * frame is named in data-src until this attaches, then loads lazily (below the fold, it waits until it comes near the
 * screen), and shows over our drawn map once it has loaded. While it loads, when it cannot (a blocked frame never
 * loads), and while the browser is offline, the drawn map is what shows.
 */
import { listeners, type Island } from '@web/lib/islands';

export const footerMapIsland: Island = (root) => {
  const frame = root.querySelector<HTMLIFrameElement>('iframe[data-src]');
  if (!frame) return () => undefined;
  const events = listeners();
  let isLoaded = false;
  const show = () => {
    root.dataset.state = isLoaded && navigator.onLine ? 'loaded' : 'drawn';
  };
  events.on(frame, 'load', () => {
    // An offline browser's error page also "loads": it is not a map.
    isLoaded = navigator.onLine;
    show();
  });
  events.on(window, 'online', () => {
    if (!isLoaded) frame.src = frame.dataset.src ?? '';
    show();
  });
  events.on(window, 'offline', show);
  if (navigator.onLine) frame.src = frame.dataset.src ?? '';
  return events.removeAll;
};
