import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page starts at its top, or at its #anchor (About Us is '/#about'), also when the address is opened
 * directly (the browser looks for the anchor before the page has drawn it); going back leaves the browser's own
 * restoration alone.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const isFirstVisit = useRef(true);
  useEffect(() => {
    const isFirst = isFirstVisit.current;
    isFirstVisit.current = false;
    if (navigationType === 'POP' && !(isFirst && hash)) return;
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    // The target may belong to a page still loading: look for it for a little while.
    let attempts = 0;
    const timer = window.setInterval(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      attempts += 1;
      if (target) target.scrollIntoView({ block: 'start' });
      if (target || attempts > 40) window.clearInterval(timer);
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname, hash, navigationType]);
}
