import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, productVariants, stockAlerts } from '../../db/schema/index.js';

/** A shopper's waiting alerts, newest first, with the product's name now (listed or not). */
export async function listStockAlerts(db: Db, userId: number) {
  return db.select({
    productId: stockAlerts.productId, size: stockAlerts.size, color: stockAlerts.color, createdAt: stockAlerts.createdAt, name: products.name,
  })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(eq(stockAlerts.userId, userId))
    .orderBy(desc(stockAlerts.createdAt), desc(stockAlerts.id));
}

export async function productIsListed(db: Db, productId: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.isListed, true)));
  return row !== undefined;
}

/**
 * The variant as the product spells it (colour matched regardless of case): the alert is stored
 * with exactly these words, which the restock trigger compares with.
 */
export async function findVariant(db: Db, productId: number, size: string, color: string) {
  const [row] = await db.select({ size: productVariants.size, color: productVariants.color, stock: productVariants.stock })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.size, size), sql`lower(${productVariants.color}) = lower(${color})`))
    .limit(1);
  return row ?? null;
}

export async function hasStockAlert(db: Db, userId: number, productId: number, size: string, color: string): Promise<boolean> {
  const [row] = await db.select({ id: stockAlerts.id }).from(stockAlerts).where(and(
    eq(stockAlerts.userId, userId), eq(stockAlerts.productId, productId), eq(stockAlerts.size, size), eq(stockAlerts.color, color),
  ));
  return row !== undefined;
}

export async function countStockAlerts(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ count: count() }).from(stockAlerts).where(eq(stockAlerts.userId, userId));
  return Number(row?.count ?? 0);
}

export async function insertStockAlert(db: Db, alert: { userId: number; productId: number; size: string; color: string }): Promise<void> {
  await db.insert(stockAlerts).values(alert).onConflictDoNothing();
}

/** Colour regardless of case, as it was matched when saved. */
export async function deleteStockAlert(db: Db, userId: number, productId: number, size: string, color: string): Promise<void> {
  await db.delete(stockAlerts).where(and(
    eq(stockAlerts.userId, userId), eq(stockAlerts.productId, productId), eq(stockAlerts.size, size), sql`lower(${stockAlerts.color}) = lower(${color})`,
  ));
}
