import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReview } from '@shared/review-schemas';
import { api } from '../../../lib/api-client';
import { accountReviewsKeys, reviewFigureKeys } from './account-reviews-keys';

/** Hides a review from shoppers with the reason its author reads; it leaves every figure at once. */
export function hideReview({ reviewId, reason }: { reviewId: number; reason: string }): Promise<AdminReview> {
  return api.post<AdminReview>(`/api/admin/reviews/${reviewId}/hide`, { reason });
}

export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideReview,
    onSettled: () => Promise.all([accountReviewsKeys.adminQueue, ...reviewFigureKeys].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
