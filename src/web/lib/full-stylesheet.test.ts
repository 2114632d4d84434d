import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.head.innerHTML = '';
  vi.resetModules();
});

/** A fresh module: it loads the stylesheet once per page. */
async function loader() {
  return (await import('./full-stylesheet')).loadFullStylesheet;
}

describe('loadFullStylesheet', () => {
  it("adds the app's stylesheet after the public one once, and resolves when it applies", async () => {
    document.head.innerHTML =
      '<link rel="stylesheet" crossorigin href="/assets/public-1.css" data-full-stylesheet="/assets/style-1.css">';
    const loadFullStylesheet = await loader();
    let isDone = false;
    const first = loadFullStylesheet().then(() => (isDone = true));
    expect(loadFullStylesheet()).toBe(loadFullStylesheet());
    const links = document.head.querySelectorAll('link');
    expect(links).toHaveLength(2);
    expect(links[1]!.getAttribute('href')).toBe('/assets/style-1.css');
    expect(links[1]!.hasAttribute('crossorigin')).toBe(true);
    await Promise.resolve();
    expect(isDone).toBe(false);
    links[1]!.dispatchEvent(new Event('load'));
    await first;
    expect(isDone).toBe(true);
  });

  it('resolves when the stylesheet cannot load (offline): the page still shows', async () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="/assets/public-1.css" data-full-stylesheet="/assets/style-1.css">';
    const loadFullStylesheet = await loader();
    const loading = loadFullStylesheet();
    document.head.querySelectorAll('link')[1]!.dispatchEvent(new Event('error'));
    await expect(loading).resolves.toBeUndefined();
  });

  it("adds nothing where the app's stylesheet is the page's", async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/style-1.css">';
    await (
      await loader()
    )();
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
  });
});
