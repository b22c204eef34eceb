import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readCatalogFilters, writeCatalogFilters, type CatalogFilters } from '../utils/catalog-search-params';
import { paths } from '../../../lib/paths';

/**
 * The catalogue's filter, sort, search and page state, read from and written to the address.
 * Any change other than the page itself sends the shopper back to page 1.
 */
export function useCatalogFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  // The router applies address changes in a transition; until it does, show the shopper's choice
  // at once so a ticked box never flicks back. The overlay is dropped as soon as the address moves.
  const [pending, setPending] = useState<{ from: string; filters: CatalogFilters } | null>(null);
  const fromAddress = useMemo(() => readCatalogFilters(new URLSearchParams(query)), [query]);
  const filters = pending && pending.from === query ? pending.filters : fromAddress;

  // Rewrite a hand-made address (?sizes=xxl, ?page=0, unknown values) to the one the page actually shows.
  useEffect(() => {
    const canonical = writeCatalogFilters(fromAddress).toString();
    if (canonical !== query) setSearchParams(canonical, { replace: true });
  }, [fromAddress, query, setSearchParams]);

  const setFilters = useCallback(
    (patch: Partial<CatalogFilters>) => {
      const next = { ...filters, page: 1, ...patch };
      setPending({ from: query, filters: next });
      setSearchParams(writeCatalogFilters(next));
    },
    [filters, query, setSearchParams],
  );

  const hrefFor = useCallback(
    (patch: Partial<CatalogFilters>) => {
      return paths.shopWith(writeCatalogFilters({ ...filters, ...patch }));
    },
    [filters],
  );

  return { filters, setFilters, hrefFor };
}
