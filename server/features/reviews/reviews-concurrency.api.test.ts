import { eq } from 'drizzle-orm';
import { lockAccountForDeletion } from '../accounts/account-deletion.repo.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, reviewHelpfulVotes, reviews, sellers, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { buyerWithDeliveredItem, insertReview, shopWithProduct, tallyOf } from './review-test-helpers.js';

/**
 * PGlite runs one transaction at a time, so these races cannot happen there: they run on the
 * PostgreSQL server only (TEST_DATABASE_URL), where the tally triggers of concurrent writers
 * really contend for one product's row.
 */
describe.each(TEST_DRIVERS)('reviews under concurrency on %s', (driver) => {
  const onServer = it.skipIf(driver !== 'postgres');
  let t: TestApp;
  beforeAll(async () => {
    if (driver === 'postgres') t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  onServer('50 buyers reviewing one product at once leave exact counts and average, and the catalogue\'s rating sort follows', async () => {
    const shop = await shopWithProduct(t.db);
    const rival = await shopWithProduct(t.db);
    const rivalBuyer = await buyerWithDeliveredItem(t.db, rival);
    await insertReview(t.db, rivalBuyer.item, rivalBuyer.order, { stars: 2 });
    const firstByRating = async () => ((await t.app.inject({ method: 'GET', url: '/api/products?sort=rating' })).json() as { id: number }[])[0]?.id;
    // Shoppers' lists come from the read model, which takes in a write after its notification (decision 010).
    await expect.poll(firstByRating, { timeout: 2000, interval: 50 }).toBe(rival.product.id);

    const buyers = [];
    for (let i = 0; i < 50; i += 1) buyers.push(await buyerWithDeliveredItem(t.db, shop));
    const starsOf = (i: number) => (i % 5) + 1;
    const replies = await Promise.all(buyers.map((buyer, i) => t.app.inject({
      method: 'POST', url: `/api/order-items/${buyer.item.id}/review`, headers: { cookie: buyer.cookie },
      payload: { stars: starsOf(i), text: `Review number ${i} of this tee.`, fit: i % 2 ? 'true' : 'small' },
    })));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(50).fill(201));

    expect(await tallyOf(t.db, 'product', shop.product.id)).toMatchObject({
      count: 50, starsSum: 150, stars1: 10, stars2: 10, stars3: 10, stars4: 10, stars5: 10, fitTrue: 25, fitSmall: 25, fitLarge: 0,
    });
    expect(await tallyOf(t.db, 'seller', shop.seller.id)).toMatchObject({ count: 50, starsSum: 150 });
    const [product] = await t.db.select({ rating: products.rating, totalReviews: products.totalReviews }).from(products).where(eq(products.id, shop.product.id));
    expect(product).toEqual({ rating: '3.00', totalReviews: 50 });
    const [seller] = await t.db.select({ rating: sellers.rating, totalReviews: sellers.totalReviews }).from(sellers).where(eq(sellers.id, shop.seller.id));
    expect(seller).toEqual({ rating: '3.00', totalReviews: 50 });
    const summary = await t.app.inject({ method: 'GET', url: `/api/products/${shop.product.id}/review-summary` });
    expect(summary.json()).toMatchObject({ average: 3, count: 50 });

    await expect.poll(firstByRating, { timeout: 2000, interval: 50 }).toBe(shop.product.id);
  });
  onServer("a review and a vote sent while the person's account is being deleted wait for it, then write nothing", async () => {
    const shop = await shopWithProduct(t.db);
    const author = await buyerWithDeliveredItem(t.db, shop);
    const leaving = await buyerWithDeliveredItem(t.db, shop);
    const review = await insertReview(t.db, author.item, author.order, { stars: 4 });
    let finishDeletion!: () => void;
    const locked = new Promise<void>((resolve) => {
      // The deletion's transaction, held open after it took the account's row (as the service does first).
      void t.db.transaction(async (tx) => {
        await lockAccountForDeletion(tx, leaving.buyer.id);
        await tx.update(users).set({ deletedAt: new Date(), isActive: false }).where(eq(users.id, leaving.buyer.id));
        resolve();
        await new Promise<void>((release) => { finishDeletion = release; });
      }).then(() => undefined);
    });
    await locked;
    // Both requests passed the session check (the session is still there), then wait on the account.
    const posting = t.app.inject({
      method: 'POST', url: `/api/order-items/${leaving.item.id}/review`, headers: { cookie: leaving.cookie },
      payload: { stars: 1, text: 'Written as the account was going.' },
    });
    const voting = t.app.inject({ method: 'POST', url: `/api/reviews/${review.id}/helpful`, headers: { cookie: leaving.cookie } });
    await new Promise((resolve) => setTimeout(resolve, 150));
    finishDeletion();
    const [posted, voted] = await Promise.all([posting, voting]);
    expect([posted.statusCode, voted.statusCode]).toEqual([401, 401]);
    expect(await t.db.select().from(reviews).where(eq(reviews.userId, leaving.buyer.id))).toEqual([]);
    expect(await t.db.select().from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.userId, leaving.buyer.id))).toEqual([]);
  });
});
