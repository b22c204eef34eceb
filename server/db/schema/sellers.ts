import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import type { SellerStatus } from '../../../shared/seller-schemas.js';
import type { ReturnShippingPayer, ReturnWindow } from '../../../shared/return-schemas.js';
import { users } from './users.js';

export const PAYMENT_GATEWAYS = ['stripe', 'paypal', 'square'] as const;
export const PAYOUT_METHODS = ['paypal', 'stripe', 'bank_transfer'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const sellers = pgTable(
  'sellers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    businessName: varchar('business_name', { length: 120 }).notNull(),
    /** shopNameKey(businessName) (shared/shop-names.ts): unique, so no shop passes for another. */
    businessNameKey: text('business_name_key').notNull(),
    description: text('description'),
    specialty: varchar('specialty', { length: 120 }),
    profileImage: text('profile_image'),
    coverImage: text('cover_image'),
    businessAddress: text('business_address'),
    businessPhone: varchar('business_phone', { length: 40 }),
    businessEmail: varchar('business_email', { length: 254 }),
    taxId: varchar('tax_id', { length: 64 }),
    bankAccountInfo: text('bank_account_info'),
    status: varchar('status', { length: 16 }).$type<SellerStatus>().notNull().default('pending'),
    isActive: boolean('is_active').notNull().default(false),
    rating: numeric('rating', { precision: 3, scale: 2 }).notNull().default('0.00'),
    totalReviews: integer('total_reviews').notNull().default(0),
    totalSales: integer('total_sales').notNull().default(0),
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2 }).notNull().default('15.00'),
    paymentGateway: varchar('payment_gateway', { length: 16 }).default('stripe'),
    stripeAccountId: varchar('stripe_account_id', { length: 255 }),
    stripePublishableKey: varchar('stripe_publishable_key', { length: 255 }),
    paypalClientId: varchar('paypal_client_id', { length: 255 }),
    paypalClientSecret: varchar('paypal_client_secret', { length: 255 }),
    payoutEmailPaypal: varchar('payout_email_paypal', { length: 254 }),
    payoutBankAccount: text('payout_bank_account'),
    squareApplicationId: varchar('square_application_id', { length: 255 }),
    /**
     * Where payouts go (docs/decisions/015): each sealed (AES-256-GCM, PAYOUT_DETAILS_SECRET) with
     * its masked form beside it, which is all the app replies. The PayPal email and the bank account
     * (JSON) are stored here; payoutEmailPaypal and payoutBankAccount hold plain details only until
     * start-up seals them (the demo seed writes them there).
     */
    payoutPaypalSealed: text('payout_paypal_sealed'),
    payoutPaypalMasked: varchar('payout_paypal_masked', { length: 260 }),
    payoutBankSealed: text('payout_bank_sealed'),
    payoutBankMasked: varchar('payout_bank_masked', { length: 200 }),
    /** How the seller wants to be paid out (the dashboard's payout selector). */
    payoutMethod: varchar('payout_method', { length: 16 }).$type<PayoutMethod>().notNull().default('paypal'),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    /** When an admin switched the shop off, and the note the seller reads on their dashboard. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true, mode: 'date' }),
    deactivationNote: varchar('deactivation_note', { length: 500 }),
    /** The shop's return policy (issue 25): whether it takes returns, for how many days after delivery, who pays the way back. */
    returnsAccepted: boolean('returns_accepted').notNull().default(true),
    returnWindowDays: integer('return_window_days').$type<ReturnWindow>().notNull().default(14),
    returnShippingPaidBy: varchar('return_shipping_paid_by', { length: 8 }).$type<ReturnShippingPayer>().notNull().default('buyer'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sellers_user_id_key').on(t.userId),
    uniqueIndex('sellers_business_name_key_key').on(t.businessNameKey),
    index('sellers_visible_rating_idx').on(t.status, t.isActive, t.rating),
    index('sellers_business_name_trgm_idx').using('gin', t.businessName.op('gin_trgm_ops')),
    check('sellers_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('sellers_payment_gateway_check', sql`${t.paymentGateway} in ('stripe', 'paypal', 'square')`),
    check('sellers_return_window_check', sql`${t.returnWindowDays} in (14, 30)`),
    check('sellers_return_shipping_payer_check', sql`${t.returnShippingPaidBy} in ('buyer', 'shop')`),
    check('sellers_payout_method_check', sql`${t.payoutMethod} in ('paypal', 'stripe', 'bank_transfer')`),
  ],
);

export const sellerApplications = pgTable(
  'seller_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    businessName: varchar('business_name', { length: 120 }).notNull(),
    businessDescription: text('business_description').notNull(),
    businessAddress: text('business_address').notNull().default(''),
    businessPhone: varchar('business_phone', { length: 40 }).notNull(),
    businessEmail: varchar('business_email', { length: 254 }).notNull(),
    taxId: varchar('tax_id', { length: 64 }),
    portfolioLinks: text('portfolio_links').array().notNull().default(sql`'{}'::text[]`),
    experienceDescription: text('experience_description'),
    status: varchar('status', { length: 16 }).$type<SellerStatus>().notNull().default('pending'),
    adminNotes: text('admin_notes'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One application per user (a second one answers 409), race-free.
    uniqueIndex('seller_applications_user_id_key').on(t.userId),
    index('seller_applications_status_idx').on(t.status, t.createdAt),
    check('seller_applications_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);
