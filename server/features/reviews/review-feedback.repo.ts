import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, reviewHelpfulVotes, reviewReports, reviews, sellers, users } from '../../db/schema/index.js';

/** What the reply, helpful, report and moderation rules read of a review: whose it is and who sees it. */
const factColumns = {
  id: reviews.id,
  userId: reviews.userId,
  sellerId: reviews.sellerId,
  productId: reviews.productId,
  status: reviews.status,
  openReports: reviews.openReports,
  hiddenReason: reviews.hiddenReason,
  repliedAt: reviews.repliedAt,
};

/**
 * A review's facts, its row locked until the transaction ends: `update` for one reply or moderation
 * at a time; `key share` only keeps the review from being deleted under a vote or a report, and
 * lets every other voter (and the count's update) through.
 */
export async function lockReviewFacts(tx: Db, reviewId: number, strength: 'update' | 'key share' = 'update') {
  const [row] = await tx.select(factColumns).from(reviews).where(eq(reviews.id, reviewId)).for(strength);
  return row ?? null;
}
export type ReviewFacts = NonNullable<Awaited<ReturnType<typeof lockReviewFacts>>>;

/** The shop's reply: the first sets replied_at, a later one marks it edited. */
export async function saveReply(tx: Db, reviewId: number, text: string, at: Date, first: boolean): Promise<void> {
  await tx.update(reviews)
    .set(first ? { reply: text, repliedAt: at, replyEditedAt: null } : { reply: text, replyEditedAt: at })
    .where(eq(reviews.id, reviewId));
}

/**
 * One shopper's helpful vote and the count it moves, in the caller's transaction. The key makes
 * the vote once each: a second one (or one racing the first) inserts nothing and moves nothing.
 * Answers the new count, or null when this shopper had already voted.
 */
export async function addHelpfulVote(tx: Db, reviewId: number, userId: number): Promise<number | null> {
  const inserted = await tx.insert(reviewHelpfulVotes).values({ reviewId, userId }).onConflictDoNothing().returning({ reviewId: reviewHelpfulVotes.reviewId });
  if (inserted.length === 0) return null;
  const [row] = await tx.update(reviews).set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
    .where(eq(reviews.id, reviewId)).returning({ helpfulCount: reviews.helpfulCount });
  return row?.helpfulCount ?? null;
}

/** A shopper's report, once each; it joins the admins' queue. False when this shopper had already reported it. */
export async function addReport(tx: Db, reviewId: number, userId: number, reason: string, at: Date): Promise<boolean> {
  const inserted = await tx.insert(reviewReports).values({ reviewId, userId, reason, createdAt: at })
    .onConflictDoNothing().returning({ id: reviewReports.id });
  if (inserted.length === 0) return false;
  await tx.update(reviews).set({ openReports: sql`${reviews.openReports} + 1`, lastReportedAt: at }).where(eq(reviews.id, reviewId));
  return true;
}

/** Hides or shows a review; the tally trigger moves every figure in the same transaction. */
export async function setReviewStatus(tx: Db, reviewId: number, change: { status: 'visible' | 'hidden'; reason: string | null; at: Date }) {
  await tx.update(reviews).set(change.status === 'hidden'
    ? { status: 'hidden', hiddenReason: change.reason, hiddenAt: change.at, openReports: 0 }
    : { status: 'visible', hiddenReason: null, hiddenAt: null, openReports: 0 })
    .where(eq(reviews.id, reviewId));
}

/** An admin's decision deals with every open report of the review. */
export async function resolveReports(tx: Db, reviewId: number, at: Date): Promise<void> {
  await tx.update(reviewReports).set({ resolvedAt: at }).where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)));
}

/** Who to tell about a reply or a moderation, and about what: the author, the shop, the product. */
export async function findReviewMailFacts(db: Db, reviewId: number) {
  const [row] = await db.select({
    email: users.email, firstName: users.firstName, username: users.username, deletedAt: users.deletedAt,
    shopName: sellers.businessName, productId: reviews.productId, productName: products.name,
  }).from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(sellers, eq(sellers.id, reviews.sellerId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.id, reviewId)).limit(1);
  return row ?? null;
}
