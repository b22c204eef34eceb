import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { conversations, messageReports, messages, sellers, users } from '../../db/schema/index.js';
import { MESSAGE_LIMITS } from '../../../shared/message-schemas.js';

export type Side = 'buyer' | 'seller';
export const otherSide = (side: Side): Side => (side === 'buyer' ? 'seller' : 'buyer');

const unreadOf = { buyer: conversations.buyerUnread, seller: conversations.sellerUnread };
const mailedOf = { buyer: conversations.buyerMailedAt, seller: conversations.sellerMailedAt };

/** A page of a conversation's messages older than `before`, newest first as read (the caller turns it). */
export async function messagesBefore(db: Db, conversationId: number, before: number | undefined, limit: number) {
  return db.select({
    id: messages.id, sender: messages.sender, senderUserId: messages.senderUserId, body: messages.body, images: messages.images, createdAt: messages.createdAt,
  }).from(messages)
    .where(and(eq(messages.conversationId, conversationId), before === undefined ? undefined : lt(messages.id, before)))
    .orderBy(desc(messages.id)).limit(limit);
}
export type MessageRowView = Awaited<ReturnType<typeof messagesBefore>>[number];

/**
 * The first write of a send (decision 019): the conversation row, before the message exists. Its
 * lock makes concurrent sends to one conversation wait for each other, so the message ids (one
 * sequence, drawn after the lock) follow the order they commit in, for every reader. The other
 * side gets one more unread; the sender has read everything up to what they answer.
 */
export async function bumpConversationForSend(tx: Db, conversationId: number, from: Side): Promise<void> {
  const to = otherSide(from);
  await tx.update(conversations).set({
    [to === 'buyer' ? 'buyerUnread' : 'sellerUnread']: sql`${unreadOf[to]} + 1`,
    [from === 'buyer' ? 'buyerUnread' : 'sellerUnread']: 0,
    updatedAt: sql`now()`,
  }).where(eq(conversations.id, conversationId));
}

export async function insertMessage(tx: Db, values: { conversationId: number; sender: Side; senderUserId: number; body: string; images: string[] }) {
  const [row] = await tx.insert(messages).values(values).returning({
    id: messages.id, sender: messages.sender, senderUserId: messages.senderUserId, body: messages.body, images: messages.images, createdAt: messages.createdAt,
  });
  return row!;
}

/** After the insert: the conversation's last message, and the sender's read mark on it. */
export async function recordLastMessage(tx: Db, conversationId: number, from: Side, message: { id: number; createdAt: Date }): Promise<void> {
  await tx.update(conversations).set({
    lastMessageId: message.id, lastMessageAt: message.createdAt,
    ...(from === 'buyer'
      ? { buyerReadMessageId: message.id, buyerReadAt: sql`now()` }
      : { sellerReadMessageId: message.id, sellerReadAt: sql`now()` }),
  }).where(eq(conversations.id, conversationId));
}

/**
 * Claims the recipient's mail slot: true for at most one send per conversation and recipient
 * in MESSAGE_LIMITS.mailEveryMinutes. One conditional update, so two instances sending at once
 * cannot both mail.
 */
export async function claimMailSlot(tx: Db, conversationId: number, to: Side): Promise<boolean> {
  const column = mailedOf[to];
  const claimed = await tx.update(conversations).set(to === 'buyer' ? { buyerMailedAt: sql`now()` } : { sellerMailedAt: sql`now()` })
    .where(and(
      eq(conversations.id, conversationId),
      sql`(${column} IS NULL OR ${column} <= now() - make_interval(mins => ${MESSAGE_LIMITS.mailEveryMinutes}))`,
    ))
    .returning({ id: conversations.id });
  return claimed.length > 0;
}

/** Marks one side's messages read up to the latest: unread 0, read mark and time. */
export async function markSideRead(db: Db, conversationId: number, side: Side): Promise<Date> {
  const [row] = await db.update(conversations).set(side === 'buyer'
    ? { buyerUnread: 0, buyerReadMessageId: sql`${conversations.lastMessageId}`, buyerReadAt: sql`now()` }
    : { sellerUnread: 0, sellerReadMessageId: sql`${conversations.lastMessageId}`, sellerReadAt: sql`now()` })
    .where(eq(conversations.id, conversationId))
    .returning({ buyerReadAt: conversations.buyerReadAt, sellerReadAt: conversations.sellerReadAt });
  return (side === 'buyer' ? row?.buyerReadAt : row?.sellerReadAt) ?? new Date();
}

export async function findMessage(db: Db, id: number) {
  const [row] = await db.select({ id: messages.id, conversationId: messages.conversationId, sender: messages.sender, senderUserId: messages.senderUserId })
    .from(messages).where(eq(messages.id, id));
  return row ?? null;
}

/** One report per person and message: false when this person had reported it already. */
export async function insertReport(db: Db, report: { messageId: number; reporterId: number; reason: string }): Promise<boolean> {
  const inserted = await db.insert(messageReports).values(report).onConflictDoNothing().returning({ id: messageReports.id });
  return inserted.length > 0;
}

/** Where a mail to each side goes: the buyer's address; the shop's business email, else its owner's. */
export async function recipientOf(db: Db, conversationId: number, to: Side) {
  if (to === 'buyer') {
    const [row] = await db.select({ userId: users.id, email: users.email, firstName: users.firstName, username: users.username })
      .from(conversations).innerJoin(users, eq(users.id, conversations.buyerId)).where(eq(conversations.id, conversationId));
    return row ? { userId: row.userId, email: row.email, greetingName: row.firstName || row.username } : null;
  }
  const [row] = await db.select({ userId: users.id, businessEmail: sellers.businessEmail, ownerEmail: users.email, businessName: sellers.businessName })
    .from(conversations).innerJoin(sellers, eq(sellers.id, conversations.sellerId)).innerJoin(users, eq(users.id, sellers.userId))
    .where(eq(conversations.id, conversationId));
  return row ? { userId: row.userId, email: row.businessEmail || row.ownerEmail, greetingName: row.businessName } : null;
}
