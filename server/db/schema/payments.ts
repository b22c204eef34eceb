import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { PaymentStatus } from '../../../shared/payment-transitions.js';
import { createdAt, updatedAt } from './columns.js';
import { checkouts, orders } from './orders.js';
import { disputes, returns } from './returns.js';
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

export const REFUND_SOURCES = ['order', 'return', 'dispute'] as const;
export type RefundSource = (typeof REFUND_SOURCES)[number];

/**
 * Money given back for one seller order: the whole order once when it is cancelled paid (or paid
 * too late), or part of it per return and per dispute decision (issue 25). A trigger adds each
 * refund to orders.refunded_total, whose CHECK keeps the refunds of an order within what was paid:
 * the database refuses the refund that would pass it, whichever path sends it (migration 0018).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id').notNull().references(() => payments.id, { onDelete: 'restrict' }),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    providerRef: varchar('provider_ref', { length: 255 }),
    reason: text('reason'),
    source: varchar('source', { length: 12 }).$type<RefundSource>().notNull().default('order'),
    returnId: integer('return_id').references(() => returns.id, { onDelete: 'restrict' }),
    disputeId: integer('dispute_id').references(() => disputes.id, { onDelete: 'restrict' }),
    /** The part of the amount that is the order's shipping fee, and the split of the amount (shared/refund-split.ts). */
    shippingAmount: money('shipping_amount').notNull().default('0.00'),
    commissionAmount: money('commission_amount').notNull().default('0.00'),
    sellerAmount: money('seller_amount').notNull().default('0.00'),
    /** The part of the platform's discount on the refunded goods that comes back to the platform (decision 020). */
    platformDiscountAmount: money('platform_discount_amount').notNull().default('0.00'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_order_id_idx').on(t.orderId, t.id),
    // A cancelled or refunded order gives back what is left once; a return and a dispute decision refund once each.
    uniqueIndex('refunds_whole_order_key').on(t.orderId).where(sql`${t.source} = 'order'`),
    uniqueIndex('refunds_return_key').on(t.returnId).where(sql`${t.returnId} is not null`),
    uniqueIndex('refunds_dispute_key').on(t.disputeId).where(sql`${t.disputeId} is not null`),
    check('refunds_amount_check', sql`${t.amount} > 0`),
    check('refunds_split_check', sql`${t.commissionAmount} + ${t.sellerAmount} = ${t.amount} + ${t.platformDiscountAmount} and ${t.shippingAmount} <= ${t.amount}`),
    check('refunds_source_check', sql`${t.source} in ('order', 'return', 'dispute')`),
  ],
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
 * a reversal for each refund (of the seller's part of it). An entry belongs to at most one payout.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    sellerId: integer('seller_id').notNull().references(() => sellers.id, { onDelete: 'restrict' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    payoutId: integer('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    /** The refund a reversal takes back part of the earning for (issue 25: one reversal per refund). */
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    amount: money('amount').notNull(),
    /** Of the amount, what the platform's promotions paid (decision 020): the platform's cost, signed like the amount. */
    platformAmount: money('platform_amount').notNull().default('0.00'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_unpaid_idx').on(t.sellerId).where(sql`${t.payoutId} is null`),
    uniqueIndex('ledger_entries_order_earning_key').on(t.orderId).where(sql`${t.orderId} is not null and ${t.kind} = 'earning'`),
    uniqueIndex('ledger_entries_refund_key').on(t.refundId).where(sql`${t.refundId} is not null`),
    index('ledger_entries_seller_newest_idx').on(t.sellerId, t.createdAt.desc(), t.id.desc()),
    check('ledger_entries_kind_check', sql`${t.kind} in ('earning', 'reversal', 'adjustment')`),
  ],
);
