import type { Db } from '../../db/client.js';
import { AppError, conflict, forbidden, unauthorized } from '../../errors.js';
import { RateLimitedError, type RateLimiter, type RateLimitRule } from '../../plugins/rate-limit.js';
import { REVIEW_MESSAGES } from '../../../shared/review-schemas.js';
import { holdAccountOpen } from '../accounts/account-deletion.repo.js';
import { addHelpfulVote, addReport, lockReviewFacts, type ReviewFacts } from './review-feedback.repo.js';

/**
 * Helpful votes and reports per shopper, each: a person reading reviews marks a few an hour, a
 * script marking (or reporting) every review of a rival shop is stopped at 60.
 */
export const REVIEW_FEEDBACK_RATE_LIMIT: RateLimitRule = { limit: 60, windowMs: 60 * 60 * 1000 };
export const REVIEW_FEEDBACK_LIMIT_MESSAGE = 'Too many votes and reports on reviews. Please try again later.';

export interface ReviewFeedbackLimits {
  helpful: RateLimiter;
  reports: RateLimiter;
}

/** A hidden review answers like one that does not exist: shoppers never learn it is there. */
export const reviewNotFound = () => new AppError('not_found', REVIEW_MESSAGES.reviewNotFound);

/**
 * Read in the vote's transaction, the review kept from being deleted until it commits, and the
 * voter's account from being deleted under the vote (decision 017).
 */
async function visibleReview(tx: Db, reviewId: number, userId: number): Promise<ReviewFacts> {
  if (!(await holdAccountOpen(tx, userId))) throw unauthorized();
  const review = await lockReviewFacts(tx, reviewId, 'key share');
  if (!review || review.status !== 'visible') throw reviewNotFound();
  return review;
}

async function withinLimit(limiter: RateLimiter, userId: number): Promise<void> {
  const hit = await limiter.hit(`user:${userId}`);
  if (!hit.allowed) throw new RateLimitedError(REVIEW_FEEDBACK_LIMIT_MESSAGE, hit.retryAfterMs);
}

/** Shoppers' feedback on reviews others wrote: "helpful" (it orders the lists) and reports (the admins' queue). */
export function createReviewVotesService({ db, limits }: { db: Db; limits: ReviewFeedbackLimits }) {
  return {
    /** The vote and the count move in one transaction; a second vote of the same shopper moves neither. */
    async markHelpful(userId: number, reviewId: number): Promise<{ helpfulCount: number }> {
      await withinLimit(limits.helpful, userId);
      const helpfulCount = await db.transaction(async (tx) => {
        const review = await visibleReview(tx, reviewId, userId);
        if (review.userId === userId) throw forbidden(REVIEW_MESSAGES.ownReviewHelpful);
        return addHelpfulVote(tx, reviewId, userId);
      });
      if (helpfulCount === null) throw conflict(REVIEW_MESSAGES.alreadyHelpful);
      return { helpfulCount };
    },

    async report(userId: number, reviewId: number, reason: string): Promise<void> {
      await withinLimit(limits.reports, userId);
      const added = await db.transaction(async (tx) => {
        const review = await visibleReview(tx, reviewId, userId);
        if (review.userId === userId) throw forbidden(REVIEW_MESSAGES.ownReviewReport);
        return addReport(tx, reviewId, userId, reason, new Date());
      });
      if (!added) throw conflict(REVIEW_MESSAGES.alreadyReported);
    },
  };
}

export type ReviewVotesService = ReturnType<typeof createReviewVotesService>;
