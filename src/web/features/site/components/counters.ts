/**
 * The home page's counters as numbers (docs/product.md#constants: they animate up to 1000), apart from the rest of
 * home-content.ts so that counters.island.ts brings nothing else with it. The figures are grouped by hand (no
 * locale data to load while the page starts).
 */
import { groupIndian } from '@shared/money';
export const COUNTER_TARGET = 1000;
export const COUNTER_DURATION_MS = 1800;

/** A counter's figure as the page writes it (1,000), on the server and in the counting island alike. */
export const formatCount = (count: number): string => groupIndian(Math.max(0, Math.round(count)));
