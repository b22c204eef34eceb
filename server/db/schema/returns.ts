import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { DisputeOutcome, DisputeReason, DisputeStatus } from '../../../shared/dispute-schemas.js';
import type { ReturnReason, ReturnShippingPayer } from '../../../shared/return-schemas.js';
import type { ReturnAction, ReturnActor, ReturnStatus } from '../../../shared/return-transitions.js';
import { createdAt, updatedAt } from './columns.js';
import { orderItems, orders } from './orders.js';
import { sellers } from './sellers.js';
import { users } from './users.js';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A buyer's request to send back some or all items of a delivered seller order (decision 019). */
export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'restrict' }),
    buyerId: integer('buyer_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    sellerId: integer('seller_id').notNull().references(() => sellers.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 12 }).$type<ReturnStatus>().notNull().default('requested'),
    reason: varchar('reason', { length: 20 }).$type<ReturnReason>().notNull(),
    note: text('note'),
    photos: jsonb('photos').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** The policy when it was requested: who pays to send it back. */
    returnShippingPaidBy: varchar('return_shipping_paid_by', { length: 8 }).$type<ReturnShippingPayer>().notNull(),
    instructions: text('instructions'),
    refuseReason: text('refuse_reason'),
    carrier: varchar('carrier', { length: 60 }),
    trackingNumber: varchar('tracking_number', { length: 100 }),
    restocked: boolean('restocked'),
    answeredAt: moment('answered_at'),
    shippedAt: moment('shipped_at'),
    receivedAt: moment('received_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('returns_order_idx').on(t.orderId),
    index('returns_buyer_newest_idx').on(t.buyerId, t.createdAt.desc(), t.id.desc()),
    index('returns_seller_newest_idx').on(t.sellerId, t.createdAt.desc(), t.id.desc()),
    // The sweeper's query: requests the shop has left unanswered.
    index('returns_unanswered_idx').on(t.createdAt).where(sql`${t.status} = 'requested'`),
    check('returns_status_check', sql`${t.status} in ('requested', 'accepted', 'refused', 'shipped', 'refunded', 'closed')`),
    check('returns_reason_check', sql`${t.reason} in ('doesnt_fit', 'not_as_described', 'damaged', 'changed_mind')`),
    check('returns_shipping_payer_check', sql`${t.returnShippingPaidBy} in ('buyer', 'shop')`),
  ],
);

/** The units of each order item a return covers. */
export const returnItems = pgTable(
  'return_items',
  {
    returnId: integer('return_id').notNull().references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id').notNull().references(() => orderItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('return_items_return_item_key').on(t.returnId, t.orderItemId),
    index('return_items_order_item_idx').on(t.orderItemId),
    check('return_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** Every move of a return, oldest first: its history, as order_events is the order's. */
export const returnEvents = pgTable(
  'return_events',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id').notNull().references(() => returns.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 12 }).$type<ReturnStatus>(),
    toStatus: varchar('to_status', { length: 12 }).$type<ReturnStatus>().notNull(),
    action: varchar('action', { length: 12 }).$type<ReturnAction>().notNull(),
    actorRole: varchar('actor_role', { length: 10 }).$type<ReturnActor>().notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('return_events_return_idx').on(t.returnId, t.id)],
);

/** The buyer asks the platform to step in on one seller order; at most one open at a time. */
export const disputes = pgTable(
  'disputes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'restrict' }),
    buyerId: integer('buyer_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    sellerId: integer('seller_id').notNull().references(() => sellers.id, { onDelete: 'restrict' }),
    returnId: integer('return_id').references(() => returns.id, { onDelete: 'set null' }),
    reason: varchar('reason', { length: 20 }).$type<DisputeReason>().notNull(),
    note: text('note').notNull(),
    /** 'buyer', or 'system' when the sweeper escalated an unanswered return request. */
    openedBy: varchar('opened_by', { length: 8 }).$type<'buyer' | 'system'>().notNull().default('buyer'),
    status: varchar('status', { length: 10 }).$type<DisputeStatus>().notNull().default('open'),
    outcome: varchar('outcome', { length: 10 }).$type<DisputeOutcome>(),
    decisionNote: text('decision_note'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: moment('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('disputes_open_order_key').on(t.orderId).where(sql`${t.status} = 'open'`),
    index('disputes_status_newest_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('disputes_order_idx').on(t.orderId),
    check('disputes_status_check', sql`${t.status} in ('open', 'refunded', 'closed')`),
    check('disputes_reason_check', sql`${t.reason} in ('return_refused', 'no_answer', 'not_arrived')`),
    check('disputes_outcome_check', sql`(${t.status} = 'open') = (${t.outcome} is null)`),
  ],
);
