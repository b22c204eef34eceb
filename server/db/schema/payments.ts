import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { PaymentStatus } from '../../../shared/payment-transitions.js';
import { createdAt, updatedAt } from './columns.js';
import { checkouts, orders } from './orders.js';
import { sellers } from './sellers.js';
import { users } from './users.js';

const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One payment per checkout, with the provider's reference (a PaymentIntent id, a transfer reference). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    checkoutId: integer('checkout_id').notNull().references(() => checkouts.id, { onDelete: 'restrict' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    providerRef: varchar('provider_ref', { length: 255 }),
    amount: money('amount').notNull(),
    status: varchar('status', { length: 20 }).$type<PaymentStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_checkout_id_key').on(t.checkoutId),
    uniqueIndex('payments_provider_ref_key').on(t.provider, t.providerRef),
    check('payments_status_check', sql`${t.status} in ('pending', 'paid', 'failed', 'expired', 'refunded', 'partially_refunded')`),
  ],
);

/** Money given back for one seller order (one refund per order: a paid order is refunded whole). */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id').notNull().references(() => payments.id, { onDelete: 'restrict' }),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    providerRef: varchar('provider_ref', { length: 255 }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refunds_order_id_key').on(t.orderId), check('refunds_amount_check', sql`${t.amount} > 0`)],
);

/** Webhook events seen, keyed by the provider's event id: a delivery seen twice is answered and ignored. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: varchar('provider', { length: 20 }).notNull(),
    eventId: varchar('event_id', { length: 255 }).notNull(),
    type: varchar('type', { length: 100 }).notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Batched payments to one seller; the ledger entries it pays carry its id. */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    sellerId: integer('seller_id').notNull().references(() => sellers.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    method: varchar('method', { length: 20 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    reference: varchar('reference', { length: 255 }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: moment('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payouts_seller_id_idx').on(t.sellerId, t.createdAt.desc()),
    check('payouts_amount_check', sql`${t.amount} > 0`),
    check('payouts_status_check', sql`${t.status} in ('pending', 'paid', 'failed')`),
  ],
);

/**
 * What the platform owes each seller, as signed entries: an earning when an order is delivered,
 * a reversal when it is refunded. An entry belongs to at most one payout.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    sellerId: integer('seller_id').notNull().references(() => sellers.id, { onDelete: 'restrict' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    payoutId: integer('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_unpaid_idx').on(t.sellerId).where(sql`${t.payoutId} is null`),
    uniqueIndex('ledger_entries_order_kind_key').on(t.orderId, t.kind).where(sql`${t.orderId} is not null and ${t.kind} in ('earning', 'reversal')`),
    check('ledger_entries_kind_check', sql`${t.kind} in ('earning', 'reversal', 'adjustment')`),
  ],
);
