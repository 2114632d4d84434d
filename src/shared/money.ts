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

/** The longest text read as an amount: twelve digits, a point and two decimals. */
export const AMOUNT_TEXT_MAX = 16;

/**
 * An amount written as text: digits, then at most one point followed by one or two decimals. Each quantifier is
 * bounded and followed by a character it cannot match, so any text is given up in one pass.
 */
const AMOUNT_TEXT = /^\d{1,12}(?:\.\d{1,2})?$/;

export interface AmountRules {
  /** A leading '-' is taken (the cash book's closing, which may be below zero); no other field takes one. */
  allowNegative?: boolean;
}

/**
 * The one reader of an amount typed or sent as text (issue 30: Number() took '0x10' as 16, and zod's coercion took
 * true and [1] as 1), shared by every form and every schema of the server: '250', '250.5', '250.50', and '-250' where
 * the field allows it. Anything else is no amount (null): hex, exponents ('1e3'), a sign '+', a point without digits
 * on both sides ('5.', '.5'), spaces, commas, digits of other scripts ('١٢'), empty text, text longer than
 * AMOUNT_TEXT_MAX (checked before the pattern reads it).
 */
export function amountFromText(text: string, { allowNegative = false }: AmountRules = {}): number | null {
  if (text.length > AMOUNT_TEXT_MAX) return null;
  const digits = allowNegative && text.startsWith('-') ? text.slice(1) : text;
  return AMOUNT_TEXT.test(digits) ? Number(text) : null;
}

/**
 * An amount as a form's input or a JSON body holds it: a number (finite, whole paise, not below 0 unless allowed) as
 * it is, text by amountFromText; anything else (a flag, a list, an object) is no amount (null).
 */
export function readAmount(value: unknown, rules: AmountRules = {}): number | null {
  if (typeof value === 'string') return amountFromText(value, rules);
  if (typeof value !== 'number' || !hasWholePaise(value)) return null;
  return value >= 0 || rules.allowNegative ? value : null;
}

/**
 * Paise of an amount as a form's input holds it (a number, or its text; '' is 0), for live totals; null when it is
 * not an amount of rupees (readAmount: not one, below 0, or finer than a paisa). The schemas say why.
 */
export function typedPaise(value: number | string | null | undefined): number | null {
  if (value === '' || value === null || value === undefined) return 0;
  const rupees = readAmount(value);
  return rupees === null ? null : rupeesToPaise(rupees);
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
