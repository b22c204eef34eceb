import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '../../../shared/review-schemas.js';
import type { Db } from '../../db/client.js';
import { products, reviews, uploads } from '../../db/schema/index.js';
import { createUser } from '../../seed/factories.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { expectError } from '../accounts/account-test-helpers.js';
import { buyerWithDeliveredItem, insertReview, orderItemFor, shopWithProduct, tallyOf } from './review-test-helpers.js';
import { REVIEW_WRITE_LIMIT_MESSAGE } from './review-write-limit.js';
import { PRODUCT_GONE_MESSAGE } from './reviews.service.js';

const REVIEW = { stars: 4, title: '  Heavy and boxy  ', text: 'Great <b>heavy</b> cotton & it washes well.', fit: 'small' as const };
const DAY = 24 * 60 * 60 * 1000;

/** A normalized upload of this user's, as the upload flow leaves it. */
async function uploadedPhoto(db: Db, userId: number): Promise<string> {
  const objectPath = `/objects/reviews/${randomUUID()}.webp`;
  await db.insert(uploads).values({
    userId, uploadKey: `incoming/${randomUUID()}`, purpose: 'review', maxBytes: 1000, expiresAt: new Date(), usedAt: new Date(), objectPath, storedBytes: 100,
  });
  return objectPath;
}

describe.each(TEST_DRIVERS)('review writes on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: InjectOptions['method'], url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const post = (itemId: number | string, cookie?: string, payload: object = REVIEW) => call('POST', `/api/order-items/${itemId}/review`, cookie, payload);

  it('lets the buyer of a delivered item review it once, with its size and colour, text as written, and moves the figures', async () => {
    const shop = await shopWithProduct(t.db);
    const buyer = await buyerWithDeliveredItem(t.db, shop, { size: 'S' });
    const photo = await uploadedPhoto(t.db, buyer.buyer.id);
    const response = await post(buyer.item.id, buyer.cookie, { ...REVIEW, photos: [photo, photo] });
    expect(response.statusCode, response.body).toBe(201);
    const review = response.json();
    expect(review).toMatchObject({
      productId: shop.product.id, sellerId: shop.seller.id, orderItemId: buyer.item.id, orderId: buyer.order.id, author: 'Maya R.',
      stars: 4, title: 'Heavy and boxy', text: REVIEW.text, fit: 'small', size: 'S', color: 'Black', photos: [photo],
      verifiedPurchase: true, helpfulCount: 0, edited: false, reply: null, status: 'visible', hiddenReason: null,
      product: { id: shop.product.id, name: shop.product.name },
    });
    expect(new Date(review.editableUntil).getTime() - new Date(review.createdAt).getTime()).toBe(60 * DAY);
    expect(await tallyOf(t.db, 'product', shop.product.id)).toMatchObject({ count: 1, starsSum: 4, stars4: 1, fitSmall: 1 });
    const [product] = await t.db.select({ rating: products.rating, totalReviews: products.totalReviews }).from(products).where(eq(products.id, shop.product.id));
    expect(product).toEqual({ rating: '4.00', totalReviews: 1 });

    expectError(await post(buyer.item.id, buyer.cookie), 409, REVIEW_MESSAGES.alreadyReviewed);
  });

  it('turns two reviews of one item posted at once into one 201 and one 409', async () => {
    const shop = await shopWithProduct(t.db);
    const buyer = await buyerWithDeliveredItem(t.db, shop);
    const replies = await Promise.all([post(buyer.item.id, buyer.cookie), post(buyer.item.id, buyer.cookie), post(buyer.item.id, buyer.cookie)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await tallyOf(t.db, 'product', shop.product.id))?.count).toBe(1);
  });

  it('refuses visitors, another buyer\'s item, unknown and malformed ids, undelivered items, the shop\'s owner, admins and deleted products', async () => {
    const shop = await shopWithProduct(t.db);
    const buyer = await buyerWithDeliveredItem(t.db, shop);
    const other = await buyerWithDeliveredItem(t.db, shop);
    expectError(await post(buyer.item.id), 401, 'Please sign in');
    expectError(await post(buyer.item.id, other.cookie), 404, REVIEW_MESSAGES.orderItemNotFound);
    expectError(await post(2_000_000, buyer.cookie), 404, REVIEW_MESSAGES.orderItemNotFound);
    expect((await post('abc', buyer.cookie)).statusCode).toBe(400);

    for (const status of ['pending', 'processing', 'shipped', 'cancelled'] as const) {
      const { item } = await orderItemFor(t.db, { buyerId: buyer.buyer.id, sellerId: shop.seller.id, productId: shop.product.id, status });
      expectError(await post(item.id, buyer.cookie), 403, REVIEW_MESSAGES.notDelivered);
    }

    const { item: ownItem } = await orderItemFor(t.db, { buyerId: shop.owner.id, sellerId: shop.seller.id, productId: shop.product.id });
    expectError(await post(ownItem.id, shop.ownerCookie), 403, REVIEW_MESSAGES.ownShop);

    const admin = await createUser(t.db, { role: 'admin' });
    const { item: adminItem } = await orderItemFor(t.db, { buyerId: admin.id, sellerId: shop.seller.id, productId: shop.product.id });
    expectError(await post(adminItem.id, await sessionCookieFor(t.db, admin.id)), 403, REVIEW_MESSAGES.adminsCannotReview);

    const gone = await shopWithProduct(t.db);
    const late = await buyerWithDeliveredItem(t.db, gone);
    await t.db.delete(products).where(eq(products.id, gone.product.id));
    expectError(await post(late.item.id, late.cookie), 409, PRODUCT_GONE_MESSAGE);
    expect(await t.db.select().from(reviews).where(eq(reviews.userId, buyer.buyer.id))).toEqual([]);
  });

  it('answers bad input with the field\'s message, and takes only the buyer\'s own uploads as photos', async () => {
    const shop = await shopWithProduct(t.db);
    const buyer = await buyerWithDeliveredItem(t.db, shop);
    const cases: [object, string][] = [
      [{ ...REVIEW, stars: 0 }, REVIEW_MESSAGES.stars],
      [{ ...REVIEW, stars: 4.5 }, REVIEW_MESSAGES.stars],
      [{ ...REVIEW, stars: undefined }, REVIEW_MESSAGES.stars],
      [{ ...REVIEW, text: '   short   ' }, REVIEW_MESSAGES.textMin],
      [{ ...REVIEW, text: 'x'.repeat(2001) }, REVIEW_MESSAGES.textMax],
      [{ ...REVIEW, title: 'x'.repeat(81) }, REVIEW_MESSAGES.titleMax],
      [{ ...REVIEW, text: 'Nice shirt \u202Eevil text' }, REVIEW_MESSAGES.bidi],
      [{ ...REVIEW, fit: 'huge' }, REVIEW_MESSAGES.fit],
      [{ ...REVIEW, photos: ['https://evil.example/x.png'] }, REVIEW_MESSAGES.photoPath],
      [{ ...REVIEW, photos: Array.from({ length: 5 }, (_, i) => `/objects/reviews/${i}.webp`) }, REVIEW_MESSAGES.photos],
    ];
    for (const [payload, message] of cases) expectError(await post(buyer.item.id, buyer.cookie, payload), 400, message);

    const someoneElses = await uploadedPhoto(t.db, shop.owner.id);
    expectError(await post(buyer.item.id, buyer.cookie, { ...REVIEW, photos: [someoneElses] }), 400, REVIEW_MESSAGES.photoPath);
    expectError(await post(buyer.item.id, buyer.cookie, { ...REVIEW, photos: ['/objects/reviews/never-uploaded.webp'] }), 400, REVIEW_MESSAGES.photoPath);
    const response = await post(buyer.item.id, buyer.cookie, { stars: 5, text: 'Fits well and looks sharp.', title: '', fit: null });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ title: null, fit: null, photos: [] });
  });

  it('lets only the author edit (marked as edited) or delete a review, within 60 days; a hidden one stays hidden', async () => {
    const shop = await shopWithProduct(t.db);
    const buyer = await buyerWithDeliveredItem(t.db, shop);
    const other = await buyerWithDeliveredItem(t.db, shop);
    const id = (await post(buyer.item.id, buyer.cookie)).json().id as number;

    expectError(await call('PUT', `/api/reviews/${id}`, other.cookie, REVIEW), 404, REVIEW_MESSAGES.reviewNotFound);
    expectError(await call('DELETE', `/api/reviews/${id}`, other.cookie), 404, REVIEW_MESSAGES.reviewNotFound);
    expectError(await call('PUT', `/api/reviews/${id}`, undefined, REVIEW), 401, 'Please sign in');
    expectError(await call('PUT', `/api/reviews/${id}`, buyer.cookie, { ...REVIEW, text: 'short' }), 400, REVIEW_MESSAGES.textMin);

    const edited = await call('PUT', `/api/reviews/${id}`, buyer.cookie, { stars: 2, text: 'Shrank after one wash, sadly.', fit: 'large' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id, stars: 2, title: null, fit: 'large', edited: true });
    expect(await tallyOf(t.db, 'product', shop.product.id)).toMatchObject({ count: 1, starsSum: 2, stars2: 1, stars4: 0, fitLarge: 1, fitSmall: 0 });

    await t.db.update(reviews).set({ status: 'hidden', hiddenReason: 'Spam' }).where(eq(reviews.id, id));
    const whileHidden = await call('PUT', `/api/reviews/${id}`, buyer.cookie, { stars: 3, text: 'Rewritten without the links.' });
    expect(whileHidden.json()).toMatchObject({ status: 'hidden', hiddenReason: 'Spam', stars: 3 });
    expect(await tallyOf(t.db, 'product', shop.product.id)).toBeNull();
    expect((await call('DELETE', `/api/reviews/${id}`, buyer.cookie)).statusCode).toBe(204);
    expectError(await call('DELETE', `/api/reviews/${id}`, buyer.cookie), 404, REVIEW_MESSAGES.reviewNotFound);

    const old = await insertReview(t.db, other.item, other.order, { stars: 5, createdAt: new Date(Date.now() - 61 * DAY) });
    expectError(await call('PUT', `/api/reviews/${old.id}`, other.cookie, REVIEW), 403, REVIEW_MESSAGES.editWindowOver);
    expectError(await call('DELETE', `/api/reviews/${old.id}`, other.cookie), 403, REVIEW_MESSAGES.editWindowOver);
    expect((await tallyOf(t.db, 'product', shop.product.id))?.count).toBe(1);
    expect((await call('PUT', '/api/reviews/abc', other.cookie, REVIEW)).statusCode).toBe(400);
  });

  it('limits review writes to 20 an hour per person (429), whoever else writes', async () => {
    const shop = await shopWithProduct(t.db);
    const buyer = await buyerWithDeliveredItem(t.db, shop);
    const other = await buyerWithDeliveredItem(t.db, shop);
    for (let i = 0; i < 20; i += 1) expect((await call('DELETE', '/api/reviews/1999999', buyer.cookie)).statusCode).toBe(404);
    const refused = await post(buyer.item.id, buyer.cookie);
    expectError(refused, 429, REVIEW_WRITE_LIMIT_MESSAGE);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(other.item.id, other.cookie)).statusCode).toBe(201);
  });
});
