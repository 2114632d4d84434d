/**
 * The home page's counters as numbers (docs/product.md#home-figures: they count up to the salon's figures), apart
 * from the rest of home-content.ts so that counters.island.ts brings nothing else with it. The figures are grouped
 * by hand, en-IN (1,25,000; no locale data to load while the page starts).
 */
import { groupIndian } from '@shared/money';
export const COUNTER_DURATION_MS = 1800;

/** The attribute that holds a counter's figure, which the island counts up to. */
export const COUNTER_TARGET_ATTRIBUTE = 'data-target';

/** A counter's figure as the page writes it (1,250), on the server and in the counting island alike. */
export const formatCount = (count: number): string => groupIndian(Math.max(0, Math.round(count)));
