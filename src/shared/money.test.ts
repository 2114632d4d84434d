import { describe, expect, it } from 'vitest';
import { amountFromText, formatRupees, groupIndian, readAmount, typedPaise } from './money';
import { NOT_AMOUNTS } from './test/not-amounts';

const intl = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

describe('formatRupees', () => {
  it.each([
    [0, '₹0'],
    [5, '₹5'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [12345.5, '₹12,345.5'],
    [123456.05, '₹1,23,456.05'],
    [12345678.9, '₹1,23,45,678.9'],
    [-1500, '-₹1,500'],
  ])('writes %d as %s', (rupees, text) => {
    expect(formatRupees(rupees)).toBe(text);
  });

  it('writes every amount in paise exactly as Intl en-IN does', () => {
    const amounts = [0.01, 0.1, 0.99, 1.5, 99.99, 100, 4999.5, 5000, 99999.99, 100000, 2500000.25, 987654321.12];
    for (let paise = 0; paise < 300_000; paise += 137) amounts.push(paise / 100);
    for (const rupees of amounts) {
      expect(formatRupees(rupees)).toBe(intl.format(rupees));
      if (rupees > 0) expect(formatRupees(-rupees)).toBe(intl.format(-rupees)); // Intl writes -0 as "-₹0"
    }
  });
});

describe('groupIndian', () => {
  it('groups whole numbers exactly as Intl en-IN does', () => {
    const numbers = new Intl.NumberFormat('en-IN');
    for (const whole of [0, 7, 999, 1000, 12_345, 1_23_456, 12_34_567, 1_23_45_67_890]) {
      expect(groupIndian(whole)).toBe(numbers.format(whole));
    }
  });
});

describe('typedPaise', () => {
  it('reads what a form input holds: blank is 0, anything that is not rupees is null', () => {
    expect(typedPaise('')).toBe(0);
    expect(typedPaise(1850.5)).toBe(185_050);
    expect(typedPaise('0.1')).toBe(10);
    expect(typedPaise('-1')).toBeNull();
    expect(typedPaise('1.005')).toBeNull();
    expect(typedPaise('abc')).toBeNull();
    expect(typedPaise('0x10')).toBeNull();
    expect(typedPaise('1e3')).toBeNull();
  });
});

describe('readAmount and amountFromText: the one reader of amounts', () => {
  it.each([
    ['0', 0],
    ['5', 5],
    ['250', 250],
    ['250.5', 250.5],
    ['250.50', 250.5],
    ['0.01', 0.01],
    ['007', 7],
    ['999999999999.99', 999_999_999_999.99],
  ])('reads %j as %d', (text, amount) => {
    expect(amountFromText(text)).toBe(amount);
    expect(readAmount(text)).toBe(amount);
  });

  it('takes JSON numbers as they are: whole paise, not below 0', () => {
    for (const amount of [0, 250, 250.5, 0.01, 1e8]) expect(readAmount(amount)).toBe(amount);
  });

  it.each(NOT_AMOUNTS.map((value) => [value]))('refuses %j', (value) => {
    expect(readAmount(value)).toBeNull();
    if (typeof value === 'string') expect(amountFromText(value)).toBeNull();
  });

  it('takes a leading minus only where the field allows it, never a plus or a minus alone', () => {
    expect(amountFromText('-5')).toBeNull();
    expect(amountFromText('-5', { allowNegative: true })).toBe(-5);
    expect(amountFromText('-250.75', { allowNegative: true })).toBe(-250.75);
    expect(readAmount(-5, { allowNegative: true })).toBe(-5);
    for (const text of ['-', '+5', '--5', '- 5', '-0x10', '-.5', '-5.']) {
      expect(amountFromText(text, { allowNegative: true })).toBeNull();
    }
  });

  it('refuses text longer than 16 characters before the pattern reads it', () => {
    expect(amountFromText('123456789012.34')).toBe(123_456_789_012.34);
    expect(amountFromText('1234567890123')).toBeNull();
    expect(amountFromText(`00000${'1'.repeat(12)}`)).toBeNull();
  });
});
