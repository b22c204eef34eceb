import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewFigureKeys } from './account-reviews-keys';

export function deleteReview(reviewId: number): Promise<void> {
  return api.delete<void>(`/api/reviews/${reviewId}`);
}

/** Deletes the buyer's review; its item goes back to "To review" and the figures drop it. */
export function useDeleteReview(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: options.onSuccess,
    onError: options.onError,
    onSettled: () => Promise.all(reviewFigureKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
