import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, sellers, shopFollows } from '../../db/schema/index.js';
import { createProduct } from '../../seed/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import {
  eventsOf, followerCount, insertFavourite, insertFollows, insertStockAlert, setVariantStock, shopper, shopWithProduct,
} from '../../test/notifications.js';

describe.each(TEST_DRIVERS)('notification triggers (migration 0017) on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
    // What the triggers write, before any worker claims it (the fan-out's own tests drain it).
    await t.app.notificationWorker.stop();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts followers with every follow and unfollow', async () => {
    const shop = await shopWithProduct(t.db);
    const a = await shopper(t.db);
    const b = await shopper(t.db);
    expect(await followerCount(t.db, shop.seller.id)).toBe(0);
    await insertFollows(t.db, shop.seller.id, [a.user.id, b.user.id]);
    await insertFollows(t.db, shop.seller.id, [a.user.id]);
    expect(await followerCount(t.db, shop.seller.id)).toBe(2);
    await t.db.delete(shopFollows).where(eq(shopFollows.userId, a.user.id));
    expect(await followerCount(t.db, shop.seller.id)).toBe(1);
  });

  it('writes a restock event only for a waited-for variant going from 0 to more', async () => {
    const shop = await shopWithProduct(t.db);
    const a = await shopper(t.db);
    const before = (await eventsOf(t.db)).length;
    await setVariantStock(t.db, shop.product.id, 'S', 'Black', 0);
    await setVariantStock(t.db, shop.product.id, 'S', 'Black', 4);
    expect((await eventsOf(t.db)).length).toBe(before);

    await setVariantStock(t.db, shop.product.id, 'S', 'Black', 0);
    await insertStockAlert(t.db, { userId: a.user.id, productId: shop.product.id, size: 'S', color: 'Black' });
    await setVariantStock(t.db, shop.product.id, 'M', 'Black', 3);
    await setVariantStock(t.db, shop.product.id, 'S', 'Black', 2);
    await setVariantStock(t.db, shop.product.id, 'S', 'Black', 5);
    const events = (await eventsOf(t.db)).slice(before);
    expect(events.map((e) => [e.kind, e.productId, e.size, e.color])).toEqual([['restock', shop.product.id, 'S', 'Black']]);
  });

  it('writes a price-drop event only for a cut on a product saved with alerts', async () => {
    const shop = await shopWithProduct(t.db, { price: '40.00' });
    const a = await shopper(t.db);
    const before = (await eventsOf(t.db)).length;
    await t.db.update(products).set({ price: '39.00' }).where(eq(products.id, shop.product.id));
    await insertFavourite(t.db, { userId: a.user.id, productId: shop.product.id, price: '39.00' });
    await t.db.update(products).set({ price: '45.00' }).where(eq(products.id, shop.product.id));
    await t.db.update(products).set({ price: '30.00' }).where(eq(products.id, shop.product.id));
    const events = (await eventsOf(t.db)).slice(before);
    expect(events.map((e) => [e.kind, e.productId])).toEqual([['price_drop', shop.product.id]]);
  });

  it("joins a followed shop's listings into one drop event until a worker starts it", async () => {
    const shop = await shopWithProduct(t.db);
    const a = await shopper(t.db);
    const before = (await eventsOf(t.db)).length;
    const unseen = await createProduct(t.db, { categoryId: shop.product.categoryId, sellerId: shop.seller.id });
    expect((await eventsOf(t.db)).length).toBe(before);

    await insertFollows(t.db, shop.seller.id, [a.user.id]);
    const first = await createProduct(t.db, { categoryId: shop.product.categoryId, sellerId: shop.seller.id });
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, unseen.id));
    await t.db.update(products).set({ isActive: true }).where(eq(products.id, unseen.id));
    const events = (await eventsOf(t.db)).slice(before);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'new_drop', sellerId: shop.seller.id, productIds: [unseen.id, first.id], productCount: 2 });

    // A hidden shop's products are not listed, so nothing is written for them.
    await t.db.update(sellers).set({ isActive: false }).where(eq(sellers.id, shop.seller.id));
    await createProduct(t.db, { categoryId: shop.product.categoryId, sellerId: shop.seller.id });
    expect((await eventsOf(t.db)).slice(before)).toHaveLength(1);
  });
});
