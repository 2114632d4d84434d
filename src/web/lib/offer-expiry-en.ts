/**
 * English words of an offer's expiry line, the same words as offerExpiryText (src/shared/offer-expiry.ts), kept in
 * step by offer-expiry-text.test.ts.
 */
import { defineText } from '@web/i18n';

export const offerExpiryEn = {
  'expiry.none': 'No expiry date',
  'expiry.date': 'Valid till {{date}}',
  'expiry.days': 'Offer Expires in {{days}} Day',
  'expiry.today': 'This offer Will Expires Today',
  'expiry.expired': 'Offer Expired',
} as const;

export const expiryText = defineText('expiry', offerExpiryEn);
