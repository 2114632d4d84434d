/**
 * The home page's counters (docs/product.md#home-figures): the salon's real figures, from its bills, or the figure
 * the admin sets for a counter in the settings (empty: from the bills).
 */
import { z } from 'zod';

export const HOME_COUNTERS = ['clients', 'brides', 'hair', 'services'] as const;
export type HomeCounter = (typeof HOME_COUNTERS)[number];

/** The largest figure the admin may set: one crore. */
export const COUNTER_FIGURE_MAX = 10_000_000;

/** The same value for each counter, in HOME_COUNTERS' order. */
export function eachCounter<Value>(value: Value): Record<HomeCounter, Value> {
  return Object.fromEntries(HOME_COUNTERS.map((key) => [key, value])) as Record<HomeCounter, Value>;
}

/** GET /api/home/figures: each counter's figure, the admin's where set. */
export const homeFiguresSchema = z.object(eachCounter(z.number()));
export type HomeFigures = z.infer<typeof homeFiguresSchema>;

/** The admin's figures as the settings keep them: null for "from the bills". */
export const counterOverridesSchema = z.object(eachCounter(z.number().nullable()));
export type CounterOverrides = z.infer<typeof counterOverridesSchema>;

export const NO_COUNTER_OVERRIDES: CounterOverrides = eachCounter(null);

/** Each counter's figure: the admin's where set, else the one from the bills. */
export function withOverrides(fromBills: HomeFigures, overrides: CounterOverrides | undefined): HomeFigures {
  const figures = { ...fromBills };
  for (const key of HOME_COUNTERS) {
    const set = overrides?.[key];
    if (typeof set === 'number') figures[key] = set;
  }
  return figures;
}
