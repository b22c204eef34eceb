import type { Paging } from '../../../shared/admin-schemas.js';
import type { OwnReview, PublicReview, ReviewableItem, ReviewListQuery, ReviewSummary } from '../../../shared/review-schemas.js';
import type { Db } from '../../db/client.js';
import type { ReviewSubject } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import type { Page } from '../../kernel/paging.js';
import type { SessionUser } from '../../kernel/session.repo.js';
import { listOwnReviews, listReviewableItems } from './review-account.repo.js';
import { findReviewedProduct, findTally, listVisibleReviews, shopIsPublic, type TallyRow } from './review-reads.repo.js';
import { toOwnReview, toPublicReview, type ReviewViewer } from './review-shape.js';

/** A product's or a shop's figures from its one tally row: zeros before the first review. */
export function summaryOf(tally: TallyRow | null): ReviewSummary {
  const t = tally ?? { count: 0, starsSum: 0, stars1: 0, stars2: 0, stars3: 0, stars4: 0, stars5: 0, fitSmall: 0, fitTrue: 0, fitLarge: 0 };
  return {
    average: t.count > 0 ? Math.round((t.starsSum / t.count) * 100) / 100 : 0,
    count: t.count,
    histogram: { 1: t.stars1, 2: t.stars2, 3: t.stars3, 4: t.stars4, 5: t.stars5 },
    fit: { small: t.fitSmall, true: t.fitTrue, large: t.fitLarge },
  };
}

const viewerOf = (user: SessionUser | null): ReviewViewer | null => (user ? { userId: user.id, sellerId: user.sellerId } : null);

/** Public review lists and summaries, and the buyer's account lists. */
export function createReviewReadsService(db: Db) {
  /** 404 for a product shoppers cannot see, unless the reader owns its shop or is an admin. */
  async function checkSubject(subject: ReviewSubject, id: number, user: SessionUser | null): Promise<void> {
    if (subject === 'product') {
      const product = await findReviewedProduct(db, id);
      const mayLook = product && (product.isListed || user?.role === 'admin' || (user?.sellerId != null && user.sellerId === product.sellerId));
      if (!mayLook) throw notFound('Product');
      return;
    }
    const mayLook = (await shopIsPublic(db, id)) || user?.role === 'admin' || user?.sellerId === id;
    if (!mayLook) throw notFound('Seller');
  }

  return {
    async list(subject: ReviewSubject, id: number, query: ReviewListQuery, user: SessionUser | null): Promise<Page<PublicReview>> {
      const [, tally] = await Promise.all([checkSubject(subject, id, user), findTally(db, subject, id)]);
      const viewer = viewerOf(user);
      const page = await listVisibleReviews(db, subject, id, query, viewer, tally);
      return { rows: page.rows.map((row) => toPublicReview(row, viewer)), total: page.total };
    },

    async summary(subject: ReviewSubject, id: number, user: SessionUser | null): Promise<ReviewSummary> {
      const [, tally] = await Promise.all([checkSubject(subject, id, user), findTally(db, subject, id)]);
      return summaryOf(tally);
    },

    async ownReviews(user: SessionUser, paging: Paging): Promise<Page<OwnReview>> {
      const page = await listOwnReviews(db, user.id, paging);
      return { rows: page.rows.map(toOwnReview), total: page.total };
    },

    async reviewable(user: SessionUser, paging: Paging): Promise<Page<ReviewableItem>> {
      const page = await listReviewableItems(db, user, paging);
      return { rows: page.rows.map((row) => ({ ...row, deliveredAt: row.deliveredAt!.toISOString() })), total: page.total };
    },
  };
}

export type ReviewReadsService = ReturnType<typeof createReviewReadsService>;
