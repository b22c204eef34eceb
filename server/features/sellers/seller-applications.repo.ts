import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, products, sellerApplications, sellers } from '../../db/schema/index.js';
import type { SignedInSellerApplicationInput } from '../../../shared/seller-schemas.js';

const applicationColumns = {
  id: sellerApplications.id,
  businessName: sellerApplications.businessName,
  status: sellerApplications.status,
  adminNotes: sellerApplications.adminNotes,
  createdAt: sellerApplications.createdAt,
  reviewedAt: sellerApplications.reviewedAt,
};

export type ApplicationRow = Awaited<ReturnType<typeof findApplicationOfUser>> & object;

export async function findApplicationOfUser(db: Db, userId: number) {
  const [row] = await db.select(applicationColumns).from(sellerApplications).where(eq(sellerApplications.userId, userId)).limit(1);
  return row ?? null;
}

export async function insertApplication(db: Db, userId: number, input: SignedInSellerApplicationInput) {
  const [row] = await db
    .insert(sellerApplications)
    .values({
      userId,
      businessName: input.businessName,
      businessDescription: input.businessDescription,
      // The form's address checkbox: unticked, no address is kept.
      businessAddress: input.showAddress === false ? '' : (input.businessAddress ?? ''),
      businessPhone: input.businessPhone,
      businessEmail: input.businessEmail,
      taxId: input.taxId,
      portfolioLinks: input.portfolioLinks,
      experienceDescription: input.experienceDescription,
    })
    .returning({ id: sellerApplications.id });
  return row!.id;
}

export async function hasSellerRecord(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.userId, userId)).limit(1);
  return row !== undefined;
}

/** The dashboard's overview figures, all from the database. */
export async function sellerStats(db: Db, sellerId: number) {
  const [figures] = await db
    .select({
      totalProducts: count(),
      activeProducts: sql<number>`count(*) filter (where ${products.isActive})::int`.mapWith(Number),
    })
    .from(products)
    .where(eq(products.sellerId, sellerId));
  const [seller] = await db
    .select({ rating: sellers.rating, totalReviews: sellers.totalReviews })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .limit(1);
  if (!seller) return null;
  const sales = await sellerSales(db, sellerId);
  return { ...seller, ...sales, totalProducts: figures?.totalProducts ?? 0, activeProducts: figures?.activeProducts ?? 0 };
}

/**
 * Orders that were not cancelled, and what the seller keeps of the paid ones (seller net: total
 * minus the commission frozen on each order). Unpaid bank transfers are orders, not revenue.
 */
async function sellerSales(db: Db, sellerId: number): Promise<{ orders: number; revenue: string }> {
  const [row] = await db
    .select({
      orders: sql<number>`count(*) filter (where ${orders.status} <> 'cancelled')::int`.mapWith(Number),
      revenue: sql<string>`coalesce(sum(${orders.sellerNet}) filter (where ${orders.status} <> 'cancelled' and ${orders.paymentStatus} = 'paid'), 0)::numeric(12,2)::text`,
    })
    .from(orders)
    .where(eq(orders.sellerId, sellerId));
  return { orders: row?.orders ?? 0, revenue: row?.revenue ?? '0.00' };
}
