/**
 * Starting prices in the salon's marketing copy (docs/product.md#marketing-prices), in rupees. Copy, not catalogue
 * data: the real prices come from the services list.
 */
export const STARTING_PRICES = [
  { key: 'bridal', rupees: 5999 },
  { key: 'makeup', rupees: 1500 },
  { key: 'nails', rupees: 1500 },
  { key: 'hair', rupees: 599 },
] as const;

/** The starting price of one of these lines, in rupees. */
export function startingPrice(key: (typeof STARTING_PRICES)[number]['key']): number {
  return STARTING_PRICES.find((price) => price.key === key)!.rupees;
}
