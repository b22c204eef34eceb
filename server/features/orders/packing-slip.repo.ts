import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { checkouts, orderItems, orders, sellers } from '../../db/schema/index.js';
import type { ShippingAddress } from '../../../shared/orders-schemas.js';
import type { PackingSlip } from '../../../shared/seller-tools-schemas.js';

/**
 * One order's packing slip: where it goes and what goes in the parcel, no prices. `sellerId`
 * limits it to that shop's orders (null: any order, for an admin); null when there is none.
 */
export async function findPackingSlip(db: Db, orderId: number, sellerId: number | null): Promise<PackingSlip | null> {
  const [order] = await db
    .select({
      orderId: orders.id, number: orders.number, checkoutNumber: checkouts.number, createdAt: orders.createdAt,
      businessName: sellers.businessName, shippingMethod: checkouts.shippingMethod, shipTo: orders.shippingAddress,
    })
    .from(orders)
    .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .where(and(eq(orders.id, orderId), sellerId === null ? undefined : eq(orders.sellerId, sellerId)))
    .limit(1);
  if (!order) return null;
  const items = await db
    .select({ productName: orderItems.productName, size: orderItems.size, color: orderItems.color, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return {
    ...order,
    createdAt: order.createdAt.toISOString(),
    shipTo: order.shipTo as ShippingAddress,
    items,
    units: items.reduce((total, item) => total + item.quantity, 0),
  };
}
