import { describe, expect, it } from 'vitest';
import { isUpiId, upiPaymentLink } from './upi';

describe('isUpiId', () => {
  it('takes name@handle', () => {
    for (const id of ['curlystudio@okaxis', 'curly.studio-17_a@ybl', '9876543210@paytm', 'ab@upi']) {
      expect(isUpiId(id), id).toBe(true);
    }
  });

  it('refuses what no UPI app takes, and a long one at once', () => {
    for (const id of [
      '',
      'curly',
      '@okaxis',
      'curly@',
      'curly studio@okaxis',
      'curly@ok axis',
      'a@b@c',
      '.curly@okaxis',
      'curly@1bank',
      `${'a'.repeat(100)}@okaxis`,
    ]) {
      expect(isUpiId(id), id).toBe(false);
    }
    // A long run of what the name takes, with no '@': answered at once (no backtracking).
    expect(isUpiId('a'.repeat(100_000))).toBe(false);
  });
});

describe('upiPaymentLink', () => {
  it('writes the standard link with the amount in rupees and paise, its values encoded', () => {
    expect(
      upiPaymentLink({
        upiId: 'curlystudio@okaxis',
        payee: 'Curly Studio',
        amountPaise: 125_050,
        note: 'CS/2026-27/000123',
      }),
    ).toBe('upi://pay?pa=curlystudio%40okaxis&pn=Curly%20Studio&am=1250.50&cu=INR&tn=CS%2F2026-27%2F000123');
    expect(upiPaymentLink({ upiId: 'a@b', payee: 'A & B', amountPaise: 7, note: '' })).toBe(
      'upi://pay?pa=a%40b&pn=A%20%26%20B&am=0.07&cu=INR&tn=',
    );
  });
});
