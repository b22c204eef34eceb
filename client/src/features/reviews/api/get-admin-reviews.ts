import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ADMIN_REVIEW_FILTERS, AdminReview } from '@shared/review-schemas';
import { apiRequest, totalCount } from '../../../lib/api-client';
import { accountReviewsKeys } from './account-reviews-keys';

export type AdminReviewFilter = (typeof ADMIN_REVIEW_FILTERS)[number];

export interface AdminReviewsPage {
  rows: AdminReview[];
  total: number;
}

/** The moderation queue: reviews with open reports, or the hidden ones, one page. */
export async function getAdminReviews(status: AdminReviewFilter, page: number, signal?: AbortSignal): Promise<AdminReviewsPage> {
  const { data, headers } = await apiRequest<AdminReview[]>('GET', '/api/admin/reviews', { params: { status, page }, signal });
  return { rows: data, total: totalCount(headers, data.length) };
}

export const adminReviewsQueryOptions = (status: AdminReviewFilter, page: number) =>
  queryOptions({
    queryKey: accountReviewsKeys.adminList(status, page),
    queryFn: ({ signal }) => getAdminReviews(status, page, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminReviews = (status: AdminReviewFilter, page: number) => useQuery(adminReviewsQueryOptions(status, page));
