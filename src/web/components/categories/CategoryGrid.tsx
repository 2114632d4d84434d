/**
 * The categories as a grid of cards. While they load, 13 skeletons stand in (docs/product.md#constants); they show for
 * as long as the data takes, not for a fixed time.
 */

import type { Category } from '@shared/catalogue.schemas';
import { CategoryCard, CategoryCardSkeleton } from './CategoryCard';
import { Columns, type ColumnsProps } from '../Columns';

export const CATEGORY_SKELETON_COUNT = 13;

interface CategoryGridProps {
  categories: readonly Category[] | undefined;
  isLoading: boolean;
  cols?: ColumnsProps['cols'];
  /** How many of the first cards load their image eagerly (those above the fold). */
  eagerImages?: number;
  label?: string;
  skeletonCount?: number;
}

export function CategoryGrid({
  categories,
  isLoading,
  cols = { base: 2, sm: 3, md: 4 },
  eagerImages = 0,
  label,
  skeletonCount = CATEGORY_SKELETON_COUNT,
}: CategoryGridProps) {
  if (isLoading) {
    return (
      <Columns cols={cols} spacing={{ base: 'sm', sm: 'lg' }} aria-busy="true" aria-label={label}>
        {Array.from({ length: skeletonCount }, (_, index) => (
          <CategoryCardSkeleton key={index} />
        ))}
      </Columns>
    );
  }
  return (
    <Columns role="list" cols={cols} spacing={{ base: 'sm', sm: 'lg' }} aria-label={label}>
      {(categories ?? []).map((category, index) => (
        <div role="listitem" key={category.id}>
          <CategoryCard category={category} isImageEager={index < eagerImages} />
        </div>
      ))}
    </Columns>
  );
}
