import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sellerApplications, users } from '../../db/schema/index.js';
import type { AdminApplicationRow, AdminApplicationsQuery } from '../../../shared/admin-schemas.js';
import { allOf, countAll, type Page, readPage, searchAnyOf, withIsoDates } from '../../kernel/paging.js';

const adminApplicationColumns = {
  id: sellerApplications.id,
  userId: sellerApplications.userId,
  businessName: sellerApplications.businessName,
  businessDescription: sellerApplications.businessDescription,
  businessEmail: sellerApplications.businessEmail,
  businessPhone: sellerApplications.businessPhone,
  businessAddress: sellerApplications.businessAddress,
  taxId: sellerApplications.taxId,
  portfolioLinks: sellerApplications.portfolioLinks,
  experienceDescription: sellerApplications.experienceDescription,
  applicantEmail: users.email,
  applicantUsername: users.username,
  applicantEmailVerified: users.emailVerified,
  status: sellerApplications.status,
  adminNotes: sellerApplications.adminNotes,
  createdAt: sellerApplications.createdAt,
  reviewedAt: sellerApplications.reviewedAt,
};

export async function listApplications(db: Db, query: AdminApplicationsQuery): Promise<Page<AdminApplicationRow>> {
  const where = allOf(
    searchAnyOf(query.search, [sellerApplications.businessName, users.email]),
    query.status && eq(sellerApplications.status, query.status),
  );
  const page = await readPage(query, {
    rows: (limit, offset) => db.select(adminApplicationColumns).from(sellerApplications).innerJoin(users, eq(users.id, sellerApplications.userId))
      .where(where).orderBy(desc(sellerApplications.createdAt), desc(sellerApplications.id)).limit(limit).offset(offset),
    total: db.select({ count: countAll }).from(sellerApplications).innerJoin(users, eq(users.id, sellerApplications.userId)).where(where),
  });
  return { ...page, rows: page.rows.map(withIsoDates) };
}

export async function findApplicationRow(db: Db, applicationId: number): Promise<AdminApplicationRow | null> {
  const [row] = await db.select(adminApplicationColumns).from(sellerApplications)
    .innerJoin(users, eq(users.id, sellerApplications.userId))
    .where(eq(sellerApplications.id, applicationId)).limit(1);
  return row ? withIsoDates(row) : null;
}

export async function applicationExists(db: Db, applicationId: number): Promise<boolean> {
  const [row] = await db.select({ id: sellerApplications.id }).from(sellerApplications)
    .where(eq(sellerApplications.id, applicationId)).limit(1);
  return row !== undefined;
}

/** An approval's note (a rejection's is written by rejectApplication). */
export async function setApplicationNote(tx: Db, applicationId: number, adminNotes: string): Promise<void> {
  await tx.update(sellerApplications).set({ adminNotes }).where(eq(sellerApplications.id, applicationId));
}

/** Who hears the decision: the applicant's account, and the shop name they applied with. */
export async function findApplicant(db: Db, applicationId: number) {
  const [row] = await db.select({
    email: users.email, firstName: users.firstName, username: users.username, businessName: sellerApplications.businessName,
  }).from(sellerApplications).innerJoin(users, eq(users.id, sellerApplications.userId))
    .where(eq(sellerApplications.id, applicationId)).limit(1);
  return row ?? null;
}
