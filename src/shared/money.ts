/**
 * Money is integer paise in storage and arithmetic; the API speaks rupees with at most two decimals
 * (design.md, Data). This is the one module that converts.
 */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** True when a rupee amount has at most two decimals (no fractions of a paisa). */
export function hasWholePaise(rupees: number): boolean {
  return Number.isFinite(rupees) && Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;
}

const inrFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

export function formatRupees(rupees: number): string {
  return inrFormatter.format(rupees);
}
