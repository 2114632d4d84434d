/**
 * A category's artwork; an image that fails to load is replaced by the default artwork (docs/product.md#errors-public).
 */
import { useState } from 'react';
import type { Category } from '@shared/catalogue.schemas';
import { categoryImageUrl, DEFAULT_CATEGORY_IMAGE } from '@web/lib/categories';

/** Every category image is drawn at 4:3 (public/images/categories). */
export const CATEGORY_IMAGE_SIZE = { width: 320, height: 240 } as const;

interface CategoryImageProps {
  category: Pick<Category, 'image'>;
  alt: string;
  className?: string;
  loading?: 'lazy' | 'eager';
}

export function CategoryImage({ category, alt, className, loading = 'lazy' }: CategoryImageProps) {
  const url = categoryImageUrl(category);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = failedUrl === url ? DEFAULT_CATEGORY_IMAGE : url;

  return (
    <img
      src={src}
      alt={alt}
      width={CATEGORY_IMAGE_SIZE.width}
      height={CATEGORY_IMAGE_SIZE.height}
      loading={loading}
      decoding="async"
      className={className}
      onError={() => {
        if (src !== DEFAULT_CATEGORY_IMAGE) setFailedUrl(url);
      }}
    />
  );
}
