/** Categories and services as the API answers them, for the catalogue's component tests. */
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
