import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicReview } from '@shared/review-schemas';
import { apiRequest, totalCount } from '../../../lib/api-client';
import { reviewQuery, type ReviewListParams, type ReviewPage } from './review-list-params';
import { reviewsKeys } from './reviews-keys';

export async function getSellerReviews(sellerId: number, params: ReviewListParams, signal?: AbortSignal): Promise<ReviewPage<PublicReview>> {
  const { data, headers } = await apiRequest<PublicReview[]>('GET', `/api/sellers/${sellerId}/reviews`, { params: reviewQuery(params), signal });
  return { reviews: data, total: totalCount(headers, data.length) };
}

export const sellerReviewsQueryOptions = (sellerId: number, params: ReviewListParams) =>
  queryOptions({
    queryKey: reviewsKeys.sellerList(sellerId, params),
    queryFn: ({ signal }) => getSellerReviews(sellerId, params, signal),
  });

/** Keeps the previous page on screen while another sort, filter or page loads. */
export function useSellerReviews(sellerId: number, params: ReviewListParams) {
  return useQuery({ ...sellerReviewsQueryOptions(sellerId, params), placeholderData: keepPreviousData });
}
