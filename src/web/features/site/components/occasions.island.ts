/**
 * The bridal page's occasions (docs/product.md#bridal), an island (docs/architecture.md#fast-public-pages) on the
 * markup BridalOccasions renders: tabs that follow the WAI-ARIA tabs pattern (a click, or the arrow keys, Home and End
 * with the focus on the tabs, selects one and shows its panel; Tab leaves the tab list from the selected tab). The
 * choice replaces ?selected in the address, without a new history entry, so a reload or a shared link keeps it.
 */
import { listeners, type Island } from '@web/lib/islands';

export const occasionsIsland: Island = (root) => {
  const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
  const panels = tabs.map((tab) => document.getElementById(tab.getAttribute('aria-controls') ?? ''));
  if (tabs.length === 0) return () => undefined;
  const events = listeners();

  function select(index: number) {
    tabs.forEach((tab, position) => {
      tab.setAttribute('aria-selected', String(position === index));
      tab.tabIndex = position === index ? 0 : -1;
    });
    panels.forEach((panel, position) => {
      if (panel) panel.hidden = position !== index;
    });
    const url = new URL(window.location.href);
    if (url.searchParams.get('selected') === String(index)) return;
    url.searchParams.set('selected', String(index));
    // The app's router keeps its own entry in history.state: keep it as it is.
    window.history.replaceState(window.history.state, '', url);
  }

  tabs.forEach((tab, index) => {
    events.on(tab, 'click', () => select(index));
    events.on(tab, 'keydown', (event) => {
      const last = tabs.length - 1;
      const moves: Record<string, number> = {
        ArrowRight: index === last ? 0 : index + 1,
        ArrowLeft: index === 0 ? last : index - 1,
        Home: 0,
        End: last,
      };
      const target = moves[event.key];
      if (target === undefined) return;
      event.preventDefault();
      select(target);
      tabs[target]!.focus();
    });
  });

  return events.removeAll;
};
