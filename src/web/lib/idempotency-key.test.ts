import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

describe('idempotency keys', () => {
  it('makes a fresh key the server accepts for every attempt', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
