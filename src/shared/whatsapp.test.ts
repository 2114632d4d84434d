import { describe, expect, it } from 'vitest';
import { indianMobile, messageLines, serviceLine, whatsAppLink } from './whatsapp';

describe('indianMobile', () => {
  it('takes a ten-digit Indian mobile number as it is', () => {
    for (const phone of ['9876543210', '6000000001', '7012345678', '8899001122']) {
      expect(indianMobile(phone), phone).toBe(phone);
    }
  });

  it('reads a number written with +91, 91, 0091, a leading 0, spaces, dashes or brackets', () => {
    for (const phone of [
      '+91 98765 43210',
      '+91-98765-43210',
      '919876543210',
      '0091 98765 43210',
      '098765 43210',
      '(98765) 43210',
      ' 98765 43210 ',
    ]) {
      expect(indianMobile(phone), phone).toBe('9876543210');
    }
  });

  it('gives null for what cannot be an Indian mobile number', () => {
    for (const phone of [
      '',
      'none',
      '98765',
      '987654321',
      '98765432101',
      '0172 2745678',
      '1234567890',
      '5876543210',
      '+1 415 555 0100',
      '+44 7700 900123',
      '929876543210',
    ]) {
      expect(indianMobile(phone), phone).toBeNull();
    }
  });
});

describe('whatsAppLink', () => {
  it('opens a chat with the number, India’s code before it, the text filled in and encoded', () => {
    const link = whatsAppLink('+91 99999 00011', 'Hello Priya & family,\nSee you at 4:30 PM? ₹1,200');
    expect(link).toBe(
      'https://wa.me/919999900011?text=Hello%20Priya%20%26%20family%2C%0ASee%20you%20at%204%3A30%20PM%3F%20%E2%82%B91%2C200',
    );
    expect(new URL(link!).searchParams.get('text')).toBe('Hello Priya & family,\nSee you at 4:30 PM? ₹1,200');
  });

  it('is the bare chat without a text, and null for a number that cannot be one', () => {
    expect(whatsAppLink('09999900011')).toBe('https://wa.me/919999900011');
    expect(whatsAppLink('9999900011', '')).toBe('https://wa.me/919999900011');
    expect(whatsAppLink('12345', 'Hello')).toBeNull();
    expect(whatsAppLink('', 'Hello')).toBeNull();
  });
});

describe('messageLines', () => {
  it('puts the lines one under the other, trimmed, leaving out the blank and missing ones', () => {
    expect(messageLines('Hello Priya,', '', null, undefined, false, '  Services: Hair Spa ', 'See you!')).toBe(
      'Hello Priya,\nServices: Hair Spa\nSee you!',
    );
    expect(messageLines()).toBe('');
  });
});

describe('serviceLine', () => {
  it('names each service once, with the quantity when more than one', () => {
    expect(
      serviceLine([
        { name: 'Hair Spa', quantity: 2 },
        { name: 'Classic Facial', quantity: 1 },
      ]),
    ).toBe('Hair Spa × 2, Classic Facial');
    expect(serviceLine([])).toBe('');
  });
});
