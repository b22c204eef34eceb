import { and, asc, countDistinct, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  cartItems, checkouts, orderDiscounts, orderEvents, orderItems, orders, products, productVariants, sellers, stockMovements, users,
} from '../../db/schema/index.js';

const cartLineColumns = {
  id: cartItems.id,
  productId: products.id,
  variantId: productVariants.id,
  name: products.name,
  images: products.images,
  price: products.price,
  isListed: products.isListed,
  size: cartItems.size,
  color: cartItems.color,
  quantity: cartItems.quantity,
  sellerId: sellers.id,
  businessName: sellers.businessName,
  commissionRate: sellers.commissionRate,
};

function cartLinesQuery(db: Db, userId: number) {
  return db
    .select(cartLineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(sellers, eq(sellers.id, products.sellerId))
    .leftJoin(productVariants, and(
      eq(productVariants.productId, cartItems.productId), eq(productVariants.size, cartItems.size), eq(productVariants.color, cartItems.color),
    ))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.id));
}

export type CheckoutCartLine = Awaited<ReturnType<typeof cartLinesQuery>>[number];

/** The cart with current prices, for a quote (no locks). */
export function readCartLines(db: Db, userId: number): Promise<CheckoutCartLine[]> {
  return cartLinesQuery(db, userId);
}

/**
 * The cart's rows locked in id order: the per-cart lock. A second checkout of the same cart
 * (another tab, another key) waits here and then finds the cart empty. Only cart rows are
 * locked; products and sellers stay free for every other shopper.
 */
export function lockCartLines(tx: Db, userId: number): Promise<CheckoutCartLine[]> {
  return cartLinesQuery(tx, userId).for('update', { of: cartItems });
}

export async function clearCartLines(tx: Db, userId: number): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
}

/**
 * Locks the shopper's user row until the transaction ends: one shopper's checkouts are placed one
 * after another, so concurrent ones cannot all count the same unpaid checkouts and slip past the
 * cap together. NO KEY UPDATE, not UPDATE: rows that merely reference the user (their cart lines,
 * sessions, this checkout's orders) can still be written meanwhile.
 */
export async function lockShopper(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * The shopper's checkouts still holding stock unpaid: an order awaiting payment that has not
 * expired (one the sweeper has yet to cancel no longer counts against the shopper).
 */
export async function countUnpaidCheckouts(tx: Db, userId: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({ checkouts: countDistinct(orders.checkoutId) })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending'), gt(orders.expiresAt, now)));
  return row?.checkouts ?? 0;
}

/** Claims the key: a row back means this request is the first with it. */
export async function claimCheckout(tx: Db, values: typeof checkouts.$inferInsert) {
  const [row] = await tx.insert(checkouts).values(values).onConflictDoNothing({ target: [checkouts.userId, checkouts.idempotencyKey] }).returning();
  return row ?? null;
}

export async function findCheckoutByKey(db: Db, userId: number, key: string) {
  const [row] = await db.select().from(checkouts).where(and(eq(checkouts.userId, userId), eq(checkouts.idempotencyKey, key))).limit(1);
  return row ?? null;
}

export async function completeCheckout(tx: Db, id: number, values: Partial<typeof checkouts.$inferInsert>): Promise<void> {
  await tx.update(checkouts).set(values).where(eq(checkouts.id, id));
}

/** Takes stock only if there is enough, in one statement: no read-then-write. */
export async function takeStock(tx: Db, variantId: number, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${quantity}` })
    .where(and(eq(productVariants.id, variantId), sql`${productVariants.stock} >= ${quantity}`))
    .returning({ id: productVariants.id });
  return rows.length > 0;
}

export async function insertOrder(tx: Db, values: typeof orders.$inferInsert) {
  const [row] = await tx.insert(orders).values(values).returning();
  return row!;
}

export async function insertOrderItems(tx: Db, values: (typeof orderItems.$inferInsert)[]) {
  return tx.insert(orderItems).values(values).returning();
}

/** What each code took off the order and who funded it: copies, so the order reads the same after the promotion changes. */
export async function insertOrderDiscounts(tx: Db, values: (typeof orderDiscounts.$inferInsert)[]): Promise<void> {
  if (values.length) await tx.insert(orderDiscounts).values(values);
}

export async function insertStockMovements(tx: Db, values: (typeof stockMovements.$inferInsert)[]): Promise<void> {
  if (values.length) await tx.insert(stockMovements).values(values);
}

export async function insertOrderEvent(tx: Db, values: typeof orderEvents.$inferInsert): Promise<void> {
  await tx.insert(orderEvents).values(values);
}

/** A committed checkout of this shopper, by its number (TL-000123). */
export async function findCheckoutByNumber(db: Db, userId: number, number: string) {
  const [row] = await db
    .select({ id: checkouts.id, response: checkouts.response })
    .from(checkouts)
    .where(and(eq(checkouts.userId, userId), eq(checkouts.number, number), sql`${checkouts.response} is not null`));
  return row;
}
