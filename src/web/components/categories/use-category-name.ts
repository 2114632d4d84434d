/**
 * A category's name in the language shown: the categories' text by slug (en.ts, hi.ts), the stored name for a
 * category the text does not know.
 */
import { useCallback } from 'react';
import type { Category } from '@shared/catalogue.schemas';
import { useText } from '@web/i18n';
import { categoriesText } from './en';

export function useCategoryName(): (category: Pick<Category, 'slug' | 'name'>) => string {
  const { t } = useText(categoriesText);
  return useCallback((category) => t(category.slug, { defaultValue: category.name }), [t]);
}
