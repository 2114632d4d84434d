/**
 * The one way to make a WhatsApp chat link (docs/product.md#whatsapp-messages): `https://wa.me/91XXXXXXXXXX` with the
 * message filled in. A phone is taken as people write it (spaces, dashes, +91, a leading 0); one that cannot be an
 * Indian mobile number gives no link, so the page shows no button that would open a chat with nobody.
 */

/** India's country code, which wa.me wants before the ten digits. */
const INDIA = '91';

/** An Indian mobile number: ten digits, the first 6, 7, 8 or 9. */
const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/**
 * The ten digits of an Indian mobile number as written ('98765 43210', '+91 98765-43210', '098765 43210',
 * '0091 9876543210'), or null when the phone cannot be one (too short or long, a landline, another country).
 */
export function indianMobile(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  const national =
    digits.length === 14 && digits.startsWith(`00${INDIA}`)
      ? digits.slice(4)
      : digits.length === 12 && digits.startsWith(INDIA)
        ? digits.slice(2)
        : digits.length === 11 && digits.startsWith('0')
          ? digits.slice(1)
          : digits;
  return INDIAN_MOBILE.test(national) ? national : null;
}

/** The chat link to an Indian mobile number with `text` filled in (none when `text` is left out), or null. */
export function whatsAppLink(phone: string, text?: string): string | null {
  const mobile = indianMobile(phone);
  if (mobile === null) return null;
  const message = text === undefined || text === '' ? '' : `?text=${encodeURIComponent(text)}`;
  return `https://wa.me/${INDIA}${mobile}${message}`;
}

/** A message of several lines: the lines given, blank ones left out, one under the other. */
export function messageLines(...lines: readonly (string | null | undefined | false)[]): string {
  return lines
    .filter((line): line is string => typeof line === 'string' && line.trim() !== '')
    .map((line) => line.trim())
    .join('\n');
}

/** Booked services as a message names them, on one line: 'Hair Spa × 2, Classic Facial'. */
export function serviceLine(services: readonly { name: string; quantity: number }[]): string {
  return services.map(({ name, quantity }) => (quantity > 1 ? `${name} × ${quantity}` : name)).join(', ');
}
