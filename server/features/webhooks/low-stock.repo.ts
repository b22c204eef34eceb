import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { lowStockThresholds, products, productVariants } from '../../db/schema/index.js';

export async function isShopProduct(db: Db, sellerId: number, productId: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.sellerId, sellerId)));
  return Boolean(row);
}

/** Each size and colour of the product with its stock and its threshold, if any. */
export async function listLowStock(db: Db, productId: number) {
  return db.select({ size: productVariants.size, color: productVariants.color, stock: productVariants.stock, threshold: lowStockThresholds.threshold })
    .from(productVariants)
    .leftJoin(lowStockThresholds, and(
      eq(lowStockThresholds.productId, productVariants.productId), eq(lowStockThresholds.size, productVariants.size),
      eq(lowStockThresholds.color, productVariants.color),
    ))
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.id));
}

export async function setLowStockThreshold(db: Db, productId: number, variant: { size: string; color: string; threshold: number | null }): Promise<void> {
  const key = and(eq(lowStockThresholds.productId, productId), eq(lowStockThresholds.size, variant.size), eq(lowStockThresholds.color, variant.color));
  if (variant.threshold === null) {
    await db.delete(lowStockThresholds).where(key);
    return;
  }
  await db.insert(lowStockThresholds).values({ productId, size: variant.size, color: variant.color, threshold: variant.threshold })
    .onConflictDoUpdate({ target: [lowStockThresholds.productId, lowStockThresholds.size, lowStockThresholds.color], set: { threshold: sql`excluded.threshold` } });
}
