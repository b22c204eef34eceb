import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, reviews, sellers } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { buyerWithDeliveredItem, insertReview, shopWithProduct, tallyOf } from './review-test-helpers.js';

describe.each(TEST_DRIVERS)('review tallies (the trigger of migration 0016) on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  const figures = async (productId: number, sellerId: number) => {
    const [product] = await t.db.select({ rating: products.rating, totalReviews: products.totalReviews }).from(products).where(eq(products.id, productId));
    const [seller] = await t.db.select({ rating: sellers.rating, totalReviews: sellers.totalReviews }).from(sellers).where(eq(sellers.id, sellerId));
    return { product, seller };
  };

  it('moves the product and shop figures with every insert, edit, hide and delete, and nothing else', async () => {
    const shop = await shopWithProduct(t.db);
    const other = await shopWithProduct(t.db);
    const first = await buyerWithDeliveredItem(t.db, shop);
    const second = await buyerWithDeliveredItem(t.db, shop);
    const elsewhere = await buyerWithDeliveredItem(t.db, other);

    expect(await figures(shop.product.id, shop.seller.id)).toEqual({ product: { rating: '0.00', totalReviews: 0 }, seller: { rating: '0.00', totalReviews: 0 } });
    const five = await insertReview(t.db, first.item, first.order, { stars: 5, fit: 'small' });
    const two = await insertReview(t.db, second.item, second.order, { stars: 2, fit: 'true' });
    await insertReview(t.db, elsewhere.item, elsewhere.order, { stars: 1 });
    expect(await figures(shop.product.id, shop.seller.id)).toEqual({ product: { rating: '3.50', totalReviews: 2 }, seller: { rating: '3.50', totalReviews: 2 } });
    expect(await tallyOf(t.db, 'product', shop.product.id)).toMatchObject({ count: 2, starsSum: 7, stars5: 1, stars2: 1, fitSmall: 1, fitTrue: 1, fitLarge: 0 });

    await t.db.update(reviews).set({ stars: 4, fit: 'large' }).where(eq(reviews.id, two.id));
    expect(await tallyOf(t.db, 'product', shop.product.id)).toMatchObject({ count: 2, starsSum: 9, stars2: 0, stars4: 1, fitTrue: 0, fitLarge: 1 });
    expect((await figures(shop.product.id, shop.seller.id)).product).toEqual({ rating: '4.50', totalReviews: 2 });

    // A helpful vote or a reply is not a figure.
    await t.db.update(reviews).set({ helpfulCount: 3, reply: 'Thanks!' }).where(eq(reviews.id, five.id));
    expect(await tallyOf(t.db, 'product', shop.product.id)).toMatchObject({ count: 2, starsSum: 9 });

    await t.db.update(reviews).set({ status: 'hidden' }).where(eq(reviews.id, five.id));
    expect(await figures(shop.product.id, shop.seller.id)).toEqual({ product: { rating: '4.00', totalReviews: 1 }, seller: { rating: '4.00', totalReviews: 1 } });
    await t.db.update(reviews).set({ status: 'visible' }).where(eq(reviews.id, five.id));
    expect((await figures(shop.product.id, shop.seller.id)).product).toEqual({ rating: '4.50', totalReviews: 2 });

    await t.db.delete(reviews).where(eq(reviews.id, five.id));
    await t.db.delete(reviews).where(eq(reviews.id, two.id));
    expect(await figures(shop.product.id, shop.seller.id)).toEqual({ product: { rating: '0.00', totalReviews: 0 }, seller: { rating: '0.00', totalReviews: 0 } });
    expect(await tallyOf(t.db, 'product', shop.product.id)).toBeNull();
    expect((await figures(other.product.id, other.seller.id)).product).toEqual({ rating: '1.00', totalReviews: 1 });
  });

  it('takes a deleted product\'s reviews out of its shop\'s figures', async () => {
    const shop = await shopWithProduct(t.db);
    const buyer = await buyerWithDeliveredItem(t.db, shop);
    await insertReview(t.db, buyer.item, buyer.order, { stars: 3 });
    expect((await figures(shop.product.id, shop.seller.id)).seller).toEqual({ rating: '3.00', totalReviews: 1 });
    await t.db.delete(products).where(eq(products.id, shop.product.id));
    const [seller] = await t.db.select({ rating: sellers.rating, totalReviews: sellers.totalReviews }).from(sellers).where(eq(sellers.id, shop.seller.id));
    expect(seller).toEqual({ rating: '0.00', totalReviews: 0 });
  });
});
