import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnReview, ReviewInput } from '@shared/review-schemas';
import { api } from '../../../lib/api-client';
import { reviewFigureKeys } from './account-reviews-keys';

/** A review of one delivered order item (201 with the review as its author sees it). */
export function createReview({ orderItemId, review }: { orderItemId: number; review: ReviewInput }): Promise<OwnReview> {
  return api.post<OwnReview>(`/api/order-items/${orderItemId}/review`, review);
}

export function useCreateReview(options: { onSuccess?: (review: OwnReview) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: options.onSuccess,
    onError: options.onError,
    onSettled: () => Promise.all(reviewFigureKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
