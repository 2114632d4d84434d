/**
 * Menus and tooltips whose Mantine code (floating positioning, focus trap, transitions) is fetched at the first
 * sign of interest: the pointer entering the trigger, focus, a touch or a click. Until then the page shows a plain
 * trigger of the same look, so neither a first page load nor a server render carries that code, and the server's
 * markup and the browser's first render are the same.
 */
import { useCallback, useEffect, useRef, useState, type ComponentType, type PointerEvent } from 'react';

/** What happened on the plain trigger while the code was on its way; the loaded component carries on from there. */
export interface DeferredStart {
  /** It was clicked, or activated with Enter or Space. */
  isClicked: boolean;
  /** A mouse pointer is over it. */
  isHovered: boolean;
  /** It has the focus, which the loaded trigger takes over. */
  isFocused: boolean;
}

/** Spread on the plain trigger (a button or a link). */
export interface DeferredTriggerProps {
  ref: (node: HTMLElement | null) => void;
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onTouchStart: () => void;
  onClick: () => void;
}

interface Deferred<P> {
  /** The loaded component, to render instead of the plain trigger; null until it has arrived. */
  Loaded: ComponentType<P> | null;
  start: DeferredStart;
  triggerProps: DeferredTriggerProps;
}

/** Loads a component when its plain trigger is first hovered, focused, touched or clicked. */
export function useDeferred<P>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  const [loaded, setLoaded] = useState<{ Loaded: ComponentType<P>; start: DeferredStart } | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const setTrigger = useCallback((node: HTMLElement | null) => {
    triggerRef.current = node;
  }, []);
  const interest = useRef({ isLoading: false, isClicked: false, isHovered: false });

  const fetchComponent = useCallback(() => {
    if (interest.current.isLoading) return;
    interest.current.isLoading = true;
    load().then(
      (Loaded) => {
        const seen = interest.current;
        const start: DeferredStart = {
          isFocused: triggerRef.current !== null && triggerRef.current === document.activeElement,
          // Read when the loaded component starts: a click, or the pointer leaving, just before still counts.
          get isClicked() {
            return seen.isClicked;
          },
          get isHovered() {
            return seen.isHovered;
          },
        };
        setLoaded({ Loaded, start });
      },
      (error: unknown) => {
        // Offline, say: the plain trigger stays, and the next sign of interest tries again.
        interest.current.isLoading = false;
        console.warn('A menu could not be loaded.', error);
      },
    );
  }, [load]);

  const triggerProps: DeferredTriggerProps = {
    ref: setTrigger,
    onPointerEnter: (event) => {
      if (event.pointerType === 'mouse') interest.current.isHovered = true;
      fetchComponent();
    },
    onPointerLeave: () => {
      interest.current.isHovered = false;
    },
    onFocus: fetchComponent,
    onTouchStart: fetchComponent,
    onClick: () => {
      interest.current.isClicked = true;
      fetchComponent();
    },
  };

  return {
    Loaded: loaded?.Loaded ?? null,
    start: loaded?.start ?? { isClicked: false, isHovered: false, isFocused: false },
    triggerProps,
  };
}

/**
 * The loaded menu's side: its trigger takes the focus the plain one had, then the menu opens as the visitor asked.
 * A click is replayed on the new trigger, so Mantine handles it as its own (a hover menu opens on it too, see
 * `opensOnKeyboardClick`); a pointer still resting on the trigger opens the menu as a hover would.
 */
export function useStartedMenu<E extends HTMLElement = HTMLButtonElement>(start: DeferredStart) {
  const targetRef = useRef<E>(null);
  const [opened, setOpened] = useState(false);
  const hasStarted = useRef(false);
  useEffect(() => {
    // Once: development's StrictMode runs effects twice, and a second replayed click would close the menu again.
    if (hasStarted.current) return;
    hasStarted.current = true;
    const target = targetRef.current;
    if (start.isFocused) target?.focus({ preventScroll: true });
    if (start.isClicked) target?.click();
    else if (start.isHovered) setOpened(true);
  }, [start]);
  return { targetRef, opened, setOpened };
}

/**
 * For menus that open on hover: Enter or Space on the trigger (a click with no pointer behind it, `detail` 0)
 * opens the menu too, so keyboard users are not left out.
 */
export function opensOnKeyboardClick(open: () => void) {
  return (event: { detail: number }) => {
    if (event.detail === 0) open();
  };
}
