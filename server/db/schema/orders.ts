import { sql } from 'drizzle-orm';
import {
  check, index, integer, jsonb, numeric, pgSequence, pgTable, serial, text, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';
import type { OrderAction, OrderActor, OrderStatus } from '../../../shared/order-transitions.js';
import type { PaymentMethod, PaymentStatus } from '../../../shared/payment-transitions.js';
import { createdAt, updatedAt } from './columns.js';
import { products, productVariants } from './catalog.js';
import { sellers } from './sellers.js';
import { users } from './users.js';

const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Checkout numbers (TL-000123): a sequence, so two checkouts never share one. */
export const checkoutNumbers = pgSequence('checkout_number_seq', { startWith: 1 });

/** One shopper's checkout: the group of per-seller orders it made, and its idempotent reply. */
export const checkouts = pgTable(
  'checkouts',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 20 }).notNull().default(sql`'TL-' || lpad(nextval('checkout_number_seq')::text, 6, '0')`),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    idempotencyKey: varchar('idempotency_key', { length: 255 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    paymentMethod: varchar('payment_method', { length: 20 }).$type<PaymentMethod>().notNull(),
    shippingMethod: varchar('shipping_method', { length: 20 }).notNull(),
    shippingAddress: jsonb('shipping_address').notNull(),
    itemsTotal: money('items_total').notNull().default('0.00'),
    shippingTotal: money('shipping_total').notNull().default('0.00'),
    /** Every code's discount on the checkout's orders (decision 020); grand_total is after it. */
    discountTotal: money('discount_total').notNull().default('0.00'),
    grandTotal: money('grand_total').notNull().default('0.00'),
    /** The 201 body, replayed when the same key comes again. NULL until the checkout commits. */
    response: jsonb('response'),
    /** When the buyer was reminded that an unpaid bank transfer is about to be cancelled: set once, by whichever instance sends it. */
    paymentReminderSentAt: timestamp('payment_reminder_sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('checkouts_user_key_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('checkouts_number_key').on(t.number),
  ],
);

/** The per-seller order: each seller fulfils and is paid for their own. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    checkoutId: integer('checkout_id').notNull().references(() => checkouts.id, { onDelete: 'restrict' }),
    sellerId: integer('seller_id').notNull().references(() => sellers.id, { onDelete: 'restrict' }),
    number: varchar('number', { length: 24 }).notNull(),
    /** The items at their prices, before any code. */
    subtotal: money('subtotal').notNull(),
    /** Codes' discounts on this order (decision 020): the shop's own, which lowers what commission is charged on, and the platform's, which does not lower the shop's net. */
    shopDiscount: money('shop_discount').notNull().default('0.00'),
    platformDiscount: money('platform_discount').notNull().default('0.00'),
    shippingFee: money('shipping_fee').notNull(),
    /** What the buyer pays for this order: subtotal less both discounts, plus shipping. */
    total: money('total').notNull(),
    /** The seller's rate at the sale: editing the rate never rewrites past orders. */
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2 }).notNull(),
    commissionAmount: money('commission_amount').notNull(),
    sellerNet: money('seller_net').notNull(),
    /** Every refund so far, kept by a trigger on refunds; the CHECK below is what stops a refund beyond the total. */
    refundedTotal: money('refunded_total').notNull().default('0.00'),
    status: varchar('status', { length: 20 }).$type<OrderStatus>().notNull().default('pending'),
    paymentStatus: varchar('payment_status', { length: 20 }).$type<PaymentStatus>().notNull().default('pending'),
    shippingAddress: jsonb('shipping_address').notNull(),
    carrier: varchar('carrier', { length: 60 }),
    trackingNumber: varchar('tracking_number', { length: 100 }),
    expiresAt: moment('expires_at'),
    shippedAt: moment('shipped_at'),
    deliveredAt: moment('delivered_at'),
    cancelledAt: moment('cancelled_at'),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_id_idx').on(t.userId, t.createdAt),
    index('orders_checkout_id_idx').on(t.checkoutId),
    index('orders_seller_status_created_idx').on(t.sellerId, t.status, t.createdAt.desc()),
    index('orders_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex('orders_number_key').on(t.number),
    check('orders_total_check', sql`${t.total} = ${t.subtotal} - ${t.shopDiscount} - ${t.platformDiscount} + ${t.shippingFee}`),
    // The platform's discount is paid to the shop by the platform: the shop's net is as if it were not there.
    check('orders_seller_net_check', sql`${t.sellerNet} = ${t.total} + ${t.platformDiscount} - ${t.commissionAmount}`),
    check('orders_discount_check', sql`${t.shopDiscount} >= 0 and ${t.platformDiscount} >= 0 and ${t.shopDiscount} + ${t.platformDiscount} <= ${t.subtotal}`),
    check('orders_refunded_total_check', sql`${t.refundedTotal} >= 0 and ${t.refundedTotal} <= ${t.total}`),
    check('orders_status_check', sql`${t.status} in ('pending', 'processing', 'shipped', 'delivered', 'cancelled')`),
    check('orders_payment_status_check', sql`${t.paymentStatus} in ('pending', 'paid', 'failed', 'expired', 'refunded', 'partially_refunded')`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    /** NULL once the product is deleted: the snapshots below keep the history. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productName: varchar('product_name', { length: 200 }).notNull(),
    image: text('image'),
    quantity: integer('quantity').notNull(),
    /** The unit price at the sale. */
    price: money('price').notNull(),
    lineTotal: money('line_total').notNull(),
    /** This line's share of the order's discounts (decision 020): what a refund of it gives back is the line less these. */
    shopDiscount: money('shop_discount').notNull().default('0.00'),
    platformDiscount: money('platform_discount').notNull().default('0.00'),
    size: varchar('size', { length: 8 }).notNull(),
    color: varchar('color', { length: 40 }).notNull(),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_product_id_idx').on(t.productId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_line_total_check', sql`${t.lineTotal} = ${t.price} * ${t.quantity}`),
    check('order_items_discount_check', sql`${t.shopDiscount} >= 0 and ${t.platformDiscount} >= 0 and ${t.shopDiscount} + ${t.platformDiscount} <= ${t.lineTotal}`),
  ],
);

/** Every status change of an order, oldest first: the timeline buyers and sellers read. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 20 }).$type<OrderStatus>(),
    toStatus: varchar('to_status', { length: 20 }).$type<OrderStatus>().notNull(),
    actorRole: varchar('actor_role', { length: 10 }).$type<OrderActor>().notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The lifecycle move that wrote it (a refund keeps the status, so only this says it was one); NULL for placing the order. */
    action: varchar('action', { length: 20 }).$type<OrderAction>(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_events_order_id_idx').on(t.orderId, t.id),
    check('order_events_actor_role_check', sql`${t.actorRole} in ('buyer', 'seller', 'admin', 'system')`),
  ],
);

/** Stock taken and given back. UNIQUE(order_item_id, reason) makes a release happen once. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: varchar('reason', { length: 10 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stock_movements_item_reason_key').on(t.orderItemId, t.reason).where(sql`${t.orderItemId} is not null`),
    check('stock_movements_reason_check', sql`${t.reason} in ('sale', 'release', 'adjust')`),
  ],
);
