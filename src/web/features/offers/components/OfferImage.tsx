/** An offer's picture, falling back to the default artwork when its own file cannot be loaded. */
import { useState, type ImgHTMLAttributes } from 'react';
import { DEFAULT_OFFER_IMAGE, offerImageUrl } from '../api';

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
