import { describe, expect, it } from 'vitest';
import { offerExpiry, offerExpiryText } from './offer-expiry';
import { salonToday } from './salon-time';

const text = (expiry: string | null, today: string) =>
  offerExpiryText(offerExpiry(expiry, today), (date) => `[${date}]`);

describe('offer expiry text', () => {
  const today = '2026-11-21';
  it.each([
    ['2026-11-21', 'This offer Will Expires Today'],
    ['2026-11-22', 'Offer Expires in 1 Day'],
    ['2026-11-27', 'Offer Expires in 6 Day'],
    ['2026-11-28', 'Offer Expires in 7 Day'],
    ['2026-11-29', 'Valid till [2026-11-29]'],
    ['2026-11-20', 'Offer Expired'],
    ['0000-00-00', 'No expiry date'],
    [null, 'No expiry date'],
  ])('%s → %s', (expiry, expected) => {
    expect(text(expiry, today)).toBe(expected);
  });

  it("counts days from the salon's today in Asia/Kolkata, not the machine's", () => {
    // 20:00 UTC on the 21st is already the 22nd in India: an offer ending on the 22nd ends today there.
    const today = salonToday('Asia/Kolkata', new Date('2026-11-21T20:00:00Z'));
    expect(text('2026-11-22', today)).toBe('This offer Will Expires Today');
    expect(text('2026-11-21', today)).toBe('Offer Expired');
  });
});
