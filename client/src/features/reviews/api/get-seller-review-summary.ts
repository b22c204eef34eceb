import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewSummary } from '@shared/review-schemas';
import { api } from '../../../lib/api-client';
import { reviewsKeys } from './reviews-keys';

export function getSellerReviewSummary(sellerId: number, signal?: AbortSignal): Promise<ReviewSummary> {
  return api.get<ReviewSummary>(`/api/sellers/${sellerId}/review-summary`, undefined, signal);
}

export const sellerReviewSummaryQueryOptions = (sellerId: number) =>
  queryOptions({
    queryKey: reviewsKeys.sellerSummary(sellerId),
    queryFn: ({ signal }) => getSellerReviewSummary(sellerId, signal),
  });

export function useSellerReviewSummary(sellerId: number) {
  return useQuery(sellerReviewSummaryQueryOptions(sellerId));
}
