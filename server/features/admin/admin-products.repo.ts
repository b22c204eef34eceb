import { and, desc, eq, ilike, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { categories, products, sellers, users } from '../../db/schema/index.js';
import type { AdminProductRow, AdminProductsQuery } from '../../../shared/admin-schemas.js';
import { containsPattern, countAll, type Page, readPage, withIsoDates } from '../../kernel/paging.js';

/** The admin who took a product down. */
const moderator = alias(users, 'moderator');

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
  takenDownAt: products.takenDownAt,
  takeDownReason: products.takeDownReason,
  takenDownByUsername: moderator.username,
};

type JoinedRow = { takenDownAt: Date | null; takeDownReason: string | null; takenDownByUsername: string | null } & Record<string, unknown>;

/** The take-down columns as one field of the row (null when nobody took it down). */
function toAdminRow<Row extends JoinedRow>({ takenDownAt, takeDownReason, takenDownByUsername, ...row }: Row) {
  const takeDown = takenDownAt && takeDownReason !== null
    ? { at: takenDownAt.toISOString(), reason: takeDownReason, byUsername: takenDownByUsername }
    : null;
  return { ...withIsoDates(row), takeDown } as unknown as AdminProductRow;
}

function productFilters(query: AdminProductsQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.search) conditions.push(ilike(products.name, containsPattern(query.search)));
  if (query.status === 'active') conditions.push(eq(products.isActive, true), isNull(products.takenDownAt));
  if (query.status === 'inactive') conditions.push(eq(products.isActive, false), isNull(products.takenDownAt));
  if (query.status === 'taken_down') conditions.push(isNotNull(products.takenDownAt));
  if (query.status === 'unassigned') conditions.push(isNull(products.sellerId));
  return conditions.length ? and(...conditions) : undefined;
}

const withJoins = (db: Db) => db.select(adminProductColumns).from(products)
  .leftJoin(categories, eq(categories.id, products.categoryId))
  .leftJoin(sellers, eq(sellers.id, products.sellerId))
  .leftJoin(moderator, eq(moderator.id, products.takenDownBy));

export async function listAdminProducts(db: Db, query: AdminProductsQuery): Promise<Page<AdminProductRow>> {
  const where = productFilters(query);
  const page = await readPage(query, {
    rows: (limit, offset) => withJoins(db).where(where).orderBy(desc(products.createdAt), desc(products.id)).limit(limit).offset(offset),
    total: db.select({ count: countAll }).from(products).where(where),
  });
  return { ...page, rows: page.rows.map(toAdminRow) };
}

export async function findAdminProduct(db: Db, productId: number): Promise<AdminProductRow | null> {
  const [row] = await withJoins(db).where(eq(products.id, productId)).limit(1);
  return row ? toAdminRow(row) : null;
}

export async function lockProduct(tx: Db, productId: number) {
  const [row] = await tx.select({
    id: products.id, isActive: products.isActive, sellerId: products.sellerId,
    takenDownAt: products.takenDownAt, takeDownReason: products.takeDownReason,
  }).from(products).where(eq(products.id, productId)).for('update');
  return row ? withIsoDates(row) : null;
}

export interface TakeDown { at: Date; by: number; reason: string }

/** Sets or (with null) clears a take-down; is_listed follows through the products_listing trigger. */
export async function setTakeDown(tx: Db, productId: number, takeDown: TakeDown | null) {
  await tx.update(products).set({
    takenDownAt: takeDown?.at ?? null, takenDownBy: takeDown?.by ?? null, takeDownReason: takeDown?.reason ?? null,
    updatedAt: takeDown?.at ?? new Date(),
  }).where(eq(products.id, productId));
}

/** is_listed follows through the products_listing trigger; the catalogue NOTIFY clears caches on commit. */
export async function updateProduct(tx: Db, productId: number, changes: { sellerId?: number }, at: Date) {
  await tx.update(products).set({ ...changes, updatedAt: at }).where(eq(products.id, productId));
}
