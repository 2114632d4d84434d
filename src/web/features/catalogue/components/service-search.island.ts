/**
 * The search of a category page (docs/product.md#services-page), an island (docs/architecture.md#fast-public-pages) on
 * the markup ServiceSearch renders (the box) and on the results it names in `data-results`: the category tabs, the
 * count, the grid holding every card of the category, the empty state and the notice of a failed search.
 *
 * Once typing pauses for 500 ms the term goes into the address (?search=, replacing it, never adding a step to the
 * history) and to the server, the same public call the page's list comes from; the cards whose ids come back are
 * shown in the server's order, the rest hidden, and the count says how many (or the empty state shows). The grid
 * shows that it is busy while the server answers, and an answer for a term no longer in the box is dropped. An empty
 * box shows the whole category again in its own order without asking: every card is in the page. The tabs keep the
 * term, so another category opens with the same search.
 */
import { SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { listeners, type Island } from '@web/lib/islands';
import { attachSearchBox } from './search-box';
import { COUNT_SLOT, fillIn, withSearch } from './search-text';

/** A card's service id, and its place in the whole category. */
export const SERVICE_ID_ATTRIBUTE = 'data-service-id';
export const ORDER_ATTRIBUTE = 'data-category-index';
/** Marks of the results' parts (the page renders them). */
export const GRID_ATTRIBUTE = 'data-grid';
export const COUNT_ATTRIBUTE = 'data-count';
export const EMPTY_ATTRIBUTE = 'data-empty';
export const SEARCH_FAILED_ATTRIBUTE = 'data-search-failed';
export const RETRY_ATTRIBUTE = 'data-retry';
/** A link that carries the search (the category tabs). */
export const KEEPS_SEARCH_ATTRIBUTE = 'data-keeps-search';

/** The public list of a category's services, searched by name (docs/product.md#api-catalogue). */
const SERVICES_URL = '/api/expense/services';

async function findServiceIds(categoryId: string, term: string, signal: AbortSignal): Promise<string[]> {
  const query = new URLSearchParams({ search: term, cat_id: categoryId });
  const response = await fetch(`${SERVICES_URL}?${query.toString()}`, {
    method: 'POST',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`The search answered ${response.status}.`);
  const answer = (await response.json()) as { data: { id: number }[] };
  return answer.data.map((service) => String(service.id));
}

export const serviceSearchIsland: Island = (root) => {
  const results = document.getElementById(root.dataset.results ?? '');
  const grid = results?.querySelector<HTMLElement>(`[${GRID_ATTRIBUTE}]`);
  const categoryId = root.dataset.categoryId;
  if (!results || !grid || !categoryId) return () => undefined;
  const count = results.querySelector<HTMLElement>(`[${COUNT_ATTRIBUTE}]`);
  const empty = results.querySelector<HTMLElement>(`[${EMPTY_ATTRIBUTE}]`);
  const failed = results.querySelector<HTMLElement>(`[${SEARCH_FAILED_ATTRIBUTE}]`);
  const events = listeners();

  /** The term the cards show, first the one the page was drawn with. */
  let shownTerm = (root.dataset.search ?? '').trim();
  let asked = 0;
  let request: AbortController | undefined;
  let timer: number | undefined;
  /** Answers already had, by term: typing a term again shows it at once. */
  const answers = new Map<string, string[]>();

  const cards = () => [...grid.querySelectorAll<HTMLElement>(`:scope > [${SERVICE_ID_ATTRIBUTE}]`)];

  function setBusy(isBusy: boolean) {
    for (const element of [grid!, box.input]) {
      if (isBusy) element.setAttribute('aria-busy', 'true');
      else element.removeAttribute('aria-busy');
    }
  }

  function setCount(shown: number) {
    if (!count) return;
    count.setAttribute(COUNT_ATTRIBUTE, String(shown));
    const form = new Intl.PluralRules(document.documentElement.lang || 'en').select(shown);
    const template = form === 'one' ? count.dataset.countOne : count.dataset.countOther;
    count.textContent = fillIn(template, COUNT_SLOT, String(shown));
  }

  /** Shows the cards of these ids in this order, or with null the whole category in its own order. */
  function show(ids: string[] | null) {
    const all = cards();
    const byId = new Map(all.map((card) => [card.getAttribute(SERVICE_ID_ATTRIBUTE), card]));
    const shown =
      ids === null
        ? [...all].sort((a, b) => Number(a.getAttribute(ORDER_ATTRIBUTE)) - Number(b.getAttribute(ORDER_ATTRIBUTE)))
        : ids.flatMap((id) => byId.get(id) ?? []);
    const isShown = new Set(shown);
    const order = [...shown, ...all.filter((card) => !isShown.has(card))];
    // Moved only when the order changes, so a card keeps the focus it holds.
    if (order.some((card, index) => all[index] !== card)) grid!.append(...order);
    for (const card of all) card.hidden = !isShown.has(card);
    grid!.hidden = shown.length === 0;
    if (empty) empty.hidden = shown.length > 0;
    setCount(shown.length);
  }

  function search(term: string) {
    asked += 1;
    const ask = asked;
    request?.abort();
    if (failed) failed.hidden = true;
    const known = term === '' ? null : answers.get(term);
    if (known !== undefined) {
      setBusy(false);
      show(known);
      return;
    }
    setBusy(true);
    request = new AbortController();
    findServiceIds(categoryId!, term, request.signal).then(
      (ids) => {
        answers.set(term, ids);
        if (ask !== asked) return;
        setBusy(false);
        show(ids);
      },
      (error: unknown) => {
        if (ask !== asked) return;
        setBusy(false);
        console.warn('The services could not be searched.', error);
        if (failed) failed.hidden = false;
      },
    );
  }

  /** The address and the tabs carry the term. */
  function keepTerm(term: string) {
    const address = `${withSearch(window.location.pathname, term)}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', address);
    for (const link of results!.querySelectorAll<HTMLAnchorElement>(`a[${KEEPS_SEARCH_ATTRIBUTE}]`)) {
      link.setAttribute('href', withSearch(link.getAttribute('href') ?? '', term));
    }
  }

  function applyNow() {
    window.clearTimeout(timer);
    const term = box.term();
    if (term === shownTerm) return;
    shownTerm = term;
    keepTerm(term);
    search(term);
  }
  function applyLater() {
    window.clearTimeout(timer);
    timer = window.setTimeout(applyNow, SEARCH_DEBOUNCE_MS);
  }

  const foundBox = attachSearchBox(root, events, { onInput: applyLater, onClear: applyNow, onEnter: applyNow });
  if (!foundBox) {
    events.removeAll();
    return () => undefined;
  }
  const box = foundBox;
  if (failed) {
    failed
      .querySelectorAll<HTMLElement>(`[${RETRY_ATTRIBUTE}]`)
      .forEach((retry) => events.on(retry, 'click', () => search(shownTerm)));
  }
  // Typed before the island arrived: searched once typing pauses, as any other text.
  if (box.term() !== shownTerm) applyLater();

  return () => {
    window.clearTimeout(timer);
    request?.abort();
    events.removeAll();
  };
};
