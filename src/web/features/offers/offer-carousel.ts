/**
 * The offer carousel's constants (docs/product.md#constants): autoplay every 10 s with a scroll of about 1 s; 3 offers
 * per view when there are more than 2, else 2; 2 below 1050 px and 1 below 768 px (OfferCarousel.module.css).
 */
export const OFFER_AUTOPLAY_MS = 10_000;

/**
 * Embla's scroll duration is not in milliseconds (it runs a physics simulation; 20 to 60 are sensible, 25 is the
 * default): 40 takes about one second to settle on a card of this page.
 */
export const OFFER_SCROLL_DURATION = 40;

/** Offers per view on a wide screen. */
export function offersPerView(offerCount: number): 2 | 3 {
  return offerCount > 2 ? 3 : 2;
}
