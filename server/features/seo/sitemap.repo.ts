import { and, asc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, products, sellers } from '../../db/schema/index.js';
import { sellerIsPublic, visibleToShoppers } from '../catalog/product-visibility.js';

/** A W3C datetime in UTC, written by the database so both drivers hand over the same text. */
const w3c = (column: unknown) => sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export interface PageRow {
  key: string;
  lastmod: string | null;
}

/** The newest listed product: the home page's and the whole catalogue's last change. */
export async function newestListedProduct(db: Db): Promise<string | null> {
  const [row] = await db.select({ lastmod: w3c(sql`max(${products.updatedAt})`) }).from(products).where(visibleToShoppers);
  return row?.lastmod ?? null;
}

/** Active categories by id, each changed when its newest listed product was (categories keep no time). */
export async function categoryPages(db: Db): Promise<PageRow[]> {
  return db
    .select({ key: categories.slug, lastmod: w3c(sql`max(${products.updatedAt})`) })
    .from(categories)
    .leftJoin(products, and(eq(products.categoryId, categories.id), visibleToShoppers))
    .where(eq(categories.isActive, true))
    .groupBy(categories.id)
    .orderBy(asc(categories.id));
}

/** Shops anyone may open, by id: changed when the shop or its newest listed product was. */
export async function shopPages(db: Db): Promise<PageRow[]> {
  return db
    .select({ key: sql<string>`${sellers.id}::text`, lastmod: w3c(sql`greatest(${sellers.updatedAt}, max(${products.updatedAt}))`) })
    .from(sellers)
    .leftJoin(products, and(eq(products.sellerId, sellers.id), visibleToShoppers))
    .where(sellerIsPublic)
    .groupBy(sellers.id)
    .orderBy(asc(sellers.id));
}

/** The listed products one sitemap file holds: a run of ids. */
export interface ProductRun {
  /** The file, from 0. */
  file: number;
  firstId: number;
  lastId: number;
  count: number;
  lastmod: string | null;
}

/**
 * Listed products by id, cut where the sitemap's files are: `pagesBefore` other addresses come
 * first, then the products, `perFile` addresses a file. One pass over the listed ids that returns a
 * row per file, never the ids themselves.
 */
export async function productRuns(db: Db, pagesBefore: number, perFile: number): Promise<ProductRun[]> {
  const numbered = db.$with('numbered').as(
    db.select({
      id: products.id,
      updatedAt: products.updatedAt,
      position: sql<number>`row_number() over (order by ${products.id})`.as('position'),
    }).from(products).where(visibleToShoppers),
  );
  // The product at position p (from 1) is address pagesBefore + p - 1 of the sitemap (from 0).
  // Written as literals: GROUP BY would not match the select's expression with other parameters.
  const file = sql`(${numbered.position} + ${wholeNumber(pagesBefore)} - 1) / ${wholeNumber(perFile)}`;
  return db.with(numbered)
    .select({
      file: sql<number>`${file}`.mapWith(Number),
      firstId: sql<number>`min(${numbered.id})`.mapWith(Number),
      lastId: sql<number>`max(${numbered.id})`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
      lastmod: w3c(sql`max(${numbered.updatedAt})`),
    })
    .from(numbered)
    .groupBy(file)
    .orderBy(file);
}

function wholeNumber(value: number) {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Not a whole number: ${value}`);
  return sql.raw(String(value));
}

/** One page of a run's products, after `afterId`: the file is written a page at a time. */
export async function productPage(db: Db, run: Pick<ProductRun, 'firstId' | 'lastId'>, afterId: number, limit: number): Promise<{ id: number; lastmod: string | null }[]> {
  return db
    .select({ id: products.id, lastmod: w3c(products.updatedAt) })
    .from(products)
    .where(and(visibleToShoppers, gte(products.id, run.firstId), lte(products.id, run.lastId), gt(products.id, afterId)))
    .orderBy(asc(products.id))
    .limit(limit);
}
