import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES, ROUTE_IDS } from '@shared/routes';
import { NotFoundPage, OPEN_PAGES, PAGES, openPageFor, type Page } from './pages';

describe('the pages of the routes', () => {
  it('are one per route of the manifest', () => {
    expect(Object.keys(PAGES).sort()).toEqual([...ROUTE_IDS].sort());
  });

  it('name modules that exist, so the server can preload them from the build manifest', () => {
    for (const page of [...Object.values(PAGES), NotFoundPage]) {
      expect(fs.existsSync(path.join('src/web', page.module)), page.module).toBe(true);
    }
  });

  it('load the module they name, and render its export named as the file', async () => {
    const check = async (page: Page) => {
      await page.preload();
      const exports = (await import(/* @vite-ignore */ `./${page.module}`)) as Record<string, unknown>;
      const name = path.basename(page.module, '.tsx');
      expect(exports[name], page.module).toBeTypeOf('function');
      expect(page().type, page.module).toBe(exports[name]);
    };
    for (const page of [...Object.values(PAGES), NotFoundPage]) await check(page);
  }, 60_000);

  it('are server-rendered for the indexed routes only', () => {
    expect(OPEN_PAGES.map(([pattern]) => pattern)).toEqual(
      ROUTE_IDS.filter((id) => ROUTES[id].indexed).map((id) => ROUTES[id].path),
    );
  });

  it.each([
    ['/', PAGES.home],
    ['/services', PAGES.services],
    ['/curly-service/hair-cut', PAGES.category],
    ['/profile', NotFoundPage],
    ['/billing/abc', NotFoundPage],
    ['/no-such-page', NotFoundPage],
  ])('%s shows its page', (pathname, page) => {
    expect(openPageFor(pathname)).toBe(page);
  });

  it('loads a page once however often it is preloaded, then renders it without suspending', async () => {
    await Promise.all([PAGES.home.preload(), PAGES.home.preload()]);
    const element = PAGES.home();
    expect(typeof element.type).toBe('function');
    expect((element.type as { name: string }).name).toBe('HomePage');
  });
});
