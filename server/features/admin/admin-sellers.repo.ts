import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, sellers, users } from '../../db/schema/index.js';
import type { AdminSellerRow, AdminSellersQuery } from '../../../shared/admin-schemas.js';
import { allOf, countAll, type Page, readPage, searchAnyOf, withIsoDates } from '../../kernel/paging.js';

const adminSellerColumns = {
  id: sellers.id,
  userId: sellers.userId,
  businessName: sellers.businessName,
  specialty: sellers.specialty,
  ownerEmail: users.email,
  ownerUsername: users.username,
  /** A deactivated owner hides the shop whatever isActive says (docs/decisions/014). */
  ownerIsActive: users.isActive,
  totalSales: sellers.totalSales,
  rating: sellers.rating,
  totalReviews: sellers.totalReviews,
  status: sellers.status,
  isActive: sellers.isActive,
  commissionRate: sellers.commissionRate,
  // A correlated count per row of the page (products_seller_id_idx), in the same query: no N+1.
  productCount: sql<number>`(select count(*)::int from ${products} where ${products.sellerId} = ${sellers.id})`,
  createdAt: sellers.createdAt,
};

export async function listSellers(db: Db, query: AdminSellersQuery): Promise<Page<AdminSellerRow>> {
  const where = allOf(searchAnyOf(query.search, [sellers.businessName, users.email]), query.status && eq(sellers.status, query.status));
  const page = await readPage(query, {
    rows: (limit, offset) => db.select(adminSellerColumns).from(sellers).innerJoin(users, eq(users.id, sellers.userId)).where(where)
      .orderBy(desc(sellers.createdAt), desc(sellers.id)).limit(limit).offset(offset),
    total: db.select({ count: countAll }).from(sellers).innerJoin(users, eq(users.id, sellers.userId)).where(where),
  });
  return { ...page, rows: page.rows.map(withIsoDates) };
}

export async function findSellerRow(db: Db, sellerId: number): Promise<AdminSellerRow | null> {
  const [row] = await db.select(adminSellerColumns).from(sellers).innerJoin(users, eq(users.id, sellers.userId))
    .where(eq(sellers.id, sellerId)).limit(1);
  return row ? withIsoDates(row) : null;
}

export async function findSellerRowOfUser(db: Db, userId: number): Promise<AdminSellerRow | null> {
  const [row] = await db.select(adminSellerColumns).from(sellers).innerJoin(users, eq(users.id, sellers.userId))
    .where(eq(sellers.userId, userId)).limit(1);
  return row ? withIsoDates(row) : null;
}

/** The values an admin may change, locked until the transaction ends (the "before" of the audit row). */
export async function lockSeller(tx: Db, sellerId: number) {
  const [row] = await tx.select({ id: sellers.id, isActive: sellers.isActive, commissionRate: sellers.commissionRate })
    .from(sellers).where(eq(sellers.id, sellerId)).for('update');
  return row ? withIsoDates(row) : null;
}

/**
 * The is_listed triggers (migration 0002) hide or show the seller's products in the same
 * statement, and the catalogue NOTIFY (migration 0001) clears every visitor cache on commit.
 */
export async function updateSeller(
  tx: Db,
  sellerId: number,
  changes: { isActive?: boolean; commissionRate?: string; deactivatedAt?: Date | null; deactivationNote?: string | null },
  at: Date,
) {
  await tx.update(sellers).set({ ...changes, updatedAt: at }).where(eq(sellers.id, sellerId));
}

export async function sellerExists(db: Db, sellerId: number): Promise<boolean> {
  const [row] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.id, sellerId)).limit(1);
  return row !== undefined;
}
