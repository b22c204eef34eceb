import type { Db } from '../../db/client.js';
import { conflict } from '../../errors.js';
import { recordAudit, type AuditActor } from '../../kernel/audit.repo.js';
import type { CatalogChanges } from '../../kernel/reply-cache.js';
import type { Mailer, MailMessage, QueuedMail } from '../mail/mailer.js';
import { REVIEW_MESSAGES, type AdminReview } from '../../../shared/review-schemas.js';
import { findAdminReview, listModeratedReviews } from './admin-reviews.repo.js';
import { findReviewMailFacts, lockReviewFacts, resolveReports, setReviewStatus, type ReviewFacts } from './review-feedback.repo.js';
import { hiddenMail, restoredMail, type ReviewMailFacts } from './review-mails.js';
import { reviewNotFound } from './review-votes.service.js';

export interface ReviewModerationDeps {
  db: Db;
  mailer: Mailer;
  /** A hidden or restored review moves its product's rating: this instance's catalogue readers must see it at once. */
  catalog: CatalogChanges;
}

/**
 * The admins' decisions on reviews (issue 23): hide one (it leaves every figure at once, by the
 * tally trigger in the same transaction) or restore it; either resolves its open reports. Each
 * is audited and its author told, both in the decision's transaction.
 */
export function createReviewModerationService({ db, mailer, catalog }: ReviewModerationDeps) {
  const link = (path: string) => mailer.link(path);

  /** Locks the review, makes the change, audits it and stores the author's mail; delivers after the commit. */
  async function decide(
    reviewId: number,
    change: (tx: Db, review: ReviewFacts, at: Date) => Promise<((facts: ReviewMailFacts) => MailMessage) | null>,
  ): Promise<AdminReview> {
    const mail = await db.transaction(async (tx): Promise<QueuedMail | null> => {
      const review = await lockReviewFacts(tx, reviewId);
      if (!review) throw reviewNotFound();
      const compose = await change(tx, review, new Date());
      if (!compose) return null;
      const facts = await findReviewMailFacts(tx, reviewId);
      // An author who deleted their account has no address left to tell.
      return facts && !facts.deletedAt ? mailer.queue(tx, compose(facts)) : null;
    });
    if (mail) mailer.deliver(mail);
    catalog.invalidate();
    const review = await findAdminReview(db, reviewId);
    if (!review) throw reviewNotFound();
    return review;
  }

  return {
    list: (query: { status: 'reported' | 'hidden'; page: number; pageSize: number }) => listModeratedReviews(db, query),

    hide: (actor: AuditActor, reviewId: number, reason: string) => decide(reviewId, async (tx, review, at) => {
      if (review.status === 'hidden') throw conflict(REVIEW_MESSAGES.alreadyHidden);
      await setReviewStatus(tx, reviewId, { status: 'hidden', reason, at });
      await resolveReports(tx, reviewId, at);
      await recordAudit(tx, actor, {
        action: 'review.hide', entityType: 'review', entityId: reviewId,
        before: { status: review.status, openReports: review.openReports }, after: { status: 'hidden', reason },
      });
      return (facts) => hiddenMail(facts, reason, link);
    }),

    /**
     * Shows a hidden review again, or dismisses the open reports of a visible one (it stays as it
     * is). Only the author of a review that was hidden is told.
     */
    restore: (actor: AuditActor, reviewId: number, reason: string | null) => decide(reviewId, async (tx, review, at) => {
      if (review.status === 'visible' && review.openReports === 0) throw conflict(REVIEW_MESSAGES.notHidden);
      await setReviewStatus(tx, reviewId, { status: 'visible', reason: null, at });
      await resolveReports(tx, reviewId, at);
      await recordAudit(tx, actor, {
        action: 'review.restore', entityType: 'review', entityId: reviewId,
        before: { status: review.status, openReports: review.openReports, ...(review.hiddenReason ? { hiddenReason: review.hiddenReason } : {}) },
        after: { status: 'visible', ...(reason ? { reason } : {}) },
      });
      return review.status === 'hidden' ? (facts) => restoredMail(facts, reason, link) : null;
    }),
  };
}

export type ReviewModerationService = ReturnType<typeof createReviewModerationService>;
