import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Offer } from '@shared/catalogue.schemas';
import { addDays, salonToday } from '@shared/salon-time';
import { AppProviders } from '@web/AppProviders';
import { islandLoaders } from '@web/island-registry';
import { createQueryClient } from '@web/lib/query-client';
import { renderServerMarkup, startIslandsOn } from '@web/test/documents';
import { matchMediaWith } from '@web/test/media';
import { OFFER_AUTOPLAY_MS, OFFER_SCROLL_MS } from '../offer-carousel';
import { expectEnlargesAndCloses } from '../test/enlarged-picture';
import { OfferCarousel } from './OfferCarousel';

const today = salonToday('Asia/Kolkata');
const OFFERS: Offer[] = ['Hydra Facial', 'Nail Extensions', 'Pre-Bridal Trial', 'Smoothening Combo'].map(
  (name, index) => ({
    id: index + 1,
    name,
    img: `images/offers/offer-${index + 1}.svg`,
    sort: index + 1,
    expiry: addDays(today, 10),
    status: 1,
  }),
);

const carousel = () => screen.getByRole('region', { name: 'Current offers' });
const slides = () =>
  [...carousel().querySelectorAll<HTMLElement>('[data-testid="offer-card"]')].map((card) => card.parentElement!);
const dots = () => [...carousel().querySelectorAll<HTMLElement>('button[aria-hidden="true"]')];

/** The offer at the start of the view: the slide whose transform places it first. */
function firstInView(): string {
  const places = slides().map((slide, index) => {
    const shift = /translate3d\((-?[\d.]+)%/.exec(slide.style.transform)?.[1];
    return index + (shift ? Number(shift) / 100 : 0);
  });
  const first = places.findIndex((place) => Math.abs(place) < 0.001);
  return within(slides()[first]!).getByRole('heading', { level: 2 }).textContent ?? '';
}

const activeDot = () => dots().findIndex((dot) => dot.hasAttribute('data-active'));

/** Animation frames the test runs itself: each call finishes the moves under way. */
function framesStub() {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  return () =>
    act(() => {
      while (frames.length) frames.shift()!(performance.now() + OFFER_SCROLL_MS);
    });
}

async function documentCarousel(offers = OFFERS) {
  const container = await renderServerMarkup(<OfferCarousel offers={offers} today={today} />, '/offers');
  await startIslandsOn(container, islandLoaders);
  return container;
}

function appCarousel(offers = OFFERS) {
  return render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <MemoryRouter initialEntries={['/offers']}>
        <OfferCarousel offers={offers} today={today} />
      </MemoryRouter>
    </AppProviders>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the offer carousel', () => {
  it('sends every offer, the arrows, the dots and each enlarged picture in the server’s markup', async () => {
    await renderServerMarkup(<OfferCarousel offers={OFFERS} today={today} />, '/offers');
    expect(slides()).toHaveLength(4);
    OFFERS.forEach((offer, index) => {
      expect(within(slides()[index]!).getByRole('heading', { name: offer.name, level: 2 })).toBeVisible();
      const dialog = within(slides()[index]!).getByRole('dialog', { hidden: true });
      expect(dialog).not.toBeVisible();
      expect(dialog).toHaveTextContent(offer.name);
      expect(within(dialog).getByRole('img', { hidden: true })).toHaveAttribute('src', `/${offer.img}`);
    });
    expect(screen.getByRole('button', { name: 'Previous offer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next offer' })).toBeInTheDocument();
    expect(dots()).toHaveLength(4);
    expect(activeDot()).toBe(0);
  });

  it('on the server’s markup without React, moves with the arrows, the dots and the arrow keys, round in a loop', async () => {
    matchMediaWith('prefers-reduced-motion');
    const user = userEvent.setup();
    await documentCarousel();
    expect(firstInView()).toBe('Hydra Facial');
    await user.click(screen.getByRole('button', { name: 'Previous offer' }));
    expect(firstInView()).toBe('Smoothening Combo');
    expect(activeDot()).toBe(3);
    await user.click(screen.getByRole('button', { name: 'Next offer' }));
    await user.click(screen.getByRole('button', { name: 'Next offer' }));
    expect(firstInView()).toBe('Nail Extensions');
    expect(activeDot()).toBe(1);

    fireEvent.keyDown(carousel(), { key: 'ArrowRight' });
    expect(firstInView()).toBe('Pre-Bridal Trial');
    fireEvent.keyDown(carousel(), { key: 'ArrowLeft' });
    expect(firstInView()).toBe('Nail Extensions');

    await user.click(dots()[3]!);
    expect(firstInView()).toBe('Smoothening Combo');
    expect(activeDot()).toBe(3);
  });

  it('plays every 10 seconds, about a second a move, paused under the mouse and while an offer has the focus', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const finishMoves = framesStub();
    await documentCarousel();
    act(() => vi.advanceTimersByTime(OFFER_AUTOPLAY_MS - 100));
    expect(activeDot()).toBe(0);
    act(() => vi.advanceTimersByTime(100));
    expect(activeDot()).toBe(1);
    finishMoves();
    expect(firstInView()).toBe('Nail Extensions');

    fireEvent.mouseEnter(carousel());
    act(() => vi.advanceTimersByTime(OFFER_AUTOPLAY_MS * 3));
    expect(activeDot()).toBe(1);
    fireEvent.mouseLeave(carousel());
    act(() => vi.advanceTimersByTime(OFFER_AUTOPLAY_MS));
    finishMoves();
    expect(firstInView()).toBe('Pre-Bridal Trial');

    const book = within(slides()[2]!).getAllByRole('button')[0]!;
    act(() => book.focus());
    act(() => vi.advanceTimersByTime(OFFER_AUTOPLAY_MS * 3));
    expect(activeDot()).toBe(2);
    act(() => book.blur());
    act(() => vi.advanceTimersByTime(OFFER_AUTOPLAY_MS));
    expect(activeDot()).toBe(3);
  });

  it('never plays for visitors who prefer reduced motion', async () => {
    matchMediaWith('prefers-reduced-motion');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await documentCarousel();
    act(() => vi.advanceTimersByTime(OFFER_AUTOPLAY_MS * 5));
    expect(firstInView()).toBe('Hydra Facial');
  });

  it('brings an offer into view when the keyboard focus reaches it', async () => {
    matchMediaWith('prefers-reduced-motion');
    await documentCarousel();
    act(() =>
      within(slides()[2]!)
        .getByRole('button', { name: /^Enlarge/ })
        .focus(),
    );
    expect(firstInView()).toBe('Pre-Bridal Trial');
  });

  it('in the app, follows a swipe to the next offer, and a short one back', () => {
    matchMediaWith('prefers-reduced-motion');
    // One offer in view, 300 px wide.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 300, 400));
    appCarousel();
    const viewport = slides()[0]!.parentElement!.parentElement!;
    const drag = (dx: number) => {
      fireEvent.pointerDown(viewport, { clientX: 200, clientY: 100, isPrimary: true, button: 0, pointerId: 1 });
      fireEvent.pointerMove(viewport, { clientX: 190, clientY: 100, pointerId: 1 });
      fireEvent.pointerMove(viewport, { clientX: 190 + dx, clientY: 100, pointerId: 1 });
      fireEvent.pointerUp(viewport, { clientX: 190 + dx, clientY: 100, pointerId: 1 });
    };
    drag(-120);
    expect(firstInView()).toBe('Nail Extensions');
    drag(20);
    expect(firstInView()).toBe('Nail Extensions');
    drag(120);
    expect(firstInView()).toBe('Hydra Facial');
  });

  it('keeps still, without arrows or dots, while every offer is in view', async () => {
    // Three offers in view, each 300 px wide of a 900 px row.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const isSlide = this.firstElementChild?.getAttribute('data-testid') === 'offer-card';
      return new DOMRect(0, 0, isSlide ? 300 : 900, 400);
    });
    const user = userEvent.setup();
    await documentCarousel(OFFERS.slice(0, 3));
    const next = screen.getByRole('button', { name: 'Next offer' });
    expect(next).toHaveAttribute('data-inactive');
    expect(carousel()).toHaveAttribute('data-still');
    await user.click(next);
    expect(firstInView()).toBe('Hydra Facial');
  });
});

describe('an offer’s enlarged picture', () => {
  it('on the server’s markup without React, opens in a dialog that closes on Close and on its backdrop', async () => {
    const user = userEvent.setup();
    await documentCarousel();
    const enlarge = screen.getByRole('button', { name: 'Enlarge the picture of Nail Extensions' });
    await expectEnlargesAndCloses(user, enlarge);

    await user.click(enlarge);
    // A click inside the dialog leaves it open; one on the backdrop (the dialog element itself) closes it.
    await user.click(within(screen.getByRole('dialog')).getByTestId('offer-enlarged-image'));
    expect(screen.getByRole('dialog', { name: 'Nail Extensions' })).toBeVisible();
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(enlarge).toHaveFocus();
  });

  it('shows the default artwork for a picture that failed before its island arrived, or fails after', async () => {
    const container = await renderServerMarkup(<OfferCarousel offers={OFFERS} today={today} />, '/offers');
    const [broken, working] = [0, 1].map(
      (index) => within(slides()[index]!).getAllByRole('img', { name: /^Offer: /, hidden: true })[0]!,
    );
    Object.defineProperties(broken, { complete: { value: true }, naturalWidth: { value: 0 } });
    Object.defineProperties(working!, { complete: { value: true }, naturalWidth: { value: 800 } });
    await startIslandsOn(container, islandLoaders);
    expect(broken).toHaveAttribute('src', '/images/offers/default.svg');
    expect(working).toHaveAttribute('src', '/images/offers/offer-2.svg');
    fireEvent.error(working!);
    expect(working).toHaveAttribute('src', '/images/offers/default.svg');
  });
});
