/** Categories and services as the API answers them, for the catalogue's component tests. */
import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { Category, Service } from '@shared/catalogue.schemas';

export const testCategories: Category[] = [
  { id: 1, name: 'Bridal Makeup', slug: 'bridal-makeup', image: 'images/categories/bridal-makeup.svg' },
  { id: 4, name: 'Hair Care', slug: 'hair', image: 'images/categories/hair.svg' },
  { id: 6, name: 'Waxing', slug: 'waxing', image: 'images/categories/waxing.svg' },
  { id: 14, name: 'All Services', slug: 'all', image: 'images/categories/all.svg' },
];

export function testService(overrides: Partial<Service> = {}): Service {
  return {
    id: 1,
    name: 'Hair Spa',
    price: 999,
    discount: 0,
    category_id: '4',
    sorting: 1,
    status: 1,
    comment: '<p>Deep conditioning with a relaxing head massage.</p>',
    ...overrides,
  };
}

/** Exactly 36 characters of plain text: no eye icon. 37: the icon shows (docs/product.md#constants). */
export const COMMENT_36 = '<p><strong>Wash, cut</strong> and blow-dry styling today</p>';
export const COMMENT_37 = '<p><strong>Wash, cut</strong> and blow-dry styling today.</p>';

/**
 * The hair category of the category page's tests: a long description (its eye icon) on a discounted price, a short
 * one, and one whose description carries markup that must never run.
 */
export const hairSpa = testService({ id: 1, name: 'Hair Spa', comment: COMMENT_37, price: 999, discount: 100 });
export const haircut = testService({ id: 2, name: 'Haircut & Styling', comment: COMMENT_36, price: 599 });
export const cysteine = testService({
  id: 3,
  name: 'Cysteine Treatment',
  comment:
    '<p>Tames frizz <em>for months</em> and adds shine.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
});
export const HAIR_SERVICES = [hairSpa, haircut, cysteine];

/** The cysteine's description as its details dialog shows it: formatted, its script and its handler gone. */
export async function expectCleanedDescription(dialog: HTMLElement): Promise<void> {
  const description = await within(dialog).findByTestId('service-description');
  await waitFor(() => expect(description).toBeVisible());
  expect(description).toHaveTextContent('Tames frizz for months and adds shine.');
  expect(description.querySelector('em')).toHaveTextContent('for months');
  expect(description.querySelector('script')).toBeNull();
  expect(description.querySelector('img')?.getAttribute('onerror')).toBeNull();
}
