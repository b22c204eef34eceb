import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, reviewReports, reviews, sellers, users } from '../../db/schema/index.js';
import { countAll, readPage, type Page } from '../../kernel/paging.js';
import type { AdminReview } from '../../../shared/review-schemas.js';
import { publicReviewColumns, toPublicReview, type PublicReviewRow } from './review-shape.js';

/** How many of a review's reports the control panel shows, newest first. */
const REPORTS_SHOWN = 20;

const adminReviewColumns = {
  ...publicReviewColumns,
  status: reviews.status,
  hiddenReason: reviews.hiddenReason,
  hiddenAt: reviews.hiddenAt,
  openReports: reviews.openReports,
  shopName: sellers.businessName,
};
type AdminReviewRow = PublicReviewRow & {
  status: AdminReview['status']; hiddenReason: string | null; hiddenAt: Date | null; openReports: number; shopName: string;
};

function selectAdminReviews(db: Db) {
  return db.select(adminReviewColumns).from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(sellers, eq(sellers.id, reviews.sellerId));
}

/** The newest reports of each review asked for, at most REPORTS_SHOWN each, in one query. */
async function reportsOf(db: Db, reviewIds: number[]): Promise<Map<number, AdminReview['reports']>> {
  const byReview = new Map<number, AdminReview['reports']>(reviewIds.map((id) => [id, []]));
  if (reviewIds.length === 0) return byReview;
  const ranked = db.select({
    reviewId: reviewReports.reviewId, reason: reviewReports.reason, reporter: users.username,
    createdAt: reviewReports.createdAt, resolvedAt: reviewReports.resolvedAt,
    rank: sql<number>`row_number() over (partition by ${reviewReports.reviewId} order by ${reviewReports.createdAt} desc, ${reviewReports.id} desc)`.as('rank'),
  }).from(reviewReports).innerJoin(users, eq(users.id, reviewReports.userId))
    .where(inArray(reviewReports.reviewId, reviewIds)).as('ranked');
  const rows = await db.select().from(ranked).where(sql`${ranked.rank} <= ${REPORTS_SHOWN}`).orderBy(ranked.reviewId, ranked.rank);
  for (const row of rows) {
    byReview.get(row.reviewId)?.push({
      reason: row.reason, reporter: row.reporter, createdAt: new Date(row.createdAt).toISOString(), resolved: row.resolvedAt !== null,
    });
  }
  return byReview;
}

function toAdminReview(row: AdminReviewRow, reports: AdminReview['reports']): AdminReview {
  const { viewer: _none, ...review } = toPublicReview(row);
  return {
    ...review,
    status: row.status,
    hiddenReason: row.hiddenReason,
    hiddenAt: row.hiddenAt ? new Date(row.hiddenAt).toISOString() : null,
    authorId: row.userId,
    authorUsername: row.authorUsername,
    shopName: row.shopName,
    openReports: row.openReports,
    reports,
  };
}

/**
 * The control panel's queue: visible reviews with open reports, the newest report first; or
 * hidden ones, the newest hidden first. Both read a partial index of their own.
 */
export async function listModeratedReviews(db: Db, query: { status: 'reported' | 'hidden'; page: number; pageSize: number }): Promise<Page<AdminReview>> {
  const reported = query.status === 'reported';
  const where = reported
    ? and(gt(reviews.openReports, 0), eq(reviews.status, 'visible'))
    : eq(reviews.status, 'hidden');
  const order = reported ? [desc(reviews.lastReportedAt), desc(reviews.id)] : [desc(reviews.hiddenAt), desc(reviews.id)];
  const page = await readPage(query, {
    rows: (limit, offset) => selectAdminReviews(db).where(where).orderBy(...order).limit(limit).offset(offset),
    total: db.select({ count: countAll }).from(reviews).where(where),
  });
  const reports = await reportsOf(db, page.rows.map((row) => row.id));
  return { total: page.total, rows: page.rows.map((row) => toAdminReview(row, reports.get(row.id) ?? [])) };
}

export async function findAdminReview(db: Db, reviewId: number): Promise<AdminReview | null> {
  const [row] = await selectAdminReviews(db).where(eq(reviews.id, reviewId)).limit(1);
  if (!row) return null;
  return toAdminReview(row, (await reportsOf(db, [reviewId])).get(reviewId) ?? []);
}
