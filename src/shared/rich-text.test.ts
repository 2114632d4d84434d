import { describe, expect, it } from 'vitest';
import { plainText } from './rich-text';

describe('plainText (the 36-character detail rule reads descriptions through it)', () => {
  it('drops tags and entities and folds white space', () => {
    expect(plainText('<p>Hair&nbsp;<strong>spa</strong></p><p>&amp; more &lt;3</p>')).toBe('Hair spa & more <3');
    expect(plainText('<a href="https://example.com/?a=1&amp;b=2">link</a>')).toBe('link');
    expect(plainText('a < b > c')).toBe('a c');
  });

  it('reads text full of "<" in one pass (the old tag pattern ran to the end from each of them)', () => {
    expect(plainText('<'.repeat(100_000))).toBe('<'.repeat(100_000));
    expect(plainText(`${'<'.repeat(100_000)}b>`)).toBe(`${'<'.repeat(99_999)}`);
  });
});
