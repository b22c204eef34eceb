import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  conversations, disputes, ledgerEntries, messages, orderItems, orders, products, productVariants, refunds, returnEvents, returnItems, returns, sellers,
} from '../db/schema/index.js';
import { recordRefund } from '../features/ledger/refunds.js';
import { postOrderLine } from '../db/order-conversations.js';
import { fromCents, toCents } from '../../shared/money.js';
import type { ShippingAddress } from '../../shared/orders-schemas.js';
import type { QuoteLine } from '../../shared/order-quote.js';
import type { MessageSender } from '../../shared/message-schemas.js';
import { SHIPPING_REFUNDED_FOR, type ReturnReason, type ReturnShippingPayer } from '../../shared/return-schemas.js';
import type { ReturnAction, ReturnActor, ReturnStatus } from '../../shared/return-transitions.js';
import { afterSaleLines, preSaleMessages, refundedReturn, refusedReturn, shopperReturn, type ItemWords } from './demo-after-sale-content.js';
import { recordDeliveredOrders, type DemoOrder } from './demo-orders.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export interface AfterSaleShop { id: number; userId: number; businessName: string; commissionRate: string }
export interface AfterSalePerson { id: number; name: string; address: ShippingAddress }

export interface DemoAfterSaleInput {
  /** In DEMO_SELLERS order: the first is Concrete Saints, the documented seller's shop. */
  shops: AfterSaleShop[];
  shopper: AfterSalePerson;
  /** The seed's other shoppers: the refused return and the refunded one are theirs. */
  buyers: AfterSalePerson[];
  now: number;
}

type Side = 'buyer' | 'seller';

/** A message typed by one side: the other side's unread count goes up first, then the row, then the conversation's last message. */
async function say(db: Db, conversationId: number, sender: Side, senderUserId: number, body: string, at: Date): Promise<number> {
  await db.update(conversations).set(sender === 'buyer'
    ? { sellerUnread: sql`${conversations.sellerUnread} + 1`, updatedAt: at }
    : { buyerUnread: sql`${conversations.buyerUnread} + 1`, updatedAt: at }).where(eq(conversations.id, conversationId));
  const [message] = await db.insert(messages).values({ conversationId, sender: sender as MessageSender, senderUserId, body, createdAt: at })
    .returning({ id: messages.id });
  await db.update(conversations).set({ lastMessageId: message!.id, lastMessageAt: at }).where(eq(conversations.id, conversationId));
  return message!.id;
}

/** One side opens the conversation at `at`: it has read everything up to its last message. */
async function read(db: Db, conversationId: number, side: Side, at: Date): Promise<void> {
  await db.update(conversations).set(side === 'buyer'
    ? { buyerUnread: 0, buyerReadMessageId: sql`${conversations.lastMessageId}`, buyerReadAt: at }
    : { sellerUnread: 0, sellerReadMessageId: sql`${conversations.lastMessageId}`, sellerReadAt: at }).where(eq(conversations.id, conversationId));
}

/** A step of a return or dispute told in the order's conversation (postOrderLine), dated when it happened. */
async function line(db: Db, orderId: number, text: string, at: Date): Promise<number> {
  const posted = await postOrderLine(db, { orderId, text, sender: 'system' });
  if (!posted) throw new Error(`demo after-sale: order ${orderId} has no conversation`);
  await db.update(messages).set({ createdAt: at }).where(eq(messages.id, posted.messageId));
  await db.update(conversations).set({ lastMessageAt: at, updatedAt: at }).where(eq(conversations.id, posted.conversationId));
  await db.update(conversations).set({ createdAt: at }).where(and(eq(conversations.id, posted.conversationId), sql`${conversations.createdAt} > ${at}`));
  return posted.conversationId;
}

/** The order's conversation, made by its first line (postOrderLine), dated at `at`; a typed first message needs it to exist. */
async function orderConversation(db: Db, orderId: number, at: Date): Promise<number> {
  const [order] = await db.select({ userId: orders.userId, sellerId: orders.sellerId }).from(orders).where(eq(orders.id, orderId));
  const [row] = await db.insert(conversations).values({ buyerId: order!.userId, sellerId: order!.sellerId!, orderId, createdAt: at, updatedAt: at })
    .returning({ id: conversations.id });
  return row!.id;
}

interface Candidate { id: number; name: string; image: string | null; price: string; sizes: string[]; createdAt: Date; variants: Array<{ id: number; size: string; color: string }> }

/** A shop's listed products put on sale before `before`, oldest id first, with their variants. */
async function productsOf(db: Db, sellerId: number, before: Date): Promise<Candidate[]> {
  const rows = await db.select().from(products)
    .where(and(eq(products.sellerId, sellerId), eq(products.isListed, true), lt(products.createdAt, before))).orderBy(asc(products.id)).limit(20);
  if (!rows.length) return [];
  const variants = await db.select().from(productVariants).where(inArray(productVariants.productId, rows.map((row) => row.id))).orderBy(asc(productVariants.id));
  return rows.map((row) => ({
    id: row.id, name: row.name, image: row.images[0] ?? null, price: row.price, sizes: row.sizes, createdAt: row.createdAt,
    variants: variants.filter((v) => v.productId === row.id).map(({ id, size, color }) => ({ id, size, color })),
  })).filter((row) => row.variants.length > 0);
}

const quoteLine = (shop: AfterSaleShop, product: Candidate, pick: number): QuoteLine => {
  const variant = product.variants[Math.min(pick, product.variants.length - 1)]!;
  return {
    productId: product.id, variantId: variant.id, sellerId: shop.id, businessName: shop.businessName, name: product.name, image: product.image,
    size: variant.size, color: variant.color, quantity: 1, unitPriceCents: toCents(product.price),
  };
};

/** A delivered order written the way the seed writes its others (recordDeliveredOrders), placed `daysAgo` before `now`. */
async function deliveredOrder(db: Db, buyer: AfterSalePerson, shop: AfterSaleShop, lines: QuoteLine[], now: number, daysAgo: number, trackingSeed: number): Promise<number> {
  const placed = now - daysAgo * DAY_MS;
  const order: DemoOrder = {
    buyer: { id: buyer.id, name: buyer.name }, seller: shop, lines, shippingMethod: 'standard', address: buyer.address,
    placedAt: new Date(placed), paidAt: new Date(placed + 6 * 60_000), shippedAt: new Date(placed + 1.2 * DAY_MS), deliveredAt: new Date(placed + 4 * DAY_MS),
    carrier: 'UPS', trackingNumber: `1Z${String(trackingSeed).padStart(9, '0')}42`, deliveredBy: 'buyer',
  };
  const [itemIds] = await recordDeliveredOrders(db, [order]);
  const [row] = await db.select({ orderId: orderItems.orderId }).from(orderItems).where(eq(orderItems.id, [...itemIds!.values()][0]!));
  return row!.orderId;
}

interface ReturnPlan {
  orderId: number; buyerId: number; sellerId: number; reason: ReturnReason; note: string; paidBy: ReturnShippingPayer;
  items: Array<{ orderItemId: number; quantity: number }>; requestedAt: Date;
}

async function insertReturn(db: Db, plan: ReturnPlan): Promise<number> {
  const [row] = await db.insert(returns).values({
    orderId: plan.orderId, buyerId: plan.buyerId, sellerId: plan.sellerId, status: 'requested', reason: plan.reason, note: plan.note,
    returnShippingPaidBy: plan.paidBy, createdAt: plan.requestedAt, updatedAt: plan.requestedAt,
  }).returning({ id: returns.id });
  await db.insert(returnItems).values(plan.items.map((item) => ({ returnId: row!.id, ...item })));
  await event(db, row!.id, null, 'requested', 'request', 'buyer', plan.buyerId, plan.note, plan.requestedAt);
  return row!.id;
}

function event(db: Db, returnId: number, fromStatus: ReturnStatus | null, toStatus: ReturnStatus, action: ReturnAction, actorRole: ReturnActor, actorUserId: number, note: string | null, at: Date) {
  return db.insert(returnEvents).values({ returnId, fromStatus, toStatus, action, actorRole, actorUserId, note, createdAt: at });
}

async function itemsOf(db: Db, orderId: number): Promise<Array<ItemWords & { id: number; lineTotal: string }>> {
  const rows = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  return rows.map((row) => ({ id: row.id, name: row.productName, size: row.size, color: row.color, quantity: row.quantity, lineTotal: row.lineTotal }));
}

/**
 * Issue 25's demo state, written straight to the tables and through the contract's functions
 * (postOrderLine for every step's line, recordRefund for the one refund), before the seed's payout
 * runs so the refunded return's reversal is paid with its earning, as the real flow would have:
 * - return policies: Neon Alley takes 30 days and pays the way back, Midnight Mileage takes no returns;
 * - the demo shopper's pre-sale question to Concrete Saints, answered, the last answer unread;
 * - the shopper's delivered Concrete Saints order with a return waiting for the shop's answer;
 * - another buyer's return refused by Void Supply and the dispute on it, open for the admins;
 * - another buyer's Concrete Saints return accepted, shipped back, received and refunded.
 */
export async function seedDemoAfterSale(db: Db, input: DemoAfterSaleInput): Promise<void> {
  const { shops, shopper, buyers, now } = input;
  const saints = shops[0]!;
  const generous = shops[1]!;
  const noReturns = shops.at(-1)!;
  const refuser = shops[2] ?? saints;
  await db.update(sellers).set({ returnWindowDays: 30, returnShippingPaidBy: 'shop' }).where(eq(sellers.id, generous.id));
  await db.update(sellers).set({ returnsAccepted: false }).where(eq(sellers.id, noReturns.id));
  const policyOf = async (sellerId: number) => (await db.select({ paidBy: sellers.returnShippingPaidBy }).from(sellers).where(eq(sellers.id, sellerId)))[0]!.paidBy;

  // The shopper's order from Concrete Saints: the one the review seed delivered three days ago, or a new one.
  let [shopperOrder] = await db.select({ id: orders.id, deliveredAt: orders.deliveredAt }).from(orders)
    .where(and(eq(orders.userId, shopper.id), eq(orders.sellerId, saints.id), eq(orders.status, 'delivered'))).orderBy(desc(orders.deliveredAt)).limit(1);
  const saintsProducts = await productsOf(db, saints.id, new Date(now - 15 * DAY_MS));
  if (!shopperOrder || shopperOrder.deliveredAt!.getTime() < now - 10 * DAY_MS) {
    const product = saintsProducts[0] ?? (await productsOf(db, saints.id, new Date(now - 8 * DAY_MS)))[0]!;
    const id = await deliveredOrder(db, shopper, saints, [quoteLine(saints, product, 1)], now, 7, 481_203_377);
    shopperOrder = { id, deliveredAt: new Date(now - 3 * DAY_MS) };
  }
  const shopperItems = await itemsOf(db, shopperOrder.id);
  const shopperOrderItemIds = new Set((await db.select({ productId: orderItems.productId }).from(orderItems).where(eq(orderItems.orderId, shopperOrder.id))).map((row) => row.productId));

  // 1. Before a sale: the shopper asks Concrete Saints about sizing from one of its products.
  const asked = (await productsOf(db, saints.id, new Date(now - 3 * DAY_MS))).find((p) => !shopperOrderItemIds.has(p.id) && p.sizes.length > 1)
    ?? saintsProducts[0];
  if (asked) {
    const words = preSaleMessages(asked, asked.sizes);
    const start = now - 2 * DAY_MS;
    const [row] = await db.insert(conversations).values({ buyerId: shopper.id, sellerId: saints.id, productId: asked.id, createdAt: new Date(start), updatedAt: new Date(start) })
      .returning({ id: conversations.id });
    const id = row!.id;
    await say(db, id, 'buyer', shopper.id, words.question, new Date(start));
    await read(db, id, 'seller', new Date(start + 3 * HOUR_MS));
    await say(db, id, 'seller', saints.userId, words.answer, new Date(start + 3 * HOUR_MS + 4 * 60_000));
    await read(db, id, 'buyer', new Date(start + 5 * HOUR_MS));
    await say(db, id, 'buyer', shopper.id, words.followUp, new Date(start + 5 * HOUR_MS + 2 * 60_000));
    await read(db, id, 'seller', new Date(now - 3 * HOUR_MS));
    // The last answer, which the shopper has not opened yet: their one unread message.
    await say(db, id, 'seller', saints.userId, words.unreadAnswer, new Date(now - 3 * HOUR_MS + 5 * 60_000));
  }

  // 2. The shopper's return on the delivered order, within Concrete Saints' 14 days, waiting for the shop.
  {
    const orderId = shopperOrder.id;
    const requestedAt = new Date(Math.max(shopperOrder.deliveredAt!.getTime() + DAY_MS, now - 20 * HOUR_MS));
    const first = shopperItems[0]!;
    const conversationId = await orderConversation(db, orderId, new Date(requestedAt.getTime() - 30 * 60_000));
    await say(db, conversationId, 'buyer', shopper.id, shopperReturn.beforeRequest, new Date(requestedAt.getTime() - 30 * 60_000));
    await insertReturn(db, {
      orderId, buyerId: shopper.id, sellerId: saints.id, reason: shopperReturn.reason, note: shopperReturn.note, paidBy: await policyOf(saints.id),
      items: [{ orderItemId: first.id, quantity: first.quantity }], requestedAt,
    });
    await line(db, orderId, afterSaleLines.requested([first], shopperReturn.reason), requestedAt);
    await read(db, conversationId, 'buyer', new Date(requestedAt.getTime() + 60_000));
  }

  // 3. Another buyer's return, refused by the shop within its window, then a dispute the admins have to decide.
  const disputer = buyers[0]!;
  const refuserProducts = await productsOf(db, refuser.id, new Date(now - 12 * DAY_MS));
  if (refuserProducts.length) {
    const orderId = await deliveredOrder(db, disputer, refuser, [quoteLine(refuser, refuserProducts[0]!, 2)], now, 10, 377_410_958);
    const [item] = await itemsOf(db, orderId);
    const requestedAt = new Date(now - 5 * DAY_MS);
    const refusedAt = new Date(now - 4.5 * DAY_MS);
    const openedAt = new Date(now - 2 * DAY_MS);
    const returnId = await insertReturn(db, {
      orderId, buyerId: disputer.id, sellerId: refuser.id, reason: refusedReturn.reason, note: refusedReturn.note, paidBy: await policyOf(refuser.id),
      items: [{ orderItemId: item!.id, quantity: item!.quantity }], requestedAt,
    });
    const conversationId = await line(db, orderId, afterSaleLines.requested([item!], refusedReturn.reason), requestedAt);
    await read(db, conversationId, 'buyer', new Date(requestedAt.getTime() + 60_000));
    await read(db, conversationId, 'seller', new Date(refusedAt.getTime() - 10 * 60_000));
    await db.update(returns).set({ status: 'refused', refuseReason: refusedReturn.refuseReason, answeredAt: refusedAt, updatedAt: refusedAt }).where(eq(returns.id, returnId));
    await event(db, returnId, 'requested', 'refused', 'refuse', 'seller', refuser.userId, refusedReturn.refuseReason, refusedAt);
    await line(db, orderId, afterSaleLines.refused(refusedReturn.refuseReason), refusedAt);
    await read(db, conversationId, 'buyer', new Date(refusedAt.getTime() + 2 * HOUR_MS));
    await say(db, conversationId, 'buyer', disputer.id, refusedReturn.buyerReply, new Date(refusedAt.getTime() + 2 * HOUR_MS + 3 * 60_000));
    await db.insert(disputes).values({
      orderId, buyerId: disputer.id, sellerId: refuser.id, returnId, reason: 'return_refused', note: refusedReturn.disputeNote, openedBy: 'buyer',
      status: 'open', createdAt: openedAt, updatedAt: openedAt,
    });
    await line(db, orderId, afterSaleLines.disputeOpened(), openedAt);
    // The buyer opened it and saw its line; the shop has not looked since the refusal.
    await read(db, conversationId, 'buyer', new Date(openedAt.getTime() + 60_000));
  }

  // 4. A return that went all the way, on a Concrete Saints order delivered ten days ago: its refund through recordRefund;
  // the earning, held while the return was open, and the reversal are paid together by the seed's last payout run.
  const returner = buyers[1] ?? disputer;
  if (saintsProducts.length) {
    const lines = saintsProducts.slice(0, 2).map((product, i) => quoteLine(saints, product, i + 1));
    const orderId = await deliveredOrder(db, returner, saints, lines, now, 14, 902_118_644);
    const [item] = await itemsOf(db, orderId);
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    const delivered = order!.deliveredAt!.getTime();
    const requestedAt = new Date(delivered + 1 * DAY_MS);
    const acceptedAt = new Date(delivered + 1.3 * DAY_MS);
    const shippedAt = new Date(delivered + 2 * DAY_MS);
    const receivedAt = new Date(delivered + 5 * DAY_MS);
    const tracking = `9400${String(orderId).padStart(6, '0')}1187`;
    const returnId = await insertReturn(db, {
      orderId, buyerId: returner.id, sellerId: saints.id, reason: refundedReturn.reason, note: refundedReturn.note, paidBy: await policyOf(saints.id),
      items: [{ orderItemId: item!.id, quantity: item!.quantity }], requestedAt,
    });
    const conversationId = await line(db, orderId, afterSaleLines.requested([item!], refundedReturn.reason), requestedAt);
    await read(db, conversationId, 'seller', new Date(acceptedAt.getTime() - 15 * 60_000));
    await db.update(returns).set({ status: 'accepted', instructions: refundedReturn.instructions, answeredAt: acceptedAt, updatedAt: acceptedAt }).where(eq(returns.id, returnId));
    await event(db, returnId, 'requested', 'accepted', 'accept', 'seller', saints.userId, refundedReturn.instructions, acceptedAt);
    await line(db, orderId, afterSaleLines.accepted(refundedReturn.instructions), acceptedAt);
    await read(db, conversationId, 'buyer', new Date(shippedAt.getTime() - 30 * 60_000));
    await db.update(returns).set({ status: 'shipped', carrier: refundedReturn.carrier, trackingNumber: tracking, shippedAt, updatedAt: shippedAt }).where(eq(returns.id, returnId));
    await event(db, returnId, 'accepted', 'shipped', 'ship', 'buyer', returner.id, `${refundedReturn.carrier} ${tracking}`, shippedAt);
    await line(db, orderId, afterSaleLines.shipped(refundedReturn.carrier, tracking), shippedAt);

    // Received, not restocked (damaged), refunded: the item and, for a damaged one, the original shipping fee.
    const refundedAmount = await db.transaction(async (tx) => {
      await tx.update(returns).set({ status: 'refunded', restocked: false, receivedAt, updatedAt: receivedAt }).where(eq(returns.id, returnId));
      await event(tx, returnId, 'shipped', 'refunded', 'receive', 'seller', saints.userId, null, receivedAt);
      await tx.update(sellers).set({ totalSales: sql`greatest(0, ${sellers.totalSales} - ${item!.quantity})` }).where(eq(sellers.id, saints.id));
      const shippingCents = SHIPPING_REFUNDED_FOR.includes(refundedReturn.reason) ? toCents(order!.shippingFee) : 0;
      const refund = await recordRefund(tx, {
        orderId, source: 'return', returnId, reason: `Return ${returnId}: ${item!.quantity} × ${item!.name} received`,
        part: { kind: 'goods', goods: { paidCents: toCents(item!.lineTotal), platformDiscountCents: 0 }, shippingCents },
      });
      if (!refund) throw new Error('demo after-sale: the return refund was not recorded');
      await tx.update(refunds).set({ createdAt: receivedAt }).where(eq(refunds.id, refund.refundId));
      await tx.update(ledgerEntries).set({ createdAt: receivedAt }).where(eq(ledgerEntries.refundId, refund.refundId));
      await tx.update(orders).set({ updatedAt: receivedAt }).where(eq(orders.id, orderId));
      return fromCents(refund.amountCents);
    });
    await line(db, orderId, afterSaleLines.refunded(refundedAmount), receivedAt);
    await read(db, conversationId, 'buyer', new Date(receivedAt.getTime() + 5 * HOUR_MS));
    await read(db, conversationId, 'seller', new Date(receivedAt.getTime() + 10 * 60_000));
  }
}
