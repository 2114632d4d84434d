import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@web/AppProviders';
import { islandLoaders } from '@web/island-registry';
import { createQueryClient } from '@web/lib/query-client';
import { renderServerMarkup, startIslandsOn } from '@web/test/documents';
import { matchMediaWith } from '@web/test/media';
import { COUNTER_DURATION_MS } from './counters';
import { CountersSection } from './CountersSection';

/** An IntersectionObserver the test drives: each report says whether the counters are in view. */
function observerStub() {
  const callbacks: IntersectionObserverCallback[] = [];
  class Observer {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    made: () => callbacks.length,
    /** Reports to the counters' observer (the last one made). */
    report(isIntersecting: boolean) {
      act(() => callbacks.at(-1)!([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver));
    },
  };
}

/** Animation frames the test runs at chosen times, so a busy machine cannot stall the count. */
function framesStub() {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  return {
    frames,
    run: (after: number) => act(() => frames.shift()?.(performance.now() + after)),
  };
}

const figures = () => screen.getAllByTestId('counter-value');

afterEach(() => vi.unstubAllGlobals());

describe('the home page counters', () => {
  it('are 1000 in the server’s markup, in words too, so the page says it without JavaScript', async () => {
    const container = await renderServerMarkup(<CountersSection />);
    expect(container.querySelector('[data-island="counters"]')).not.toBeNull();
    for (const figure of figures()) expect(figure).toHaveTextContent(/^1,000\+$/);
    expect(screen.getAllByText('1,000+', { ignore: '[aria-hidden] *' })).toHaveLength(4);
  });

  it('on the server’s markup, start again from 0 while out of view and count up to 1000 once in view', async () => {
    const observer = observerStub();
    const frames = framesStub();
    const container = await renderServerMarkup(<CountersSection />);
    await startIslandsOn(container, islandLoaders);
    observer.report(false);
    for (const figure of figures()) expect(figure).toHaveTextContent(/^0\+$/);

    observer.report(true);
    frames.run(COUNTER_DURATION_MS / 2);
    expect(figures()[0]).not.toHaveTextContent(/^(0|1,000)\+$/);
    frames.run(COUNTER_DURATION_MS);
    for (const figure of figures()) expect(figure).toHaveTextContent(/^1,000\+$/);
    expect(frames.frames).toHaveLength(0);
  });

  it('keep their figures when already in view as the island arrives', async () => {
    const observer = observerStub();
    const frames = framesStub();
    const container = await renderServerMarkup(<CountersSection />);
    await startIslandsOn(container, islandLoaders);
    observer.report(true);
    expect(frames.frames).toHaveLength(0);
    for (const figure of figures()) expect(figure).toHaveTextContent(/^1,000\+$/);
  });

  it('in the app, count up too, and never move for visitors who prefer reduced motion', () => {
    const observer = observerStub();
    const frames = framesStub();
    const view = render(
      <AppProviders queryClient={createQueryClient()} env="test">
        <CountersSection />
      </AppProviders>,
    );
    observer.report(false);
    expect(figures()[0]).toHaveTextContent(/^0\+$/);
    observer.report(true);
    frames.run(COUNTER_DURATION_MS);
    expect(figures()[0]).toHaveTextContent(/^1,000\+$/);
    view.unmount();

    matchMediaWith('prefers-reduced-motion');
    const observers = observer.made();
    render(
      <AppProviders queryClient={createQueryClient()} env="test">
        <CountersSection />
      </AppProviders>,
    );
    expect(observer.made()).toBe(observers);
    for (const figure of figures()) expect(figure).toHaveTextContent(/^1,000\+$/);
    expect(frames.frames).toHaveLength(0);
  });
});
