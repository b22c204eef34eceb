import { and, asc, countDistinct, eq, isNotNull, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderItems, orders, products } from '../../db/schema/index.js';
import type { HeldStock } from '../../../shared/orders-schemas.js';

/**
 * Per product of one shop, the units its orders awaiting payment hold (taken from stock at
 * checkout, back in stock if the order expires or is cancelled). Orders the sweeper has yet to
 * cancel still count: their units are not back yet.
 */
export async function heldStockOfSeller(db: Db, sellerId: number): Promise<HeldStock[]> {
  const rows = await db
    .select({
      productId: products.id,
      productName: products.name,
      units: sql<number>`sum(${orderItems.quantity})::int`,
      orders: countDistinct(orders.id),
      firstExpiresAt: min(orders.expiresAt),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orders.sellerId, sellerId), eq(orders.status, 'pending'), isNotNull(orderItems.productId)))
    .groupBy(products.id, products.name)
    .orderBy(asc(products.id));
  return rows.map((row) => ({
    ...row,
    units: Number(row.units),
    firstExpiresAt: row.firstExpiresAt ? new Date(row.firstExpiresAt).toISOString() : null,
  }));
}
