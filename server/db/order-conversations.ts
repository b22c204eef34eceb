import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { conversations, messages, orders } from './schema/index.js';

// Beside the schema, like sales.ts: the one way every writer (messages, returns, disputes, the
// demo seed) makes an order's conversation and tells it a step, so its counters always agree.

/**
 * The order's conversation between its buyer and its shop, made on first use (decision 019). Two
 * first uses at once both land on the one row: the unique index on order_id decides, and the
 * loser reads the winner's.
 */
export async function ensureOrderConversation(tx: Db, orderId: number): Promise<number | null> {
  const [created] = await tx.execute<{ id: number }>(sql`
    INSERT INTO ${conversations} (buyer_id, seller_id, order_id)
    SELECT ${orders.userId}, ${orders.sellerId}, ${orders.id} FROM ${orders} WHERE ${orders.id} = ${orderId}
    ON CONFLICT (order_id) WHERE order_id IS NOT NULL DO NOTHING
    RETURNING id`).then((result) => (result as unknown as { rows: { id: number }[] }).rows);
  if (created) return Number(created.id);
  const [found] = await tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.orderId, orderId));
  return found?.id ?? null;
}

/**
 * A step of a return or a dispute, told in the order's conversation so both sides read it where
 * they talk (`system`), or an admin's decision note (`admin`). Both parties get it as unread. The
 * conversation row is updated before the message is written: its lock orders lines and messages
 * sent at once the same way for every reader.
 */
export async function postOrderLine(
  tx: Db, line: { orderId: number; text: string; sender: 'system' | 'admin'; senderUserId?: number | null },
): Promise<{ conversationId: number; messageId: number } | null> {
  const conversationId = await ensureOrderConversation(tx, line.orderId);
  if (conversationId === null) return null;
  await tx.update(conversations).set({
    buyerUnread: sql`${conversations.buyerUnread} + 1`, sellerUnread: sql`${conversations.sellerUnread} + 1`, updatedAt: sql`now()`,
  }).where(eq(conversations.id, conversationId));
  const [message] = await tx.insert(messages)
    .values({ conversationId, sender: line.sender, senderUserId: line.senderUserId ?? null, body: line.text.slice(0, 2_000) })
    .returning({ id: messages.id, createdAt: messages.createdAt });
  await tx.update(conversations).set({ lastMessageId: message!.id, lastMessageAt: message!.createdAt })
    .where(eq(conversations.id, conversationId));
  return { conversationId, messageId: message!.id };
}
