import { and, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { blockedBuyers, conversations, disputes, messages, orders, products, sellers, users } from '../../db/schema/index.js';
import { sellerIsPublic } from '../catalog/product-visibility.js';

/** A conversation's parties and counters: what access rules and writes read. */
export async function findConversation(db: Db, id: number) {
  const [row] = await db.select({
    id: conversations.id, buyerId: conversations.buyerId, sellerId: conversations.sellerId, orderId: conversations.orderId,
    sellerUserId: sellers.userId,
  }).from(conversations).innerJoin(sellers, eq(sellers.id, conversations.sellerId)).where(eq(conversations.id, id));
  return row ?? null;
}
export type ConversationParties = NonNullable<Awaited<ReturnType<typeof findConversation>>>;

/** Whether a dispute on this order is open: the only time an admin may read its conversation (decision 019). */
export async function hasOpenDispute(db: Db, orderId: number | null): Promise<boolean> {
  if (orderId === null) return false;
  const [row] = await db.select({ id: disputes.id }).from(disputes)
    .where(and(eq(disputes.orderId, orderId), eq(disputes.status, 'open'))).limit(1);
  return row !== undefined;
}

export async function findOrderParties(db: Db, orderId: number) {
  const [row] = await db.select({ id: orders.id, buyerId: orders.userId, sellerId: orders.sellerId }).from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

export async function publicShopExists(db: Db, sellerId: number): Promise<boolean> {
  const [row] = await db.select({ id: sellers.id }).from(sellers).where(and(eq(sellers.id, sellerId), sellerIsPublic));
  return row !== undefined;
}

export async function productOfShop(db: Db, productId: number, sellerId: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.sellerId, sellerId)));
  return row !== undefined;
}

/**
 * The buyer's pre-sale conversation with a shop, made or found in one statement (the partial
 * unique index decides between two first opens); a product given replaces the context, none
 * leaves it. `created` from xmax: 0 on a row this statement inserted.
 */
export async function upsertPreSaleConversation(db: Db, buyerId: number, sellerId: number, productId: number | null) {
  const result = await db.execute<{ id: number; created: boolean }>(sql`
    INSERT INTO ${conversations} (buyer_id, seller_id, product_id) VALUES (${buyerId}, ${sellerId}, ${productId})
    ON CONFLICT (buyer_id, seller_id) WHERE order_id IS NULL
    DO UPDATE SET product_id = coalesce(excluded.product_id, ${conversations}.product_id)
    RETURNING id, (xmax = 0) AS created`);
  const row = (result as unknown as { rows: { id: number; created: boolean }[] }).rows[0]!;
  return { id: Number(row.id), created: row.created === true || (row.created as unknown) === 't' };
}

const buyerUser = alias(users, 'conversation_buyer');
const lastMessage = alias(messages, 'conversation_last_message');

/** Everything a conversation's reply shows, in one query (the list's and a single one's). */
export const conversationColumns = {
  id: conversations.id,
  buyerId: conversations.buyerId,
  sellerId: conversations.sellerId,
  orderId: conversations.orderId,
  orderNumber: orders.number,
  orderStatus: orders.status,
  productId: products.id,
  productName: products.name,
  productImages: products.images,
  businessName: sellers.businessName,
  profileImage: sellers.profileImage,
  buyerName: sql<string>`coalesce(nullif(trim(${buyerUser.firstName}), ''), ${buyerUser.username})`,
  buyerUnread: conversations.buyerUnread,
  sellerUnread: conversations.sellerUnread,
  buyerReadMessageId: conversations.buyerReadMessageId,
  sellerReadMessageId: conversations.sellerReadMessageId,
  buyerReadAt: conversations.buyerReadAt,
  sellerReadAt: conversations.sellerReadAt,
  lastText: lastMessage.body,
  lastSender: lastMessage.sender,
  lastAt: lastMessage.createdAt,
  buyerBlocked: sql<boolean>`exists (select 1 from ${blockedBuyers} where ${blockedBuyers.sellerId} = ${conversations.sellerId} and ${blockedBuyers.buyerId} = ${conversations.buyerId})`,
  createdAt: conversations.createdAt,
  updatedAt: conversations.updatedAt,
};
function selectConversations(db: Db) {
  return db.select(conversationColumns).from(conversations)
    .innerJoin(sellers, eq(sellers.id, conversations.sellerId))
    .innerJoin(buyerUser, eq(buyerUser.id, conversations.buyerId))
    .leftJoin(orders, eq(orders.id, conversations.orderId))
    .leftJoin(products, eq(products.id, conversations.productId))
    .leftJoin(lastMessage, eq(lastMessage.id, conversations.lastMessageId));
}

export async function conversationView(db: Db, id: number) {
  const [row] = await selectConversations(db).where(eq(conversations.id, id));
  return row ?? null;
}
export type ConversationView = NonNullable<Awaited<ReturnType<typeof conversationView>>>;

/**
 * One side's conversations with at least one message, newest first (the side's newest index);
 * `unreadTotal` over all of them, on the side's partial unread index.
 */
export async function conversationsPage(db: Db, side: { buyerId: number } | { sellerId: number }, page: number, limit: number) {
  const mine: SQL = 'buyerId' in side ? eq(conversations.buyerId, side.buyerId) : eq(conversations.sellerId, side.sellerId);
  const listed = and(mine, isNotNull(conversations.lastMessageId));
  const unreadColumn = 'buyerId' in side ? conversations.buyerUnread : conversations.sellerUnread;
  const [rows, [total], [unread]] = await Promise.all([
    selectConversations(db).where(listed).orderBy(desc(conversations.updatedAt), desc(conversations.id)).limit(limit).offset((page - 1) * limit),
    db.select({ count: count() }).from(conversations).where(listed),
    db.select({ sum: sql<string | null>`sum(${unreadColumn})` }).from(conversations).where(and(mine, sql`${unreadColumn} > 0`)),
  ]);
  return { rows, total: total?.count ?? 0, unreadTotal: Number(unread?.sum ?? 0) };
}

/** The header's badge: one statement, each half on its side's partial unread index. */
export async function unreadCounts(db: Db, userId: number, sellerId: number | null): Promise<{ buyer: number; seller: number }> {
  const result = await db.execute<{ buyer: string | null; seller: string | null }>(sql`SELECT
    (SELECT sum(buyer_unread) FROM ${conversations} WHERE buyer_id = ${userId} AND buyer_unread > 0) AS buyer,
    (SELECT sum(seller_unread) FROM ${conversations} WHERE seller_id = ${sellerId ?? -1} AND seller_unread > 0) AS seller`);
  const row = (result as unknown as { rows: { buyer: string | null; seller: string | null }[] }).rows[0];
  return { buyer: Number(row?.buyer ?? 0), seller: Number(row?.seller ?? 0) };
}

export async function buyerHasConversationWith(db: Db, sellerId: number, buyerId: number): Promise<boolean> {
  const [row] = await db.select({ id: conversations.id }).from(conversations)
    .where(and(eq(conversations.sellerId, sellerId), eq(conversations.buyerId, buyerId))).limit(1);
  return row !== undefined;
}

export async function isBuyerBlocked(db: Db, sellerId: number, buyerId: number): Promise<boolean> {
  const [row] = await db.select({ one: sql`1` }).from(blockedBuyers)
    .where(and(eq(blockedBuyers.sellerId, sellerId), eq(blockedBuyers.buyerId, buyerId)));
  return row !== undefined;
}

export async function setBuyerBlocked(db: Db, sellerId: number, buyerId: number, blocked: boolean): Promise<void> {
  if (blocked) await db.insert(blockedBuyers).values({ sellerId, buyerId }).onConflictDoNothing();
  else await db.delete(blockedBuyers).where(and(eq(blockedBuyers.sellerId, sellerId), eq(blockedBuyers.buyerId, buyerId)));
}
