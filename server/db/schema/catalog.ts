import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, tsvector, updatedAt } from './columns.js';
import { sellers } from './sellers.js';
import { users } from './users.js';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull().unique(),
  slug: varchar('slug', { length: 60 }).notNull().unique(),
  description: text('description'),
  imageUrl: text('image_url'),
  isActive: boolean('is_active').notNull().default(true),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    /** NULL means unassigned: hidden from the storefront until an admin assigns it. */
    sellerId: integer('seller_id').references(() => sellers.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description'),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    originalPrice: numeric('original_price', { precision: 10, scale: 2 }),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    colors: text('colors').array().notNull().default(sql`'{}'::text[]`),
    /** The seller's own switch (pause and unpause). */
    isActive: boolean('is_active').notNull().default(true),
    /**
     * An admin's take-down (DECISIONS.md "Moderation"): its own state, apart from the seller's
     * switch, so only an admin's reinstate (which clears all three) lists the product again.
     */
    takenDownAt: timestamp('taken_down_at', { withTimezone: true, mode: 'date' }),
    takenDownBy: integer('taken_down_by').references(() => users.id, { onDelete: 'set null' }),
    takeDownReason: varchar('take_down_reason', { length: 500 }),
    /**
     * What shoppers see: active, not taken down, in an active category, of an active, approved
     * seller. Kept by triggers (migrations 0002 and 0012) so storefront queries filter and sort
     * on one table's indexes.
     */
    isListed: boolean('is_listed').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isOnSale: boolean('is_on_sale').notNull().default(false),
    /** The sum of the product's variants' stock, kept by triggers (migration 0003). */
    stock: integer('stock').notNull().default(0),
    rating: numeric('rating', { precision: 3, scale: 2 }).notNull().default('0.00'),
    totalReviews: integer('total_reviews').notNull().default(0),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Kept by a trigger: name, tags, description, category and seller name (migration 0001). */
    searchVector: tsvector('search_vector'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_seller_id_idx').on(t.sellerId),
    // Partial indexes over listed products: one per storefront order, so a page is an index walk.
    // NULLS FIRST is what a plain ORDER BY ... DESC means; anything else and the planner sorts.
    index('products_listed_category_price_idx').on(t.categoryId, t.price, t.id).where(sql`${t.isListed}`),
    index('products_listed_popular_idx').on(t.totalReviews.desc().nullsFirst(), t.id).where(sql`${t.isListed}`),
    index('products_listed_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.isListed}`),
    index('products_listed_rating_idx').on(t.rating.desc().nullsFirst(), t.totalReviews.desc().nullsFirst(), t.id).where(sql`${t.isListed}`),
    index('products_listed_price_idx').on(t.price, t.id).where(sql`${t.isListed}`),
    // "New from shops you follow" (issue 24): each followed shop's newest listings, an index-only walk per shop.
    index('products_listed_seller_newest_idx').on(t.sellerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.isListed}`),
    index('products_sizes_idx').using('gin', t.sizes),
    index('products_search_idx').using('gin', t.searchVector),
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_original_price_check', sql`${t.originalPrice} is null or ${t.originalPrice} >= 0`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_take_down_check', sql`(${t.takenDownAt} is null) = (${t.takeDownReason} is null)`),
  ],
);

/**
 * Stock per size and colour: streetwear sells out by size. A product's `stock` is the sum,
 * kept by statement triggers, so storefront queries still read one table.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    size: varchar('size', { length: 8 }).notNull(),
    color: varchar('color', { length: 40 }).notNull(),
    stock: integer('stock').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_variants_product_size_color_key').on(t.productId, t.size, t.color),
    check('product_variants_stock_check', sql`${t.stock} >= 0`),
  ],
);

/** Every word of every product's search document, for typo-tolerant search (pg_trgm). */
export const searchWords = pgTable(
  'search_words',
  { word: text('word').primaryKey() },
  (t) => [index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

/**
 * Which products changed, and when: triggers (migration 0011) record every write that can change
 * what a shopper sees, so each app instance's catalogue read model can re-read exactly those
 * products, even after a lost notification. Rows older than an hour are deleted.
 */
export const catalogChanges = pgTable(
  'catalog_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).default(sql`clock_timestamp()`).notNull(),
  },
  (t) => [index('catalog_changes_changed_at_idx').on(t.changedAt)],
);
