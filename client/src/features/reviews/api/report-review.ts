import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { updateCachedReview, withViewer } from './update-cached-review';

export interface ReviewReport {
  reviewId: number;
  reason: string;
}

export async function reportReview({ reviewId, reason }: ReviewReport): Promise<void> {
  await api.post<unknown>(`/api/reviews/${reviewId}/report`, { reason });
}

export function useReportReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportReview,
    onSuccess: (_reply, { reviewId }) => updateCachedReview(queryClient, reviewId, (review) => withViewer(review, { reported: true })),
  });
}
