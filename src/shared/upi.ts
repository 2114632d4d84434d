/**
 * UPI, as the salon settings and a due's QR code use it (docs/product.md#salon-settings): the shape of a UPI ID
 * (a virtual payment address, `name@bank`) and the standard payment link every UPI app opens.
 */

/** The longest UPI ID taken: NPCI allows 255 characters before '@' and a short handle after it. */
export const UPI_ID_MAX = 100;
/**
 * A name of letters, digits, '.', '-' and '_' (starting with a letter or digit), '@', and the bank's handle of
 * letters and digits. '@' is in neither class, so the pattern cannot backtrack; it runs on at most UPI_ID_MAX
 * characters.
 */
const UPI_ID_SHAPE = /^[A-Za-z0-9][A-Za-z0-9._-]{1,}@[A-Za-z][A-Za-z0-9]{1,}$/;

export function isUpiId(value: string): boolean {
  return value.length <= UPI_ID_MAX && UPI_ID_SHAPE.test(value);
}

export interface UpiPayment {
  /** The payee's UPI ID. */
  upiId: string;
  /** The payee's name, as the payer's app shows it. */
  payee: string;
  /** The amount in paise. */
  amountPaise: number;
  /** The note the payer's app shows and the payee's statement keeps (the invoice number). */
  note: string;
}

/** The link `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…`, its values percent-encoded, the amount in rupees with paise. */
export function upiPaymentLink({ upiId, payee, amountPaise, note }: UpiPayment): string {
  const rupees = `${Math.floor(amountPaise / 100)}.${String(amountPaise % 100).padStart(2, '0')}`;
  const fields: Array<[string, string]> = [
    ['pa', upiId],
    ['pn', payee],
    ['am', rupees],
    ['cu', 'INR'],
    ['tn', note],
  ];
  return `upi://pay?${fields.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}
