import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewHelpfulVotes, reviewReports, reviews } from '../../db/schema/index.js';
import { createRateLimiter } from '../../plugins/rate-limit.js';
import { createUser } from '../../seed/factories.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { expectError } from '../accounts/account-test-helpers.js';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '../../../shared/review-schemas.js';
import { buyerWithDeliveredItem, insertReview, shopWithProduct } from './review-test-helpers.js';
import { REVIEW_FEEDBACK_LIMIT_MESSAGE, REVIEW_FEEDBACK_RATE_LIMIT } from './review-votes.service.js';

describe.each(TEST_DRIVERS)('helpful votes and reports on reviews on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (cookie: string | null, url: string, payload?: object) => t.app.inject({
    method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}),
  } as InjectOptions);
  const helpful = (cookie: string | null, reviewId: number | string) => post(cookie, `/api/reviews/${reviewId}/helpful`);
  const report = (cookie: string | null, reviewId: number | string, payload: object) => post(cookie, `/api/reviews/${reviewId}/report`, payload);
  const shopper = async () => {
    const user = await createUser(t.db);
    return { user, cookie: await sessionCookieFor(t.db, user.id) };
  };
  const reviewRow = async (id: number) => (await t.db.select().from(reviews).where(eq(reviews.id, id)))[0]!;

  async function aReview() {
    const shop = await shopWithProduct(t.db);
    const author = await buyerWithDeliveredItem(t.db, shop);
    const review = await insertReview(t.db, author.item, author.order);
    return { shop, author, review };
  }

  it('counts one helpful vote per shopper, never the author\'s own', async () => {
    const { author, review } = await aReview();
    const [first, second] = [await shopper(), await shopper()];
    const voted = await helpful(first.cookie, review.id);
    expect(voted.statusCode, voted.body).toBe(200);
    expect(voted.json()).toEqual({ helpfulCount: 1 });
    expectError(await helpful(first.cookie, review.id), 409, REVIEW_MESSAGES.alreadyHelpful);
    expect((await helpful(second.cookie, review.id)).json()).toEqual({ helpfulCount: 2 });
    expectError(await helpful(author.cookie, review.id), 403, REVIEW_MESSAGES.ownReviewHelpful);
    expect((await reviewRow(review.id)).helpfulCount).toBe(2);
    expect(await t.db.select().from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.reviewId, review.id))).toHaveLength(2);
  });

  it('lets a shopper report a review once, with a reason, into the admins\' queue; never their own', async () => {
    const { author, review } = await aReview();
    const reporter = await shopper();
    const reported = await report(reporter.cookie, review.id, { reason: '  Not about the product  ' });
    expect(reported.statusCode, reported.body).toBe(204);
    expect(reported.body).toBe('');
    expect(await reviewRow(review.id)).toMatchObject({ openReports: 1, lastReportedAt: expect.any(Date), status: 'visible' });
    const [stored] = await t.db.select().from(reviewReports).where(eq(reviewReports.reviewId, review.id));
    expect(stored).toMatchObject({ userId: reporter.user.id, reason: 'Not about the product', resolvedAt: null });

    expectError(await report(reporter.cookie, review.id, { reason: 'Again' }), 409, REVIEW_MESSAGES.alreadyReported);
    expectError(await report(author.cookie, review.id, { reason: 'Mine' }), 403, REVIEW_MESSAGES.ownReviewReport);
    expect((await report((await shopper()).cookie, review.id, { reason: 'Spam' })).statusCode).toBe(204);
    expect((await reviewRow(review.id)).openReports).toBe(2);
  });

  it('answers 401 signed out, 404 for an unknown or hidden review, 400 for a bad id or reason', async () => {
    const { review } = await aReview();
    const { cookie } = await shopper();
    expectError(await helpful(null, review.id), 401, 'Please sign in');
    expectError(await report(null, review.id, { reason: 'Spam' }), 401, 'Please sign in');
    expectError(await helpful(cookie, 2_000_000_000), 404, REVIEW_MESSAGES.reviewNotFound);
    expectError(await report(cookie, 2_000_000_000, { reason: 'Spam' }), 404, REVIEW_MESSAGES.reviewNotFound);
    expect((await helpful(cookie, 'x')).statusCode).toBe(400);
    expect((await report(cookie, '-1', { reason: 'Spam' })).statusCode).toBe(400);

    expectError(await report(cookie, review.id, {}), 400, REVIEW_MESSAGES.reasonRequired);
    expectError(await report(cookie, review.id, { reason: '  ' }), 400, REVIEW_MESSAGES.reasonRequired);
    expectError(await report(cookie, review.id, { reason: 'x'.repeat(REVIEW_LIMITS.reportReasonMax + 1) }), 400, REVIEW_MESSAGES.reasonMax);
    expectError(await report(cookie, review.id, { reason: 'Spam \u2066here' }), 400, REVIEW_MESSAGES.bidi);
    expect((await reviewRow(review.id)).openReports).toBe(0);

    await t.db.update(reviews).set({ status: 'hidden', hiddenAt: new Date(), hiddenReason: 'Spam' }).where(eq(reviews.id, review.id));
    expectError(await helpful(cookie, review.id), 404, REVIEW_MESSAGES.reviewNotFound);
    expectError(await report(cookie, review.id, { reason: 'Spam' }), 404, REVIEW_MESSAGES.reviewNotFound);
    expect(await reviewRow(review.id)).toMatchObject({ helpfulCount: 0, openReports: 0 });
  });

  it('stops a shopper past 60 votes or 60 reports an hour with 429 and Retry-After', async () => {
    const { review } = await aReview();
    const busy = await shopper();
    for (const bucket of ['reviewHelpful', 'reviewReports']) {
      const limiter = createRateLimiter({ db: t.db }, bucket, REVIEW_FEEDBACK_RATE_LIMIT);
      for (let i = 0; i < REVIEW_FEEDBACK_RATE_LIMIT.limit; i++) expect((await limiter.hit(`user:${busy.user.id}`)).allowed).toBe(true);
    }
    const voted = await helpful(busy.cookie, review.id);
    expectError(voted, 429, REVIEW_FEEDBACK_LIMIT_MESSAGE);
    expect(Number(voted.headers['retry-after'])).toBeGreaterThan(0);
    expectError(await report(busy.cookie, review.id, { reason: 'Spam' }), 429, REVIEW_FEEDBACK_LIMIT_MESSAGE);
    expect(await reviewRow(review.id)).toMatchObject({ helpfulCount: 0, openReports: 0 });
    // Another shopper is not held back by the first one's count.
    expect((await helpful((await shopper()).cookie, review.id)).statusCode).toBe(200);
  });

  it.runIf(driver === 'postgres')('counts 50 shoppers marking one review helpful at once exactly, and one shopper\'s 5 at once as one', async () => {
    const { review } = await aReview();
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => shopper()));
    const replies = await Promise.all(shoppers.map((one) => helpful(one.cookie, review.id)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(replies.map((r) => r.json().helpfulCount).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect((await reviewRow(review.id)).helpfulCount).toBe(50);
    expect(await t.db.select().from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.reviewId, review.id))).toHaveLength(50);

    const eager = await shopper();
    const burst = await Promise.all(Array.from({ length: 5 }, () => helpful(eager.cookie, review.id)));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await reviewRow(review.id)).helpfulCount).toBe(51);
    expect(await t.db.select().from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.reviewId, review.id))).toHaveLength(51);
  });
});
