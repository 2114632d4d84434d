import { describe, expect, it } from 'vitest';
import { OFFERS_SEEN_COOKIE, SIGNED_IN_COOKIE, hasCookie } from './document-cookies';

describe('hasCookie', () => {
  it('finds name=1 among the pairs of a Cookie header, wherever it stands', () => {
    expect(hasCookie('signed-in=1', SIGNED_IN_COOKIE)).toBe(true);
    expect(hasCookie('a=b; signed-in=1;offers-seen=1', OFFERS_SEEN_COOKIE)).toBe(true);
    expect(hasCookie('a=b;  signed-in=1  ; c=d', SIGNED_IN_COOKIE)).toBe(true);
  });

  it('wants the name exactly and the value 1', () => {
    expect(hasCookie(undefined, SIGNED_IN_COOKIE)).toBe(false);
    expect(hasCookie('', SIGNED_IN_COOKIE)).toBe(false);
    expect(hasCookie('signed-in=0', SIGNED_IN_COOKIE)).toBe(false);
    expect(hasCookie('not-signed-in=1', SIGNED_IN_COOKIE)).toBe(false);
    expect(hasCookie('signed-in=1x', SIGNED_IN_COOKIE)).toBe(false);
  });

  it('reads a hostile header up to its bound only', () => {
    const long = `${'x=y; '.repeat(5000)}signed-in=1`;
    expect(hasCookie(long, SIGNED_IN_COOKIE)).toBe(false);
  });
});
