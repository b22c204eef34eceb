import type { Db } from '../../db/client.js';
import { forbidden } from '../../errors.js';
import type { Mailer, QueuedMail } from '../mail/mailer.js';
import { REVIEW_MESSAGES, type PublicReview } from '../../../shared/review-schemas.js';
import { findReviewMailFacts, lockReviewFacts, saveReply } from './review-feedback.repo.js';
import { replyMail } from './review-mails.js';
import { selectPublicReviews, toPublicReview, visibleReviewWithId, type ReviewViewer } from './review-shape.js';
import { reviewNotFound } from './review-votes.service.js';

/** A visible review as the given reader sees it (the reply of a write). */
export async function readPublicReview(db: Db, reviewId: number, viewer: ReviewViewer): Promise<PublicReview> {
  const [row] = await selectPublicReviews(db, viewer).where(visibleReviewWithId(reviewId)).limit(1);
  if (!row) throw reviewNotFound();
  return toPublicReview(row, viewer);
}

/** The shop's one public reply per review (issue 23): posted, then edited, by the shop that sold the item. */
export function createReviewRepliesService({ db, mailer }: { db: Db; mailer: Mailer }) {
  return {
    /**
     * The review's row is locked while the reply is saved, so of two first replies racing, one
     * is the first (and mails the buyer) and the other an edit. The mail is stored in the same
     * transaction: a reply rolled back tells nobody.
     */
    async reply(replier: ReviewViewer, reviewId: number, text: string): Promise<PublicReview> {
      const mail = await db.transaction(async (tx): Promise<QueuedMail | null> => {
        const review = await lockReviewFacts(tx, reviewId);
        if (!review || review.status !== 'visible') throw reviewNotFound();
        if (replier.sellerId === null || replier.sellerId !== review.sellerId) throw forbidden(REVIEW_MESSAGES.notYourShop);
        const first = review.repliedAt === null;
        await saveReply(tx, reviewId, text, new Date(), first);
        if (!first) return null;
        const facts = await findReviewMailFacts(tx, reviewId);
        // An author who deleted their account has no address left to tell.
        if (!facts || facts.deletedAt) return null;
        return mailer.queue(tx, replyMail(facts, text, (path) => mailer.link(path)));
      });
      if (mail) mailer.deliver(mail);
      return readPublicReview(db, reviewId, replier);
    },
  };
}

export type ReviewRepliesService = ReturnType<typeof createReviewRepliesService>;
