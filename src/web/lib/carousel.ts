/**
 * What the carousels' islands share (docs/architecture.md#fast-public-pages): the home page's hero slider
 * (hero.island.ts) and the offers carousel (offer-carousel.island.ts). Each moves its slides its own way; here are
 * the ways a visitor asks for a move (the arrows, the dots, the arrow keys) and what holds the autoplay back (the
 * pointer over the carousel, the focus in it, a hidden tab; a visitor who asks for reduced motion gets no autoplay at
 * all). The arrows and dots are the markup CarouselArrows and CarouselDots render (components/CarouselControls.tsx).
 * No React: a guest's public page runs islands without it.
 */
import type { listeners } from './islands';

/** The parts of a carousel's markup this wires. */
export interface CarouselParts {
  /** The window on the slides: a click that ends a swipe or a drag on it is not a click. */
  viewport: HTMLElement;
  /** The arrows, each with its `data-type`, 'previous' or 'next'. */
  controls: readonly HTMLElement[];
  /** The dots, one a slide, in the slides' order. */
  dots: readonly HTMLElement[];
}

export interface CarouselMoves {
  /** The wait between two autoplay moves, each one step on. */
  autoplayMs: number;
  /** One step back (-1) or on (1): the arrows, the arrow keys and the autoplay. */
  step(by: 1 | -1): void;
  /** To the slide of a dot. */
  goTo(index: number): void;
  /** Where the focus holds the autoplay back, and which focus does (any, if left out). */
  focusArea: HTMLElement;
  isPausingFocus?(target: Element): boolean;
  /** The carousel's own reasons to hold the autoplay back (a drag under way, nothing out of view). */
  canPlay?(): boolean;
}

export interface Carousel {
  /** False for a visitor who asks for reduced motion: no autoplay, and no sliding either. */
  readonly isMotionWelcome: boolean;
  /** A fresh wait before the next autoplay move, or none while something holds it back: after every move and pause. */
  schedule(): void;
  /** Marks the dot of this slide as the current one. */
  showDot(index: number): void;
  /** Called as a swipe or a drag ends: the click that follows it on a button is not a click on the button. */
  swallowNextClick(): void;
  /** Stops the autoplay: with the listeners' removeAll, the island's detach. */
  stop(): void;
}

/** Attaches the carousel's arrows, dots, arrow keys and autoplay pauses to `root`, the carousel's island root. */
export function attachCarousel(
  root: HTMLElement,
  events: ReturnType<typeof listeners>,
  { viewport, controls, dots }: CarouselParts,
  moves: CarouselMoves,
): Carousel {
  const isMotionWelcome = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  let isHovered = false;
  let isFocused = false;
  let isTabVisible = document.visibilityState !== 'hidden';
  let timer: number | undefined;
  let isClickSwallowed = false;

  function schedule() {
    window.clearTimeout(timer);
    timer = undefined;
    if (isMotionWelcome && isTabVisible && !isHovered && !isFocused && (moves.canPlay?.() ?? true)) {
      timer = window.setTimeout(() => moves.step(1), moves.autoplayMs);
    }
  }

  for (const control of controls) {
    events.on(control, 'click', () => moves.step(control.dataset.type === 'previous' ? -1 : 1));
  }
  dots.forEach((dot, index) => {
    events.on(dot, 'click', () => moves.goTo(index));
    events.on(dot, 'mousedown', (event) => event.preventDefault());
  });
  events.on(
    root,
    'keydown',
    (event) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      // A dialog inside the carousel (an offer's enlarged picture) keeps its keys.
      if (event.target instanceof Element && event.target.closest('dialog')) return;
      event.preventDefault();
      moves.step(event.key === 'ArrowRight' ? 1 : -1);
    },
    { capture: true },
  );

  events.on(root, 'mouseenter', () => {
    isHovered = true;
    schedule();
  });
  events.on(root, 'mouseleave', () => {
    isHovered = false;
    schedule();
  });
  const { focusArea } = moves;
  events.on(focusArea, 'focusin', (event) => {
    if (!(event.target instanceof Element) || !(moves.isPausingFocus?.(event.target) ?? true)) return;
    isFocused = true;
    schedule();
  });
  events.on(focusArea, 'focusout', (event) => {
    if (event.relatedTarget instanceof Node && focusArea.contains(event.relatedTarget)) return;
    isFocused = false;
    schedule();
  });
  events.on(document, 'visibilitychange', () => {
    isTabVisible = document.visibilityState !== 'hidden';
    schedule();
  });

  events.on(
    viewport,
    'click',
    (event) => {
      if (!isClickSwallowed) return;
      event.preventDefault();
      event.stopPropagation();
    },
    { capture: true },
  );
  events.on(viewport, 'dragstart', (event) => event.preventDefault());

  return {
    isMotionWelcome,
    schedule,
    showDot(index) {
      dots.forEach((dot, place) => {
        if (place === index) dot.dataset.active = 'true';
        else delete dot.dataset.active;
      });
    },
    swallowNextClick() {
      isClickSwallowed = true;
      window.setTimeout(() => (isClickSwallowed = false), 0);
    },
    stop() {
      window.clearTimeout(timer);
    },
  };
}
