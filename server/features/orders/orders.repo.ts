import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { readTogether } from '../../db/reads-together.js';
import { checkouts, orderDiscounts, orderEvents, orderItems, orders, refunds, sellers, users } from '../../db/schema/index.js';
import type { OrderReply, ShippingAddress } from '../../../shared/orders-schemas.js';
import type { OrderStatus } from '../../../shared/order-transitions.js';
import { fromCents, toCents } from '../../../shared/money.js';
import { allOf, containsPattern, countAll, readPage } from '../../kernel/paging.js';
import type { SellerOrderSort, SellerOrdersQuery } from '../../../shared/seller-tools-schemas.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

type RefundLine = NonNullable<OrderReply['refunds']>[number];

const orderColumns = {
  order: orders,
  checkoutNumber: checkouts.number,
  paymentMethod: checkouts.paymentMethod,
  businessName: sellers.businessName,
  buyer: { username: users.username, firstName: users.firstName, lastName: users.lastName, email: users.email },
};

function ordersQuery(db: Db) {
  return db
    .select(orderColumns)
    .from(orders)
    .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .innerJoin(users, eq(users.id, orders.userId));
}

export type OrderRow = Awaited<ReturnType<typeof ordersQuery>>[number];

/** Orders with their items and timelines, in the order given. The buyer's email stays out. */
async function withDetails(db: Db, rows: OrderRow[]): Promise<OrderReply[]> {
  const ids = rows.map((row) => row.order.id);
  if (!ids.length) return [];
  const [items, events, refunded, discounts] = await readTogether(db, [
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.id)),
    db.select({
      id: refunds.id, orderId: refunds.orderId, amount: refunds.amount, reason: refunds.reason, source: refunds.source, createdAt: refunds.createdAt,
      commissionAmount: refunds.commissionAmount, sellerAmount: refunds.sellerAmount, platformDiscountAmount: refunds.platformDiscountAmount,
    }).from(refunds).where(inArray(refunds.orderId, ids)).orderBy(asc(refunds.id)),
    // The shop's code first, then the platform's, as the quote lists them.
    db.select({ orderId: orderDiscounts.orderId, code: orderDiscounts.code, fundedBy: orderDiscounts.fundedBy, amount: orderDiscounts.amount })
      .from(orderDiscounts).where(inArray(orderDiscounts.orderId, ids))
      .orderBy(asc(orderDiscounts.orderId), sql`${orderDiscounts.fundedBy} = 'platform'`, asc(orderDiscounts.id)),
  ]);
  // Every refund of an order, oldest first; `refund` is their sum with the latest reason and time (issue 25).
  const refundsOf = new Map<number, RefundLine[]>();
  for (const refund of refunded) {
    const lines = refundsOf.get(refund.orderId) ?? [];
    lines.push({
      id: refund.id, amount: refund.amount, reason: refund.reason, source: refund.source, refundedAt: refund.createdAt.toISOString(),
      commissionAmount: refund.commissionAmount, sellerAmount: refund.sellerAmount, platformDiscountAmount: refund.platformDiscountAmount,
    });
    refundsOf.set(refund.orderId, lines);
  }
  const refundOf = (orderId: number) => {
    const lines = refundsOf.get(orderId);
    if (!lines?.length) return null;
    const latest = lines[lines.length - 1]!;
    return { amount: fromCents(lines.reduce((sum, line) => sum + toCents(line.amount), 0)), reason: latest.reason, refundedAt: latest.refundedAt };
  };
  return rows.map(({ order, checkoutNumber, paymentMethod, businessName, buyer }) => ({
    id: order.id,
    number: order.number,
    checkoutId: order.checkoutId,
    checkoutNumber,
    sellerId: order.sellerId,
    businessName,
    buyerName: [buyer.firstName, buyer.lastName].filter(Boolean).join(' ') || buyer.username,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod,
    subtotal: order.subtotal,
    discount: fromCents(toCents(order.shopDiscount) + toCents(order.platformDiscount)),
    codes: discounts.filter((code) => code.orderId === order.id).map(({ code, fundedBy, amount }) => ({ code, fundedBy, amount })),
    shippingFee: order.shippingFee,
    total: order.total,
    commissionRate: order.commissionRate,
    commissionAmount: order.commissionAmount,
    sellerNet: order.sellerNet,
    shippingAddress: order.shippingAddress as ShippingAddress,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    expiresAt: iso(order.expiresAt),
    shippedAt: iso(order.shippedAt),
    deliveredAt: iso(order.deliveredAt),
    cancelledAt: iso(order.cancelledAt),
    cancelReason: order.cancelReason,
    createdAt: order.createdAt.toISOString(),
    items: items.filter((item) => item.orderId === order.id).map(({ orderId: _orderId, shopDiscount, platformDiscount, ...item }) => ({
      ...item, discount: fromCents(toCents(shopDiscount) + toCents(platformDiscount)),
    })),
    events: events.filter((event) => event.orderId === order.id).map((event) => ({
      fromStatus: event.fromStatus, toStatus: event.toStatus, actorRole: event.actorRole, note: event.note, createdAt: event.createdAt.toISOString(), action: event.action,
    })),
    refund: refundOf(order.id),
    refunds: refundsOf.get(order.id) ?? [],
  }));
}

export async function ordersOfCheckout(db: Db, checkoutId: number): Promise<OrderReply[]> {
  return withDetails(db, await ordersQuery(db).where(eq(orders.checkoutId, checkoutId)).orderBy(asc(orders.id)));
}

/** One order with who may see it: its buyer, its seller's owner. */
export async function findOrder(db: Db, id: number) {
  const [row] = await ordersQuery(db).where(eq(orders.id, id)).limit(1);
  if (!row) return null;
  const [reply] = await withDetails(db, [row]);
  return { reply: reply!, buyerId: row.order.userId, buyerEmail: row.buyer.email, sellerId: row.order.sellerId };
}

const NEWEST_FIRST = [desc(orders.createdAt), desc(orders.id)];

export async function pageOfOrders(db: Db, where: SQL | undefined, page: { page: number; pageSize: number }, order: SQL[] = NEWEST_FIRST) {
  // The count joins what the rows join, so a condition may read the checkout and the buyer too.
  const found = await readPage(page, {
    rows: (limit, offset) => ordersQuery(db).where(where).orderBy(...order).limit(limit).offset(offset),
    total: db.select({ count: countAll }).from(orders)
      .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId)).innerJoin(users, eq(users.id, orders.userId)).where(where),
  });
  return { ...found, rows: await withDetails(db, found.rows) };
}

export const ordersOfBuyer = (userId: number, status?: OrderStatus) =>
  and(eq(orders.userId, userId), status ? eq(orders.status, status) : undefined);
export const ordersOfSeller = (sellerId: number, status?: OrderStatus) =>
  and(eq(orders.sellerId, sellerId), status ? eq(orders.status, status) : undefined);
/** Every order ends with the id, so pages never overlap or skip. */
export function sellerOrderOrder(sort: SellerOrderSort): SQL[] {
  switch (sort) {
    case 'newest': return NEWEST_FIRST;
    case 'oldest': return [asc(orders.createdAt), asc(orders.id)];
    case 'total-high': return [desc(orders.total), desc(orders.id)];
    case 'total-low': return [asc(orders.total), asc(orders.id)];
  }
}

/**
 * A seller's orders in a status, matching a search: the order or checkout number, the buyer's
 * name or username, the ship-to name, or a product in it, anywhere and case-insensitively.
 */
export function sellerOrdersMatching(sellerId: number, query: Pick<SellerOrdersQuery, 'status' | 'search'>) {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  return allOf(
    ordersOfSeller(sellerId, query.status),
    pattern && sql`(${orders.number} ilike ${pattern} or ${checkouts.number} ilike ${pattern} or ${users.username} ilike ${pattern}
      or concat_ws(' ', ${users.firstName}, ${users.lastName}) ilike ${pattern} or ${orders.shippingAddress}->>'fullName' ilike ${pattern}
      or exists (select 1 from order_items oi where oi.order_id = ${orders.id} and oi.product_name ilike ${pattern}))`,
  );
}
export const ordersWithStatus = (status?: OrderStatus) => (status ? eq(orders.status, status) : undefined);

/** The seller's contact for "new order" mail: the shop's email, else its owner's. */
export async function sellerMailbox(db: Db, sellerId: number) {
  const [row] = await db
    .select({ businessEmail: sellers.businessEmail, ownerEmail: users.email, businessName: sellers.businessName })
    .from(sellers).innerJoin(users, eq(users.id, sellers.userId)).where(eq(sellers.id, sellerId)).limit(1);
  return row ? { to: row.businessEmail || row.ownerEmail, businessName: row.businessName } : null;
}
