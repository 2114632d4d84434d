/**
 * Money is integer paise in storage and arithmetic; the API speaks rupees with at most two decimals
 * (docs/architecture.md#data). This is the one module that converts.
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

/**
 * Paise of an amount as a form's input holds it (a number, or its text; '' is 0), for live totals; null when it is
 * not an amount of rupees (below 0, or finer than a paisa). The schemas say why.
 */
export function typedPaise(value: number | string | null | undefined): number | null {
  if (value === '' || value === null || value === undefined) return 0;
  const rupees = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(rupees) && rupees >= 0 && hasWholePaise(rupees) ? rupeesToPaise(rupees) : null;
}

/**
 * A whole number at or above 0 with Indian grouping, as Intl.NumberFormat('en-IN') writes it (1,23,45,678), by hand
 * for the reasons formatRupees gives.
 */
export function groupIndian(whole: number): string {
  const digits = String(whole);
  // The last three digits, then pairs, cut from the end in one pass.
  const groups = [digits.slice(-3)];
  for (let end = digits.length - 3; end > 0; end -= 2) groups.unshift(digits.slice(Math.max(0, end - 2), end));
  return groups.join(',');
}

/**
 * Rupees the way Intl.NumberFormat('en-IN', INR, 0 to 2 decimals) writes them ('₹1,23,456.5'), by hand: the same
 * text on the server and in every browser (pages are rendered on both and must match), and no locale data to load
 * while a page starts (that costs a phone tens of milliseconds).
 */
export function formatRupees(rupees: number): string {
  if (!Number.isFinite(rupees)) return `₹${rupees}`;
  const paise = Math.round(Math.abs(rupees) * 100);
  const whole = groupIndian(Math.floor(paise / 100));
  const fraction = paise % 100;
  const decimals = fraction === 0 ? '' : `.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
  return `${rupees < 0 && paise > 0 ? '-' : ''}₹${whole}${decimals}`;
}
