import { sql } from 'drizzle-orm';
import {
  bigserial, boolean, index, integer, jsonb, numeric, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';
import type { NotificationData, NotificationEventKind, NotificationKind } from '../../../shared/notification-schemas.js';
import { createdAt, updatedAt } from './columns.js';
import { products } from './catalog.js';
import { sellers } from './sellers.js';
import { users } from './users.js';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

/**
 * A shopper's saved product (the spec's "Add to Wishlist"). What it was when saved (`saved_price`,
 * `saved_in_stock`) lets the favourites page say what changed since. `alert_price` is the price
 * the shopper last heard about (the saved one, then each drop told): a drop is told when the price
 * falls 5 % below it, and it never rises, so a rise and a fall back tell nothing (decision 018).
 */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    savedPrice: money('saved_price').notNull(),
    savedInStock: boolean('saved_in_stock').notNull(),
    priceAlerts: boolean('price_alerts').notNull().default(true),
    alertPrice: money('alert_price').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('favourites_user_newest_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.productId.desc().nullsFirst()),
    // Price-drop fan-out walks one product's savers in user order; sellers' figures count by product.
    index('favourites_product_user_idx').on(t.productId, t.userId),
  ],
);

/** A shopper following a shop. Counted into shop_follower_counts by a trigger (migration 0017). */
export const shopFollows = pgTable(
  'shop_follows',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id').notNull().references(() => sellers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.sellerId] }),
    // The drop fan-out walks one shop's followers in user order; the 30-day growth counts by time.
    index('shop_follows_seller_user_idx').on(t.sellerId, t.userId),
    index('shop_follows_seller_created_idx').on(t.sellerId, t.createdAt),
    index('shop_follows_user_newest_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.sellerId.desc().nullsFirst()),
  ],
);

/**
 * Every shop reply carries its followers; counting 100,000 rows per reply would not do, and a
 * column on `sellers` would announce a catalogue change (and empty every visitor cache) per follow.
 */
export const shopFollowerCounts = pgTable('shop_follower_counts', {
  sellerId: integer('seller_id').primaryKey().references(() => sellers.id, { onDelete: 'cascade' }),
  followers: integer('followers').notNull().default(0),
});

/** "Tell me when it's back" on a sold-out size and colour; deleted when the shopper is told. */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    size: varchar('size', { length: 8 }).notNull(),
    color: varchar('color', { length: 40 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stock_alerts_user_variant_key').on(t.userId, t.productId, t.size, t.color),
    // The restock fan-out walks one variant's waiting shoppers in id order.
    index('stock_alerts_variant_idx').on(t.productId, t.size, t.color, t.id),
  ],
);

/**
 * One entry of a shopper's notification centre. `group_key` makes each fan-out idempotent
 * (`restock:<event>`, `price:<event>`, `order:<order>:<status>`) and joins a shop's drops of one
 * day into one entry (`drop:<seller>:<yyyy-mm-dd>`). `emailed_at` is for the daily digest.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).$type<NotificationKind>().notNull(),
    groupKey: varchar('group_key', { length: 80 }).notNull(),
    productId: integer('product_id'),
    sellerId: integer('seller_id'),
    orderId: integer('order_id'),
    data: jsonb('data').$type<NotificationData>().notNull(),
    readAt: moment('read_at'),
    /** Set once a drop has gone out in a daily digest, or when no digest is wanted. */
    digestedAt: moment('digested_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('notifications_user_group_key').on(t.userId, t.groupKey),
    index('notifications_user_newest_idx').on(t.userId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    index('notifications_undigested_idx').on(t.userId, t.id).where(sql`${t.kind} = 'new_from_shop' and ${t.digestedAt} is null`),
  ],
);

/** A shopper's choices per kind and channel; no row means every default (all on). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  backInStockInApp: boolean('back_in_stock_in_app').notNull().default(true),
  backInStockEmail: boolean('back_in_stock_email').notNull().default(true),
  priceDropInApp: boolean('price_drop_in_app').notNull().default(true),
  priceDropEmail: boolean('price_drop_email').notNull().default(true),
  newFromShopInApp: boolean('new_from_shop_in_app').notNull().default(true),
  newFromShopEmail: boolean('new_from_shop_email').notNull().default(true),
  orderUpdateInApp: boolean('order_update_in_app').notNull().default(true),
  orderUpdateEmail: boolean('order_update_email').notNull().default(true),
  messageInApp: boolean('message_in_app').notNull().default(true),
  messageEmail: boolean('message_email').notNull().default(true),
  /** When this shopper's last daily digest went out. */
  digestSentAt: moment('digest_sent_at'),
  updatedAt: updatedAt(),
});

/**
 * Something many shoppers must hear about, written by triggers (migration 0017) in the writer's
 * transaction, so no path that restocks, cuts a price or lists a product can forget it. Workers on
 * every instance claim an event, tell one batch of its audience per transaction and move `cursor`
 * (the last user id or alert id told) in that same transaction: an instance that dies loses only
 * its open batch, which the next claimer does again (decision 018).
 */
export const notificationEvents = pgTable(
  'notification_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 20 }).$type<NotificationEventKind>().notNull(),
    productId: integer('product_id'),
    sellerId: integer('seller_id'),
    size: varchar('size', { length: 8 }),
    color: varchar('color', { length: 40 }),
    /** A drop's newest products (10 kept) and how many; a shop's drops written before its fan-out starts join one event. */
    productIds: integer('product_ids').array().notNull().default(sql`'{}'::int[]`),
    productCount: integer('product_count').notNull().default(0),
    cursor: integer('cursor').notNull().default(0),
    told: integer('told').notNull().default(0),
    createdAt: createdAt(),
    startedAt: moment('started_at'),
    finishedAt: moment('finished_at'),
  },
  (t) => [index('notification_events_pending_idx').on(t.id).where(sql`${t.finishedAt} is null`)],
);
