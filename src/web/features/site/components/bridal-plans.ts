/**
 * The bridal page's content as data (docs/product.md#bridal): the six occasions in the order of ?selected=0..5
 * (the header's Bridal dropdown uses the same order), and the two five-day pre-bridal plans with their prices in
 * rupees. Marketing copy, consistent with 'bridal from ₹5,999' (docs/product.md#marketing-prices); the catalogue holds
 * real prices.
 */
/** Where every Book Now of the bridal page leads: the bridal makeup services. */
export const BRIDAL_MAKEUP_SLUG = 'bridal-makeup';

/** Our artwork of the page (public/images/bridal), by the gallery's captions in en.ts; each occasion shows one. */
const BRIDAL_ARTWORK = {
  bride: '/images/bridal/bride.svg',
  mehndi: '/images/bridal/mehndi.svg',
  jewellery: '/images/bridal/jewellery.svg',
  hair: '/images/bridal/bridal-hair.svg',
  makeup: '/images/bridal/makeup-kit.svg',
  reception: '/images/bridal/reception.svg',
} as const;

export const BRIDAL_OCCASIONS = [
  { key: 'engagement', image: BRIDAL_ARTWORK.jewellery, fromRupees: 3999 },
  { key: 'bridal', image: BRIDAL_ARTWORK.bride, fromRupees: 5999 },
  { key: 'party', image: BRIDAL_ARTWORK.makeup, fromRupees: 1500 },
  { key: 'reception', image: BRIDAL_ARTWORK.reception, fromRupees: 4999 },
  { key: 'roka', image: BRIDAL_ARTWORK.mehndi, fromRupees: 2999 },
  { key: 'shoot', image: BRIDAL_ARTWORK.hair, fromRupees: 2499 },
] as const;

export type BridalOccasion = (typeof BRIDAL_OCCASIONS)[number];

/** Without ?selected (or with a value out of range) the page opens on the bridal look itself. */
export const DEFAULT_OCCASION_INDEX = 1;

/** The occasion index of a ?selected value: a whole number 0..5, else the default. */
export function occasionIndex(selected: string | null): number {
  if (selected === null || !/^\d+$/.test(selected)) return DEFAULT_OCCASION_INDEX;
  const index = Number(selected);
  return index < BRIDAL_OCCASIONS.length ? index : DEFAULT_OCCASION_INDEX;
}

/** The image grid: all of the artwork, in its order. */
export const BRIDAL_GALLERY = (Object.keys(BRIDAL_ARTWORK) as (keyof typeof BRIDAL_ARTWORK)[]).map((key) => ({
  key,
  image: BRIDAL_ARTWORK[key],
}));

interface PlanItem {
  readonly key: string;
  /** 0: included free. */
  readonly rupees: number;
}

interface PlanDay {
  readonly key: string;
  readonly items: readonly PlanItem[];
}

/** One day of a plan: its services, in order, with their prices in rupees (0: included free). */
function day<const Key extends string, const Items extends Record<string, number>>(key: Key, items: Items) {
  const entries = Object.entries(items) as [keyof Items & string, number][];
  return { key, items: entries.map(([itemKey, rupees]) => ({ key: itemKey, rupees })) };
}

export const PRE_BRIDAL_PLANS = [
  {
    key: 'glow',
    priceRupees: 5999,
    days: [
      day('skin', { fruitFacial: 999, threading: 99 }),
      day('body', { bodyPolishing: 1999 }),
      day('smooth', { ricaWaxing: 899, underarmWaxing: 149 }),
      day('hands', { manicure: 599, pedicure: 699 }),
      day('hair', { hairSpa: 799, deTan: 399 }),
    ],
  },
  {
    key: 'royal',
    priceRupees: 10999,
    days: [
      day('skin', { hydraFacial: 2500, fullFaceThreading: 149 }),
      day('body', { bodySpa: 1499, bodyPolishing: 1999 }),
      day('smooth', { fullBodyWaxing: 1999 }),
      day('hands', { spaManicure: 799, spaPedicure: 999, paraffin: 499 }),
      day('hair', { keratinSpa: 1499, brighteningPack: 599, makeupTrial: 0 }),
    ],
  },
] as const satisfies readonly { key: string; priceRupees: number; days: readonly PlanDay[] }[];

export type PreBridalPlan = (typeof PRE_BRIDAL_PLANS)[number];

/** What the plan's services cost one by one (the package price is lower). */
export function planWorthRupees(plan: { days: readonly PlanDay[] }): number {
  return plan.days.reduce((sum, day) => sum + day.items.reduce((daySum, item) => daySum + item.rupees, 0), 0);
}
