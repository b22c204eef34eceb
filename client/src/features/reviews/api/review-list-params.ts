import type { ReviewSort } from '@shared/review-schemas';

/** The query of GET /api/products/{id}/reviews and /api/sellers/{id}/reviews; empty values are left out. */
export interface ReviewListParams {
  sort?: ReviewSort;
  stars?: number;
  withPhotos?: boolean;
  page?: number;
  pageSize?: number;
}

/** What the list endpoints answer: one page and the total across pages (X-Total-Count). */
export interface ReviewPage<Review> {
  reviews: Review[];
  total: number;
}

/** `withPhotos=false` would still be a filter value to the API: send it only when it is on. */
export function reviewQuery(params: ReviewListParams) {
  return { ...params, withPhotos: params.withPhotos ? 'true' : undefined };
}
