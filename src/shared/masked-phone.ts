/**
 * A customer's phone as an open receipt shows it to anyone but the salon's staff (docs/product.md#receipt): a receipt's
 * link is made to be forwarded, so it names the customer's number only as '98•••••210', enough for the customer to
 * know it is theirs. Always five bullets, whatever the number's length, so the mask tells nothing of the rest.
 */

/** The character that stands for each hidden digit. */
export const MASK_BULLET = '•';
const HIDDEN = MASK_BULLET.repeat(5);

/** The first two and the last three characters of a phone with five bullets between; a phone shorter than six is all bullets. */
export function maskedPhone(phone: string): string {
  const shown = phone.trim();
  if (shown === '') return '';
  if (shown.length < 6) return HIDDEN;
  return `${shown.slice(0, 2)}${HIDDEN}${shown.slice(-3)}`;
}
