import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

describe('amountInWords', () => {
  it('writes rupees and paise in the Indian system, in English', () => {
    expect(amountInWords(0, 'en')).toBe('Rupees Zero Only');
    expect(amountInWords(50, 'en')).toBe('Rupees Zero and Fifty Paise Only');
    expect(amountInWords(105_000, 'en')).toBe('Rupees One Thousand Fifty Only');
    expect(amountInWords(12_500_050, 'en')).toBe('Rupees One Lakh Twenty-Five Thousand and Fifty Paise Only');
    expect(amountInWords(99_999_999_999, 'en')).toBe(
      'Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    );
    expect(amountInWords(1_000_000_000_00, 'en')).toBe('Rupees One Hundred Crore Only');
    expect(amountInWords(31_107, 'en')).toBe('Rupees Three Hundred Eleven and Seven Paise Only');
  });

  it('and in Hindi, each number below a hundred by its own word', () => {
    expect(amountInWords(0, 'hi')).toBe('शून्य रुपये मात्र');
    expect(amountInWords(12_500_050, 'hi')).toBe('एक लाख पच्चीस हज़ार रुपये और पचास पैसे मात्र');
    expect(amountInWords(9_999, 'hi')).toBe('निन्यानवे रुपये और निन्यानवे पैसे मात्र');
    expect(amountInWords(2_345_678_900, 'hi')).toBe('दो करोड़ चौंतीस लाख छप्पन हज़ार सात सौ नवासी रुपये मात्र');
  });

  it('names every amount, with no empty or doubled words', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000_00 }), fc.constantFrom('en', 'hi'), (paise, language) => {
        const words = amountInWords(paise, language as 'en' | 'hi');
        expect(words).not.toMatch(/\s{2}|^\s|\s$|undefined/);
        expect(words.endsWith(language === 'en' ? 'Only' : 'मात्र')).toBe(true);
      }),
    );
  });
});
