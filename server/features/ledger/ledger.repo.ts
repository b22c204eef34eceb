import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ledgerEntries, orderItems, orders, refunds, sellers } from '../../db/schema/index.js';

/**
 * The seller's earning for a delivered order: its net (what the buyer paid and the platform's code
 * paid for, less commission), less the seller's part of any refund made before delivery (a dispute
 * over a parcel that had not arrived). `platform_amount` is the part the platform's code paid: the
 * platform's cost of its promotion (decision 020). The partial unique index on earnings makes a
 * second attempt write nothing.
 */
export async function recordEarning(tx: Db, orderId: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO ${ledgerEntries} (seller_id, order_id, kind, amount, platform_amount)
    SELECT ${orders.sellerId}, ${orders.id}, 'earning',
           ${orders.sellerNet} - coalesce((SELECT sum(${refunds.sellerAmount}) FROM ${refunds} WHERE ${refunds.orderId} = ${orders.id}), 0),
           ${orders.platformDiscount} - coalesce((SELECT sum(${refunds.platformDiscountAmount}) FROM ${refunds} WHERE ${refunds.orderId} = ${orders.id}), 0)
    FROM ${orders} WHERE ${orders.id} = ${orderId}
    ON CONFLICT (order_id) WHERE order_id IS NOT NULL AND kind = 'earning' DO NOTHING`);
}

/**
 * Takes the seller's part of one refund back from their earning: once per refund, and only if the
 * order was earned (a refund before delivery is netted from the earning instead). After a payout it
 * stays unpaid and negative, and the next payout carries it.
 */
export async function recordRefundReversal(tx: Db, refundId: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO ${ledgerEntries} (seller_id, order_id, refund_id, kind, amount, platform_amount)
    SELECT earning.seller_id, earning.order_id, ${refunds.id}, 'reversal', -${refunds.sellerAmount}, -${refunds.platformDiscountAmount}
    FROM ${refunds} JOIN ${ledgerEntries} AS earning ON earning.order_id = ${refunds.orderId} AND earning.kind = 'earning'
    WHERE ${refunds.id} = ${refundId} AND ${refunds.sellerAmount} > 0
    ON CONFLICT (refund_id) WHERE refund_id IS NOT NULL DO NOTHING`);
}

/**
 * Units sold per seller (sellers.total_sales) move with paid orders: +units when paid, -units when
 * undone. Undoing leaves out the units a refunded return already took off (uncountReturnedUnits),
 * so an admin's whole-order refund after a partial return does not subtract them twice.
 */
export async function addUnitsSold(tx: Db, orderId: number, sign: 1 | -1): Promise<void> {
  const returned = sign === 1 ? sql`0` : sql`coalesce((SELECT sum(ri.quantity) FROM return_items ri JOIN returns r ON r.id = ri.return_id
                 WHERE r.order_id = ${orderId} AND r.status = 'refunded'), 0)`;
  await tx.execute(sql`
    UPDATE ${sellers} SET total_sales = greatest(0, total_sales + ${sign} * greatest(0, units.quantity - ${returned}))
    FROM (SELECT ${orders.sellerId} AS seller_id, coalesce(sum(${orderItems.quantity}), 0)::int AS quantity
          FROM ${orders} LEFT JOIN ${orderItems} ON ${orderItems.orderId} = ${orders.id}
          WHERE ${orders.id} = ${orderId} GROUP BY ${orders.sellerId}) AS units
    WHERE ${sellers.id} = units.seller_id`);
}

/** A return received (issue 25): the shop's units sold go down by the units it covers. */
export async function uncountReturnedUnits(tx: Db, returnId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE ${sellers} SET total_sales = greatest(0, total_sales - units.quantity)
    FROM (SELECT r.seller_id, coalesce(sum(ri.quantity), 0)::int AS quantity
          FROM returns r JOIN return_items ri ON ri.return_id = r.id WHERE r.id = ${returnId} GROUP BY r.seller_id) AS units
    WHERE ${sellers.id} = units.seller_id`);
}
