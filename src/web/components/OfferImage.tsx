/** An offer's picture, falling back to the default artwork when its own file cannot be loaded. */
import { useState, type ImgHTMLAttributes } from 'react';

/** Where an offer's picture is served: the API gives a site-relative path ('images/offers/x.svg'). */
export function offerImageUrl(img: string): string {
  return img.startsWith('/') || /^https?:\/\//.test(img) ? img : `/${img}`;
}

/** Shown when an offer's own picture fails to load. */
export const DEFAULT_OFFER_IMAGE = '/images/offers/default.svg';

interface OfferImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  img: string;
}

export function OfferImage({ img, alt, ...rest }: OfferImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const own = offerImageUrl(img);
  const src = failedSrc === own ? DEFAULT_OFFER_IMAGE : own;
  return (
    <img
      {...rest}
      src={src}
      alt={alt}
      onError={() => {
        if (src !== DEFAULT_OFFER_IMAGE) setFailedSrc(own);
      }}
    />
  );
}
