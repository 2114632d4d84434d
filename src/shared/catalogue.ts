/** The salon's service categories with the spec's slugs (docs/product.md#categories). */
export interface CategoryDefinition {
  id: number;
  slug: string;
  name: string;
}

/** The eleven categories of the header's Services dropdown, in menu order. */
export const SERVICE_CATEGORIES: readonly CategoryDefinition[] = [
  { id: 1, slug: 'bridal-makeup', name: 'Bridal Makeup' },
  { id: 2, slug: 'nail', name: 'Nails' },
  { id: 3, slug: 'facial', name: 'Facial' },
  { id: 4, slug: 'hair', name: 'Hair Care' },
  { id: 5, slug: 'body-care', name: 'Body Care & Spa' },
  { id: 6, slug: 'waxing', name: 'Waxing' },
  { id: 7, slug: 'threading', name: 'Threading' },
  { id: 8, slug: 'manicure-pedicure', name: 'Manicure & Pedicure' },
  { id: 9, slug: 'face-bleach', name: 'Face Bleach & D-Tan' },
  { id: 10, slug: 'men', name: 'Men' },
  { id: 11, slug: 'women', name: 'Women' },
];

/** 'all' keeps the spec's id 14 (docs/product.md#constants), so the catch-all rules match the original data. */
export const ALL_CATEGORY: CategoryDefinition = { id: 14, slug: 'all', name: 'All Services' };

export const CATEGORY_SLUGS: readonly string[] = [...SERVICE_CATEGORIES.map((c) => c.slug), ALL_CATEGORY.slug];
