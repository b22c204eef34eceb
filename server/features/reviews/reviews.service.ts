import { REVIEW_MESSAGES, type OwnReview, type ReviewInput } from '../../../shared/review-schemas.js';
import type { Db } from '../../db/client.js';
import { conflict, forbidden, invalidData, notFound, unauthorized } from '../../errors.js';
import type { SessionUser } from '../../kernel/session.repo.js';
import type { CatalogChanges } from '../../kernel/reply-cache.js';
import { violatedUniqueConstraint } from '../../kernel/unique-violation.js';
import { holdAccountOpen } from '../accounts/account-deletion.repo.js';
import { uploadedObjectPaths } from '../media/uploads.repo.js';
import { editableUntil, toOwnReview, type OwnReviewRow } from './review-shape.js';
import { deleteReview, findOrderItemToReview, findOwnReview, hasReview, insertReview, updateReview } from './reviews.repo.js';

/** Not in the shared contract: an item whose product the shop has since deleted. */
export const PRODUCT_GONE_MESSAGE = 'This product is no longer sold, so it cannot be reviewed';

/** A photo sent twice is shown once. */
const withDistinctPhotos = (input: ReviewInput): ReviewInput => ({ ...input, photos: [...new Set(input.photos)] });

/**
 * Writing, editing and deleting one's reviews (DECISIONS.md, "Reviews"). The figures move with
 * each write by the tally trigger (migration 0016), in the same statement; nothing here counts.
 */
export function createReviewsService(deps: { db: Db; cache: CatalogChanges; now?: () => Date }) {
  const { db, cache } = deps;
  const now = deps.now ?? (() => new Date());

  /** Every photo must be an upload of the author's own: nobody shows another person's files. */
  async function checkPhotos(userId: number, photos: string[]): Promise<void> {
    if (photos.length === 0) return;
    const uploaded = await uploadedObjectPaths(db, [userId], photos);
    if (photos.some((path) => !uploaded.has(path))) throw invalidData(REVIEW_MESSAGES.photoPath);
  }

  /** The author's review within its 60 days; anyone else's is a 404. */
  async function changeable(userId: number, id: number): Promise<OwnReviewRow> {
    const row = await findOwnReview(db, userId, id);
    if (!row) throw notFound('Review');
    if (editableUntil(row.createdAt).getTime() <= now().getTime()) throw forbidden(REVIEW_MESSAGES.editWindowOver);
    return row;
  }

  async function ownReview(userId: number, id: number): Promise<OwnReview> {
    const row = await findOwnReview(db, userId, id);
    if (!row) throw notFound('Review');
    return toOwnReview(row);
  }

  return {
    async create(user: SessionUser, orderItemId: number, given: ReviewInput): Promise<OwnReview> {
      const input = withDistinctPhotos(given);
      if (user.role === 'admin') throw forbidden(REVIEW_MESSAGES.adminsCannotReview);
      const item = await findOrderItemToReview(db, orderItemId);
      if (!item || item.buyerId !== user.id) throw notFound('Order item');
      if (item.status !== 'delivered') throw forbidden(REVIEW_MESSAGES.notDelivered);
      if (user.sellerId !== null && user.sellerId === item.sellerId) throw forbidden(REVIEW_MESSAGES.ownShop);
      if (item.productId === null) throw conflict(PRODUCT_GONE_MESSAGE);
      if (await hasReview(db, orderItemId)) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
      await checkPhotos(user.id, input.photos);
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          if (!(await holdAccountOpen(tx, user.id))) throw unauthorized();
          return insertReview(tx, {
            ...input, orderItemId, productId: item.productId!, sellerId: item.sellerId, userId: user.id, size: item.size, color: item.color,
          });
        });
      } catch (error) {
        // Two tabs posting at once: the unique index decides, the loser is told as if it came second.
        if (violatedUniqueConstraint(error) === 'reviews_order_item_key') throw conflict(REVIEW_MESSAGES.alreadyReviewed);
        // The product deleted between the check and the insert.
        if ((error as { cause?: { code?: string } }).cause?.code === '23503') throw conflict(PRODUCT_GONE_MESSAGE);
        throw error;
      }
      cache.invalidate();
      return ownReview(user.id, id);
    },

    /** A hidden review may be edited too: it stays hidden until an admin restores it. */
    async update(user: SessionUser, id: number, given: ReviewInput): Promise<OwnReview> {
      const input = withDistinctPhotos(given);
      await changeable(user.id, id);
      await checkPhotos(user.id, input.photos);
      await updateReview(db, id, input, now());
      cache.invalidate();
      return ownReview(user.id, id);
    },

    async remove(user: SessionUser, id: number): Promise<void> {
      await changeable(user.id, id);
      await deleteReview(db, id);
      cache.invalidate();
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
