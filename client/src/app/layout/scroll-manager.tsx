import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

// Where each history entry was scrolled to, so Back returns the shopper to the same spot in the grid.
const positions = new Map<string, number>();
const RESTORE_FOR_MS = 1500;

/**
 * A new screen starts at the top; a change of the query alone (filters, sort, pages) keeps the shopper
 * where they are (the catalogue scrolls its own results into view). Back and forward restore the old
 * position once the page has grown tall enough to hold it (data and lazy code arrive a little later).
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const lastPath = useRef(location.pathname);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    const remember = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  const onNavigate = useEffectEvent(() => {
    const pathChanged = lastPath.current !== location.pathname;
    lastPath.current = location.pathname;
    if (navigationType !== 'POP') {
      if (pathChanged) window.scrollTo(0, 0);
      return;
    }
    const target = positions.get(location.key) ?? 0;
    const started = performance.now();
    let frame = 0;
    const restore = () => {
      const reachable = document.documentElement.scrollHeight - window.innerHeight >= target;
      if (reachable || performance.now() - started > RESTORE_FOR_MS) window.scrollTo(0, target);
      else frame = requestAnimationFrame(restore);
    };
    restore();
    return () => cancelAnimationFrame(frame);
  });

  useEffect(() => onNavigate(), [location.key]);
  return null;
}
