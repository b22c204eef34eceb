import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { readTogether } from '../../db/reads-together.js';
import {
  disputes, orderItems, orders, productVariants, refunds, returnEvents, returnItems, returns, sellers, stockMovements, users,
} from '../../db/schema/index.js';
import { countAll, readPage } from '../../kernel/paging.js';
import { trackingUrl } from '../../../shared/carriers.js';
import { fromCents, toCents } from '../../../shared/money.js';
import { refundedGoods } from '../../../shared/promotion-math.js';
import {
  availableReturnActions, SHIPPING_REFUNDED_FOR, type ReturnActor, type ReturnReason, type ReturnReply, type ReturnShippingPayer,
  type ReturnStatus,
} from '../../../shared/return-schemas.js';
import type { ReturnAction } from '../../../shared/return-transitions.js';

/** A seller order as a return request reads it, with its shop's policy; `lock` takes the order row (select ... for update). */
export async function orderForReturn(db: Db, orderId: number, lock: boolean) {
  const query = db.select({
    id: orders.id, userId: orders.userId, sellerId: orders.sellerId, status: orders.status, paymentStatus: orders.paymentStatus,
    deliveredAt: orders.deliveredAt, shippingFee: orders.shippingFee,
    policy: { accepted: sellers.returnsAccepted, windowDays: sellers.returnWindowDays, returnShippingPaidBy: sellers.returnShippingPaidBy },
  }).from(orders).innerJoin(sellers, eq(sellers.id, orders.sellerId)).where(eq(orders.id, orderId));
  const [row] = lock ? await query.for('update', { of: orders }) : await query;
  return row ?? null;
}

export type OrderForReturn = NonNullable<Awaited<ReturnType<typeof orderForReturn>>>;

export async function itemsOfOrder(db: Db, orderId: number) {
  return db.select({ id: orderItems.id, quantity: orderItems.quantity, price: orderItems.price })
    .from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

/** Units of each item of the order in returns that still count (all but refused and closed ones). */
export async function unitsInReturns(db: Db, orderId: number): Promise<Map<number, number>> {
  const rows = await db.select({ orderItemId: returnItems.orderItemId, quantity: sql<number>`sum(${returnItems.quantity})::int`.mapWith(Number) })
    .from(returnItems).innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(and(eq(returns.orderId, orderId), notInArray(returns.status, ['refused', 'closed'])))
    .groupBy(returnItems.orderItemId);
  return new Map(rows.map((row) => [row.orderItemId, row.quantity]));
}

export async function insertReturn(tx: Db, values: {
  orderId: number; buyerId: number; sellerId: number; reason: ReturnReason; note: string | null; photos: string[];
  returnShippingPaidBy: ReturnShippingPayer; items: Array<{ orderItemId: number; quantity: number }>;
}): Promise<number> {
  const { items, ...row } = values;
  const [created] = await tx.insert(returns).values(row).returning({ id: returns.id });
  await tx.insert(returnItems).values(items.map((item) => ({ returnId: created!.id, ...item })));
  return created!.id;
}

export async function insertReturnEvent(tx: Db, event: {
  returnId: number; fromStatus: ReturnStatus | null; toStatus: ReturnStatus; action: ReturnAction; actorRole: ReturnActor;
  actorUserId: number | null; note: string | null;
}): Promise<void> {
  await tx.insert(returnEvents).values(event);
}

/** Who a return belongs to and where it stands: what a read or a move is checked against. */
export async function findReturnParties(db: Db, id: number) {
  const [row] = await db.select({ id: returns.id, orderId: returns.orderId, buyerId: returns.buyerId, sellerId: returns.sellerId, status: returns.status })
    .from(returns).where(eq(returns.id, id));
  return row ?? null;
}

/** The move itself, one compare-and-set: it happens only if the return is still where the caller saw it. */
export async function moveReturn(tx: Db, move: { id: number; seen: ReturnStatus; to: ReturnStatus; set: PgUpdateSetSource<typeof returns> }): Promise<boolean> {
  const rows = await tx.update(returns).set({ ...move.set, status: move.to, updatedAt: sql`now()` })
    .where(and(eq(returns.id, move.id), eq(returns.status, move.seen))).returning({ id: returns.id });
  return rows.length > 0;
}

/**
 * The returned units go back on sale: one 'adjust' movement per item of the return (the receive
 * move runs once per return, by its compare-and-set), variants updated in ascending id order as
 * checkout takes them. Items whose variant was deleted have nothing to go back to.
 */
export async function restockReturn(tx: Db, returnId: number): Promise<void> {
  const rows = await tx.select({ variantId: orderItems.variantId, quantity: returnItems.quantity })
    .from(returnItems).innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .where(eq(returnItems.returnId, returnId)).orderBy(asc(orderItems.variantId));
  const perVariant = new Map<number, number>();
  for (const row of rows) if (row.variantId !== null) perVariant.set(row.variantId, (perVariant.get(row.variantId) ?? 0) + row.quantity);
  for (const [variantId, quantity] of perVariant) {
    await tx.insert(stockMovements).values({ variantId, orderItemId: null, delta: quantity, reason: 'adjust' });
    await tx.update(productVariants).set({ stock: sql`${productVariants.stock} + ${quantity}` }).where(eq(productVariants.id, variantId));
  }
}

/**
 * What the refund of a return gives back: its items as the buyer paid for them (each line's price
 * less its share of the order's codes, by the units that earlier refunded returns of the same line
 * left: decision 020), and the order's shipping fee when the shop is at fault.
 */
export async function refundPartOf(db: Db, returnId: number) {
  const [head] = await db.select({ reason: returns.reason, orderId: returns.orderId, shippingFee: orders.shippingFee })
    .from(returns).innerJoin(orders, eq(orders.id, returns.orderId)).where(eq(returns.id, returnId));
  if (!head) return null;
  const lines = await db.select({
    quantity: returnItems.quantity, ordered: orderItems.quantity, price: orderItems.price,
    shopDiscount: orderItems.shopDiscount, platformDiscount: orderItems.platformDiscount,
    unitsBefore: sql<number>`coalesce((SELECT sum(earlier.quantity) FROM ${returnItems} AS earlier
      JOIN ${returns} AS other ON other.id = earlier.return_id
      WHERE earlier.order_item_id = ${returnItems.orderItemId} AND other.id <> ${returnId} AND other.status = 'refunded'), 0)::int`,
  }).from(returnItems).innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId)).where(eq(returnItems.returnId, returnId));
  const goods = { paidCents: 0, platformDiscountCents: 0 };
  for (const line of lines) {
    const share = refundedGoods({
      unitPriceCents: toCents(line.price), quantity: line.ordered,
      shopDiscountCents: toCents(line.shopDiscount), platformDiscountCents: toCents(line.platformDiscount),
    }, line.unitsBefore, line.quantity);
    goods.paidCents += share.paidCents;
    goods.platformDiscountCents += share.platformDiscountCents;
  }
  return {
    orderId: head.orderId,
    goods,
    shippingCents: SHIPPING_REFUNDED_FOR.includes(head.reason) ? toCents(head.shippingFee) : 0,
  };
}

const returnColumns = {
  ret: returns,
  orderNumber: orders.number,
  shippingFee: orders.shippingFee,
  businessName: sellers.businessName,
  buyer: { username: users.username, firstName: users.firstName, lastName: users.lastName },
};

function returnsQuery(db: Db) {
  return db.select(returnColumns).from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .innerJoin(sellers, eq(sellers.id, returns.sellerId))
    .innerJoin(users, eq(users.id, returns.buyerId));
}
type ReturnRow = Awaited<ReturnType<typeof returnsQuery>>[number];

/** Which side the viewer of a return is on, for its `actions`; null: they read it without acting (an admin). */
export type ViewerSide = (row: { buyerId: number; sellerId: number }) => ReturnActor | null;

/** Returns with their items, events, refund and dispute, in the order given. */
async function withDetails(db: Db, rows: ReturnRow[], side: ViewerSide): Promise<ReturnReply[]> {
  const ids = rows.map((row) => row.ret.id);
  if (!ids.length) return [];
  const orderIds = [...new Set(rows.map((row) => row.ret.orderId))];
  const [items, events, refunded, shippingRefunded, disputeRows] = await readTogether(db, [
    db.select({
      returnId: returnItems.returnId, orderItemId: returnItems.orderItemId, quantity: returnItems.quantity, productId: orderItems.productId,
      productName: orderItems.productName, image: orderItems.image, size: orderItems.size, color: orderItems.color, price: orderItems.price,
      ordered: orderItems.quantity, shopDiscount: orderItems.shopDiscount, platformDiscount: orderItems.platformDiscount,
      // Units of the line other returns already refunded: the preview takes the share of the codes refundPartOf will.
      unitsBefore: sql<number>`coalesce((SELECT sum(earlier.quantity) FROM ${returnItems} AS earlier
        JOIN ${returns} AS other ON other.id = earlier.return_id
        WHERE earlier.order_item_id = ${returnItems.orderItemId} AND other.id <> ${returnItems.returnId} AND other.status = 'refunded'), 0)::int`.mapWith(Number),
    }).from(returnItems).innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
      .where(inArray(returnItems.returnId, ids)).orderBy(asc(returnItems.orderItemId)),
    db.select().from(returnEvents).where(inArray(returnEvents.returnId, ids)).orderBy(asc(returnEvents.id)),
    db.select({ id: refunds.id, returnId: refunds.returnId, amount: refunds.amount, createdAt: refunds.createdAt })
      .from(refunds).where(inArray(refunds.returnId, ids)),
    db.select({ orderId: refunds.orderId, shipping: sql<string>`sum(${refunds.shippingAmount})::numeric(12,2)::text` })
      .from(refunds).where(inArray(refunds.orderId, orderIds)).groupBy(refunds.orderId),
    db.select({ id: disputes.id, orderId: disputes.orderId }).from(disputes).where(inArray(disputes.orderId, orderIds)).orderBy(desc(disputes.id)),
  ]);
  const shippingLeft = (orderId: number, fee: string) =>
    toCents(fee) - toCents(shippingRefunded.find((row) => row.orderId === orderId)?.shipping ?? '0');
  return rows.map(({ ret, orderNumber, shippingFee, businessName, buyer }) => {
    const own = items.filter((item) => item.returnId === ret.id);
    const lines = own.map((item) => ({
      orderItemId: item.orderItemId, productId: item.productId, productName: item.productName, image: item.image, size: item.size,
      color: item.color, quantity: item.quantity, unitPrice: item.price, lineTotal: fromCents(toCents(item.price) * item.quantity),
    }));
    const refund = refunded.find((row) => row.returnId === ret.id);
    // What the buyer paid for these units, never their list price when a code took something off.
    const itemsCents = own.reduce((sum, item) => sum + refundedGoods({
      unitPriceCents: toCents(item.price), quantity: item.ordered,
      shopDiscountCents: toCents(item.shopDiscount), platformDiscountCents: toCents(item.platformDiscount),
    }, item.unitsBefore, item.quantity).paidCents, 0);
    const shippingCents = SHIPPING_REFUNDED_FOR.includes(ret.reason) ? Math.max(0, shippingLeft(ret.orderId, shippingFee)) : 0;
    const actor = side(ret);
    return {
      id: ret.id,
      orderId: ret.orderId,
      orderNumber,
      sellerId: ret.sellerId,
      businessName,
      buyerName: [buyer.firstName, buyer.lastName].filter(Boolean).join(' ') || buyer.username,
      status: ret.status,
      reason: ret.reason,
      note: ret.note,
      photos: ret.photos,
      items: lines,
      refundAmount: refund ? refund.amount : fromCents(itemsCents + shippingCents),
      returnShippingPaidBy: ret.returnShippingPaidBy,
      instructions: ret.instructions,
      refuseReason: ret.refuseReason,
      carrier: ret.carrier,
      trackingNumber: ret.trackingNumber,
      trackingUrl: trackingUrl(ret.carrier, ret.trackingNumber),
      restocked: ret.restocked,
      refund: refund ? { id: refund.id, amount: refund.amount, createdAt: refund.createdAt.toISOString() } : null,
      actions: actor ? availableReturnActions(ret.status, actor) : [],
      disputeId: disputeRows.find((row) => row.orderId === ret.orderId)?.id ?? null,
      events: events.filter((event) => event.returnId === ret.id).map((event) => ({
        fromStatus: event.fromStatus, toStatus: event.toStatus, action: event.action, actorRole: event.actorRole, note: event.note,
        createdAt: event.createdAt.toISOString(),
      })),
      createdAt: ret.createdAt.toISOString(),
      updatedAt: ret.updatedAt.toISOString(),
    };
  });
}

const NEWEST_FIRST = [desc(returns.createdAt), desc(returns.id)];

export async function findReturn(db: Db, id: number, side: ViewerSide): Promise<ReturnReply | null> {
  const [row] = await returnsQuery(db).where(eq(returns.id, id));
  if (!row) return null;
  const [reply] = await withDetails(db, [row], side);
  return reply ?? null;
}

export async function returnsOfOrder(db: Db, orderId: number, side: ViewerSide): Promise<ReturnReply[]> {
  return withDetails(db, await returnsQuery(db).where(eq(returns.orderId, orderId)).orderBy(...NEWEST_FIRST), side);
}

/** One page of returns matching `where`, newest first. */
export async function pageOfReturns(db: Db, where: SQL | undefined, paging: { page: number; limit: number }, side: ViewerSide) {
  const found = await readPage({ page: paging.page, pageSize: paging.limit }, {
    rows: (limit, offset) => returnsQuery(db).where(where).orderBy(...NEWEST_FIRST).limit(limit).offset(offset),
    total: db.select({ count: countAll }).from(returns).where(where),
  });
  const items = await withDetails(db, found.rows, side);
  return { items, page: paging.page, limit: paging.limit, total: found.total, totalPages: Math.ceil(found.total / paging.limit) };
}

export const returnsOfBuyer = (buyerId: number, status?: ReturnStatus) =>
  and(eq(returns.buyerId, buyerId), status ? eq(returns.status, status) : undefined);
export const returnsOfSeller = (sellerId: number, status?: ReturnStatus) =>
  and(eq(returns.sellerId, sellerId), status ? eq(returns.status, status) : undefined);

/** The buyer's address for return mail. */
export async function buyerMailbox(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}
