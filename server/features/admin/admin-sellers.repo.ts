import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, sellers, users } from '../../db/schema/index.js';
import type { AdminSellerRow, AdminSellersQuery } from '../../../shared/admin-schemas.js';
import { containsPattern, offsetOf, withIsoDates, type Page } from '../../kernel/paging.js';

const adminSellerColumns = {
  id: sellers.id,
  userId: sellers.userId,
  businessName: sellers.businessName,
  specialty: sellers.specialty,
  ownerEmail: users.email,
  ownerUsername: users.username,
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

function sellerFilters(query: AdminSellersQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(sellers.businessName, pattern), ilike(users.email, pattern))!);
  }
  if (query.status) conditions.push(eq(sellers.status, query.status));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listSellers(db: Db, query: AdminSellersQuery): Promise<Page<AdminSellerRow>> {
  const where = sellerFilters(query);
  const [rows, [total]] = await Promise.all([
    db.select(adminSellerColumns).from(sellers).innerJoin(users, eq(users.id, sellers.userId)).where(where)
      .orderBy(desc(sellers.createdAt), desc(sellers.id)).limit(query.pageSize).offset(offsetOf(query)),
    db.select({ count: sql<number>`count(*)::int` }).from(sellers).innerJoin(users, eq(users.id, sellers.userId)).where(where),
  ]);
  return { rows: rows.map(withIsoDates), total: total?.count ?? 0 };
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
export async function updateSeller(tx: Db, sellerId: number, changes: { isActive?: boolean; commissionRate?: string }, at: Date) {
  await tx.update(sellers).set({ ...changes, updatedAt: at }).where(eq(sellers.id, sellerId));
}

export async function sellerExists(db: Db, sellerId: number): Promise<boolean> {
  const [row] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.id, sellerId)).limit(1);
  return row !== undefined;
}
