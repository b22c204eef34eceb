import { queryOptions, useQuery } from '@tanstack/react-query';
import { REVIEW_LIMITS, type OwnReview } from '@shared/review-schemas';
import { apiRequest, totalCount } from '../../../lib/api-client';
import { accountReviewsKeys } from './account-reviews-keys';

export interface MyReviewsPage {
  rows: OwnReview[];
  /** Every review of the buyer's (X-Total-Count). */
  total: number;
}

/** The buyer's own reviews, hidden ones included, newest first: the largest page the API gives. */
export async function getMyReviews(signal?: AbortSignal): Promise<MyReviewsPage> {
  const { data, headers } = await apiRequest<OwnReview[]>('GET', '/api/account/reviews', { params: { pageSize: REVIEW_LIMITS.maxPageSize }, signal });
  return { rows: data, total: totalCount(headers, data.length) };
}

export const myReviewsQueryOptions = () =>
  queryOptions({ queryKey: accountReviewsKeys.mine, queryFn: ({ signal }) => getMyReviews(signal) });

export const useMyReviews = () => useQuery(myReviewsQueryOptions());
