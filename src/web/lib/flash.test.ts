import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveFlash, takeFlash } from './flash';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('flash', () => {
  it('hands a message to the next page once', () => {
    leaveFlash('Please Login first to Access Cart');
    expect(takeFlash()).toBe('Please Login first to Access Cart');
    expect(takeFlash()).toBeNull();
  });

  it('shows nothing, and throws nothing, when storage is refused', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => leaveFlash('x')).not.toThrow();
    expect(takeFlash()).toBeNull();
  });
});
