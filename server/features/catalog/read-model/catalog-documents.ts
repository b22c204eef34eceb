import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { categories, products, sellers } from '../../../db/schema/index.js';
import { productSchema } from '../../../../shared/catalog-schemas.js';
import { PRODUCT_SIZES, PRODUCT_SORTS, type ProductSort } from '../../../../shared/catalog-constants.js';
import { toCents } from '../../../../shared/money.js';
import { isOnSale } from '../../../../shared/sale.js';
import { visibleToShoppers } from '../product-visibility.js';
import { productColumns, productOrder, withVariants } from '../products.repo.js';
import type { CatalogDocument } from './catalog-index.js';

const documentColumns = {
  ...productColumns,
  createdMicros: sql<string>`(extract(epoch from ${products.createdAt}) * 1000000)::bigint::text`,
  searchDocument: sql<string>`coalesce(${products.searchVector}::text, '')`,
};

/** A stored rating (numeric(3,2), "4.75") in hundredths of a star, so the index compares whole numbers. */
export function ratingHundredths(rating: string): number {
  const match = /^(\d)\.(\d{2})$/.exec(rating);
  if (!match) throw new Error(`Not a stored rating: ${rating}`);
  return Number(match[1]) * 100 + Number(match[2]);
}

const SIZE_BITS = new Map<string, number>(PRODUCT_SIZES.map((size, index) => [size, 1 << index]));
const TIERS: Record<string, number> = { A: 3, B: 2, C: 1 };
// A tsvector as text: 'lexeme':1A,2,7B 'other':3 (no letter is weight D); quotes are doubled.
const TSVECTOR_ENTRY = /'((?:[^'\\]|''|\\.)*)'(?::([0-9A-D,]+))?/g;

/** Each lexeme with the best field it occurs in (see CatalogDocument.lexemes). */
export function lexemeTiers(searchDocument: string): Map<string, number> {
  const lexemes = new Map<string, number>();
  for (const [, quoted, positions] of searchDocument.matchAll(TSVECTOR_ENTRY)) {
    const lexeme = quoted!.replace(/''/g, "'").replace(/\\(.)/g, '$1');
    let tier = 0;
    for (const letter of positions?.match(/[ABC]/g) ?? []) tier = Math.max(tier, TIERS[letter]!);
    lexemes.set(lexeme, tier);
  }
  return lexemes;
}

async function load(db: Db, where: SQL | undefined, limit?: number): Promise<CatalogDocument[]> {
  const query = db
    .select(documentColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(visibleToShoppers, where))
    .orderBy(asc(products.id));
  const rows = await withVariants(db, limit === undefined ? await query : await query.limit(limit));
  return rows.map((row) => ({
    id: row.id,
    categoryId: row.categoryId,
    categorySlug: row.category.slug,
    sellerId: row.sellerId,
    sizeMask: row.sizes.reduce((mask, size) => mask | (SIZE_BITS.get(size) ?? 0), 0),
    priceCents: toCents(row.price),
    featured: row.isFeatured,
    sale: isOnSale(row),
    reviews: row.totalReviews,
    ratingHundredths: ratingHundredths(row.rating),
    createdMicros: Number(row.createdMicros),
    lexemes: lexemeTiers(row.searchDocument),
    reply: productSchema.parse(row),
  }));
}

/** Listed products with ids above `afterId`, in id order: the build reads the catalogue in these. */
export function loadDocumentsAfter(db: Db, afterId: number, limit: number): Promise<CatalogDocument[]> {
  return load(db, gt(products.id, afterId), limit);
}

/** Those of these products that are listed; the others are no longer a shopper's to see. */
export function loadDocuments(db: Db, ids: number[]): Promise<CatalogDocument[]> {
  // One array parameter, however many ids (a parameter each would stop at 65,535).
  return ids.length ? load(db, sql`${products.id} = ANY(${sql.param(ids)}::int[])`) : Promise.resolve([]);
}

/** The listed products' ids in every shopper order, sorted by PostgreSQL itself. */
export async function loadOrders(db: Db): Promise<Record<ProductSort, number[]>> {
  const orders = {} as Record<ProductSort, number[]>;
  for (const sort of PRODUCT_SORTS) {
    const rows = await db.select({ id: products.id }).from(products).where(visibleToShoppers).orderBy(...productOrder(sort));
    orders[sort] = rows.map((row) => row.id);
  }
  return orders;
}
