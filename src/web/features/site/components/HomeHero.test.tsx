import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@web/AppProviders';
import { createQueryClient } from '@web/lib/query-client';
import { HERO_AUTOPLAY_MS } from './home-content';
import { HomeHero } from './HomeHero';
import { matchMediaWith } from '@web/test/media';
import { expectSameMarkupWhenHydrated } from '@web/test/render';
// The home page registers its text; this test renders the hero alone.

function renderHero() {
  return render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <MemoryRouter>
        <HomeHero />
      </MemoryRouter>
    </AppProviders>,
  );
}

const slides = () => screen.getAllByRole('group', { name: /^Slide \d of 4$/ });
const currentSlide = () =>
  slides()
    .find((slide) => slide.dataset.state === 'current')
    ?.getAttribute('aria-label');
const carousel = () => screen.getByRole('region', { name: 'Featured services' });

/** Each autoplay step schedules the next one when React commits, so time passes one step at a time. */
function waitSlides(count: number) {
  for (let step = 0; step < count; step += 1) act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS));
}

describe('HomeHero', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves to the next slide every 10 seconds, and from the last back to the first', () => {
    renderHero();
    expect(currentSlide()).toBe('Slide 1 of 4');
    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS - 100));
    expect(currentSlide()).toBe('Slide 1 of 4');
    act(() => vi.advanceTimersByTime(100));
    expect(currentSlide()).toBe('Slide 2 of 4');
    expect(slides()[0]).toHaveAttribute('data-state', 'leaving');
    waitSlides(3);
    expect(currentSlide()).toBe('Slide 1 of 4');
  });

  it('pauses under the pointer and under keyboard focus, and plays again after', () => {
    renderHero();
    const root = carousel().firstElementChild!;
    fireEvent.mouseEnter(root);
    waitSlides(3);
    expect(currentSlide()).toBe('Slide 1 of 4');
    fireEvent.mouseLeave(root);
    waitSlides(1);
    expect(currentSlide()).toBe('Slide 2 of 4');

    // Tab onto the previous arrow (user-event's tab() waits on timers, which are fake here).
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => previous.focus());
    expect(previous).toHaveFocus();
    waitSlides(3);
    expect(currentSlide()).toBe('Slide 2 of 4');
    act(() => (document.activeElement as HTMLElement).blur());
    waitSlides(1);
    expect(currentSlide()).toBe('Slide 3 of 4');
  });

  it("fetches a waiting slide's picture only as its slide is asked for, or all of them 3 s after the page's load", () => {
    matchMediaWith('prefers-reduced-motion');
    renderHero();
    const pictures = () => slides().map((slide) => slide.querySelector('img')!.getAttribute('src'));
    expect(pictures()).toEqual(['/images/hero/bridal.svg', null, null, null]);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(pictures()).toEqual(['/images/hero/bridal.svg', '/images/hero/hair.svg', null, null]);
    // jsdom's document has loaded already.
    act(() => vi.advanceTimersByTime(3000));
    expect(pictures()).toEqual([
      '/images/hero/bridal.svg',
      '/images/hero/hair.svg',
      '/images/hero/nails.svg',
      '/images/hero/facial.svg',
    ]);
    expect(carousel().querySelectorAll('img[data-src]')).toHaveLength(0);
  });

  it('never plays for visitors who prefer reduced motion', () => {
    matchMediaWith('prefers-reduced-motion');
    renderHero();
    waitSlides(5);
    expect(currentSlide()).toBe('Slide 1 of 4');
  });

  it('moves with the arrows, the arrow keys and the dots, round in a loop', () => {
    renderHero();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toBe('Slide 4 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe('Slide 2 of 4');

    fireEvent.keyDown(carousel().firstElementChild!, { key: 'ArrowRight' });
    expect(currentSlide()).toBe('Slide 3 of 4');
    fireEvent.keyDown(carousel().firstElementChild!, { key: 'ArrowLeft' });
    expect(currentSlide()).toBe('Slide 2 of 4');

    // The dots are for pointers only (screen readers and keyboards have the arrows).
    const dots = carousel().querySelectorAll('button[aria-hidden="true"]');
    expect(dots).toHaveLength(4);
    fireEvent.click(dots[3]!);
    expect(currentSlide()).toBe('Slide 4 of 4');
    expect(dots[3]).toHaveAttribute('data-active');
  });

  it('brings a slide into view when the keyboard focus enters it', () => {
    renderHero();
    const thirdSlide = slides()[2]!;
    act(() => thirdSlide.querySelector('a')!.focus());
    expect(currentSlide()).toBe('Slide 3 of 4');
  });

  it('renders the same markup on the server and in the browser’s first render', async () => {
    vi.useRealTimers();
    await expectSameMarkupWhenHydrated(() => (
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter>
          <HomeHero />
        </MemoryRouter>
      </AppProviders>
    ));
  });
});
