/**
 * The offer carousel's behaviour (docs/product.md#offers-page, #constants), an island
 * (docs/architecture.md#fast-public-pages) on the markup OfferCarousel renders: autoplay every 10 s, paused under the
 * mouse, while the focus is on an offer and while the tab is hidden, never for visitors who ask for reduced motion
 * (who get no sliding either); the arrows, the dots, the arrow keys, a swipe or a drag move it, about 1 s a move, round
 * in a loop; Tab onto an offer out of view brings it into view. Each slide is placed with a transform, in units of its
 * own width, so the row goes round without copies of the cards; the CSS decides how many show at once.
 */
import { attachCarousel } from '@web/lib/carousel';
import { listeners, type Island } from '@web/lib/islands';
import { OFFER_AUTOPLAY_MS, OFFER_SCROLL_MS } from '../offer-carousel';
import classes from './OfferCarousel.module.css';

/** A pointer that moves this far sideways before it moves upright is dragging the carousel, not scrolling the page. */
const DRAG_START_PX = 8;
/** A drag at least this long goes on to the next offer in its direction; a shorter one goes back. */
const SWIPE_PX = 40;

const easeOut = (progress: number) => 1 - (1 - progress) ** 3;

export const offerCarouselIsland: Island = (root) => {
  const viewport = root.querySelector<HTMLElement>(`.${classes.viewport}`);
  const slides = [...root.querySelectorAll<HTMLElement>(`.${classes.slide}`)];
  const dots = [...root.querySelectorAll<HTMLElement>(`.${classes.indicator}`)];
  const controls = [...root.querySelectorAll<HTMLElement>(`.${classes.control}`)];
  const count = slides.length;
  if (!viewport || count < 2) return () => undefined;

  const wrap = (index: number) => ((index % count) + count) % count;
  /** Where the row stands: the offer at the start of the view, in slides; fractional while it moves. */
  let position = 0;
  /** Where the current move ends: a whole number, not wrapped (a move from the last offer goes on to count). */
  let target = 0;
  let frame = 0;
  let isDragging = false;
  const events = listeners();

  /** How many offers show at once (the CSS decides); 1 where nothing is laid out. */
  function perView(): number {
    const slide = slides[0]!.getBoundingClientRect().width;
    const row = slides[0]!.parentElement!.getBoundingClientRect().width;
    return slide > 0 ? Math.round(row / slide) : 1;
  }
  /** The row moves only when some offer is out of view (and one can come in on each side). */
  const canMove = () => count > perView();

  /** The place of each slide from the start of the view: 0 .. count - 1, or just before the view while it leaves. */
  function placeOf(index: number): number {
    const place = wrap(index - position);
    return place > count - 1 ? place - count : place;
  }

  function draw() {
    slides.forEach((slide, index) => {
      const shift = placeOf(index) - index;
      slide.style.transform = shift === 0 ? '' : `translate3d(${shift * 100}%, 0, 0)`;
    });
  }

  function settle() {
    target = wrap(target);
    position = target;
    draw();
  }

  function moveTo(next: number) {
    window.cancelAnimationFrame(frame);
    target = next;
    carousel.showDot(wrap(next));
    carousel.schedule();
    const from = position;
    if (!carousel.isMotionWelcome || from === next) {
      settle();
      return;
    }
    const start = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / OFFER_SCROLL_MS);
      position = from + (next - from) * easeOut(progress);
      draw();
      if (progress < 1) frame = window.requestAnimationFrame(step);
      else settle();
    };
    frame = window.requestAnimationFrame(step);
  }

  /** To an offer by the shorter way round. */
  function goTo(index: number) {
    if (!canMove()) return;
    let distance = wrap(index - target);
    if (distance > count / 2) distance -= count;
    moveTo(target + distance);
  }

  const carousel = attachCarousel(
    root,
    events,
    { viewport, controls, dots },
    {
      autoplayMs: OFFER_AUTOPLAY_MS,
      step: (by) => {
        if (canMove()) moveTo(target + by);
      },
      goTo,
      focusArea: viewport,
      canPlay: () => !isDragging && canMove(),
    },
  );

  /** The arrows and dots show only while there is somewhere to go (the number in view changes with the width). */
  function fit() {
    const isStill = !canMove();
    if (isStill && (position !== 0 || target !== 0)) {
      window.cancelAnimationFrame(frame);
      target = 0;
      settle();
      carousel.showDot(0);
    }
    root.toggleAttribute('data-still', isStill);
    for (const control of controls) {
      control.toggleAttribute('data-inactive', isStill);
      control.tabIndex = isStill ? -1 : 0;
    }
    carousel.schedule();
  }

  slides.forEach((slide, index) => {
    events.on(slide, 'focusin', () => {
      const place = placeOf(index);
      if (place < 0 || place > perView() - 1) goTo(index);
    });
  });
  // A browser without overflow: clip scrolls the row to the focus: the transforms show the offer instead.
  events.on(viewport, 'scroll', () => {
    if (viewport.scrollLeft !== 0) viewport.scrollLeft = 0;
  });

  // A drag follows the pointer, then settles on the nearest offer, or on the next one when it went far enough.
  let drag: { x: number; y: number; from: number; width: number; pointer: number; isMoving: boolean } | null = null;
  events.on(viewport, 'pointerdown', (event) => {
    if (!event.isPrimary || event.button !== 0 || !canMove()) return;
    const width = slides[0]!.getBoundingClientRect().width;
    drag = { x: event.clientX, y: event.clientY, from: position, width, pointer: event.pointerId, isMoving: false };
  });
  events.on(viewport, 'pointermove', (event) => {
    if (!drag || event.pointerId !== drag.pointer) return;
    const dx = event.clientX - drag.x;
    if (!drag.isMoving) {
      if (Math.abs(event.clientY - drag.y) > DRAG_START_PX) drag = null;
      else if (Math.abs(dx) > DRAG_START_PX) {
        drag.isMoving = true;
        isDragging = true;
        window.cancelAnimationFrame(frame);
        drag.from = position;
        drag.x = event.clientX;
        viewport.setPointerCapture?.(event.pointerId);
        carousel.schedule();
      }
      return;
    }
    if (drag.width > 0) {
      position = drag.from - dx / drag.width;
      draw();
      carousel.showDot(wrap(Math.round(position)));
    }
  });
  function endDrag(event: PointerEvent) {
    const ended = drag;
    drag = null;
    if (!ended?.isMoving || event.pointerId !== ended.pointer) return;
    isDragging = false;
    carousel.swallowNextClick();
    const dx = event.clientX - ended.x;
    if (event.type === 'pointercancel' || Math.abs(dx) < SWIPE_PX) moveTo(Math.round(position));
    else moveTo(dx < 0 ? Math.ceil(position) : Math.floor(position));
  }
  events.on(viewport, 'pointerup', endDrag);
  events.on(viewport, 'pointercancel', endDrag);

  const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : undefined;
  resizes?.observe(viewport);
  fit();

  return () => {
    window.cancelAnimationFrame(frame);
    carousel.stop();
    resizes?.disconnect();
    events.removeAll();
  };
};
