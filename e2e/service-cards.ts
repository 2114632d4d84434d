/** The service cards of the catalogue's lists, each with its Add to My Room button (docs/product.md#services-page). */
import type { Locator, Page } from '@playwright/test';

/** The first card whose service is not in My Room yet. */
export const firstAddableCard = (page: Page): Locator =>
  page
    .locator('article')
    .filter({ has: page.getByRole('button', { name: 'Add to My Room' }) })
    .first();

/** The card of the service called `name`. */
export const serviceCard = (page: Page, name: string): Locator =>
  page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
