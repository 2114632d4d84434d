import { describe, expect, it } from 'vitest';
import { maskedPhone } from './masked-phone';

describe('maskedPhone', () => {
  it.each([
    ['9876543210', '98•••••210'],
    ['9999900011', '99•••••011'],
    [' 9876543210 ', '98•••••210'],
    ['+91 98765 43210', '+9•••••210'],
    ['123456', '12•••••456'],
    ['12345', '•••••'],
    ['', ''],
  ])('shows %j as %j', (phone, masked) => {
    expect(maskedPhone(phone)).toBe(masked);
  });

  it('hides the middle of every ten-digit phone behind five bullets', () => {
    const masked = maskedPhone('9812345210');
    expect(masked).toHaveLength(10);
    expect(masked).not.toMatch(/\d{4}/);
  });
});
