import { sql } from 'drizzle-orm';
import {
  boolean, check, index, integer, numeric, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';
import type { PromotionFunder, PromotionKind, ScheduledSaleStatus } from '../../../shared/promotion-limits.js';
import { createdAt, updatedAt } from './columns.js';
import { products } from './catalog.js';
import { checkouts, orders } from './orders.js';
import { sellers } from './sellers.js';
import { users } from './users.js';

const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A discount code (decision 020): a shop's (seller_id set, funded by the shop, on that shop's lines
 * only) or the platform's (seller_id NULL, funded by the platform, on the whole cart or chosen shops).
 * `value` is a percent ("15.00") or an amount ("5.00") by `kind`. `used_count` counts the checkouts
 * holding a use; its CHECK is what stops the eleventh use of a ten-use code however many race.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    sellerId: integer('seller_id').references(() => sellers.id, { onDelete: 'cascade' }),
    /** As the owner typed it; matched case-insensitively (the unique index is on upper(code)). */
    code: varchar('code', { length: 32 }).notNull(),
    kind: varchar('kind', { length: 8 }).$type<PromotionKind>().notNull(),
    value: money('value').notNull(),
    minSubtotal: money('min_subtotal'),
    startsAt: moment('starts_at'),
    endsAt: moment('ends_at'),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    usedCount: integer('used_count').notNull().default(0),
    /** NULL: every product in scope. Otherwise only these products' lines. */
    productIds: integer('product_ids').array(),
    /** Platform codes only: NULL for the whole cart, else only these shops' lines. */
    sellerIds: integer('seller_ids').array(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('promotions_owner_code_key').on(sql`coalesce(${t.sellerId}, 0)`, sql`upper(${t.code})`),
    index('promotions_seller_idx').on(t.sellerId, t.createdAt.desc()),
    check('promotions_kind_check', sql`${t.kind} in ('percent', 'fixed')`),
    check('promotions_value_check', sql`${t.value} > 0 and (${t.kind} = 'fixed' or ${t.value} <= 100)`),
    check('promotions_used_count_check', sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit})`),
    check('promotions_limits_check', sql`(${t.usageLimit} is null or ${t.usageLimit} > 0) and (${t.perCustomerLimit} is null or ${t.perCustomerLimit} > 0)`),
    check('promotions_window_check', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
    check('promotions_platform_scope_check', sql`${t.sellerId} is null or ${t.sellerIds} is null`),
  ],
);

/** The codes a shopper typed, kept with their cart until checkout places it or they remove one. */
export const cartCodes = pgTable(
  'cart_codes',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    promotionId: integer('promotion_id').notNull().references(() => promotions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.promotionId] })],
);

/**
 * One use of a code by one checkout. Releasing it (every order it discounted was cancelled or
 * expired unpaid) gives the use back: released_at is set once and used_count goes down once.
 */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id').notNull().references(() => promotions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    checkoutId: integer('checkout_id').notNull().references(() => checkouts.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    releasedAt: moment('released_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promotion_redemptions_checkout_key').on(t.promotionId, t.checkoutId),
    index('promotion_redemptions_customer_idx').on(t.promotionId, t.userId).where(sql`${t.releasedAt} is null`),
    index('promotion_redemptions_checkout_idx').on(t.checkoutId),
  ],
);

/**
 * What a code took off one seller order, and who paid for it: at most one shop code and one
 * platform code per order. The code and amount are copies, so the order reads the same after the
 * promotion is edited or deleted. Per item, the same money is on order_items.
 */
export const orderDiscounts = pgTable(
  'order_discounts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    promotionId: integer('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    code: varchar('code', { length: 32 }).notNull(),
    fundedBy: varchar('funded_by', { length: 8 }).$type<PromotionFunder>().notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    uniqueIndex('order_discounts_order_funder_key').on(t.orderId, t.fundedBy),
    index('order_discounts_promotion_idx').on(t.promotionId),
    check('order_discounts_funded_by_check', sql`${t.fundedBy} in ('seller', 'platform')`),
    check('order_discounts_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * A shop's scheduled sale: percent off chosen products between two times. A sweeper starts it
 * (each product's price becomes the sale price, originalPrice the price before, isOnSale true) and
 * ends it (scheduled_sale_products holds what to put back), once, whichever instance gets there.
 */
export const scheduledSales = pgTable(
  'scheduled_sales',
  {
    id: serial('id').primaryKey(),
    sellerId: integer('seller_id').notNull().references(() => sellers.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    percent: integer('percent').notNull(),
    startsAt: moment('starts_at').notNull(),
    endsAt: moment('ends_at').notNull(),
    status: varchar('status', { length: 10 }).$type<ScheduledSaleStatus>().notNull().default('scheduled'),
    startedAt: moment('started_at'),
    endedAt: moment('ended_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('scheduled_sales_seller_idx').on(t.sellerId, t.startsAt.desc()),
    // The sweeper's two questions, "what starts now?" and "what ends now?", each an index walk.
    index('scheduled_sales_due_start_idx').on(t.startsAt).where(sql`${t.status} = 'scheduled'`),
    index('scheduled_sales_due_end_idx').on(t.endsAt).where(sql`${t.status} = 'live'`),
    check('scheduled_sales_percent_check', sql`${t.percent} between 1 and 90`),
    check('scheduled_sales_window_check', sql`${t.startsAt} < ${t.endsAt}`),
    check('scheduled_sales_status_check', sql`${t.status} in ('scheduled', 'live', 'ended')`),
  ],
);

/** The products of a sale, and while it is live, what each looked like before it started. */
export const scheduledSaleProducts = pgTable(
  'scheduled_sale_products',
  {
    saleId: integer('sale_id').notNull().references(() => scheduledSales.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    /** Set when the sale starts: the product's price, originalPrice and isOnSale before it. */
    priceBefore: money('price_before'),
    originalPriceBefore: money('original_price_before'),
    onSaleBefore: boolean('on_sale_before'),
    /** The price the sale set: the end puts the old price back only if the seller has not changed it since. */
    salePrice: money('sale_price'),
  },
  (t) => [
    primaryKey({ columns: [t.saleId, t.productId] }),
    index('scheduled_sale_products_product_idx').on(t.productId),
  ],
);
