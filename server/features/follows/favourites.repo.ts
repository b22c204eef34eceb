import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { favourites, products } from '../../db/schema/index.js';
import type { Page } from '../../kernel/paging.js';

export interface FavouriteRow {
  productId: number;
  createdAt: Date;
  savedPrice: string;
  savedInStock: boolean;
  priceAlerts: boolean;
  /** The product's name now, listed or not: an unavailable entry still says what it was. */
  name: string;
}

/** One page of a shopper's favourites, newest first, along favourites_user_newest_idx. */
export async function favouritesPage(db: Db, userId: number, page: number, limit: number): Promise<Page<FavouriteRow>> {
  const [rows, [total]] = await Promise.all([
    db.select({
      productId: favourites.productId, createdAt: favourites.createdAt, savedPrice: favourites.savedPrice,
      savedInStock: favourites.savedInStock, priceAlerts: favourites.priceAlerts, name: products.name,
    })
      .from(favourites)
      .innerJoin(products, eq(products.id, favourites.productId))
      .where(eq(favourites.userId, userId))
      .orderBy(desc(favourites.createdAt), desc(favourites.productId))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ count: count() }).from(favourites).where(eq(favourites.userId, userId)),
  ]);
  return { rows, total: Number(total?.count ?? 0) };
}

export async function favouriteProductIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ productId: favourites.productId }).from(favourites)
    .where(eq(favourites.userId, userId)).orderBy(desc(favourites.createdAt), desc(favourites.productId));
  return rows.map((row) => row.productId);
}

export async function findFavourite(db: Db, userId: number, productId: number) {
  const [row] = await db.select({ priceAlerts: favourites.priceAlerts }).from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
  return row ?? null;
}

export async function countFavourites(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ count: count() }).from(favourites).where(eq(favourites.userId, userId));
  return Number(row?.count ?? 0);
}

/** What the product is as it is saved: the favourites page compares with it later, price alerts start from it. */
export async function insertFavourite(db: Db, input: { userId: number; productId: number; price: string; inStock: boolean; priceAlerts: boolean }) {
  await db.insert(favourites).values({
    userId: input.userId, productId: input.productId, savedPrice: input.price, alertPrice: input.price,
    savedInStock: input.inStock, priceAlerts: input.priceAlerts,
  }).onConflictDoNothing();
}

export async function setPriceAlerts(db: Db, userId: number, productId: number, priceAlerts: boolean): Promise<void> {
  await db.update(favourites).set({ priceAlerts }).where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
}

export async function deleteFavourite(db: Db, userId: number, productId: number): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
}

/** A product a shopper may save now: listed, with its price and stock. */
export async function listedProductFacts(db: Db, productId: number) {
  const [row] = await db.select({ price: products.price, stock: products.stock }).from(products)
    .where(and(eq(products.id, productId), eq(products.isListed, true)));
  return row ?? null;
}
