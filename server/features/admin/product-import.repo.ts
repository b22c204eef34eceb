import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, products, productVariants, sellers } from '../../db/schema/index.js';
import type { ProductVariantInput } from '../../../shared/product-schemas.js';

export type ImportedProduct = Omit<typeof products.$inferInsert, 'id' | 'stock'> & { variants: ProductVariantInput[] };

/** Multi-row inserts: a few statements for thousands of rows instead of one round trip each. */
const PRODUCTS_PER_INSERT = 500;
const VARIANTS_PER_INSERT = 5000;

export async function categoryIdsBySlug(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  return new Map(rows.map((row) => [row.slug, row.id]));
}

export async function existingSellerIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: sellers.id }).from(sellers).where(inArray(sellers.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** Inserts the products and their variants; the stock trigger sums each batch's variants once. */
export async function insertImportedProducts(tx: Db, imported: ImportedProduct[]): Promise<number> {
  let created = 0;
  for (let start = 0; start < imported.length; start += PRODUCTS_PER_INSERT) {
    const batch = imported.slice(start, start + PRODUCTS_PER_INSERT);
    const ids = await reserveProductIds(tx, batch.length);
    await tx.insert(products).values(batch.map(({ variants: _variants, ...product }, index) => ({ ...product, id: ids[index]! })));
    const variants = batch.flatMap((product, index) =>
      product.variants.map((variant) => ({ ...variant, productId: ids[index]! })));
    for (let from = 0; from < variants.length; from += VARIANTS_PER_INSERT) {
      await tx.insert(productVariants).values(variants.slice(from, from + VARIANTS_PER_INSERT));
    }
    created += batch.length;
  }
  return created;
}

/**
 * Ids taken from the products sequence up front, so each product's variants know their product
 * without relying on the order of INSERT ... RETURNING rows (PostgreSQL does not promise it).
 */
async function reserveProductIds(tx: Db, count: number): Promise<number[]> {
  const result = await tx.execute(
    sql`select nextval(pg_get_serial_sequence('products', 'id'))::int as id from generate_series(1, ${count}::int)`);
  return (result as unknown as { rows: Array<{ id: number }> }).rows.map((row) => Number(row.id));
}
