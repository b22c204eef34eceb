import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, productVariants, sellers, stockAlerts } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import {
  appUnsubscribeCodes, codeOf, drain, markDeleted, outboxFor, setPreferences,
} from './fan-out-test-helpers.js';
import { eventsOf, insertStockAlert, notificationsOf, setVariantStock, shopper, shopWithProduct } from '../../test/notifications.js';

describe.each(TEST_DRIVERS)('restock fan-out on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A shop whose S / Black sold out, and shoppers waiting for it. */
  async function soldOutWith(waiting: number) {
    const shop = await shopWithProduct(t.db, { price: '42.00', businessName: `Restock Shop ${Math.random().toString(36).slice(2, 8)}` });
    await setVariantStock(t.db, shop.product.id, 'S', 'Black', 0);
    const shoppers = [];
    for (let i = 0; i < waiting; i++) {
      const one = await shopper(t.db, { firstName: `Waiter${i}` });
      await insertStockAlert(t.db, { userId: one.user.id, productId: shop.product.id, size: 'S', color: 'Black' });
      shoppers.push(one);
    }
    return { shop, shoppers };
  }
  const alertsOf = (productId: number) => t.db.select().from(stockAlerts).where(eq(stockAlerts.productId, productId));
  const restockThroughTheApi = (shop: Awaited<ReturnType<typeof shopWithProduct>>, stock: number) => t.app.inject({
    method: 'PUT', url: `/api/products/${shop.product.id}`, headers: { cookie: shop.ownerCookie },
    payload: { variants: [{ size: 'S', color: 'Black', stock }, { size: 'M', color: 'Black', stock: 10 }] },
  });

  it("tells each waiting shopper once, by their preferences, when the seller restocks; a deleted account hears nothing", async () => {
    const { shop, shoppers: [plain, noInApp, noEmail, deleted] } = await soldOutWith(4);
    const other = await shopper(t.db);
    await insertStockAlert(t.db, { userId: other.user.id, productId: shop.product.id, size: 'M', color: 'Black' });
    await setPreferences(t.db, noInApp!.user.id, { backInStockInApp: false });
    await setPreferences(t.db, noEmail!.user.id, { backInStockEmail: false, priceDropInApp: false });
    await markDeleted(t.db, deleted!.user.id);

    const restocked = await restockThroughTheApi(shop, 3);
    expect(restocked.statusCode, restocked.body).toBe(200);
    await drain(t);

    const [event] = (await eventsOf(t.db)).filter((e) => e.productId === shop.product.id);
    expect(event).toMatchObject({ kind: 'restock', size: 'S', color: 'Black', told: 3 });
    expect(event!.finishedAt).not.toBeNull();
    expect(await notificationsOf(t.db, plain!.user.id)).toEqual([expect.objectContaining({
      kind: 'back_in_stock', groupKey: `restock:${event!.id}`, productId: shop.product.id, sellerId: shop.seller.id, readAt: null,
      data: { productName: shop.product.name, shopName: shop.seller.businessName, size: 'S', color: 'Black' },
    })]);
    expect(await notificationsOf(t.db, noInApp!.user.id)).toEqual([]);
    expect(await notificationsOf(t.db, noEmail!.user.id)).toHaveLength(1);
    expect(await notificationsOf(t.db, deleted!.user.id)).toEqual([]);
    expect(await notificationsOf(t.db, other.user.id)).toEqual([]);
    // Every S / Black alert is used up, told or not; the M / Black one still waits.
    expect((await alertsOf(shop.product.id)).map((a) => [a.userId, a.size])).toEqual([[other.user.id, 'M']]);

    const mails = await outboxFor(t.db, [plain, noInApp, noEmail, deleted].map((s) => s!.user.email));
    expect(mails.map((m) => m.to).sort()).toEqual([plain!.user.email, noInApp!.user.email].sort());
    const codes = appUnsubscribeCodes(t);
    for (const mail of mails) {
      const userId = mail.to === plain!.user.email ? plain!.user.id : noInApp!.user.id;
      expect(mail.subject).toBe(`Back in stock: ${shop.product.name} in S, Black`);
      expect(codes.read(codeOf(mail.listUnsubscribe))).toEqual({ userId, kind: 'back_in_stock' });
      expect(mail.body).toContain('You asked to hear when this size is back.');
      expect(mail.body).toContain(`/unsubscribe?code=${codeOf(mail.listUnsubscribe)}`);
      expect(mail.body).toContain(`/product/${shop.product.id}`);
    }
    // Handed to the transport with the header's address.
    const sent = t.mails.filter((m) => m.to === plain!.user.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.listUnsubscribe).toBe(mails.find((m) => m.to === plain!.user.email)!.listUnsubscribe);
  });

  it('tells nobody twice: a second drain and a second restock of the same size find no one waiting', async () => {
    const { shop, shoppers } = await soldOutWith(3);
    await setVariantStock(t.db, shop.product.id, 'S', 'Black', 2);
    await drain(t);
    const told = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(notifications)
      .where(eq(notifications.productId, shop.product.id)))[0]!.n;
    expect(await told()).toBe(3);
    await drain(t);
    await setVariantStock(t.db, shop.product.id, 'S', 'Black', 0);
    await setVariantStock(t.db, shop.product.id, 'S', 'Black', 4);
    await drain(t);
    expect(await told()).toBe(3);
    for (const one of shoppers) expect(await notificationsOf(t.db, one.user.id)).toHaveLength(1);
    expect(await outboxFor(t.db, shoppers.map((s) => s.user.email))).toHaveLength(3);
  });

  it('tells nobody when the size is sold out again or the shop hidden by the time of the batch; the alerts keep waiting', async () => {
    const again = await soldOutWith(2);
    const hidden = await soldOutWith(2);
    // Each in one transaction: the event is written, and what it was about is gone before any worker sees it.
    await t.db.transaction(async (tx) => {
      await setVariantStock(tx, again.shop.product.id, 'S', 'Black', 1);
      await tx.update(productVariants).set({ stock: 0 })
        .where(and(eq(productVariants.productId, again.shop.product.id), eq(productVariants.size, 'S'), eq(productVariants.color, 'Black')));
    });
    await t.db.transaction(async (tx) => {
      await setVariantStock(tx, hidden.shop.product.id, 'S', 'Black', 5);
      await tx.update(sellers).set({ isActive: false }).where(eq(sellers.id, hidden.shop.seller.id));
    });
    await drain(t);
    for (const { shop, shoppers } of [again, hidden]) {
      const events = (await eventsOf(t.db)).filter((e) => e.productId === shop.product.id);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ told: 0 });
      expect(events[0]!.finishedAt).not.toBeNull();
      for (const one of shoppers) expect(await notificationsOf(t.db, one.user.id)).toEqual([]);
      expect(await alertsOf(shop.product.id)).toHaveLength(2);
    }
    // Back for real: the waiting shoppers are told then.
    await setVariantStock(t.db, again.shop.product.id, 'S', 'Black', 3);
    await drain(t);
    for (const one of again.shoppers) expect(await notificationsOf(t.db, one.user.id)).toHaveLength(1);
  });
});
