import { describe, expect, it } from 'vitest';
import { translatorFor } from '@web/i18n';
import { offerExpiryText, type OfferExpiry } from '@shared/offer-expiry';
import { expiryText } from './offer-expiry-en';
import { formatOfferDate, offerExpiryWords } from './offer-expiry-text';

describe('offer expiry words', () => {
  const t = translatorFor(expiryText);
  const cases: OfferExpiry[] = [
    { kind: 'none' },
    { kind: 'date', date: '2026-03-25' },
    { kind: 'days', days: 1 },
    { kind: 'days', days: 3 },
    { kind: 'days', days: 7 },
    { kind: 'today' },
    { kind: 'expired' },
  ];

  it.each(cases)('say in English exactly what offerExpiryText says (%o)', (expiry) => {
    expect(offerExpiryWords(t, expiry)).toBe(offerExpiryText(expiry, formatOfferDate));
  });

  it('writes a calendar date the Indian way, whatever the viewer’s zone', () => {
    expect(formatOfferDate('2026-03-25')).toBe('25 Mar 2026');
    expect(formatOfferDate('2026-01-01')).toBe('1 Jan 2026');
  });
});
