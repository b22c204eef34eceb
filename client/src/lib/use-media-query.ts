import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  // The server, and so the hydrating first render, knows no screen: as narrow as a phone.
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}

/** Matches Tailwind's `lg` breakpoint, where the filter sheet becomes a sidebar. */
export const DESKTOP_QUERY = '(min-width: 64rem)';
