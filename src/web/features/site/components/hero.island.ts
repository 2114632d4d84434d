/**
 * The hero slider's behaviour (docs/product.md#home), an island (docs/architecture.md#fast-public-pages) on the markup
 * HomeHero renders: autoplay every 10 s with a 1 s slide, paused under the pointer, while the keyboard focus is
 * inside and while the tab is hidden, never for visitors who ask for reduced motion; the arrows, the dots, the arrow
 * keys, a swipe, and Tab (the slide holding the focus comes into view) move it, round in a loop. The state lives in
 * the markup's data attributes, which the slider's CSS animates.
 */
import { attachCarousel } from '@web/lib/carousel';
import { listeners, type Island } from '@web/lib/islands';
import { HERO_AUTOPLAY_MS } from './home-content';
import classes from './HomeHero.module.css';

type Direction = 'next' | 'previous';

/**
 * The waiting slides' pictures are fetched this long after the page has loaded (well before the first autoplay), or
 * as their slide is asked for, whichever comes first: until then the page's own text, styles and first picture have
 * the connection to themselves (docs/architecture.md#fast-public-pages).
 */
const ART_AFTER_LOAD_MS = 3000;

/** A horizontal pointer move of at least this many pixels is a swipe. */
const SWIPE_PX = 40;

/** Keyboard focus (not the focus a mouse click leaves on an arrow, which hovering already covers). */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // a browser without :focus-visible: any focus pauses
  }
}

export const heroIsland: Island = (root) => {
  const track = root.querySelector<HTMLElement>(`.${classes.track}`);
  const viewport = root.querySelector<HTMLElement>(`.${classes.viewport}`);
  const frames = [...root.querySelectorAll<HTMLElement>(`.${classes.frame}`)];
  const dots = [...root.querySelectorAll<HTMLElement>(`.${classes.indicator}`)];
  const controls = [...root.querySelectorAll<HTMLElement>(`.${classes.control}`)];
  const count = frames.length;
  if (!track || !viewport || count === 0) return () => undefined;

  const wrap = (index: number) => (index + count) % count;
  /** The shorter way round from one slide to another (a dot or Tab may jump several). */
  const directionTo = (from: number, to: number): Direction => (wrap(to - from) <= count / 2 ? 'next' : 'previous');

  let index = Math.max(
    0,
    frames.findIndex((frame) => frame.dataset.state === 'current'),
  );
  const events = listeners();

  /** A waiting slide's picture is named in data-src until it is needed: fetching it is left out of the page's load. */
  function fetchArt(frame: HTMLElement | undefined) {
    const art = frame?.querySelector<HTMLImageElement>('img[data-src]');
    if (!art) return;
    // A photo's widths first, so the browser picks one before it would fetch `src`.
    if (art.dataset.srcset) art.srcset = art.dataset.srcset;
    delete art.dataset.srcset;
    art.src = art.dataset.src ?? '';
    delete art.dataset.src;
  }
  let artTimer: number | undefined;
  const fetchAllArt = () => {
    artTimer = window.setTimeout(() => frames.forEach(fetchArt), ART_AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') fetchAllArt();
  else events.on(window, 'load', fetchAllArt);

  function move(target: number, direction: Direction) {
    if (target === index) return;
    fetchArt(frames[target]);
    const previous = index;
    index = target;
    track!.dataset.direction = direction;
    track!.dataset.moved = 'true';
    frames.forEach((frame, position) => {
      frame.dataset.state = position === index ? 'current' : position === previous ? 'leaving' : 'waiting';
    });
    carousel.showDot(index);
    carousel.schedule();
  }
  const step = (by: 1 | -1) => move(wrap(index + by), by === 1 ? 'next' : 'previous');
  const goTo = (target: number) => move(target, directionTo(index, target));

  const carousel = attachCarousel(
    root,
    events,
    { viewport, controls, dots },
    {
      autoplayMs: HERO_AUTOPLAY_MS,
      step,
      goTo,
      focusArea: root,
      isPausingFocus: isKeyboardFocus,
    },
  );
  frames.forEach((frame, position) => events.on(frame, 'focusin', () => goTo(position)));

  let swipe: { x: number; y: number } | null = null;
  events.on(viewport, 'pointerdown', (event) => {
    if (event.isPrimary && event.button === 0) swipe = { x: event.clientX, y: event.clientY };
  });
  events.on(viewport, 'pointerup', (event) => {
    const start = swipe;
    swipe = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
    carousel.swallowNextClick();
    step(dx < 0 ? 1 : -1);
  });
  events.on(viewport, 'pointercancel', () => (swipe = null));

  carousel.schedule();
  return () => {
    carousel.stop();
    window.clearTimeout(artTimer);
    events.removeAll();
  };
};
