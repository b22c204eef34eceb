import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnReview, ReviewInput } from '@shared/review-schemas';
import { api } from '../../../lib/api-client';
import { reviewFigureKeys } from './account-reviews-keys';

/** The whole review again, within its edit window; the reply marks it edited. */
export function updateReview({ reviewId, review }: { reviewId: number; review: ReviewInput }): Promise<OwnReview> {
  return api.put<OwnReview>(`/api/reviews/${reviewId}`, review);
}

export function useUpdateReview(options: { onSuccess?: (review: OwnReview) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReview,
    onSuccess: options.onSuccess,
    onError: options.onError,
    onSettled: () => Promise.all(reviewFigureKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
