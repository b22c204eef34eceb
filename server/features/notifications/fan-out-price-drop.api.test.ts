import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favourites, notifications, products } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { appUnsubscribeCodes, codeOf, drain, markDeleted, outboxFor, setPreferences } from './fan-out-test-helpers.js';
import { eventsOf, insertFavourite, notificationsOf, shopper, shopWithProduct } from '../../test/notifications.js';

describe.each(TEST_DRIVERS)('price-drop fan-out on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  const reprice = async (shop: Awaited<ReturnType<typeof shopWithProduct>>, price: string) => {
    const response = await t.app.inject({
      method: 'PUT', url: `/api/products/${shop.product.id}`, headers: { cookie: shop.ownerCookie }, payload: { price },
    });
    expect(response.statusCode, response.body).toBe(200);
    await drain(t);
  };
  const alertPrice = async (userId: number, productId: number) =>
    (await t.db.select({ price: favourites.alertPrice }).from(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId))))[0]?.price;
  const dropsOf = async (userId: number) => (await notificationsOf(t.db, userId)).filter((n) => n.kind === 'price_drop');

  it('tells savers with alerts on whose price it undercuts by 5 %, once, by their preferences', async () => {
    const shop = await shopWithProduct(t.db, { price: '40.00' });
    const [saver, alertsOff, savedLower, noInApp, noEmail, deleted] = await Promise.all(
      ['Saver', 'Quiet', 'Lower', 'NoInApp', 'NoEmail', 'Gone'].map((firstName) => shopper(t.db, { firstName })),
    );
    for (const one of [saver, noInApp, noEmail, deleted]) await insertFavourite(t.db, { userId: one!.user.id, productId: shop.product.id, price: '40.00' });
    await insertFavourite(t.db, { userId: alertsOff!.user.id, productId: shop.product.id, price: '40.00', priceAlerts: false });
    // Saved during a sale at 35.00: 37.00 is no drop for them.
    await insertFavourite(t.db, { userId: savedLower!.user.id, productId: shop.product.id, price: '35.00' });
    await setPreferences(t.db, noInApp!.user.id, { priceDropInApp: false });
    await setPreferences(t.db, noEmail!.user.id, { priceDropEmail: false });
    await markDeleted(t.db, deleted!.user.id);

    await reprice(shop, '37.00');
    const [event] = (await eventsOf(t.db)).filter((e) => e.productId === shop.product.id);
    expect(event).toMatchObject({ kind: 'price_drop', told: 3 });
    expect(await dropsOf(saver!.user.id)).toEqual([expect.objectContaining({
      groupKey: `price:${event!.id}`, productId: shop.product.id, sellerId: shop.seller.id,
      data: { productName: shop.product.name, shopName: shop.seller.businessName, oldPrice: '40.00', newPrice: '37.00' },
    })]);
    expect(await dropsOf(noEmail!.user.id)).toHaveLength(1);
    for (const quiet of [alertsOff, savedLower, noInApp, deleted]) expect(await dropsOf(quiet!.user.id)).toEqual([]);
    // In-app off still moves the price told; alerts off and a lower saved price do not.
    expect(await alertPrice(noInApp!.user.id, shop.product.id)).toBe('37.00');
    expect(await alertPrice(alertsOff!.user.id, shop.product.id)).toBe('40.00');
    expect(await alertPrice(savedLower!.user.id, shop.product.id)).toBe('35.00');

    const mails = await outboxFor(t.db, [saver, alertsOff, savedLower, noInApp, noEmail, deleted].map((s) => s!.user.email));
    expect(mails.map((m) => m.to).sort()).toEqual([saver!.user.email, noInApp!.user.email].sort());
    const saverMail = mails.find((m) => m.to === saver!.user.email)!;
    expect(saverMail.subject).toBe(`Price drop: ${shop.product.name} is now $37.00`);
    expect(saverMail.body).toContain('Was: $40.00');
    expect(saverMail.body).toContain('You saved this product with price alerts on.');
    expect(appUnsubscribeCodes(t).read(codeOf(saverMail.listUnsubscribe))).toEqual({ userId: saver!.user.id, kind: 'price_drop' });

    await drain(t);
    expect(await dropsOf(saver!.user.id)).toHaveLength(1);
    expect(await outboxFor(t.db, [saver!.user.email])).toHaveLength(1);
  });

  it('tells nothing for a rise and a fall back, nor for a fall under 5 %; tells the next real drop against the price last told', async () => {
    const shop = await shopWithProduct(t.db, { price: '40.00' });
    const saver = await shopper(t.db);
    await insertFavourite(t.db, { userId: saver.user.id, productId: shop.product.id, price: '40.00' });
    await reprice(shop, '37.00');
    expect(await dropsOf(saver.user.id)).toHaveLength(1);

    await reprice(shop, '45.00');
    await reprice(shop, '37.00');
    await reprice(shop, '36.00');
    expect(await dropsOf(saver.user.id)).toHaveLength(1);
    expect(await alertPrice(saver.user.id, shop.product.id)).toBe('37.00');
    // The events were written (each is a cut someone saved) and finished telling nobody.
    const events = (await eventsOf(t.db)).filter((e) => e.productId === shop.product.id);
    expect(events.map((e) => [e.told, e.finishedAt !== null])).toEqual([[1, true], [0, true], [0, true]]);

    // 35.15 is exactly 5 % under 37.00.
    await reprice(shop, '35.15');
    const drops = await dropsOf(saver.user.id);
    expect(drops).toHaveLength(2);
    expect(drops[1]!.data).toMatchObject({ oldPrice: '37.00', newPrice: '35.15' });
    expect(await outboxFor(t.db, [saver.user.email])).toHaveLength(2);
  });

  it('tells nobody when the cut is taken back or the product paused before the batch', async () => {
    const back = await shopWithProduct(t.db, { price: '50.00' });
    const paused = await shopWithProduct(t.db, { price: '50.00' });
    const saver = await shopper(t.db);
    for (const shop of [back, paused]) await insertFavourite(t.db, { userId: saver.user.id, productId: shop.product.id, price: '50.00' });
    await t.db.transaction(async (tx) => {
      await tx.update(products).set({ price: '40.00' }).where(eq(products.id, back.product.id));
      await tx.update(products).set({ price: '50.00' }).where(eq(products.id, back.product.id));
      await tx.update(products).set({ price: '40.00', isActive: false }).where(eq(products.id, paused.product.id));
    });
    await drain(t);
    expect((await eventsOf(t.db)).filter((e) => e.productId === back.product.id || e.productId === paused.product.id)).toHaveLength(2);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, saver.user.id))).toEqual([]);
    expect(await alertPrice(saver.user.id, paused.product.id)).toBe('50.00');
  });
});
