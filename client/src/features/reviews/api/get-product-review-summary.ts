import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewSummary } from '@shared/review-schemas';
import { api } from '../../../lib/api-client';
import { reviewsKeys } from './reviews-keys';

export function getProductReviewSummary(productId: number, signal?: AbortSignal): Promise<ReviewSummary> {
  return api.get<ReviewSummary>(`/api/products/${productId}/review-summary`, undefined, signal);
}

export const productReviewSummaryQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: reviewsKeys.productSummary(productId),
    queryFn: ({ signal }) => getProductReviewSummary(productId, signal),
  });

export function useProductReviewSummary(productId: number) {
  return useQuery(productReviewSummaryQueryOptions(productId));
}
