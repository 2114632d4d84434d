/**
 * What an offer card says about its expiry (docs/product.md#offer-expiry): no expiry, or more than the warning
 * window left, shows the date; 1 to 7 days 'Offer Expires in N Day'; 0 days 'This offer Will Expires Today';
 * past it 'Offer Expired'. The window is 7 days (docs/product.md#constants), so 7 days left already warns.
 */
import { ZERO_DATE } from './constants';

export const OFFER_EXPIRY_WARNING_DAYS = 7;

export type OfferExpiry =
  | { kind: 'none' }
  | { kind: 'date'; date: string }
  | { kind: 'days'; days: number }
  | { kind: 'today' }
  | { kind: 'expired' };

function dayNumber(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

/** `today` is the salon's today (salonToday), so the answer does not depend on the viewer's clock zone. */
export function offerExpiry(expiry: string | null | undefined, today: string): OfferExpiry {
  if (!expiry || expiry === ZERO_DATE) return { kind: 'none' };
  const daysLeft = dayNumber(expiry) - dayNumber(today);
  if (daysLeft < 0) return { kind: 'expired' };
  if (daysLeft === 0) return { kind: 'today' };
  if (daysLeft <= OFFER_EXPIRY_WARNING_DAYS) return { kind: 'days', days: daysLeft };
  return { kind: 'date', date: expiry };
}

/** The spec's English words for an expiry (the web app translates these strings as keys). */
export function offerExpiryText(expiry: OfferExpiry, formatDate: (isoDate: string) => string): string {
  switch (expiry.kind) {
    case 'none':
      return 'No expiry date';
    case 'date':
      return `Valid till ${formatDate(expiry.date)}`;
    case 'days':
      return `Offer Expires in ${expiry.days} Day`;
    case 'today':
      return 'This offer Will Expires Today';
    case 'expired':
      return 'Offer Expired';
  }
}
