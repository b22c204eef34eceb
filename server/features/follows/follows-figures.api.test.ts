import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favourites, notificationPreferences, notifications, shopFollows, stockAlerts } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { expectError } from '../accounts/account-test-helpers.js';
import { setVariantStock } from '../../test/notifications.js';
import { NOTIFICATION_MESSAGES } from '../../../shared/notification-schemas.js';
import {
  anotherProduct, caller, followerCount, insertFavourite, insertFollows, insertStockAlert, shopper, shopWithProduct,
} from './follows-test-helpers.js';

const DAY = 24 * 60 * 60_000;

describe.each(TEST_DRIVERS)("a shop's follower and favourite figures, deletion and the write limit on %s", (driver) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { rateLimitRules: { followWrites: { limit: 3, windowMs: 60 * 60_000 } } });
    call = caller(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("gives the seller's overview the real followers and the follows of the last 30 days", async () => {
    const shop = await shopWithProduct(t.db);
    const [a, b, c] = [await shopper(t.db), await shopper(t.db), await shopper(t.db)];
    const other = await shopWithProduct(t.db);
    await insertFollows(t.db, shop.seller.id, [a.user.id], new Date(Date.now() - 40 * DAY));
    await insertFollows(t.db, shop.seller.id, [b.user.id], new Date(Date.now() - 29 * DAY));
    await insertFollows(t.db, other.seller.id, [a.user.id, b.user.id, c.user.id]);
    expect((await call('PUT', `/api/account/following/${shop.seller.id}`, c.cookie)).json().followersCount).toBe(3);
    const stats = await call('GET', '/api/seller/stats', shop.ownerCookie);
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json()).toMatchObject({ followersCount: 3, newFollowers30d: 2 });
  });

  it("counts each product's saves for its own shop (products tab, top products, owner's list), never for others", async () => {
    const shop = await shopWithProduct(t.db);
    const second = await anotherProduct(t.db, shop);
    const [a, b] = [await shopper(t.db), await shopper(t.db)];
    await insertFavourite(t.db, { userId: a.user.id, productId: shop.product.id, price: '30.00' });
    await insertFavourite(t.db, { userId: b.user.id, productId: shop.product.id, price: '30.00' });
    await insertFavourite(t.db, { userId: a.user.id, productId: second.id, price: '25.00' });
    const saves = (rows: Array<{ id: number; favouritesCount?: number }>) => Object.fromEntries(rows.map((row) => [row.id, row.favouritesCount]));
    const expected = { [shop.product.id]: 2, [second.id]: 1 };

    const tab = await call('GET', '/api/seller/products', shop.ownerCookie);
    expect(tab.statusCode, tab.body).toBe(200);
    expect(saves(tab.json())).toEqual(expected);
    expect(saves((await call('GET', '/api/seller/products?sort=best-selling&pageSize=5', shop.ownerCookie)).json())).toEqual(expected);
    const owned = await call('GET', `/api/products?seller=${shop.seller.id}`, shop.ownerCookie);
    expect(owned.statusCode, owned.body).toBe(200);
    expect(saves(owned.json())).toEqual(expected);

    const otherShop = await shopWithProduct(t.db);
    for (const cookie of [a.cookie, otherShop.ownerCookie, null]) {
      const seen = (await call('GET', `/api/products?seller=${shop.seller.id}`, cookie)).json();
      expect(saves(seen), String(cookie)).toEqual({ [shop.product.id]: undefined, [second.id]: undefined });
    }
  });

  it("deletes a deleted account's favourites, follows, alerts, notifications and preferences; its follow no longer counts", async () => {
    const shop = await shopWithProduct(t.db);
    const a = await shopper(t.db);
    await insertFavourite(t.db, { userId: a.user.id, productId: shop.product.id, price: '30.00' });
    await insertFollows(t.db, shop.seller.id, [a.user.id]);
    await setVariantStock(t.db, shop.product.id, 'S', 'Black', 0);
    await insertStockAlert(t.db, { userId: a.user.id, productId: shop.product.id, size: 'S', color: 'Black' });
    await t.db.insert(notifications).values({ userId: a.user.id, kind: 'price_drop', groupKey: 'price:test', productId: shop.product.id, data: { productName: 'Tee' } });
    await t.db.insert(notificationPreferences).values({ userId: a.user.id, priceDropEmail: false });
    expect(await followerCount(t.db, shop.seller.id)).toBe(1);

    const deleted = await call('POST', '/api/account/delete', a.cookie, { password: 'password123' });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    for (const table of [favourites, shopFollows, stockAlerts, notifications, notificationPreferences]) {
      expect(await t.db.select().from(table).where(eq(table.userId, a.user.id))).toHaveLength(0);
    }
    expect(await followerCount(t.db, shop.seller.id)).toBe(0);
    expect((await call('GET', '/api/seller/stats', shop.ownerCookie)).json()).toMatchObject({ followersCount: 0, newFollowers30d: 0 });
    expect((await call('GET', `/api/sellers/${shop.seller.id}`, null)).json().followersCount).toBe(0);
  });

  it('shares one write limit per person across favourites, follows and alerts (429), reads untouched', async () => {
    const shop = await shopWithProduct(t.db);
    const a = await shopper(t.db);
    const b = await shopper(t.db);
    expect((await call('PUT', `/api/account/favourites/${shop.product.id}`, a.cookie)).statusCode).toBe(200);
    expect((await call('PUT', `/api/account/following/${shop.seller.id}`, a.cookie)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/account/favourites/${shop.product.id}`, a.cookie)).statusCode).toBe(200);
    const limited = await call('DELETE', `/api/account/following/${shop.seller.id}`, a.cookie);
    expectError(limited, 429, NOTIFICATION_MESSAGES.rateLimited);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expectError(await call('PUT', `/api/account/stock-alerts/${shop.product.id}`, a.cookie, { size: 'S', color: 'Black' }), 429, NOTIFICATION_MESSAGES.rateLimited);
    expect(await followerCount(t.db, shop.seller.id)).toBe(1);
    expect((await call('GET', '/api/account/following/ids', a.cookie)).json()).toEqual({ sellerIds: [shop.seller.id] });
    // Another person's bucket is their own.
    expect((await call('PUT', `/api/account/following/${shop.seller.id}`, b.cookie)).statusCode).toBe(200);
  });
});
