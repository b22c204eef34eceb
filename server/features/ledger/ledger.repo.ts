import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ledgerEntries, orderItems, orders, sellers } from '../../db/schema/index.js';

/**
 * The seller's earning for a delivered order: its net (total less commission). The partial unique
 * index on (order_id, kind) makes a second attempt write nothing.
 */
export async function recordEarning(tx: Db, orderId: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO ${ledgerEntries} (seller_id, order_id, kind, amount)
    SELECT ${orders.sellerId}, ${orders.id}, 'earning', ${orders.sellerNet} FROM ${orders} WHERE ${orders.id} = ${orderId}
    ON CONFLICT (order_id, kind) WHERE order_id IS NOT NULL AND kind IN ('earning', 'reversal') DO NOTHING`);
}

/** Takes a refunded order's earning back, once, and only if it was earned. */
export async function recordReversal(tx: Db, orderId: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO ${ledgerEntries} (seller_id, order_id, kind, amount)
    SELECT seller_id, order_id, 'reversal', -amount FROM ${ledgerEntries}
    WHERE ${and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, 'earning'))}
    ON CONFLICT (order_id, kind) WHERE order_id IS NOT NULL AND kind IN ('earning', 'reversal') DO NOTHING`);
}

/** Units sold per seller (sellers.total_sales) move with paid orders: +units when paid, -units when undone. */
export async function addUnitsSold(tx: Db, orderId: number, sign: 1 | -1): Promise<void> {
  await tx.execute(sql`
    UPDATE ${sellers} SET total_sales = greatest(0, total_sales + ${sign} * units.quantity)
    FROM (SELECT ${orders.sellerId} AS seller_id, coalesce(sum(${orderItems.quantity}), 0)::int AS quantity
          FROM ${orders} LEFT JOIN ${orderItems} ON ${orderItems.orderId} = ${orders.id}
          WHERE ${orders.id} = ${orderId} GROUP BY ${orders.sellerId}) AS units
    WHERE ${sellers.id} = units.seller_id`);
}
