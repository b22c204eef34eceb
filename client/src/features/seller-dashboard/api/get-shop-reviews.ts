import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicReview } from '@shared/review-schemas';
import { apiRequest, totalCount } from '../../../lib/api-client';

export interface ShopReviewsPage {
  reviews: PublicReview[];
  total: number;
}

/** The shop's visible reviews across its products, newest first: what the owner answers. */
export async function getShopReviews(sellerId: number, page: number, signal?: AbortSignal): Promise<ShopReviewsPage> {
  const { data, headers } = await apiRequest<PublicReview[]>('GET', `/api/sellers/${sellerId}/reviews`, { params: { sort: 'newest', page }, signal });
  return { reviews: data, total: totalCount(headers, data.length) };
}

// Under `reviews` (the storefront's prefix, reviews-keys.ts), so a reply or any review write refreshes it.
export const shopReviewsQueryOptions = (sellerId: number, page: number) =>
  queryOptions({
    queryKey: ['reviews', 'seller', sellerId, 'dashboard', page] as const,
    queryFn: ({ signal }) => getShopReviews(sellerId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useShopReviews = (sellerId: number, page: number) => useQuery(shopReviewsQueryOptions(sellerId, page));
