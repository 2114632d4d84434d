import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CategoryServicesPage, HomePage, NotFoundPage, OPEN_PAGES, ServicesPage, openPageFor } from './pages';

describe('open pages', () => {
  it('name modules that exist, so the server can preload them from the build manifest', () => {
    for (const [, page] of OPEN_PAGES) {
      expect(fs.existsSync(path.join('src/web', page.module)), page.module).toBe(true);
    }
  });

  it.each([
    ['/', HomePage],
    ['/services', ServicesPage],
    ['/curly-service/hair-cut', CategoryServicesPage],
    ['/profile', NotFoundPage],
    ['/no-such-page', NotFoundPage],
  ])('%s shows its page', (pathname, page) => {
    expect(openPageFor(pathname)).toBe(page);
  });

  it('loads a page once however often it is preloaded, then renders it without suspending', async () => {
    await Promise.all([HomePage.preload(), HomePage.preload()]);
    const element = HomePage();
    expect(typeof element.type).toBe('function');
    expect((element.type as { name: string }).name).toBe('HomePage');
  });
});
