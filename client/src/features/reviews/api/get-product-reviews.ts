import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicReview } from '@shared/review-schemas';
import { apiRequest, totalCount } from '../../../lib/api-client';
import { reviewQuery, type ReviewListParams, type ReviewPage } from './review-list-params';
import { reviewsKeys } from './reviews-keys';

export async function getProductReviews(productId: number, params: ReviewListParams, signal?: AbortSignal): Promise<ReviewPage<PublicReview>> {
  const { data, headers } = await apiRequest<PublicReview[]>('GET', `/api/products/${productId}/reviews`, { params: reviewQuery(params), signal });
  return { reviews: data, total: totalCount(headers, data.length) };
}

export const productReviewsQueryOptions = (productId: number, params: ReviewListParams) =>
  queryOptions({
    queryKey: reviewsKeys.productList(productId, params),
    queryFn: ({ signal }) => getProductReviews(productId, params, signal),
  });

/** Keeps the previous page on screen while another sort, filter or page loads. */
export function useProductReviews(productId: number, params: ReviewListParams) {
  return useQuery({ ...productReviewsQueryOptions(productId, params), placeholderData: keepPreviousData });
}
