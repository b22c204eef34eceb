import { sql } from 'drizzle-orm';
import {
  check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';
import type { ReviewFit, ReviewStatus } from '../../../shared/review-schemas.js';
import { createdAt, updatedAt } from './columns.js';
import { products } from './catalog.js';
import { orderItems } from './orders.js';
import { sellers } from './sellers.js';
import { users } from './users.js';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A buyer's review of one delivered order item (DECISIONS.md, "Reviews"): one per item, so every
 * review is a purchase. Size and colour are copied from the item's snapshot. The shop's one public
 * reply lives on the row. Figures come from review_tallies, kept by a trigger (migration 0016).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id').notNull().references(() => orderItems.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id').notNull().references(() => sellers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    title: varchar('title', { length: 80 }),
    body: text('body').notNull(),
    fit: varchar('fit', { length: 8 }).$type<ReviewFit>(),
    /** Object paths (`/objects/...`) of the buyer's own uploads, at most 4. */
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    size: varchar('size', { length: 8 }).notNull(),
    color: varchar('color', { length: 40 }).notNull(),
    status: varchar('status', { length: 10 }).$type<ReviewStatus>().notNull().default('visible'),
    /** Why an admin hid it: shown to its author. */
    hiddenReason: text('hidden_reason'),
    hiddenAt: moment('hidden_at'),
    helpfulCount: integer('helpful_count').notNull().default(0),
    /** Reports not yet dealt with by an admin: the control panel's queue. */
    openReports: integer('open_reports').notNull().default(0),
    lastReportedAt: moment('last_reported_at'),
    /** Set when the author changes it after posting. */
    editedAt: moment('edited_at'),
    reply: text('reply'),
    repliedAt: moment('replied_at'),
    replyEditedAt: moment('reply_edited_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_order_item_key').on(t.orderItemId),
    index('reviews_product_newest_idx').on(t.productId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.status} = 'visible'`),
    index('reviews_product_helpful_idx').on(t.productId, t.helpfulCount.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.status} = 'visible'`),
    index('reviews_product_stars_idx').on(t.productId, t.stars, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.status} = 'visible'`),
    index('reviews_seller_newest_idx').on(t.sellerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.status} = 'visible'`),
    index('reviews_seller_helpful_idx').on(t.sellerId, t.helpfulCount.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.status} = 'visible'`),
    index('reviews_seller_stars_idx').on(t.sellerId, t.stars, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.status} = 'visible'`),
    index('reviews_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('reviews_reported_idx').on(t.lastReportedAt.desc().nullsFirst()).where(sql`${t.openReports} > 0`),
    index('reviews_hidden_idx').on(t.hiddenAt.desc().nullsFirst()).where(sql`${t.status} = 'hidden'`),
    check('reviews_stars_check', sql`${t.stars} between 1 and 5`),
    check('reviews_fit_check', sql`${t.fit} in ('small', 'true', 'large')`),
    check('reviews_status_check', sql`${t.status} in ('visible', 'hidden')`),
    check('reviews_photos_check', sql`cardinality(${t.photos}) <= 4`),
  ],
);

/** One shopper's "helpful" on one review: the key makes it once each. */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: integer('review_id').notNull().references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

/** A shopper's report of a review, with the reason; resolved when an admin hides or restores it. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id').notNull().references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 500 }).notNull(),
    resolvedAt: moment('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('review_reports_review_user_key').on(t.reviewId, t.userId), index('review_reports_review_idx').on(t.reviewId)],
);

export const REVIEW_SUBJECTS = ['product', 'seller'] as const;
export type ReviewSubject = (typeof REVIEW_SUBJECTS)[number];

/**
 * The figures of a product's or a shop's visible reviews: count, star histogram and fit votes,
 * moved by the reviews trigger in the writing transaction (never a recount). products.rating,
 * products.total_reviews and the same on sellers are derived from these rows by that trigger.
 */
export const reviewTallies = pgTable(
  'review_tallies',
  {
    subject: varchar('subject', { length: 8 }).$type<ReviewSubject>().notNull(),
    subjectId: integer('subject_id').notNull(),
    count: integer('count').notNull().default(0),
    starsSum: integer('stars_sum').notNull().default(0),
    stars1: integer('stars_1').notNull().default(0),
    stars2: integer('stars_2').notNull().default(0),
    stars3: integer('stars_3').notNull().default(0),
    stars4: integer('stars_4').notNull().default(0),
    stars5: integer('stars_5').notNull().default(0),
    fitSmall: integer('fit_small').notNull().default(0),
    fitTrue: integer('fit_true').notNull().default(0),
    fitLarge: integer('fit_large').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.subject, t.subjectId] }),
    check('review_tallies_subject_check', sql`${t.subject} in ('product', 'seller')`),
  ],
);
