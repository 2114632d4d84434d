/**
 * The offer carousel's constants (docs/product.md#constants): autoplay every 10 s with a scroll of about 1 s; 3 offers
 * per view when there are more than 2, else 2; 2 below 1050 px and 1 below 768 px (OfferCarousel.module.css).
 */
export const OFFER_AUTOPLAY_MS = 10_000;
export const OFFER_SCROLL_MS = 1000;

/** Offers per view on a wide screen. */
export function offersPerView(offerCount: number): 2 | 3 {
  return offerCount > 2 ? 3 : 2;
}
