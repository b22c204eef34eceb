import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicReview } from '@shared/review-schemas';
import { api } from '../../../lib/api-client';
import { accountReviewsKeys } from './account-reviews-keys';

/** The shop's one public reply to a review of its product, written or rewritten. */
export function replyToReview({ reviewId, text }: { reviewId: number; text: string }): Promise<PublicReview> {
  return api.put<PublicReview>(`/api/reviews/${reviewId}/reply`, { text });
}

/** A reply moves no figure: only the review lists (shop, product, the buyer's own) are read again. */
export function useReplyToReview(options: { onSuccess?: (review: PublicReview) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: options.onSuccess,
    onError: options.onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountReviewsKeys.all }),
  });
}
