import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { checkouts, orderItems, orders, productVariants } from '../../db/schema/index.js';
import type { OrderStatus } from '../../../shared/order-transitions.js';
import type { PaymentMethod, PaymentStatus } from '../../../shared/payment-transitions.js';

/** What the transitions table reads of an order; the payment method is its checkout's. */
const orderState = {
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  // A subquery, not a join: the sweeper locks what it selects, and must lock orders only.
  paymentMethod: sql<PaymentMethod>`(select ${checkouts.paymentMethod} from ${checkouts} where ${checkouts.id} = ${orders.checkoutId})`,
};

/** Who the order belongs to and where it stands, for the ownership check before a move. */
export async function findOrderParties(db: Db, id: number) {
  const [row] = await db.select({ id: orders.id, userId: orders.userId, sellerId: orders.sellerId, ...orderState })
    .from(orders).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}

/** A checkout's orders where they stand, oldest first: what a payment event moves. */
export async function ordersOfCheckout(tx: Db, checkoutId: number) {
  return tx.select({ id: orders.id, ...orderState }).from(orders).where(eq(orders.checkoutId, checkoutId)).orderBy(asc(orders.id));
}

export async function checkoutIdOf(tx: Db, orderId: number): Promise<number> {
  const [row] = await tx.select({ checkoutId: orders.checkoutId }).from(orders).where(eq(orders.id, orderId));
  return row!.checkoutId;
}

export async function orderStateOf(tx: Db, id: number) {
  const [row] = await tx.select(orderState).from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/**
 * The move itself, one compare-and-set: it happens only if the order is still in the status the
 * caller saw (and its payment still where the move needs it). Of two concurrent moves, one gets the row.
 */
export async function moveOrder(
  tx: Db,
  move: { id: number; seen: OrderStatus; to: OrderStatus; paymentIn?: readonly PaymentStatus[]; set: PgUpdateSetSource<typeof orders> },
): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ ...move.set, status: move.to, updatedAt: sql`now()` })
    .where(and(eq(orders.id, move.id), eq(orders.status, move.seen), move.paymentIn ? inArray(orders.paymentStatus, [...move.paymentIn]) : undefined))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/**
 * Gives an order's stock back once: the 'release' movement per item is unique, so only the items
 * whose release row is new add stock. Variants are updated in ascending id order, as checkout
 * takes them, so a release and a checkout never deadlock.
 */
export async function releaseOrderStock(tx: Db, orderId: number): Promise<void> {
  const result = await tx.execute(sql`
    INSERT INTO stock_movements (variant_id, order_item_id, delta, reason)
    SELECT ${orderItems.variantId}, ${orderItems.id}, ${orderItems.quantity}, 'release'
    FROM ${orderItems}
    WHERE ${and(eq(orderItems.orderId, orderId), isNotNull(orderItems.variantId))}
    ON CONFLICT (order_item_id, reason) WHERE order_item_id IS NOT NULL DO NOTHING
    RETURNING variant_id, delta`);
  const released = (result as unknown as { rows: { variant_id: number; delta: number }[] }).rows;
  const perVariant = new Map<number, number>();
  for (const row of released) perVariant.set(Number(row.variant_id), (perVariant.get(Number(row.variant_id)) ?? 0) + Number(row.delta));
  for (const variantId of [...perVariant.keys()].sort((a, b) => a - b)) {
    await tx.update(productVariants).set({ stock: sql`${productVariants.stock} + ${perVariant.get(variantId)!}` })
      .where(eq(productVariants.id, variantId));
  }
}

/** Unpaid orders past their expiry, locked; rows another instance holds are skipped. */
export async function lockExpiredOrders(tx: Db, now: Date, limit: number) {
  return tx.select({ id: orders.id, ...orderState }).from(orders)
    .where(and(eq(orders.status, 'pending'), sql`${orders.expiresAt} < ${now.toISOString()}`))
    .orderBy(asc(orders.id)).limit(limit)
    .for('update', { skipLocked: true });
}
