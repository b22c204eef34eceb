import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, products, sellers, uploads } from '../../db/schema/index.js';
import type { ProductVariantInput } from '../../../shared/product-schemas.js';

export type ImportedProduct = Omit<typeof products.$inferInsert, 'id' | 'stock'> & { variants: ProductVariantInput[] };

/** Multi-row inserts: a few statements for thousands of rows instead of one round trip each. */
const PRODUCTS_PER_INSERT = 500;

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
    // Stock written already summed: the variants' stock trigger (migration 0005) then leaves the row alone.
    await tx.insert(products).values(batch.map(({ variants, ...product }, index) =>
      ({ ...product, id: ids[index]!, stock: variants.reduce((sum, v) => sum + v.stock, 0) })));
    const variants = batch.flatMap((product, index) =>
      product.variants.map((variant) => ({ ...variant, productId: ids[index]! })));
    await insertVariants(tx, variants);
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

/**
 * All of a batch's variants in one statement of four array parameters: tens of thousands of
 * rows as VALUES would mean as many placeholders for the driver to build and send.
 */
async function insertVariants(tx: Db, variants: Array<ProductVariantInput & { productId: number }>): Promise<void> {
  if (variants.length === 0) return;
  await tx.execute(sql`
    insert into product_variants (product_id, size, color, stock)
    select * from unnest(
      ${sql.param(variants.map((v) => v.productId))}::int[],
      ${sql.param(variants.map((v) => v.size))}::text[],
      ${sql.param(variants.map((v) => v.color))}::text[],
      ${sql.param(variants.map((v) => v.stock))}::int[])`);
}

/** The images an import fetched, recorded as the importing admin's uploads. */
export async function recordImportedImages(tx: Db, rows: Array<typeof uploads.$inferInsert>): Promise<void> {
  for (let start = 0; start < rows.length; start += PRODUCTS_PER_INSERT) {
    await tx.insert(uploads).values(rows.slice(start, start + PRODUCTS_PER_INSERT));
  }
}
