import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { ReviewListQuery } from '../../../shared/review-schemas.js';
import type { Db } from '../../db/client.js';
import { products, reviews, reviewTallies, sellers, type ReviewSubject } from '../../db/schema/index.js';
import { countAll, offsetOf, readPage, type Page } from '../../kernel/paging.js';
import { sellerIsPublic } from '../catalog/product-visibility.js';
import { isVisible, selectPublicReviews, type PublicReviewRow, type ReviewViewer, type ViewerFlags } from './review-shape.js';

export type TallyRow = typeof reviewTallies.$inferSelect;

/** A product's shop, when the reader may see the product: listed, or the reader's own or an admin's view. */
export async function findReviewedProduct(db: Db, id: number): Promise<{ sellerId: number | null; isListed: boolean } | null> {
  const [row] = await db.select({ sellerId: products.sellerId, isListed: products.isListed }).from(products).where(eq(products.id, id)).limit(1);
  return row ?? null;
}

/** Whether a shop is open to anyone (approved, switched on, its owner active). */
export async function shopIsPublic(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: sellers.id }).from(sellers).where(and(eq(sellers.id, id), sellerIsPublic)).limit(1);
  return row !== undefined;
}

export async function findTally(db: Db, subject: ReviewSubject, subjectId: number): Promise<TallyRow | null> {
  const [row] = await db.select().from(reviewTallies)
    .where(and(eq(reviewTallies.subject, subject), eq(reviewTallies.subjectId, subjectId))).limit(1);
  return row ?? null;
}

/**
 * The order of each sort, every one ending on the id so pages never overlap. Each matches a
 * partial index of the schema (newest, helpful, stars) on the subject's column.
 */
function orderOf(sort: ReviewListQuery['sort']): SQL[] {
  switch (sort) {
    case 'newest': return [desc(reviews.createdAt), desc(reviews.id)];
    case 'highest': return [desc(reviews.stars), desc(reviews.createdAt), desc(reviews.id)];
    case 'lowest': return [asc(reviews.stars), desc(reviews.createdAt), desc(reviews.id)];
    case 'helpful': return [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)];
  }
}

/** How many visible reviews match, from the tally row when it knows (no filter, or stars alone). */
function countFromTally(tally: TallyRow | null, query: ReviewListQuery): number | null {
  if (query.withPhotos) return null;
  if (!tally) return 0;
  if (query.stars === undefined) return tally.count;
  return [tally.stars1, tally.stars2, tally.stars3, tally.stars4, tally.stars5][query.stars - 1]!;
}

type ReviewRow = PublicReviewRow & Partial<ViewerFlags>;

/**
 * The star groups a page of `highest` or `lowest` spans, from the tally's histogram: each group
 * is read in the stars index's own order (created_at desc, id desc), so a shop with 100,000
 * five-star reviews is never sorted whole. Usually one group, two at a boundary.
 */
function starGroupsOfPage(tally: TallyRow, sort: 'highest' | 'lowest', offset: number, size: number) {
  const counts = [tally.stars1, tally.stars2, tally.stars3, tally.stars4, tally.stars5];
  const order = sort === 'highest' ? [5, 4, 3, 2, 1] : [1, 2, 3, 4, 5];
  const groups: { stars: number; offset: number; limit: number }[] = [];
  let start = 0;
  for (const stars of order) {
    const count = counts[stars - 1]!;
    const from = Math.max(offset, start);
    const to = Math.min(offset + size, start + count);
    if (to > from) groups.push({ stars, offset: from - start, limit: to - from });
    start += count;
  }
  return groups;
}

/** One page of a product's or a shop's visible reviews, with the reader's own marks when signed in. */
export async function listVisibleReviews(
  db: Db, subject: ReviewSubject, subjectId: number, query: ReviewListQuery, viewer: ReviewViewer | null, tally: TallyRow | null,
): Promise<Page<ReviewRow>> {
  const ofSubject = and(eq(subject === 'product' ? reviews.productId : reviews.sellerId, subjectId), isVisible);
  const byStars = (query.sort === 'highest' || query.sort === 'lowest') && query.stars === undefined && !query.withPhotos;
  if (byStars) {
    if (!tally) return { rows: [], total: 0 };
    const groups = starGroupsOfPage(tally, query.sort as 'highest' | 'lowest', offsetOf(query), query.pageSize);
    const pages = await Promise.all(groups.map((group) => selectPublicReviews(db, viewer)
      .where(and(ofSubject, eq(reviews.stars, group.stars)))
      .orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(group.limit).offset(group.offset)));
    return { rows: pages.flat(), total: tally.count };
  }
  const where = and(
    ofSubject,
    query.stars !== undefined ? eq(reviews.stars, query.stars) : undefined,
    query.withPhotos ? gt(sql`cardinality(${reviews.photos})`, 0) : undefined,
  );
  const known = countFromTally(tally, query);
  return readPage(query, {
    rows: (limit, offset) => selectPublicReviews(db, viewer).where(where).orderBy(...orderOf(query.sort)).limit(limit).offset(offset),
    total: known !== null ? Promise.resolve([{ count: known }]) : db.select({ count: countAll }).from(reviews).where(where),
  });
}
