import { describe, expect, it } from 'vitest';
import { categoryTabsIsland } from './category-tabs.island';

/** jsdom lays nothing out: the sizes a phone would give. */
function stubLayout(element: HTMLElement, sizes: Partial<Record<'offsetLeft' | 'clientWidth', number>>) {
  for (const [name, value] of Object.entries(sizes)) Object.defineProperty(element, name, { value });
}

describe('categoryTabsIsland', () => {
  it('brings the current tab to the middle of the row', () => {
    document.body.innerHTML = `<nav><div data-tabs-viewport><ul>
      <li><a href="/curly-service/nail">Nails</a></li>
      <li><a href="/curly-service/waxing" aria-current="page">Waxing</a></li></ul></div></nav>`;
    const viewport = document.querySelector<HTMLElement>('[data-tabs-viewport]')!;
    stubLayout(viewport, { clientWidth: 390 });
    stubLayout(document.querySelector<HTMLElement>('[aria-current="page"]')!, { offsetLeft: 700, clientWidth: 90 });

    categoryTabsIsland(document.querySelector('nav')!)();
    expect(viewport.scrollLeft).toBe(700 - 195 + 45);
  });

  it('leaves a row whose current tab is in sight from the start as it is', () => {
    document.body.innerHTML = `<nav><div data-tabs-viewport><a href="/curly-service/nail" aria-current="page">Nails</a></div></nav>`;
    const viewport = document.querySelector<HTMLElement>('[data-tabs-viewport]')!;
    stubLayout(viewport, { clientWidth: 390 });
    stubLayout(document.querySelector<HTMLElement>('a')!, { offsetLeft: 16, clientWidth: 80 });

    categoryTabsIsland(document.querySelector('nav')!)();
    expect(viewport.scrollLeft).toBe(0);
  });
});
