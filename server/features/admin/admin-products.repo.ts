import { and, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, products, sellers } from '../../db/schema/index.js';
import type { AdminProductRow, AdminProductsQuery } from '../../../shared/admin-schemas.js';
import { containsPattern, offsetOf, withIsoDates, type Page } from './list-queries.js';

const adminProductColumns = {
  id: products.id,
  name: products.name,
  price: products.price,
  images: products.images,
  isActive: products.isActive,
  createdAt: products.createdAt,
  stock: products.stock,
  category: { id: categories.id, name: categories.name, slug: categories.slug },
  seller: { id: sellers.id, businessName: sellers.businessName },
};

function productFilters(query: AdminProductsQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.search) conditions.push(ilike(products.name, containsPattern(query.search)));
  if (query.status === 'active') conditions.push(eq(products.isActive, true));
  if (query.status === 'inactive') conditions.push(eq(products.isActive, false));
  if (query.status === 'unassigned') conditions.push(isNull(products.sellerId));
  return conditions.length ? and(...conditions) : undefined;
}

const withJoins = (db: Db) => db.select(adminProductColumns).from(products)
  .leftJoin(categories, eq(categories.id, products.categoryId))
  .leftJoin(sellers, eq(sellers.id, products.sellerId));

export async function listAdminProducts(db: Db, query: AdminProductsQuery): Promise<Page<AdminProductRow>> {
  const where = productFilters(query);
  const [rows, [total]] = await Promise.all([
    withJoins(db).where(where).orderBy(desc(products.createdAt), desc(products.id))
      .limit(query.pageSize).offset(offsetOf(query)),
    db.select({ count: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  return { rows: rows.map(withIsoDates), total: total?.count ?? 0 };
}

export async function findAdminProduct(db: Db, productId: number): Promise<AdminProductRow | null> {
  const [row] = await withJoins(db).where(eq(products.id, productId)).limit(1);
  return row ? withIsoDates(row) : null;
}

export async function lockProduct(tx: Db, productId: number) {
  const [row] = await tx.select({ id: products.id, isActive: products.isActive, sellerId: products.sellerId })
    .from(products).where(eq(products.id, productId)).for('update');
  return row ? withIsoDates(row) : null;
}

/** is_listed follows through the products_listing trigger; the catalogue NOTIFY clears caches on commit. */
export async function updateProduct(tx: Db, productId: number, changes: { isActive?: boolean; sellerId?: number }, at: Date) {
  await tx.update(products).set({ ...changes, updatedAt: at }).where(eq(products.id, productId));
}
