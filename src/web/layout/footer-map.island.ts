/**
 * The footer map (docs/product.md#directions), an island (docs/architecture.md#fast-public-pages): the OpenStreetMap
 * frame is named in data-src, and gets its address only once the map comes near the screen (below the fold, most
 * visits never load it; a frame's own lazy loading would leave a waiting frame in the page until then). It shows over
 * our drawn map once it has loaded. While it loads, when it cannot (a blocked frame never loads), and while the
 * browser is offline, the drawn map is what shows.
 */
import { listeners, type Island } from '@web/lib/islands';

/** How near the screen the map must come before its frame loads. */
const NEAR_SCREEN = '400px 0px';

export const footerMapIsland: Island = (root) => {
  const frame = root.querySelector<HTMLIFrameElement>('iframe[data-src]');
  if (!frame) return () => undefined;
  const events = listeners();
  let isNear = false;
  let isLoaded = false;
  const show = () => {
    root.dataset.state = isLoaded && navigator.onLine ? 'loaded' : 'drawn';
  };
  const load = () => {
    if (isNear && !isLoaded && navigator.onLine) frame.src = frame.dataset.src ?? '';
  };
  events.on(frame, 'load', () => {
    // The empty frame's first "load" and an offline browser's error page are not a map.
    if (!frame.getAttribute('src')) return;
    isLoaded = navigator.onLine;
    show();
  });
  events.on(window, 'online', () => {
    load();
    show();
  });
  events.on(window, 'offline', show);

  let observer: IntersectionObserver | null = null;
  if (typeof IntersectionObserver === 'function') {
    observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer?.disconnect();
        isNear = true;
        load();
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(root);
  } else {
    isNear = true;
    load();
  }
  return () => {
    observer?.disconnect();
    events.removeAll();
  };
};
