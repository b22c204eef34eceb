import type { QueryClient } from '@tanstack/react-query';
import type { PublicReview } from '@shared/review-schemas';
import type { ReviewPage } from './review-list-params';
import { reviewsKeys } from './reviews-keys';

/**
 * Changes one review wherever a cached list shows it (the product's and the shop's), without
 * refetching: a vote must not reshuffle a "Most helpful" list under the shopper's pointer. The
 * lists are only marked stale, so the next visit reads the server's order.
 */
export function updateCachedReview(queryClient: QueryClient, reviewId: number, change: (review: PublicReview) => PublicReview) {
  queryClient.setQueriesData<ReviewPage<PublicReview>>({ queryKey: reviewsKeys.all }, (page) =>
    page && 'reviews' in page
      ? { ...page, reviews: page.reviews.map((review) => (review.id === reviewId ? change(review) : review)) }
      : page,
  );
  void queryClient.invalidateQueries({ queryKey: reviewsKeys.all, refetchType: 'none' });
}

/** The viewer's flags as they stand after a vote or report (a visitor's reply carries none). */
export function withViewer(review: PublicReview, flags: Partial<NonNullable<PublicReview['viewer']>>): PublicReview {
  const viewer = review.viewer ?? { isMine: false, votedHelpful: false, reported: false, canReply: false };
  return { ...review, viewer: { ...viewer, ...flags } };
}
