import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sellerApplications, sellers } from '../../db/schema/index.js';
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
