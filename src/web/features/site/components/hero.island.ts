/**
 * The hero slider's behaviour (docs/product.md#home), an island (docs/architecture.md#fast-public-pages) on the markup
 * HomeHero renders: autoplay every 10 s with a 1 s slide, paused under the pointer, while the keyboard focus is
 * inside and while the tab is hidden, never for visitors who ask for reduced motion; the arrows, the dots, the arrow
 * keys, a swipe, and Tab (the slide holding the focus comes into view) move it, round in a loop. The state lives in
 * the markup's data attributes, which the slider's CSS animates.
 */
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
  const count = frames.length;
  if (!track || !viewport || count === 0) return () => undefined;

  const wrap = (index: number) => (index + count) % count;
  /** The shorter way round from one slide to another (a dot or Tab may jump several). */
  const directionTo = (from: number, to: number): Direction => (wrap(to - from) <= count / 2 ? 'next' : 'previous');

  let index = Math.max(
    0,
    frames.findIndex((frame) => frame.dataset.state === 'current'),
  );
  let isHovered = false;
  let isFocused = false;
  let isTabVisible = document.visibilityState !== 'hidden';
  const isMotionWelcome = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  let timer: number | undefined;
  const events = listeners();

  /** A fresh 10 s after every move, and after every pause. */
  function schedule() {
    window.clearTimeout(timer);
    timer = undefined;
    if (isMotionWelcome && isTabVisible && !isHovered && !isFocused) {
      timer = window.setTimeout(() => move(wrap(index + 1), 'next'), HERO_AUTOPLAY_MS);
    }
  }

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
    dots.forEach((dot, position) => {
      if (position === index) dot.dataset.active = 'true';
      else delete dot.dataset.active;
    });
    schedule();
  }
  const step = (direction: Direction) => move(wrap(index + (direction === 'next' ? 1 : -1)), direction);
  const goTo = (target: number) => move(target, directionTo(index, target));

  root.querySelectorAll<HTMLElement>(`.${classes.control}`).forEach((control) => {
    events.on(control, 'click', () => step(control.dataset.type === 'previous' ? 'previous' : 'next'));
  });
  dots.forEach((dot, position) => {
    events.on(dot, 'click', () => goTo(position));
    events.on(dot, 'mousedown', (event) => event.preventDefault());
  });
  frames.forEach((frame, position) => events.on(frame, 'focusin', () => goTo(position)));

  events.on(
    root,
    'keydown',
    (event) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      event.preventDefault();
      step(event.key === 'ArrowRight' ? 'next' : 'previous');
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
  events.on(root, 'focusin', (event) => {
    if (event.target instanceof Element && isKeyboardFocus(event.target)) {
      isFocused = true;
      schedule();
    }
  });
  events.on(root, 'focusout', (event) => {
    if (event.relatedTarget instanceof Node && root.contains(event.relatedTarget)) return;
    isFocused = false;
    schedule();
  });
  events.on(document, 'visibilitychange', () => {
    isTabVisible = document.visibilityState !== 'hidden';
    schedule();
  });

  let swipe: { x: number; y: number } | null = null;
  let isSwiped = false;
  events.on(viewport, 'pointerdown', (event) => {
    if (event.isPrimary && event.button === 0) swipe = { x: event.clientX, y: event.clientY };
  });
  events.on(viewport, 'pointerup', (event) => {
    const start = swipe;
    swipe = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
    isSwiped = true; // the click that ends a swipe on a button is not a click on it
    window.setTimeout(() => (isSwiped = false), 0);
    step(dx < 0 ? 'next' : 'previous');
  });
  events.on(viewport, 'pointercancel', () => (swipe = null));
  events.on(
    viewport,
    'click',
    (event) => {
      if (!isSwiped) return;
      event.preventDefault();
      event.stopPropagation();
    },
    { capture: true },
  );
  events.on(viewport, 'dragstart', (event) => event.preventDefault());

  schedule();
  return () => {
    window.clearTimeout(timer);
    window.clearTimeout(artTimer);
    events.removeAll();
  };
};
