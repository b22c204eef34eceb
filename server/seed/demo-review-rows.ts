import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { reviewHelpfulVotes, reviewReports, reviews } from '../db/schema/index.js';
import type { ReviewFit } from '../../shared/review-schemas.js';
import type { GarmentKind } from './demo-content.js';
import {
  DETAILS_BY_KIND, FIT_LINES, HIDDEN_REVIEW, OPENERS_BY_STARS, REPLIES_BAD, REPLIES_GOOD, REPORT_REASONS, SHIPPING_BAD, SHIPPING_GOOD, SHIPPING_SLOW,
  TITLES_BY_STARS,
} from './demo-review-content.js';
import { bulkInsert } from './bulk-insert.js';
import type { Random } from './random.js';

/** A seeded product that buyers order and review. */
export interface DemoProduct {
  id: number;
  sellerId: number;
  name: string;
  images: string[];
  price: string;
  sizes: string[];
  colors: string[];
  createdAt: Date;
  style: GarmentKind | 'beanie';
}

export interface PlannedReview {
  orderItemId: number;
  product: DemoProduct;
  userId: number;
  size: string;
  color: string;
  deliveredAt: Date;
}

type Stars = 1 | 2 | 3 | 4 | 5;
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 400;
const PHOTOS_MAX = 12;
/** Star weights (5 to 1) of a product buyers love, one they like, one that divides them. */
const STAR_PROFILES: ReadonlyArray<readonly number[]> = [[70, 22, 6, 1, 1], [45, 35, 12, 5, 3], [25, 30, 25, 12, 8]];
/** Fit weights (small, true, large) of a true-to-size cut, a small one, a big one. */
const FIT_PROFILES: ReadonlyArray<readonly number[]> = [[10, 75, 15], [55, 40, 5], [5, 40, 55]];
const FITS: readonly ReviewFit[] = ['small', 'true', 'large'];

function weighted<T>(random: Random, items: readonly T[], weights: readonly number[]): T {
  let left = random.next() * weights.reduce((sum, weight) => sum + weight, 0);
  for (const [index, weight] of weights.entries()) if ((left -= weight) < 0) return items[index]!;
  return items.at(-1)!;
}

const fill = (text: string, plan: PlannedReview) => text.replaceAll('{colour}', plan.color.toLowerCase()).replaceAll('{size}', plan.size);

/** What a buyer writes: how they feel, what they noticed, how it fits, maybe the delivery. */
function bodyOf(random: Random, plan: PlannedReview, stars: Stars, fit: ReviewFit | null): string {
  const details = DETAILS_BY_KIND[plan.product.style];
  const noticed = stars >= 4 ? [random.pick(details.good)] : stars <= 2 ? [random.pick(details.bad)] : [random.pick(details.good), random.pick(details.bad)];
  const parts = [random.pick(OPENERS_BY_STARS[stars]), ...noticed];
  if (fit) parts.push(random.pick(FIT_LINES[fit]));
  if (random.chance(0.3)) parts.push(stars === 4 && random.chance(0.25) ? SHIPPING_SLOW : random.pick(stars >= 4 ? SHIPPING_GOOD : SHIPPING_BAD));
  return fill(parts.join(' '), plan);
}

/**
 * Writes the planned reviews (the triggers make every figure), their shop replies, photos,
 * helpful votes, one review reported and waiting in the admin's queue and one hidden with a reason.
 */
export async function writeDemoReviews(
  db: Db, planned: PlannedReview[],
  options: { random: Random; now: number; buyerIds: number[]; photoOf: (productId: number, buyerId: number) => Promise<string> },
): Promise<void> {
  const { random, now } = options;
  const profiles = new Map<number, { stars: readonly number[]; fit: readonly number[] }>();
  const at = (from: number, minDays: number, maxDays: number) => new Date(Math.min(now - 3_600_000, from + (minDays + random.next() * (maxDays - minDays)) * DAY_MS));
  let photos = 0;
  const photoJobs: Array<() => Promise<void>> = [];
  const rows = planned.map((plan) => {
    let profile = profiles.get(plan.product.id);
    if (!profile) profiles.set(plan.product.id, (profile = { stars: weighted(random, STAR_PROFILES, [35, 50, 15]), fit: weighted(random, FIT_PROFILES, [70, 15, 15]) }));
    const stars = weighted(random, [5, 4, 3, 2, 1] as const, profile.stars);
    const apparel = plan.product.style === 't-shirt' || plan.product.style === 'hoodie';
    const fit = apparel && random.chance(0.85) ? weighted(random, FITS, profile.fit) : null;
    const daysSince = (now - plan.deliveredAt.getTime()) / DAY_MS;
    const createdAt = at(plan.deliveredAt.getTime(), 0.3, Math.max(0.4, Math.min(30, daysSince - 1)));
    const replied = random.chance(stars <= 3 ? 0.3 : 0.06);
    const row: typeof reviews.$inferInsert = {
      orderItemId: plan.orderItemId, productId: plan.product.id, sellerId: plan.product.sellerId, userId: plan.userId, stars, fit,
      title: random.chance(0.75) ? random.pick(TITLES_BY_STARS[stars]) : null, body: bodyOf(random, plan, stars, fit),
      photos: [], size: plan.size, color: plan.color, createdAt, updatedAt: createdAt,
      reply: replied ? random.pick(stars <= 3 ? REPLIES_BAD : REPLIES_GOOD) : null, repliedAt: replied ? at(createdAt.getTime(), 0.2, 3) : null,
      status: 'visible', hiddenReason: null, hiddenAt: null, openReports: 0, lastReportedAt: null,
    };
    if (stars >= 3 && photos < PHOTOS_MAX && random.chance(0.12)) {
      photos++;
      photoJobs.push(async () => void (row.photos = [await options.photoOf(plan.product.id, plan.userId)]));
    }
    return row;
  });
  for (let i = 0; i < photoJobs.length; i += 2) await Promise.all(photoJobs.slice(i, i + 2).map((job) => job()));

  // One plug for another shop, reported and hidden by an admin: it counts in no figure.
  const hidden = rows.find((row, i) => planned[i]!.product.style === 't-shirt' && row.stars === 4 && !row.photos?.length && !row.reply);
  const hiddenAt = hidden ? at((hidden.createdAt as Date).getTime(), 1, 4) : null;
  if (hidden) Object.assign(hidden, { title: HIDDEN_REVIEW.title, body: HIDDEN_REVIEW.body, status: 'hidden', hiddenReason: HIDDEN_REVIEW.reason, hiddenAt });
  // One reported review waiting for an admin: an unhappy one two shoppers flagged.
  const reported = rows.find((row) => row !== hidden && row.stars === 2 && !row.reply) ?? rows.find((row) => row !== hidden && row.stars <= 3);
  const reporters = reported ? random.sample(options.buyerIds.filter((id) => id !== reported.userId), REPORT_REASONS.length) : [];
  const reportDates = reporters.map(() => at((reported!.createdAt as Date).getTime(), 0.5, 6));
  if (reported) Object.assign(reported, { openReports: reporters.length, lastReportedAt: new Date(Math.max(...reportDates.map(Number))) });

  const ids = new Map<number, number>();
  for (let i = 0; i < rows.length; i += BATCH) {
    for (const row of await bulkInsert(db, reviews, rows.slice(i, i + BATCH), ['id', 'order_item_id'])) ids.set(Number(row.order_item_id), Number(row.id));
  }
  const idOf = (row: typeof reviews.$inferInsert | undefined) => (row ? ids.get(row.orderItemId) : undefined);
  const reports: Array<typeof reviewReports.$inferInsert> = reporters.map((userId, n) => ({ reviewId: idOf(reported)!, userId, reason: REPORT_REASONS[n]!, createdAt: reportDates[n]! }));
  const hiddenId = idOf(hidden);
  if (hidden && hiddenId) {
    const reporter = random.pick(options.buyerIds.filter((id) => id !== hidden.userId));
    reports.push({ reviewId: hiddenId, userId: reporter, reason: HIDDEN_REVIEW.reportReason, createdAt: new Date(hiddenAt!.getTime() - 3_600_000), resolvedAt: hiddenAt });
  }
  await bulkInsert(db, reviewReports, reports.map((report) => ({ resolvedAt: null, ...report })));

  // Helpful votes from other buyers: most reviews get none or a few, some many.
  const votes: Array<typeof reviewHelpfulVotes.$inferInsert> = [];
  for (const review of rows) {
    if (review.status !== 'visible') continue;
    const count = weighted(random, [0, random.int(1, 2), random.int(3, 5), random.int(6, 11)], [55, 25, 15, 5]);
    for (const userId of random.sample(options.buyerIds.filter((id) => id !== review.userId), count)) {
      votes.push({ reviewId: idOf(review)!, userId, createdAt: at((review.createdAt as Date).getTime(), 0.1, 40) });
    }
  }
  await bulkInsert(db, reviewHelpfulVotes, votes);
  await db.execute(sql`UPDATE reviews r SET helpful_count = v.votes
    FROM (SELECT review_id, count(*)::int AS votes FROM review_helpful_votes GROUP BY review_id) v WHERE r.id = v.review_id`);
}
