import { useCallback, useMemo } from 'react';
import { REVIEW_LIMITS } from '@shared/review-schemas';
import type { ReviewListParams } from '../api/review-list-params';
import { useLocation, useSearchParams } from 'react-router';
import { readReviewFilters, writeReviewFilters, type ReviewFilters } from './review-search-params';

/**
 * The review list's sort, stars, photos and page, read from and written to the address. Any
 * change other than the page itself goes back to the first page.
 */
export function useReviewFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const query = searchParams.toString();
  const filters = useMemo(() => readReviewFilters(new URLSearchParams(query)), [query]);

  const setFilters = useCallback(
    (patch: Partial<ReviewFilters>) => setSearchParams((current) => writeReviewFilters(current, { ...filters, page: 1, ...patch })),
    [filters, setSearchParams],
  );

  const hrefForPage = useCallback(
    (page: number) => `${pathname}?${writeReviewFilters(new URLSearchParams(query), { ...filters, page }).toString()}`,
    [filters, pathname, query],
  );

  /** The list's query as the API takes it. */
  const listParams: ReviewListParams = useMemo(() => ({
    sort: filters.sort, stars: filters.stars ?? undefined, withPhotos: filters.withPhotos, page: filters.page, pageSize: REVIEW_LIMITS.pageSize,
  }), [filters]);

  return { filters, setFilters, hrefForPage, listParams };
}
