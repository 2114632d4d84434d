/** Media queries in jsdom, which has none (docs/architecture.md#stack-notes). */
import { onTestFinished, vi } from 'vitest';

/** A media query's answer: `matches` as given, and listeners that never fire. */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  } as unknown as MediaQueryList;
}

/**
 * For the rest of this test, the media queries that mention `feature` match (`'max-width'`: a narrow screen,
 * `'prefers-reduced-motion'`: a visitor who asks for less motion); none match again after it.
 */
export function matchMediaWith(feature: string): void {
  const standard = vi.mocked(window.matchMedia).getMockImplementation()!;
  onTestFinished(() => void vi.mocked(window.matchMedia).mockImplementation(standard));
  vi.mocked(window.matchMedia).mockImplementation((query: string) => mediaQueryList(query, query.includes(feature)));
}
