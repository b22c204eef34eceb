import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sellerApplications, sellers, users } from '../../db/schema/index.js';
import { shopNameColumns } from './shop-names.js';

export type SellerApplicationRow = typeof sellerApplications.$inferSelect;
export type SellerRow = typeof sellers.$inferSelect;

/**
 * The one way an application becomes a shop, used by self-service auto-approval and by an
 * admin's APPROVE: the application leaves `pending` (only from pending, so two approvals cannot
 * both win), the seller record is created approved and active (or an existing one, e.g. from a
 * promotion, is approved), and the user becomes a seller. Admins keep their role.
 * Answers null when the application was not pending; the caller turns that into 409.
 * Run it inside a transaction.
 */
export async function approveApplication(
  tx: Db,
  applicationId: number,
  reviewerId: number | null,
  now: Date = new Date(),
): Promise<{ application: SellerApplicationRow; seller: SellerRow } | null> {
  const [application] = await tx
    .update(sellerApplications)
    .set({ status: 'approved', reviewedBy: reviewerId, reviewedAt: now, updatedAt: now })
    .where(and(eq(sellerApplications.id, applicationId), eq(sellerApplications.status, 'pending')))
    .returning();
  if (!application) return null;
  const approval = { status: 'approved' as const, isActive: true, approvedAt: now, approvedBy: reviewerId, updatedAt: now };
  const [seller] = await tx
    .insert(sellers)
    .values({
      userId: application.userId,
      ...shopNameColumns(application.businessName),
      description: application.businessDescription,
      businessAddress: application.businessAddress || null,
      businessPhone: application.businessPhone,
      businessEmail: application.businessEmail,
      taxId: application.taxId,
      ...approval,
    })
    .onConflictDoUpdate({ target: sellers.userId, set: approval })
    .returning();
  await makeSeller(tx, application.userId, now);
  return { application, seller: seller! };
}

/** Rejecting records who and when, and the note the applicant sees; only from pending. */
export async function rejectApplication(
  tx: Db,
  applicationId: number,
  reviewerId: number,
  adminNotes: string | null,
  now: Date = new Date(),
): Promise<SellerApplicationRow | null> {
  const [application] = await tx
    .update(sellerApplications)
    .set({ status: 'rejected', reviewedBy: reviewerId, reviewedAt: now, adminNotes, updatedAt: now })
    .where(and(eq(sellerApplications.id, applicationId), eq(sellerApplications.status, 'pending')))
    .returning();
  return application ?? null;
}

/** A customer becomes a seller; an admin stays an admin (they can run a shop and the marketplace). */
export async function makeSeller(tx: Db, userId: number, now: Date = new Date()): Promise<void> {
  await tx
    .update(users)
    .set({ role: 'seller', updatedAt: now })
    .where(and(eq(users.id, userId), ne(users.role, 'admin')));
}
