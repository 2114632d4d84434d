/**
 * An offer card's expiry line (docs/product.md#offer-expiry). The rule is offerExpiry in src/shared; this
 * only puts its answer into words, the same words as offerExpiryText, through src/web/i18n.
 */
import { type TFunction, useText } from '@web/i18n';
import type { OfferExpiry } from '@shared/offer-expiry';
import { dateFormat } from './dates';
import { expiryText } from './offer-expiry-en';

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };

/** '2026-03-25' as '25 Mar 2026' in the language shown (a calendar date: formatted in UTC so no zone shifts it). */
export function formatOfferDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return dateFormat(DATE).format(new Date(Date.UTC(y, m - 1, d)));
}

export function offerExpiryWords(t: TFunction<typeof expiryText>, expiry: OfferExpiry): string {
  switch (expiry.kind) {
    case 'none':
      return t('expiry.none');
    case 'date':
      return t('expiry.date', { date: formatOfferDate(expiry.date) });
    case 'days':
      return t('expiry.days', { days: expiry.days });
    case 'today':
      return t('expiry.today');
    case 'expired':
      return t('expiry.expired');
  }
}

export function useOfferExpiryWords(): (expiry: OfferExpiry) => string {
  const { t } = useText(expiryText);
  return (expiry) => offerExpiryWords(t, expiry);
}
