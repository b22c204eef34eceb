import { and, desc, eq, isNotNull, ne, notExists, sql } from 'drizzle-orm';
import type { Paging } from '../../../shared/admin-schemas.js';
import type { Db } from '../../db/client.js';
import { orderItems, orders, products, reviews } from '../../db/schema/index.js';
import { countAll, readPage, type Page } from '../../kernel/paging.js';
import { selectOwnReviews, type OwnReviewRow } from './review-shape.js';

/** The buyer's own reviews, hidden ones too, newest first. */
export async function listOwnReviews(db: Db, userId: number, paging: Paging): Promise<Page<OwnReviewRow>> {
  return readPage(paging, {
    rows: (limit, offset) => selectOwnReviews(db).where(eq(reviews.userId, userId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(limit).offset(offset),
    total: db.select({ count: countAll }).from(reviews).where(eq(reviews.userId, userId)),
  });
}

export interface ReviewableRow {
  orderItemId: number;
  orderId: number;
  orderNumber: string;
  productId: number;
  productName: string;
  image: string | null;
  size: string;
  color: string;
  /** Never null here: the where clause asks for it. */
  deliveredAt: Date | null;
}

/**
 * Delivered items of the buyer's orders with no review yet, whose product still exists (the
 * inner join) and is not of the buyer's own shop; newest delivery first.
 */
export async function listReviewableItems(db: Db, buyer: { id: number; sellerId: number | null }, paging: Paging): Promise<Page<ReviewableRow>> {
  const where = and(
    eq(orders.userId, buyer.id),
    eq(orders.status, 'delivered'),
    isNotNull(orders.deliveredAt),
    buyer.sellerId !== null ? ne(orders.sellerId, buyer.sellerId) : undefined,
    notExists(db.select({ one: sql`1` }).from(reviews).where(eq(reviews.orderItemId, orderItems.id))),
  );
  return readPage(paging, {
    rows: (limit, offset) => db
      .select({
        orderItemId: orderItems.id,
        orderId: orders.id,
        orderNumber: orders.number,
        productId: products.id,
        productName: orderItems.productName,
        image: sql<string | null>`coalesce(${orderItems.image}, ${products.images}[1])`,
        size: orderItems.size,
        color: orderItems.color,
        deliveredAt: orders.deliveredAt,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(where)
      .orderBy(desc(orders.deliveredAt), desc(orderItems.id))
      .limit(limit)
      .offset(offset),
    total: db.select({ count: countAll }).from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(where),
  });
}
