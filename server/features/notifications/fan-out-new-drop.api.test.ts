import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outbox, products, sellers } from '../../db/schema/index.js';
import { createProduct } from '../../seed/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { drain, markDeleted, setPreferences } from './fan-out-test-helpers.js';
import { eventsOf, insertFollows, notificationsOf, shopper, shopWithProduct } from '../../test/notifications.js';

const today = () => new Date().toISOString().slice(0, 10);

describe.each(TEST_DRIVERS)('new-drop fan-out on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (shop: Awaited<ReturnType<typeof shopWithProduct>>, name: string) => {
    const response = await t.app.inject({
      method: 'POST', url: '/api/products', headers: { cookie: shop.ownerCookie },
      payload: { name, price: '55.00', categoryId: shop.product.categoryId, images: ['https://images.example.com/drop.webp'], sizes: ['M'], colors: ['Black'], stock: 5 },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number };
  };

  it('tells each follower once per shop per day: a second drop joins the entry, counts 2 and makes it unread again', async () => {
    const shop = await shopWithProduct(t.db, { businessName: 'Drop Studio' });
    const [fan, noEmail, noInApp, deleted] = await Promise.all(['Fan', 'NoEmail', 'NoInApp', 'Gone'].map((firstName) => shopper(t.db, { firstName })));
    await insertFollows(t.db, shop.seller.id, [fan, noEmail, noInApp, deleted].map((s) => s!.user.id));
    await setPreferences(t.db, noEmail!.user.id, { newFromShopEmail: false });
    await setPreferences(t.db, noInApp!.user.id, { newFromShopInApp: false });
    await markDeleted(t.db, deleted!.user.id);

    const first = await list(shop, 'Hoodie One');
    await drain(t);
    const key = `drop:${shop.seller.id}:${today()}`;
    const [entry] = await notificationsOf(t.db, fan!.user.id);
    expect(entry).toMatchObject({
      kind: 'new_from_shop', groupKey: key, sellerId: shop.seller.id, productId: first.id, readAt: null, digestedAt: null,
      data: { productName: 'Hoodie One', shopName: 'Drop Studio', productIds: [first.id], productCount: 1 },
    });
    // No drop mail wanted: the digest is told to pass this entry by.
    expect((await notificationsOf(t.db, noEmail!.user.id))[0]!.digestedAt).not.toBeNull();
    // In the app off, the digest on: the entry the digest reads is written already read, and the
    // centre leaves the kind out, so nothing shows and the bell does not move.
    const [hidden] = await notificationsOf(t.db, noInApp!.user.id);
    expect(hidden).toMatchObject({ groupKey: key, digestedAt: null });
    expect(hidden!.readAt).not.toBeNull();
    const centre = await t.app.inject({ method: 'GET', url: '/api/account/notifications', headers: { cookie: noInApp!.cookie } });
    expect(centre.json()).toMatchObject({ items: [], total: 0, unread: 0 });
    expect(await notificationsOf(t.db, deleted!.user.id)).toEqual([]);
    expect((await eventsOf(t.db)).filter((e) => e.sellerId === shop.seller.id)).toEqual([expect.objectContaining({ told: 2 })]);

    await t.db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.userId, fan!.user.id));
    const second = await list(shop, 'Hoodie Two');
    await drain(t);
    await drain(t);
    const entries = await notificationsOf(t.db, fan!.user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      id: entry!.id, groupKey: key, productId: second.id, readAt: null,
      data: { productName: 'Hoodie Two', shopName: 'Drop Studio', productIds: [second.id, first.id], productCount: 2 },
    });
    expect(entries[0]!.updatedAt.getTime()).toBeGreaterThan(entry!.updatedAt.getTime());
    expect((await notificationsOf(t.db, noEmail!.user.id))[0]!.digestedAt).not.toBeNull();
    // New drops go by the daily digest only.
    const emails = [fan, noEmail, noInApp].map((s) => s!.user.email);
    expect(await t.db.select().from(outbox).where(inArray(outbox.to, emails))).toEqual([]);
  });

  it('names only what is still listed, and tells nobody when nothing is (a paused product, a hidden shop)', async () => {
    const shop = await shopWithProduct(t.db);
    const hidden = await shopWithProduct(t.db);
    const fan = await shopper(t.db);
    await insertFollows(t.db, shop.seller.id, [fan.user.id]);
    await insertFollows(t.db, hidden.seller.id, [fan.user.id]);
    const categoryId = shop.product.categoryId;
    // One transaction each: the event is written, then what it names stops being listed before any worker sees it.
    let kept = 0;
    await t.db.transaction(async (tx) => {
      const paused = await createProduct(tx, { categoryId, sellerId: shop.seller.id, name: 'Paused Tee' });
      kept = (await createProduct(tx, { categoryId, sellerId: shop.seller.id, name: 'Kept Tee' })).id;
      await tx.update(products).set({ isActive: false }).where(eq(products.id, paused.id));
    });
    await t.db.transaction(async (tx) => {
      await createProduct(tx, { categoryId, sellerId: hidden.seller.id, name: 'Hidden Tee' });
      await tx.update(sellers).set({ isActive: false }).where(eq(sellers.id, hidden.seller.id));
    });
    await drain(t);
    const entries = await notificationsOf(t.db, fan.user.id);
    expect(entries.map((e) => [e.sellerId, e.data.productIds, e.data.productCount])).toEqual([[shop.seller.id, [kept], 1]]);
    expect((await eventsOf(t.db)).filter((e) => e.sellerId === hidden.seller.id)).toEqual([expect.objectContaining({ told: 0 })]);

    // A paused product listed again is a drop too: it joins the day's entry.
    const [paused] = await t.db.select().from(products).where(eq(products.name, 'Paused Tee'));
    await t.db.update(products).set({ isActive: true }).where(eq(products.id, paused!.id));
    await drain(t);
    const [joined] = await notificationsOf(t.db, fan.user.id);
    expect(joined!.data).toMatchObject({ productIds: [paused!.id, kept], productCount: 2, productName: 'Paused Tee' });
  });
});
