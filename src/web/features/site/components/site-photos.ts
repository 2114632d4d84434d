/**
 * The salon's own photos as the public pages draw them (docs/product.md#salon-photos): every stored width in `srcset`
 * so a phone fetches the file its screen needs, the 960 px one as `src`, and the width and height of the largest, so
 * the page keeps the photo's room before it arrives. The Hindi page shows the Hindi description where there is one.
 */
import type { SitePhoto } from '@shared/site-photos.schemas';
import type { Language } from '@shared/languages';

/** The width a browser without `srcset` gets. */
const FALLBACK_WIDTH = 960;

export interface PhotoSources {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

const sitePath = (path: string) => `/${path.replace(/^\/+/, '')}`;

export function photoSources(photo: SitePhoto): PhotoSources {
  const files = [...photo.files].sort((a, b) => a.width - b.width);
  const largest = files.at(-1) ?? { path: '', width: 1, height: 1 };
  const fallback = files.find((file) => file.width >= FALLBACK_WIDTH) ?? largest;
  return {
    src: sitePath(fallback.path),
    srcSet: files.map((file) => `${sitePath(file.path)} ${file.width}w`).join(', '),
    width: largest.width,
    height: largest.height,
  };
}

export function photoAlt(photo: SitePhoto, language: Language): string {
  return language === 'hi' && photo.altHi.trim() !== '' ? photo.altHi : photo.alt;
}
