/**
 * The search box of /services (docs/product.md#services-page), an island (docs/architecture.md#fast-public-pages) on
 * the markup CategoryFilter renders: as the visitor types, the category grid shows only the categories whose name
 * holds the text (or says that none does), and the link under the box, a real link, searches every service for it;
 * Enter follows that link. The grid and its status are found by the id in the root's `data-results`.
 */
import { listeners, type Island } from '@web/lib/islands';
import { attachSearchBox } from './search-box';
import { SEARCH_SLOT, fillIn, withSearch } from './search-text';

/** The link under the box, and the element in it whose text the island writes. */
export const SEARCH_ALL_ATTRIBUTE = 'data-search-all';
/** The sentence saying no category matches, with SEARCH_SLOT in its `data-template`. */
export const NO_CATEGORY_ATTRIBUTE = 'data-no-category';

export const categoryFilterIsland: Island = (root) => {
  const results = document.getElementById(root.dataset.results ?? '');
  const link = root.querySelector<HTMLAnchorElement>(`a[${SEARCH_ALL_ATTRIBUTE}]`);
  const linkText = link?.querySelector<HTMLElement>('[data-template]');
  const noCategory = results?.querySelector<HTMLElement>(`[${NO_CATEGORY_ATTRIBUTE}]`);
  const allAddress = link?.getAttribute('href') ?? '';
  const events = listeners();

  const box = attachSearchBox(root, events, {
    onInput: filter,
    onClear: filter,
    onEnter: () => {
      if (box?.term()) link?.click();
    },
  });
  if (!box || !results) {
    events.removeAll();
    return () => undefined;
  }
  const searchBox = box;

  function filter() {
    const term = searchBox.term();
    const needle = term.toLocaleLowerCase();
    let shown = 0;
    for (const item of results!.querySelectorAll<HTMLElement>('[role="list"] > [role="listitem"]')) {
      const isShown = (item.textContent ?? '').toLocaleLowerCase().includes(needle);
      item.hidden = !isShown;
      if (isShown) shown += 1;
    }
    if (noCategory) {
      noCategory.textContent = shown === 0 ? fillIn(noCategory.dataset.template, SEARCH_SLOT, term) : '';
      noCategory.hidden = shown > 0;
    }
    if (link) {
      link.hidden = term === '';
      link.setAttribute('href', withSearch(allAddress, term));
      if (linkText) linkText.textContent = fillIn(linkText.dataset.template, SEARCH_SLOT, term);
    }
  }

  // The box may hold text already: typed before the island arrived, or kept by the browser.
  if (searchBox.term()) filter();
  return events.removeAll;
};
