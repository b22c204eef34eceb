import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, products, productVariants, sellers } from '../../db/schema/index.js';
import type { ProductVariantInput } from '../../../shared/product-schemas.js';

/** What a write is checked against: the owner and the fields the cross-field rules read. */
export async function findProductForWrite(db: Db, id: number) {
  const [row] = await db
    .select({
      id: products.id,
      sellerId: products.sellerId,
      price: products.price,
      originalPrice: products.originalPrice,
      images: products.images,
      sizes: products.sizes,
      colors: products.colors,
      takenDownAt: products.takenDownAt,
    })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  return row ?? null;
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1);
  return row !== undefined;
}

/** The user who owns a shop (whose uploads its products may show), or null for an unknown shop. */
export async function findShopOwner(db: Db, sellerId: number): Promise<{ userId: number } | null> {
  const [row] = await db.select({ userId: sellers.userId }).from(sellers).where(eq(sellers.id, sellerId)).limit(1);
  return row ?? null;
}

export type ProductValues = Partial<Omit<typeof products.$inferInsert, 'id' | 'stock' | 'isListed' | 'searchVector' | 'rating' | 'totalReviews'>>;

export async function insertProduct(db: Db, values: ProductValues & Pick<typeof products.$inferInsert, 'name' | 'price' | 'categoryId'>) {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  return row!.id;
}

export async function updateProduct(db: Db, id: number, values: ProductValues): Promise<void> {
  await db.update(products).set({ ...values, updatedAt: new Date() }).where(eq(products.id, id));
}

/**
 * The product's variants become exactly these: upserted, then the others deleted, so a product
 * whose total stock did not change is not rewritten by the stock trigger (migration 0005).
 * Rows travel as four array parameters and the kept ids as one, as the CSV import does: a
 * parameter per value would stop at PostgreSQL's 65,535 bind parameters (16,383 variants),
 * whatever the caps in shared/product-schemas.ts become.
 */
export async function replaceVariants(db: Db, productId: number, variants: ProductVariantInput[]): Promise<void> {
  const kept = variants.length === 0 ? [] : ((await db.execute(sql`
    insert into product_variants (product_id, size, color, stock)
    select ${productId}::int, size, color, stock from unnest(
      ${sql.param(variants.map((v) => v.size))}::text[],
      ${sql.param(variants.map((v) => v.color))}::text[],
      ${sql.param(variants.map((v) => v.stock))}::int[]) as sent(size, color, stock)
    on conflict (product_id, size, color) do update set stock = excluded.stock
    returning id`)) as unknown as { rows: Array<{ id: number }> }).rows;
  const keptIds = kept.map((row) => Number(row.id));
  await db
    .delete(productVariants)
    .where(keptIds.length === 0
      ? eq(productVariants.productId, productId)
      : and(eq(productVariants.productId, productId), sql`${productVariants.id} <> ALL(${sql.param(keptIds)}::int[])`));
}

/** Cart lines and variants go with it (ON DELETE CASCADE). */
export async function deleteProduct(db: Db, id: number): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}
