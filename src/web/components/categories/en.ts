/**
 * English names of the service categories, keyed by slug and taken from the shared catalogue so a translation adds
 * names without touching the list (src/shared/catalogue.ts), and the category card's picture text.
 */
import { defineText } from '@web/i18n';
import { ALL_CATEGORY, SERVICE_CATEGORIES } from '@shared/catalogue';

export const categoriesEn: Readonly<Record<string, string>> = {
  ...Object.fromEntries([...SERVICE_CATEGORIES, ALL_CATEGORY].map((category) => [category.slug, category.name])),
  'category.imageAlt': '{{name}} services',
};

export const categoriesText = defineText('categories', categoriesEn);
