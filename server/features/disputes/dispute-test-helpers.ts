import { eq } from 'drizzle-orm';
import { messages, orders, returnItems, returns } from '../../db/schema/index.js';
import type { TestApp } from '../../test/test-app.js';
import type { AfterSaleOrder } from '../../test/after-sale.js';
import { ensureOrderConversation } from '../../db/order-conversations.js';
import type { ReturnStatus } from '../../../shared/return-transitions.js';

const DAY_MS = 86_400_000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS - 1000);

/** A return of the order's item straight in the database (the returns routes are another part's), `days` old. */
export async function insertReturn(t: TestApp, order: AfterSaleOrder, input: { status: ReturnStatus; days?: number; quantity?: number }) {
  const createdAt = daysAgo(input.days ?? 0);
  const [row] = await t.db.insert(returns).values({
    orderId: order.orderId, buyerId: order.buyer.id, sellerId: order.seller.id, status: input.status, reason: 'doesnt_fit',
    returnShippingPaidBy: 'buyer', createdAt, updatedAt: createdAt,
    ...(input.status === 'refused' ? { refuseReason: 'Worn', answeredAt: createdAt } : {}),
  }).returning();
  await t.db.insert(returnItems).values({ returnId: row!.id, orderItemId: order.item.id, quantity: input.quantity ?? order.item.quantity });
  return row!;
}

/** A message in the order's conversation written `days` ago. */
export async function insertOrderMessage(t: TestApp, orderId: number, sender: 'buyer' | 'seller', days: number, body = 'Where is my parcel?') {
  const conversationId = (await ensureOrderConversation(t.db, orderId))!;
  await t.db.insert(messages).values({ conversationId, sender, body, createdAt: daysAgo(days) });
  return conversationId;
}

export async function orderMoney(t: TestApp, orderId: number) {
  const [row] = await t.db.select({ total: orders.total, refundedTotal: orders.refundedTotal, paymentStatus: orders.paymentStatus })
    .from(orders).where(eq(orders.id, orderId));
  return row!;
}
