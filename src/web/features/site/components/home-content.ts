/**
 * What the home page shows, as data: the hero slides, the marketing starting prices of docs/product.md#marketing-prices
 * (in rupees; copy, not catalogue data: the real prices come from the services list), the counters, the testimonials
 * and the product lines. Text lives in home-en.ts under the keys named here. The service cards, which name pages, are
 * in service-highlights.ts: the hero's island reads this file, and the paths would bring the app's frame with them.
 */
import { startingPrice } from '../starting-prices';

/** The four prices the other pages use come from starting-prices.ts; the rest are only on the home page. */
export const MARKETING_PRICES = {
  bridal: startingPrice('bridal'),
  makeup: startingPrice('makeup'),
  nails: startingPrice('nails'),
  hair: startingPrice('hair'),
  bodySpa: 699,
  hydraFacial: 2500,
  smoothening: 2500,
  cysteine: 4999,
} as const;
export type MarketingPriceKey = keyof typeof MARKETING_PRICES;

/** docs/product.md#constants: hero slider autoplay 10000 ms with a 1000 ms transition. */
export const HERO_AUTOPLAY_MS = 10_000;
export const HERO_TRANSITION_MS = 1000;

export interface HeroSlide {
  key: 'bridal' | 'hair' | 'nails' | 'facial';
  slug: string;
  image: string;
  price: MarketingPriceKey;
}

export const HERO_SLIDES: readonly HeroSlide[] = [
  { key: 'bridal', slug: 'bridal-makeup', image: '/images/hero/bridal.svg', price: 'bridal' },
  { key: 'hair', slug: 'hair', image: '/images/hero/hair.svg', price: 'hair' },
  { key: 'nails', slug: 'nail', image: '/images/hero/nails.svg', price: 'nails' },
  { key: 'facial', slug: 'facial', image: '/images/hero/facial.svg', price: 'hydraFacial' },
];

/** The artwork's own size (every hero SVG has this viewBox), for width and height on the <img>. */
export const HERO_IMAGE_SIZE = 560;

export const TESTIMONIALS = ['harleen', 'ritika', 'aman', 'simran', 'neha', 'kavya'] as const;

/** Our own wordmarks of made-up product-line names (public/images/brands); no real brand is shown. */
export const PRODUCT_LINES = [
  { file: 'petalcraft', name: 'Petalcraft' },
  { file: 'ambra-ritual', name: 'Ambra Ritual' },
  { file: 'sandalgrove', name: 'Sandalgrove' },
  { file: 'noor-botanica', name: 'Noor Botanica' },
  { file: 'kesari-labs', name: 'Kesari Labs' },
  { file: 'mistleaf', name: 'Mistleaf' },
] as const;
export const BRAND_IMAGE_SIZE = { width: 200, height: 72 } as const;
