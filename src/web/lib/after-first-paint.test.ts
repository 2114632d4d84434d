import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_WAIT_MS, afterFirstContentfulPaint } from './after-first-paint';

/** A stand-in for the browser's PerformanceObserver that reports paints when told to. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static observers: FakePaintObserver[] = [];
  isObserving = false;
  constructor(private readonly callback: (entries: { getEntriesByName(name: string): unknown[] }) => void) {
    FakePaintObserver.observers.push(this);
  }
  observe() {
    this.isObserving = true;
  }
  disconnect() {
    this.isObserving = false;
  }
  static report(name: string) {
    for (const observer of FakePaintObserver.observers.filter((candidate) => candidate.isObserving)) {
      observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    }
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakePaintObserver.observers = [];
  vi.stubGlobal('PerformanceObserver', FakePaintObserver);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstContentfulPaint', () => {
  it('runs once the first contentful paint is reported, not at the first paint without content, and only once', () => {
    const run = vi.fn();
    afterFirstContentfulPaint(run);
    FakePaintObserver.report('first-paint');
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
    FakePaintObserver.report('first-contentful-paint');
    expect(run).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(run).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.observers[0]!.isObserving).toBe(false);
  });

  it('runs at once when the visitor presses or types before the paint is reported', () => {
    for (const type of ['pointerdown', 'keydown']) {
      const run = vi.fn();
      afterFirstContentfulPaint(run);
      document.dispatchEvent(new Event(type));
      expect(run).toHaveBeenCalledTimes(1);
    }
  });

  it('runs when the tab is hidden before its first paint, or after a while when no paint is ever reported', () => {
    const onHide = vi.fn();
    afterFirstContentfulPaint(onHide);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(onHide).toHaveBeenCalledTimes(1);

    const onWait = vi.fn();
    afterFirstContentfulPaint(onWait);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(onWait).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWait).toHaveBeenCalledTimes(1);
  });

  it('runs after the next paint where the browser reports no paints', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const run = vi.fn();
    afterFirstContentfulPaint(run);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(250);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
