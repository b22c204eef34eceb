import { useCallback, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { readChoice } from './address-state';

/**
 * The open tab of a page kept in the address (`?tab=reviews`), so a link or a reload opens the
 * same tab; the first tab carries no parameter. An address ending in `#<tab>` (a rating's "see the
 * reviews" link) also scrolls the element `anchorId` (the tabs) into view once it is on the page.
 */
export function useAddressTab<Tab extends string>(tabs: readonly Tab[], fallback: Tab, anchorId: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { hash, key } = useLocation();
  const tab = readChoice(searchParams, 'tab', tabs, fallback);

  const setTab = useCallback(
    (next: string) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === fallback) params.delete('tab');
          else params.set('tab', next);
          return params;
        },
        { replace: true },
      ),
    [fallback, setSearchParams],
  );

  useEffect(() => {
    if (hash === `#${tab}`) document.getElementById(anchorId)?.scrollIntoView({ block: 'start' });
  }, [anchorId, hash, tab, key]);

  return [tab, setTab] as const;
}
