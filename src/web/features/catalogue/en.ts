/**
 * English names of the service categories, keyed by slug and taken from the shared catalogue, so a translation
 * adds names without touching the list (src/shared/catalogue.ts).
 */
import { ALL_CATEGORY, SERVICE_CATEGORIES } from '../../../shared/catalogue';

export const catalogueEn: Record<string, string> = Object.fromEntries(
  [...SERVICE_CATEGORIES, ALL_CATEGORY].map((category) => [category.slug, category.name]),
);
