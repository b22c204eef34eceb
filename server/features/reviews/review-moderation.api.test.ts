import { desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox, reviewReports, reviews } from '../../db/schema/index.js';
import { createUser } from '../../seed/factories.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { expectError } from '../accounts/account-test-helpers.js';
import { REVIEW_LIMITS, REVIEW_MESSAGES, type AdminReview } from '../../../shared/review-schemas.js';
import { buyerWithDeliveredItem, insertReview, shopWithProduct } from './review-test-helpers.js';

describe.each(TEST_DRIVERS)('admins moderating reviews on %s', (driver) => {
  let t: TestApp;
  let admin: { id: number; username: string; cookie: string };
  beforeAll(async () => {
    t = await createTestApp(driver);
    const user = await createUser(t.db, { role: 'admin' });
    admin = { id: user.id, username: user.username, cookie: await sessionCookieFor(t.db, user.id) };
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (cookie: string | null, options: InjectOptions) => t.app.inject({ ...options, headers: { ...(cookie ? { cookie } : {}), ...options.headers } });
  const queue = (query: string, cookie = admin.cookie) => call(cookie, { method: 'GET', url: `/api/admin/reviews${query}` });
  const hide = (reviewId: number | string, payload: object, cookie = admin.cookie) => call(cookie, { method: 'POST', url: `/api/admin/reviews/${reviewId}/hide`, payload });
  const restore = (reviewId: number | string, payload?: object, cookie = admin.cookie) =>
    call(cookie, { method: 'POST', url: `/api/admin/reviews/${reviewId}/restore`, ...(payload ? { payload } : {}) });
  const shopper = async () => {
    const user = await createUser(t.db);
    return { user, cookie: await sessionCookieFor(t.db, user.id) };
  };
  const report = async (reviewId: number, reason: string) => {
    const reporter = await shopper();
    const response = await call(reporter.cookie, { method: 'POST', url: `/api/reviews/${reviewId}/report`, payload: { reason } });
    expect(response.statusCode, response.body).toBe(204);
    return reporter.user;
  };
  const figures = async (shop: { product: { id: number }; seller: { id: number } }) => {
    const product = (await t.app.inject({ method: 'GET', url: `/api/products/${shop.product.id}` })).json();
    const seller = (await t.app.inject({ method: 'GET', url: `/api/sellers/${shop.seller.id}` })).json();
    return { product: { rating: product.rating, totalReviews: product.totalReviews }, seller: { rating: seller.rating, totalReviews: seller.totalReviews } };
  };
  const mailsTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);
  const lastAudit = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;

  /** A product with a 5-star and a 1-star review (3.00 from 2), the 1-star one reported twice. */
  async function reportedShop() {
    const shop = await shopWithProduct(t.db);
    const happy = await buyerWithDeliveredItem(t.db, shop);
    const angry = await buyerWithDeliveredItem(t.db, shop);
    await insertReview(t.db, happy.item, happy.order, { stars: 5 });
    const review = await insertReview(t.db, angry.item, angry.order, { stars: 1, body: 'Call me at 555-0100 for a better deal' });
    const first = await report(review.id, 'Spam');
    const second = await report(review.id, 'Phone number in the text');
    return { shop, author: angry, review, reporters: [first, second] };
  }

  it('lists reported reviews, the newest report first, with their reports; hiding one takes it out of every figure at once, restoring brings it back', async () => {
    const { shop, author, review, reporters } = await reportedShop();
    const later = await reportedShop();
    const listed = await queue('?status=reported');
    expect(listed.statusCode, listed.body).toBe(200);
    const rows = listed.json() as AdminReview[];
    expect(rows.slice(0, 2).map((row) => row.id)).toEqual([later.review.id, review.id]);
    expect(Number(listed.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    expect(rows[1]).toMatchObject({
      id: review.id, status: 'visible', openReports: 2, hiddenReason: null, hiddenAt: null, stars: 1, author: 'Maya R.',
      authorId: author.buyer.id, authorUsername: author.buyer.username, shopName: shop.seller.businessName,
      text: 'Call me at 555-0100 for a better deal', product: { id: shop.product.id, name: shop.product.name },
      reports: [
        { reason: 'Phone number in the text', reporter: reporters[1]!.username, createdAt: expect.any(String), resolved: false },
        { reason: 'Spam', reporter: reporters[0]!.username, createdAt: expect.any(String), resolved: false },
      ],
    });
    expect(rows[1]).not.toHaveProperty('viewer');
    expect(await figures(shop)).toEqual({ product: { rating: '3.00', totalReviews: 2 }, seller: { rating: '3.00', totalReviews: 2 } });

    const hidden = await hide(review.id, { reason: '  Contact details and advertising  ' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ id: review.id, status: 'hidden', hiddenReason: 'Contact details and advertising', hiddenAt: expect.any(String), openReports: 0 });
    expect((hidden.json() as AdminReview).reports.map((r) => r.resolved)).toEqual([true, true]);
    expect(await figures(shop)).toEqual({ product: { rating: '5.00', totalReviews: 1 }, seller: { rating: '5.00', totalReviews: 1 } });
    // The storefront's list (the catalogue read model) follows too.
    const listedProducts = (await t.app.inject({ method: 'GET', url: `/api/products?seller=${shop.seller.id}` })).json();
    expect(listedProducts[0]).toMatchObject({ id: shop.product.id, rating: '5.00', totalReviews: 1 });
    expect(await lastAudit()).toMatchObject({
      action: 'review.hide', entityType: 'review', entityId: review.id, actorId: admin.id, actorUsername: admin.username,
      before: { status: 'visible', openReports: 2 }, after: { status: 'hidden', reason: 'Contact details and advertising' },
    });
    const [hiddenMail] = await mailsTo(author.buyer.email);
    expect(hiddenMail!.subject).toBe(`Your review of ${shop.product.name} was hidden`);
    expect(hiddenMail!.body).toContain('Why: Contact details and advertising');
    expect(hiddenMail!.body).toContain('http://localhost:5000/account/reviews');

    expect(((await queue('?status=reported')).json() as AdminReview[]).map((row) => row.id)).not.toContain(review.id);
    const hiddenList = await queue('?status=hidden');
    expect((hiddenList.json() as AdminReview[])[0]).toMatchObject({ id: review.id, status: 'hidden' });
    expectError(await hide(review.id, { reason: 'Again' }), 409, REVIEW_MESSAGES.alreadyHidden);

    const restored = await restore(review.id, { reason: 'The number was the shop\'s own' });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ status: 'visible', hiddenReason: null, hiddenAt: null, openReports: 0 });
    expect(await figures(shop)).toEqual({ product: { rating: '3.00', totalReviews: 2 }, seller: { rating: '3.00', totalReviews: 2 } });
    expect(await lastAudit()).toMatchObject({
      action: 'review.restore', entityType: 'review', entityId: review.id, actorId: admin.id,
      before: { status: 'hidden', openReports: 0, hiddenReason: 'Contact details and advertising' },
      after: { status: 'visible', reason: 'The number was the shop\'s own' },
    });
    const mails = await mailsTo(author.buyer.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Your review of ${shop.product.name} was hidden`, `Your review of ${shop.product.name} is visible again`]);
    expectError(await restore(review.id), 409, REVIEW_MESSAGES.notHidden);
    expect(((await queue('?status=hidden')).json() as AdminReview[]).map((row) => row.id)).not.toContain(review.id);
  });

  it('lists hidden reviews the newest hidden first, paged with X-Total-Count', async () => {
    const one = await reportedShop();
    const two = await reportedShop();
    expect((await hide(one.review.id, { reason: 'First' })).statusCode).toBe(200);
    expect((await hide(two.review.id, { reason: 'Second' })).statusCode).toBe(200);
    const page = await queue('?status=hidden&page=1&pageSize=1');
    expect((page.json() as AdminReview[]).map((row) => row.id)).toEqual([two.review.id]);
    const total = Number(page.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(2);
    const second = await queue('?status=hidden&page=2&pageSize=1');
    expect((second.json() as AdminReview[]).map((row) => row.id)).toEqual([one.review.id]);
  });

  it('dismisses the reports of a visible review by restoring it: it stays, its reports are resolved, the author is not mailed', async () => {
    const { shop, author, review } = await reportedShop();
    const dismissed = await restore(review.id);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toMatchObject({ status: 'visible', openReports: 0 });
    const reports = await t.db.select().from(reviewReports).where(eq(reviewReports.reviewId, review.id));
    expect(reports.every((row) => row.resolvedAt !== null)).toBe(true);
    expect(await lastAudit()).toMatchObject({ action: 'review.restore', entityId: review.id, before: { status: 'visible', openReports: 2 }, after: { status: 'visible' } });
    expect(await mailsTo(author.buyer.email)).toHaveLength(0);
    expect(await figures(shop)).toEqual({ product: { rating: '3.00', totalReviews: 2 }, seller: { rating: '3.00', totalReviews: 2 } });
    expect(((await queue('?status=reported')).json() as AdminReview[]).map((row) => row.id)).not.toContain(review.id);
    // A new report puts it back in the queue.
    await report(review.id, 'Still spam');
    expect(((await queue('?status=reported')).json() as AdminReview[])[0]).toMatchObject({ id: review.id, openReports: 1 });
  });

  it('is for admins only, answers 404 for an unknown review and 400 for bad input, changing nothing', async () => {
    const { shop, author, review } = await reportedShop();
    const auditBefore = (await lastAudit()).id;
    for (const cookie of [author.cookie, shop.ownerCookie]) {
      expectError(await queue('', cookie), 403, 'Administrators only');
      expectError(await hide(review.id, { reason: 'Spam' }, cookie), 403, 'Administrators only');
      expectError(await restore(review.id, {}, cookie), 403, 'Administrators only');
    }
    expectError(await call(null, { method: 'POST', url: `/api/admin/reviews/${review.id}/hide`, payload: { reason: 'Spam' } }), 401, 'Please sign in');
    expectError(await hide(2_000_000_000, { reason: 'Spam' }), 404, REVIEW_MESSAGES.reviewNotFound);
    expectError(await restore(2_000_000_000), 404, REVIEW_MESSAGES.reviewNotFound);
    expect((await hide('abc', { reason: 'Spam' })).statusCode).toBe(400);
    expectError(await hide(review.id, {}), 400, REVIEW_MESSAGES.reasonRequired);
    expectError(await hide(review.id, { reason: 'x'.repeat(REVIEW_LIMITS.hideReasonMax + 1) }), 400, REVIEW_MESSAGES.reasonMax);
    expectError(await hide(review.id, { reason: 'Spam \u202Ehere' }), 400, REVIEW_MESSAGES.bidi);
    expectError(await restore(review.id, { reason: 'x'.repeat(REVIEW_LIMITS.hideReasonMax + 1) }), 400, REVIEW_MESSAGES.reasonMax);
    expectError(await queue('?status=everything'), 400, 'Status must be reported or hidden');
    expect((await queue('?pageSize=51')).statusCode).toBe(400);
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row).toMatchObject({ status: 'visible', openReports: 2 });
    expect((await lastAudit()).id).toBe(auditBefore);
  });
});
