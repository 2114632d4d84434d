import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@web/AppProviders';
import { islandLoaders } from '@web/island-registry';
import { createQueryClient } from '@web/lib/query-client';
import { renderServerMarkup, startIslandsOn } from '@web/test/documents';
import { matchMediaWith } from '@web/test/media';
import type { HomeFigures } from '@shared/home-figures';
import { homeFiguresQuery } from '../home-figures';
import { COUNTER_DURATION_MS } from './counters';
import { CountersSection } from './CountersSection';

/** The salon's figures, each its own, as GET /api/home/figures answers them. */
const FIGURES: HomeFigures = { clients: 1250, brides: 85, hair: 3100, services: 125000 };
const FINAL = [/^1,250\+$/, /^85\+$/, /^3,100\+$/, /^1,25,000\+$/];

/** A query client that has the figures, as the server's render and the hydrated app have them. */
function withFigures(figures: HomeFigures = FIGURES) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(homeFiguresQuery.queryKey, figures);
  return queryClient;
}

const expectFinal = () => figures().forEach((figure, index) => expect(figure).toHaveTextContent(FINAL[index]!));

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
  it('are the salon’s figures in the server’s markup, en-IN, in words too, so the page says them without JavaScript', async () => {
    const container = await renderServerMarkup(<CountersSection />, '/', withFigures());
    expect(container.querySelector('[data-island="counters"]')).not.toBeNull();
    expectFinal();
    for (const text of ['1,250+', '85+', '3,100+', '1,25,000+']) {
      expect(screen.getAllByText(text, { ignore: '[aria-hidden] *' })).toHaveLength(1);
    }
    expect(screen.getByText('Services done')).toBeInTheDocument();
  });

  it('on the server’s markup, start again from 0 while out of view and count up to each figure once in view', async () => {
    const observer = observerStub();
    const frames = framesStub();
    const container = await renderServerMarkup(<CountersSection />, '/', withFigures());
    await startIslandsOn(container, islandLoaders);
    observer.report(false);
    for (const figure of figures()) expect(figure).toHaveTextContent(/^0\+$/);

    observer.report(true);
    frames.run(COUNTER_DURATION_MS / 2);
    expect(figures()[0]).not.toHaveTextContent(/^(0|1,250)\+$/);
    frames.run(COUNTER_DURATION_MS);
    expectFinal();
    expect(frames.frames).toHaveLength(0);
  });

  it('keep their figures when already in view as the island arrives', async () => {
    const observer = observerStub();
    const frames = framesStub();
    const container = await renderServerMarkup(<CountersSection />, '/', withFigures());
    await startIslandsOn(container, islandLoaders);
    observer.report(true);
    expect(frames.frames).toHaveLength(0);
    expectFinal();
  });

  it('in the app, count up too, and never move for visitors who prefer reduced motion', () => {
    const observer = observerStub();
    const frames = framesStub();
    const view = render(
      <AppProviders queryClient={withFigures()} env="test">
        <CountersSection />
      </AppProviders>,
    );
    observer.report(false);
    expect(figures()[0]).toHaveTextContent(/^0\+$/);
    observer.report(true);
    frames.run(COUNTER_DURATION_MS);
    expectFinal();
    view.unmount();

    matchMediaWith('prefers-reduced-motion');
    const observers = observer.made();
    render(
      <AppProviders queryClient={withFigures()} env="test">
        <CountersSection />
      </AppProviders>,
    );
    expect(observer.made()).toBe(observers);
    expectFinal();
    expect(frames.frames).toHaveLength(0);
  });

  it('in the app, keep the labels’ room and show no figure until the figures come', async () => {
    let answer: (figures: HomeFigures) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      () =>
        new Promise<Response>((resolve) => {
          answer = (data) => resolve(new Response(JSON.stringify({ data })));
        }),
    );
    render(
      <AppProviders queryClient={createQueryClient()} env="test">
        <CountersSection />
      </AppProviders>,
    );
    expect(screen.getByText('Happy clients')).toBeInTheDocument();
    expect(screen.queryAllByTestId('counter-value')).toHaveLength(0);
    await act(async () => answer({ clients: 7, brides: 2, hair: 40, services: 98 }));
    await vi.waitFor(() => expect(screen.queryAllByTestId('counter-value')).toHaveLength(4));
    expect(figures().map((figure) => figure.textContent)).toEqual(['7+', '2+', '40+', '98+']);
  });
});
