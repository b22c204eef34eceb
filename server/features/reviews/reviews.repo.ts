import { and, eq } from 'drizzle-orm';
import type { ReviewInput } from '../../../shared/review-schemas.js';
import type { Db } from '../../db/client.js';
import { orderItems, orders, reviews } from '../../db/schema/index.js';
import { selectOwnReviews, type OwnReviewRow } from './review-shape.js';

/** An order item with what the review rules read: whose order, its state, the shop, the snapshot. */
export async function findOrderItemToReview(db: Db, orderItemId: number) {
  const [row] = await db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      size: orderItems.size,
      color: orderItems.color,
      buyerId: orders.userId,
      sellerId: orders.sellerId,
      status: orders.status,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, orderItemId))
    .limit(1);
  return row ?? null;
}

export async function hasReview(db: Db, orderItemId: number): Promise<boolean> {
  const [row] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.orderItemId, orderItemId)).limit(1);
  return row !== undefined;
}

export async function insertReview(
  db: Db,
  values: { orderItemId: number; productId: number; sellerId: number; userId: number; size: string; color: string } & ReviewInput,
): Promise<number> {
  const { text, ...rest } = values;
  const [row] = await db.insert(reviews).values({ ...rest, body: text }).returning({ id: reviews.id });
  return row!.id;
}

/** The author's own review, or null for anyone else's (so another's is a 404). */
export async function findOwnReview(db: Db, userId: number, id: number): Promise<OwnReviewRow | null> {
  const [row] = await selectOwnReviews(db).where(and(eq(reviews.id, id), eq(reviews.userId, userId))).limit(1);
  return row ?? null;
}

export async function updateReview(db: Db, id: number, input: ReviewInput, now: Date): Promise<void> {
  const { text, ...rest } = input;
  await db.update(reviews).set({ ...rest, body: text, editedAt: now, updatedAt: now }).where(eq(reviews.id, id));
}

export async function deleteReview(db: Db, id: number): Promise<void> {
  await db.delete(reviews).where(eq(reviews.id, id));
}
