import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewHelpfulVotes, reviewReports, reviews, products, sellers, uploads } from '../../db/schema/index.js';
import { createProduct, createUser } from '../../seed/factories.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { expectError } from '../accounts/account-test-helpers.js';
import { deleteUnreferencedUploads } from '../media/uploads.repo.js';
import { buyerWithDeliveredItem, insertReview, orderItemFor, shopWithProduct } from './review-test-helpers.js';

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);

describe.each(TEST_DRIVERS)('review reads on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const ids = (response: { json(): unknown }) => (response.json() as { id: number }[]).map((review) => review.id);

  /** A shop with one product and four reviews of known stars, helpful counts, ages and photos. */
  async function reviewedShop() {
    const shop = await shopWithProduct(t.db);
    const rows = [];
    for (const [stars, helpful, minutes, photos] of [[5, 1, 40, []], [2, 7, 30, ['/objects/reviews/a.webp']], [4, 1, 20, []], [5, 0, 10, []]] as const) {
      const buyer = await buyerWithDeliveredItem(t.db, shop);
      const row = await insertReview(t.db, buyer.item, buyer.order, { stars, createdAt: ago(minutes), photos: [...photos], fit: stars > 3 ? 'true' : 'small' });
      await t.db.update(reviews).set({ helpfulCount: helpful }).where(eq(reviews.id, row.id));
      rows.push({ ...row, buyer });
    }
    return { shop, rows };
  }

  it('lists a product\'s visible reviews in each sort, filtered by stars and photos, paged with X-Total-Count', async () => {
    const { shop, rows } = await reviewedShop();
    const [oldFive, two, four, newFive] = rows.map((row) => row.id);
    const hiddenBuyer = await buyerWithDeliveredItem(t.db, shop);
    const hidden = await insertReview(t.db, hiddenBuyer.item, hiddenBuyer.order, { stars: 1 });
    await t.db.update(reviews).set({ status: 'hidden', hiddenReason: 'Spam' }).where(eq(reviews.id, hidden.id));
    const base = `/api/products/${shop.product.id}/reviews`;

    const helpful = await get(base);
    expect(helpful.statusCode, helpful.body).toBe(200);
    expect(helpful.headers['x-total-count']).toBe('4');
    expect(helpful.headers['cache-control']).toBe('public, max-age=30');
    expect(ids(helpful)).toEqual([two, four, oldFive, newFive]);
    expect(ids(await get(`${base}?sort=newest`))).toEqual([newFive, four, two, oldFive]);
    expect(ids(await get(`${base}?sort=highest`))).toEqual([newFive, oldFive, four, two]);
    expect(ids(await get(`${base}?sort=lowest`))).toEqual([two, four, newFive, oldFive]);
    // Pages of highest and lowest are read star group by star group: across their boundaries too.
    expect(ids(await get(`${base}?sort=highest&pageSize=3`))).toEqual([newFive, oldFive, four]);
    expect(ids(await get(`${base}?sort=highest&pageSize=3&page=2`))).toEqual([two]);
    expect(ids(await get(`${base}?sort=highest&pageSize=1&page=2`))).toEqual([oldFive]);
    expect(ids(await get(`${base}?sort=lowest&pageSize=2&page=2`))).toEqual([newFive, oldFive]);
    const beyond = await get(`${base}?sort=lowest&page=3&pageSize=2`);
    expect([ids(beyond), beyond.headers['x-total-count']]).toEqual([[], '4']);

    const fives = await get(`${base}?stars=5&sort=newest`);
    expect([ids(fives), fives.headers['x-total-count']]).toEqual([[newFive, oldFive], '2']);
    const withPhotos = await get(`${base}?withPhotos=true`);
    expect([ids(withPhotos), withPhotos.headers['x-total-count']]).toEqual([[two], '1']);
    const page2 = await get(`${base}?sort=newest&page=2&pageSize=3`);
    expect([ids(page2), page2.headers['x-total-count']]).toEqual([[oldFive], '4']);
    expect(ids(await get(`${base}?stars=3`))).toEqual([]);

    const first = (helpful.json() as Record<string, unknown>[])[0]!;
    expect(first).toMatchObject({
      id: two, author: 'Maya R.', stars: 2, verifiedPurchase: true, helpfulCount: 7, photos: ['/objects/reviews/a.webp'], size: 'M', color: 'Black',
      fit: 'small', edited: false, reply: null, product: { id: shop.product.id, name: shop.product.name, image: shop.product.images[0] ?? null },
    });
    expect(first).not.toHaveProperty('viewer');
    expect(first).not.toHaveProperty('userId');
  });

  it('answers bad queries with 400 and their message, unknown and unlisted products with 404 (not to their shop)', async () => {
    const { shop } = await reviewedShop();
    const base = `/api/products/${shop.product.id}/reviews`;
    expectError(await get(`${base}?sort=best`), 400, 'Sort must be one of helpful, newest, highest, lowest');
    expectError(await get(`${base}?stars=6`), 400, 'Stars must be a whole number from 1 to 5');
    expectError(await get(`${base}?withPhotos=yes`), 400, 'withPhotos must be true or false');
    expectError(await get(`${base}?pageSize=51`), 400, 'Page size must be at most 50');
    expect((await get('/api/products/abc/reviews')).statusCode).toBe(400);
    expectError(await get('/api/products/1999999/reviews'), 404, 'Product not found');
    expectError(await get('/api/products/1999999/review-summary'), 404, 'Product not found');

    await t.db.update(products).set({ isActive: false }).where(eq(products.id, shop.product.id));
    expectError(await get(base), 404, 'Product not found');
    expectError(await get(`/api/products/${shop.product.id}/review-summary`), 404, 'Product not found');
    expect((await get(base, shop.ownerCookie)).statusCode).toBe(200);
  });

  it('marks a signed-in reader\'s own review, votes, reports and the shop\'s right to reply, privately', async () => {
    const { shop, rows } = await reviewedShop();
    const reader = rows[0]!.buyer;
    await t.db.insert(reviewHelpfulVotes).values({ reviewId: rows[1]!.id, userId: reader.buyer.id });
    await t.db.insert(reviewReports).values({ reviewId: rows[2]!.id, userId: reader.buyer.id, reason: 'Off topic' });
    const response = await get(`/api/products/${shop.product.id}/reviews?sort=newest`, reader.cookie);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const viewers = (response.json() as { id: number; viewer: unknown }[]).map((review) => [review.id, review.viewer]);
    expect(viewers).toEqual([
      [rows[3]!.id, { isMine: false, votedHelpful: false, reported: false, canReply: false }],
      [rows[2]!.id, { isMine: false, votedHelpful: false, reported: true, canReply: false }],
      [rows[1]!.id, { isMine: false, votedHelpful: true, reported: false, canReply: false }],
      [rows[0]!.id, { isMine: true, votedHelpful: false, reported: false, canReply: false }],
    ]);
    const owner = (await get(`/api/products/${shop.product.id}/reviews`, shop.ownerCookie)).json() as { viewer: { canReply: boolean } }[];
    expect(owner.every((review) => review.viewer.canReply)).toBe(true);
  });

  it('sums up a product and a shop from their tallies: average to 2 places, histogram, fit; zeros before any review', async () => {
    const { shop } = await reviewedShop();
    const summary = await get(`/api/products/${shop.product.id}/review-summary`);
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toEqual({ average: 4, count: 4, histogram: { 1: 0, 2: 1, 3: 0, 4: 1, 5: 2 }, fit: { small: 1, true: 3, large: 0 } });
    const third = await buyerWithDeliveredItem(t.db, shop);
    await insertReview(t.db, third.item, third.order, { stars: 3 });
    expect((await get(`/api/products/${shop.product.id}/review-summary`)).json()).toMatchObject({ average: 3.8, count: 5 });
    const sellerSummary = await get(`/api/sellers/${shop.seller.id}/review-summary`);
    expect(sellerSummary.json()).toMatchObject({ average: 3.8, count: 5, histogram: { 3: 1, 4: 1, 5: 2 } });

    const fresh = await shopWithProduct(t.db);
    const zeros = { average: 0, count: 0, histogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, fit: { small: 0, true: 0, large: 0 } };
    expect((await get(`/api/products/${fresh.product.id}/review-summary`)).json()).toEqual(zeros);
    expect((await get(`/api/sellers/${fresh.seller.id}/review-summary`)).json()).toEqual(zeros);
    const none = await get(`/api/products/${fresh.product.id}/reviews`);
    expect([none.json(), none.headers['x-total-count']]).toEqual([[], '0']);
  });

  it('lists a shop\'s reviews across its products; a hidden or unknown shop is 404', async () => {
    const shop = await shopWithProduct(t.db);
    const first = await buyerWithDeliveredItem(t.db, shop);
    const a = await insertReview(t.db, first.item, first.order, { stars: 3, createdAt: ago(5) });
    const second = await createProduct(t.db, { categoryId: shop.product.categoryId, sellerId: shop.seller.id, name: 'Second hoodie' });
    const other = await buyerWithDeliveredItem(t.db, { seller: shop.seller, product: second });
    const b = await insertReview(t.db, other.item, other.order, { stars: 5, createdAt: ago(1) });
    const response = await get(`/api/sellers/${shop.seller.id}/reviews?sort=newest`);
    expect(response.headers['x-total-count']).toBe('2');
    expect((response.json() as { id: number; product: { name: string } }[]).map((r) => [r.id, r.product.name])).toEqual([[b.id, 'Second hoodie'], [a.id, shop.product.name]]);
    expect(ids(await get(`/api/sellers/${shop.seller.id}/reviews?sort=lowest`))).toEqual([a.id, b.id]);

    expectError(await get('/api/sellers/1999999/reviews'), 404, 'Seller not found');
    await t.db.update(sellers).set({ isActive: false }).where(eq(sellers.id, shop.seller.id));
    expectError(await get(`/api/sellers/${shop.seller.id}/reviews`), 404, 'Seller not found');
    expectError(await get(`/api/sellers/${shop.seller.id}/review-summary`), 404, 'Seller not found');
  });

  it('lists a buyer\'s delivered items still to review, newest delivery first, and their own reviews, hidden ones too', async () => {
    const shop = await shopWithProduct(t.db);
    const buyer = await buyerWithDeliveredItem(t.db, shop, { deliveredAt: ago(300) });
    const order = (input: Parameters<typeof orderItemFor>[1]['status'], minutes: number) =>
      orderItemFor(t.db, { buyerId: buyer.buyer.id, sellerId: shop.seller.id, productId: shop.product.id, status: input, deliveredAt: ago(minutes) });
    const recent = await order('delivered', 10);
    const middle = await order('delivered', 100);
    await order('shipped', 5);
    const reviewed = await order('delivered', 50);
    await insertReview(t.db, reviewed.item, reviewed.order, { stars: 2, createdAt: ago(40) });
    const gone = await shopWithProduct(t.db);
    const goneItem = await orderItemFor(t.db, { buyerId: buyer.buyer.id, sellerId: gone.seller.id, productId: gone.product.id });
    await t.db.delete(products).where(eq(products.id, gone.product.id));
    expect(goneItem.item.id).toBeGreaterThan(0);

    expectError(await get('/api/account/reviewable'), 401, 'Please sign in');
    const reviewable = await get('/api/account/reviewable', buyer.cookie);
    expect(reviewable.statusCode, reviewable.body).toBe(200);
    expect(reviewable.headers['x-total-count']).toBe('3');
    expect((reviewable.json() as { orderItemId: number }[]).map((row) => row.orderItemId)).toEqual([recent.item.id, middle.item.id, buyer.item.id]);
    expect(reviewable.json()[0]).toMatchObject({ orderId: recent.order.id, orderNumber: recent.order.number, productId: shop.product.id, size: 'M', color: 'Black' });
    // A shop's owner buying from their own shop has nothing of it to review.
    await orderItemFor(t.db, { buyerId: shop.owner.id, sellerId: shop.seller.id, productId: shop.product.id });
    const ownerList = await get('/api/account/reviewable', shop.ownerCookie);
    expect([ownerList.json(), ownerList.headers['x-total-count']]).toEqual([[], '0']);
    const paged = await get('/api/account/reviewable?page=2&pageSize=2', buyer.cookie);
    expect((paged.json() as { orderItemId: number }[]).map((row) => row.orderItemId)).toEqual([buyer.item.id]);

    const mine = await insertReview(t.db, recent.item, recent.order, { stars: 5, createdAt: ago(1) });
    await t.db.update(reviews).set({ status: 'hidden', hiddenReason: 'Contains a phone number' }).where(eq(reviews.id, mine.id));
    const stranger = await buyerWithDeliveredItem(t.db, shop);
    await insertReview(t.db, stranger.item, stranger.order);
    const own = await get('/api/account/reviews', buyer.cookie);
    expect(own.headers['x-total-count']).toBe('2');
    expect(own.json()).toMatchObject([
      { id: mine.id, status: 'hidden', hiddenReason: 'Contains a phone number', orderItemId: recent.item.id, orderId: recent.order.id },
      { status: 'visible', hiddenReason: null, orderItemId: reviewed.item.id },
    ]);
  });

  it('takes a deleted account\'s reviews, votes and reports with it, and the figures follow', async () => {
    const { shop, rows } = await reviewedShop();
    const leaving = await createUser(t.db);
    const leavingCookie = await sessionCookieFor(t.db, leaving.id);
    const { item, order } = await orderItemFor(t.db, { buyerId: leaving.id, sellerId: shop.seller.id, productId: shop.product.id });
    await insertReview(t.db, item, order, { stars: 1 });
    await t.db.insert(reviewHelpfulVotes).values({ reviewId: rows[0]!.id, userId: leaving.id });
    await t.db.update(reviews).set({ helpfulCount: 2 }).where(eq(reviews.id, rows[0]!.id));
    await t.db.insert(reviewReports).values({ reviewId: rows[1]!.id, userId: leaving.id, reason: 'Rude' });
    await t.db.update(reviews).set({ openReports: 1 }).where(eq(reviews.id, rows[1]!.id));
    expect((await get(`/api/products/${shop.product.id}/review-summary`)).json()).toMatchObject({ count: 5 });

    const deleted = await t.app.inject({ method: 'POST', url: '/api/account/delete', headers: { cookie: leavingCookie }, payload: { password: 'password123' } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await t.db.select().from(reviews).where(eq(reviews.userId, leaving.id))).toEqual([]);
    expect(await t.db.select().from(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.userId, leaving.id))).toEqual([]);
    expect(await t.db.select().from(reviewReports).where(eq(reviewReports.userId, leaving.id))).toEqual([]);
    const counts = await t.db.select({ id: reviews.id, helpful: reviews.helpfulCount, open: reviews.openReports }).from(reviews).where(eq(reviews.productId, shop.product.id));
    expect(counts.find((row) => row.id === rows[0]!.id)).toMatchObject({ helpful: 1 });
    expect(counts.find((row) => row.id === rows[1]!.id)).toMatchObject({ open: 0 });
    expect((await get(`/api/products/${shop.product.id}/review-summary`)).json()).toMatchObject({ count: 4, average: 4 });
  });

  it('keeps review photos from the sweeper of unreferenced images', async () => {
    const shop = await shopWithProduct(t.db);
    const buyer = await buyerWithDeliveredItem(t.db, shop);
    const path = (name: string) => `/objects/reviews/${name}-${randomUUID()}.webp`;
    const [kept, loose] = [path('kept'), path('loose')];
    for (const objectPath of [kept, loose]) {
      await t.db.insert(uploads).values({
        userId: buyer.buyer.id, uploadKey: `incoming/${randomUUID()}`, purpose: 'review', maxBytes: 1000, expiresAt: ago(3000), usedAt: ago(3000), objectPath,
      });
    }
    await insertReview(t.db, buyer.item, buyer.order, { photos: [kept] });
    const purged = await deleteUnreferencedUploads(t.db, new Date(), 1000);
    expect(purged).toContain(loose);
    expect(purged).not.toContain(kept);
  });
});
