import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReview } from '@shared/review-schemas';
import { api } from '../../../lib/api-client';
import { accountReviewsKeys, reviewFigureKeys } from './account-reviews-keys';

/** Shows a hidden review again (the note is optional); its stars count again. */
export function restoreReview({ reviewId, reason }: { reviewId: number; reason?: string }): Promise<AdminReview> {
  return api.post<AdminReview>(`/api/admin/reviews/${reviewId}/restore`, reason ? { reason } : {});
}

export function useRestoreReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreReview,
    onSettled: () => Promise.all([accountReviewsKeys.adminQueue, ...reviewFigureKeys].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
