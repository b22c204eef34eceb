import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, reviews, users } from '../../db/schema/index.js';
import { createUser } from '../../seed/factories.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { expectError } from '../accounts/account-test-helpers.js';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '../../../shared/review-schemas.js';
import { buyerWithDeliveredItem, insertReview, shopWithProduct } from './review-test-helpers.js';

describe.each(TEST_DRIVERS)('the shop\'s reply to a review on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  const reply = (cookie: string | null, reviewId: number | string, payload: object) => t.app.inject({
    method: 'PUT', url: `/api/reviews/${reviewId}/reply`, payload, headers: cookie ? { cookie } : {},
  } as InjectOptions);
  const mailsTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to));

  async function reviewedShop(businessName?: string) {
    const shop = await shopWithProduct(t.db, businessName ? { businessName } : {});
    const buyer = await buyerWithDeliveredItem(t.db, shop);
    const review = await insertReview(t.db, buyer.item, buyer.order, { stars: 4 });
    return { shop, buyer, review };
  }

  it('lets the shop reply once and edit it, tells the buyer of the first reply only, and shows the reply on the review', async () => {
    const { shop, buyer, review } = await reviewedShop('Night Shift Goods');
    const first = await reply(shop.ownerCookie, review.id, { text: '  Thanks Maya, glad it fits!  ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      id: review.id, productId: shop.product.id, sellerId: shop.seller.id, author: 'Maya R.', stars: 4, verifiedPurchase: true,
      reply: { text: 'Thanks Maya, glad it fits!', edited: false },
      viewer: { isMine: false, votedHelpful: false, reported: false, canReply: true },
    });
    expect(first.json().reply.createdAt).toBe(first.json().reply.updatedAt);

    const mails = await mailsTo(buyer.buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Night Shift Goods replied to your review');
    expect(mails[0]!.body).toContain('Thanks Maya, glad it fits!');
    expect(mails[0]!.body).toContain(`See the reply: http://localhost:5000/product/${shop.product.id}`);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const edited = await reply(shop.ownerCookie, review.id, { text: 'Thanks Maya! Size M runs a bit long.' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().reply).toMatchObject({ text: 'Thanks Maya! Size M runs a bit long.', edited: true, createdAt: first.json().reply.createdAt });
    expect(Date.parse(edited.json().reply.updatedAt)).toBeGreaterThan(Date.parse(edited.json().reply.createdAt));
    expect(await mailsTo(buyer.buyer.email)).toHaveLength(1);

    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row).toMatchObject({ reply: 'Thanks Maya! Size M runs a bit long.', repliedAt: expect.any(Date), replyEditedAt: expect.any(Date) });
  });

  it('stores the reply as written: markup stays text', async () => {
    const { shop, review } = await reviewedShop();
    const text = '<script>alert(1)</script> & <b>thanks</b>';
    const response = await reply(shop.ownerCookie, review.id, { text });
    expect(response.json().reply.text).toBe(text);
  });

  it('refuses everyone but the shop that sold the item, changing nothing', async () => {
    const { review, buyer } = await reviewedShop();
    const otherShop = await shopWithProduct(t.db);
    const admin = await sessionCookieFor(t.db, (await createUser(t.db, { role: 'admin' })).id);
    for (const cookie of [otherShop.ownerCookie, buyer.cookie, admin]) {
      expectError(await reply(cookie, review.id, { text: 'Not mine to answer' }), 403, REVIEW_MESSAGES.notYourShop);
    }
    expectError(await reply(null, review.id, { text: 'Who am I' }), 401, 'Please sign in');
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row).toMatchObject({ reply: null, repliedAt: null });
    expect(await mailsTo(buyer.buyer.email)).toHaveLength(0);
  });

  it('answers 404 for an unknown or hidden review and 400 for an id that is not one', async () => {
    const { shop, review } = await reviewedShop();
    await t.db.update(reviews).set({ status: 'hidden', hiddenReason: 'Spam', hiddenAt: new Date() }).where(eq(reviews.id, review.id));
    expectError(await reply(shop.ownerCookie, review.id, { text: 'Thanks!' }), 404, REVIEW_MESSAGES.reviewNotFound);
    expectError(await reply(shop.ownerCookie, 2_000_000_000, { text: 'Thanks!' }), 404, REVIEW_MESSAGES.reviewNotFound);
    expect((await reply(shop.ownerCookie, 'abc', { text: 'Thanks!' })).statusCode).toBe(400);
  });

  it('refuses an empty, overlong or direction-changing reply with the field\'s message', async () => {
    const { shop, review } = await reviewedShop();
    expectError(await reply(shop.ownerCookie, review.id, {}), 400, REVIEW_MESSAGES.replyRequired);
    expectError(await reply(shop.ownerCookie, review.id, { text: '   ' }), 400, REVIEW_MESSAGES.replyRequired);
    expectError(await reply(shop.ownerCookie, review.id, { text: 'x'.repeat(REVIEW_LIMITS.replyMax + 1) }), 400, REVIEW_MESSAGES.replyMax);
    expectError(await reply(shop.ownerCookie, review.id, { text: 'Thanks \u202Eevil' }), 400, REVIEW_MESSAGES.bidi);
    expect((await reply(shop.ownerCookie, review.id, { text: 'x'.repeat(REVIEW_LIMITS.replyMax) })).statusCode).toBe(200);
    const rows = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(rows[0]!.reply).toHaveLength(REVIEW_LIMITS.replyMax);
  });

  it('does not mail an author who deleted their account', async () => {
    const { shop, buyer, review } = await reviewedShop();
    await t.db.update(users).set({ deletedAt: new Date(), email: `deleted-${buyer.buyer.id}@deleted.invalid` }).where(eq(users.id, buyer.buyer.id));
    expect((await reply(shop.ownerCookie, review.id, { text: 'Thanks!' })).statusCode).toBe(200);
    expect(await mailsTo(`deleted-${buyer.buyer.id}@deleted.invalid`)).toHaveLength(0);
  });
});
