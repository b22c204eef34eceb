import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { checkouts, orderItems, orders, reviews, reviewTallies } from '../../db/schema/index.js';
import type { OrderStatus } from '../../../shared/order-transitions.js';
import type { ReviewFit } from '../../../shared/review-schemas.js';
import { createUser } from '../../seed/factories.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { ADDRESS } from '../orders/orders-test-helpers.js';

export { shopWithProduct } from '../../test/shops.js';

export interface OrderItemInput {
  buyerId: number;
  sellerId: number;
  productId: number;
  productName?: string;
  size?: string;
  color?: string;
  status?: OrderStatus;
  /** When it was delivered (default now); ignored unless the status is delivered. */
  deliveredAt?: Date;
}

/**
 * One order of one item, written straight to the database in the given status (delivered by
 * default): what the reviews rules read, without going through checkout and the lifecycle.
 */
export async function orderItemFor(db: Db, input: OrderItemInput) {
  const status = input.status ?? 'delivered';
  const [checkout] = await db.insert(checkouts).values({
    userId: input.buyerId, idempotencyKey: randomUUID(), requestHash: 'test', paymentMethod: 'bank_transfer',
    shippingMethod: 'standard', shippingAddress: ADDRESS, itemsTotal: '30.00', grandTotal: '30.00',
  }).returning();
  const [order] = await db.insert(orders).values({
    userId: input.buyerId, checkoutId: checkout!.id, sellerId: input.sellerId, number: `${checkout!.number}-${randomUUID().slice(0, 6)}`,
    subtotal: '30.00', shippingFee: '0.00', total: '30.00', commissionRate: '15.00', commissionAmount: '4.50', sellerNet: '25.50',
    status, paymentStatus: status === 'pending' ? 'pending' : 'paid', shippingAddress: ADDRESS,
    deliveredAt: status === 'delivered' ? (input.deliveredAt ?? new Date()) : null,
  }).returning();
  const [item] = await db.insert(orderItems).values({
    orderId: order!.id, productId: input.productId, productName: input.productName ?? 'Test tee', image: null, quantity: 1,
    price: '30.00', lineTotal: '30.00', size: input.size ?? 'M', color: input.color ?? 'Black',
  }).returning();
  return { order: order!, item: item! };
}

/** A shopper with a session and one delivered item of the product, ready to review. */
export async function buyerWithDeliveredItem(db: Db, shop: { seller: { id: number }; product: { id: number; name: string } }, input: Partial<OrderItemInput> = {}) {
  const buyer = await createUser(db, { firstName: 'Maya', lastName: 'Rivera' });
  const { order, item } = await orderItemFor(db, { buyerId: buyer.id, sellerId: shop.seller.id, productId: shop.product.id, productName: shop.product.name, ...input });
  return { buyer, order, item, cookie: await sessionCookieFor(db, buyer.id) };
}

export interface ReviewRowInput {
  stars?: number;
  fit?: ReviewFit | null;
  title?: string | null;
  body?: string;
  photos?: string[];
  createdAt?: Date;
}

/** A review straight in the database (the tally triggers still run), for tests of reading and moderating. */
export async function insertReview(db: Db, item: { id: number; productId: number | null; size: string; color: string }, order: { userId: number; sellerId: number }, input: ReviewRowInput = {}) {
  const [row] = await db.insert(reviews).values({
    orderItemId: item.id, productId: item.productId!, sellerId: order.sellerId, userId: order.userId,
    stars: input.stars ?? 5, fit: input.fit ?? null, title: input.title ?? null, body: input.body ?? 'Great heavy cotton, washes well.',
    photos: input.photos ?? [], size: item.size, color: item.color,
    ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
  }).returning();
  return row!;
}

/** The tally row of a product or shop, or zeros when it has none. */
export async function tallyOf(db: Db, subject: 'product' | 'seller', subjectId: number) {
  const rows = await db.select().from(reviewTallies).where(eq(reviewTallies.subjectId, subjectId));
  return rows.find((row) => row.subject === subject) ?? null;
}
