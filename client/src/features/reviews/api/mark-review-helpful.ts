import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { helpfulReplySchema } from '@shared/review-schemas';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { updateCachedReview, withViewer } from './update-cached-review';

type HelpfulReply = z.infer<typeof helpfulReplySchema>;

export function markReviewHelpful(reviewId: number): Promise<HelpfulReply> {
  return api.post<HelpfulReply>(`/api/reviews/${reviewId}/helpful`);
}

export function useMarkReviewHelpful(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markReviewHelpful,
    onSuccess: ({ helpfulCount }, reviewId) =>
      updateCachedReview(queryClient, reviewId, (review) => withViewer({ ...review, helpfulCount }, { votedHelpful: true })),
    onError: options.onError,
  });
}
