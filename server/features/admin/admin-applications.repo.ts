import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sellerApplications, users } from '../../db/schema/index.js';
import type { AdminApplicationRow, AdminApplicationsQuery } from '../../../shared/admin-schemas.js';
import { containsPattern, offsetOf, withIsoDates, type Page } from '../../kernel/paging.js';

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
  status: sellerApplications.status,
  adminNotes: sellerApplications.adminNotes,
  createdAt: sellerApplications.createdAt,
  reviewedAt: sellerApplications.reviewedAt,
};

function applicationFilters(query: AdminApplicationsQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(sellerApplications.businessName, pattern), ilike(users.email, pattern))!);
  }
  if (query.status) conditions.push(eq(sellerApplications.status, query.status));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listApplications(db: Db, query: AdminApplicationsQuery): Promise<Page<AdminApplicationRow>> {
  const where = applicationFilters(query);
  const [rows, [total]] = await Promise.all([
    db.select(adminApplicationColumns).from(sellerApplications).innerJoin(users, eq(users.id, sellerApplications.userId))
      .where(where).orderBy(desc(sellerApplications.createdAt), desc(sellerApplications.id))
      .limit(query.pageSize).offset(offsetOf(query)),
    db.select({ count: sql<number>`count(*)::int` }).from(sellerApplications)
      .innerJoin(users, eq(users.id, sellerApplications.userId)).where(where),
  ]);
  return { rows: rows.map(withIsoDates), total: total?.count ?? 0 };
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
