/**
 * Counts from 0 up to a target once the element scrolls into view (docs/product.md#constants: counters animate up to
 * 1000), with an ease-out over the given time. Visitors who prefer reduced motion, and browsers without
 * IntersectionObserver, see the target at once.
 */
import { useEffect, useRef, useState } from 'react';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function useCountUp<T extends Element>(target: number, durationMs: number) {
  const ref = useRef<T>(null);
  const [value, setValue] = useState(0);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (prefersReducedMotion() || typeof window.IntersectionObserver !== 'function') {
      setValue(target);
      return;
    }
    let frame = 0;
    const observer = new window.IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const step = (now: number) => {
          const progress = Math.min(1, (now - start) / durationMs);
          setValue(Math.round((1 - (1 - progress) ** 3) * target));
          if (progress < 1) frame = window.requestAnimationFrame(step);
        };
        frame = window.requestAnimationFrame(step);
      },
      { threshold: 0.35 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.cancelAnimationFrame(frame);
    };
  }, [target, durationMs]);

  return { ref, value };
}
