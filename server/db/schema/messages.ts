import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { MessageSender } from '../../../shared/message-schemas.js';
import { createdAt, updatedAt } from './columns.js';
import { products } from './catalog.js';
import { orders } from './orders.js';
import { sellers } from './sellers.js';
import { users } from './users.js';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A buyer's conversation with a shop (decision 019): one pre-sale conversation per buyer and shop
 * (order_id NULL), and one per seller order. Each side's unread count and read mark live here, so
 * the header's badge is a sum over a person's conversations, never a count of messages; sending
 * a message updates this row first, which also puts concurrent sends to one conversation in one order.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id').notNull().references(() => sellers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The product a pre-sale conversation was last opened from, as context. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    buyerUnread: integer('buyer_unread').notNull().default(0),
    sellerUnread: integer('seller_unread').notNull().default(0),
    /** The last message each side has read (read receipts: the other side's messages up to it are read). */
    buyerReadMessageId: bigint('buyer_read_message_id', { mode: 'number' }),
    sellerReadMessageId: bigint('seller_read_message_id', { mode: 'number' }),
    buyerReadAt: moment('buyer_read_at'),
    sellerReadAt: moment('seller_read_at'),
    /** When each side was last mailed about this conversation: at most one mail per 15 minutes. */
    buyerMailedAt: moment('buyer_mailed_at'),
    sellerMailedAt: moment('seller_mailed_at'),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastMessageAt: moment('last_message_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('conversations_pre_sale_key').on(t.buyerId, t.sellerId).where(sql`${t.orderId} is null`),
    uniqueIndex('conversations_order_key').on(t.orderId).where(sql`${t.orderId} is not null`),
    index('conversations_buyer_newest_idx').on(t.buyerId, t.updatedAt.desc(), t.id.desc()),
    index('conversations_seller_newest_idx').on(t.sellerId, t.updatedAt.desc(), t.id.desc()),
    index('conversations_buyer_unread_idx').on(t.buyerId).where(sql`${t.buyerUnread} > 0`),
    index('conversations_seller_unread_idx').on(t.sellerId).where(sql`${t.sellerUnread} > 0`),
    check('conversations_unread_check', sql`${t.buyerUnread} >= 0 and ${t.sellerUnread} >= 0`),
  ],
);

/** One message; ids come from one sequence, so every reader orders a conversation the same way. */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id').notNull().references(() => conversations.id, { onDelete: 'cascade' }),
    sender: varchar('sender', { length: 8 }).$type<MessageSender>().notNull(),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id.desc()),
    // The image sweep reads the few messages with photos, not every message.
    index('messages_with_images_idx').on(t.id).where(sql`jsonb_array_length(${t.images}) > 0`),
    check('messages_sender_check', sql`${t.sender} in ('buyer', 'seller', 'admin', 'system')`),
    check('messages_body_length_check', sql`char_length(${t.body}) <= 2000`),
  ],
);

/** A message someone reported to the admins; one report per person and message. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: serial('id').primaryKey(),
    messageId: bigint('message_id', { mode: 'number' }).notNull().references(() => messages.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 500 }).notNull(),
    resolvedAt: moment('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('message_reports_message_reporter_key').on(t.messageId, t.reporterId),
    index('message_reports_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`),
  ],
);

/** Buyers a shop no longer takes pre-sale messages from (a conversation about an order stays open). */
export const blockedBuyers = pgTable(
  'blocked_buyers',
  {
    sellerId: integer('seller_id').notNull().references(() => sellers.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.buyerId] })],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
