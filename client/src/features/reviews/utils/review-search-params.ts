import { REVIEW_SORTS, type ReviewSort } from '@shared/review-schemas';
import { readChoice } from '../../../lib/address-state';

/** The list's state as the shopper chose it; the address holds it, so a filtered page can be shared. */
export interface ReviewFilters {
  sort: ReviewSort;
  stars: number | null;
  withPhotos: boolean;
  page: number;
}

/**
 * The address's names for it. They carry an `r` so they never collide with the page's own
 * (`page` is the seller's product pages, `tab` the open tab): `?tab=reviews&rsort=newest&rstars=5&rphotos=1&rpage=2`.
 */
export const REVIEW_PARAMS = { sort: 'rsort', stars: 'rstars', withPhotos: 'rphotos', page: 'rpage' } as const;

/** The API's deepest page (reviewListQuerySchema): an address asking for more reads the first. */
const MAX_REVIEW_PAGE = 10_000;

export const DEFAULT_REVIEW_FILTERS: ReviewFilters = { sort: 'helpful', stars: null, withPhotos: false, page: 1 };

function wholeNumber(raw: string | null, min: number, max: number): number | null {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value >= min && value <= max ? value : null;
}

/** An unknown or hand-edited value falls back to the default instead of breaking the list. */
export function readReviewFilters(params: URLSearchParams): ReviewFilters {
  return {
    sort: readChoice(params, REVIEW_PARAMS.sort, REVIEW_SORTS, DEFAULT_REVIEW_FILTERS.sort),
    stars: wholeNumber(params.get(REVIEW_PARAMS.stars), 1, 5),
    withPhotos: params.get(REVIEW_PARAMS.withPhotos) === '1',
    page: wholeNumber(params.get(REVIEW_PARAMS.page), 1, MAX_REVIEW_PAGE) ?? 1,
  };
}

/** The same address with these filters: the page's other parameters stay, defaults are left out. */
export function writeReviewFilters(params: URLSearchParams, filters: ReviewFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(REVIEW_PARAMS)) next.delete(name);
  next.set('tab', 'reviews');
  if (filters.sort !== DEFAULT_REVIEW_FILTERS.sort) next.set(REVIEW_PARAMS.sort, filters.sort);
  if (filters.stars !== null) next.set(REVIEW_PARAMS.stars, String(filters.stars));
  if (filters.withPhotos) next.set(REVIEW_PARAMS.withPhotos, '1');
  if (filters.page > 1) next.set(REVIEW_PARAMS.page, String(filters.page));
  return next;
}

/** Any filter narrows the list: its empty state says so rather than "No reviews yet". */
export function isFiltered(filters: ReviewFilters): boolean {
  return filters.stars !== null || filters.withPhotos;
}
