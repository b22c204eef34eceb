import { queryOptions, useQuery } from '@tanstack/react-query';
import { REVIEW_LIMITS, type ReviewableItem } from '@shared/review-schemas';
import { api } from '../../../lib/api-client';
import { accountReviewsKeys } from './account-reviews-keys';

/** The largest page the API gives: a buyer rarely has more waiting, and the oldest come last. */
export function getReviewableItems(signal?: AbortSignal): Promise<ReviewableItem[]> {
  return api.get<ReviewableItem[]>('/api/account/reviewable', { pageSize: REVIEW_LIMITS.maxPageSize }, signal);
}

export const reviewableItemsQueryOptions = () =>
  queryOptions({ queryKey: accountReviewsKeys.reviewable, queryFn: ({ signal }) => getReviewableItems(signal) });

/** The signed-in buyer's delivered order items they have not reviewed yet. */
export const useReviewableItems = (enabled = true) => useQuery({ ...reviewableItemsQueryOptions(), enabled });
