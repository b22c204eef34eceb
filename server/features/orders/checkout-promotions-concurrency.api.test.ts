import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCodes, cartItems, orderDiscounts, orders, promotionRedemptions, promotions } from '../../db/schema/index.js';
import { createPromotion } from '../../test/promotions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { PROMOTION_MESSAGES } from '../../../shared/promotion-limits.js';
import { postCheckout, sellerWithProduct, shopperWithCart, variantStock } from './orders-test-helpers.js';

const UNLIMITED = { limit: 100_000, windowMs: 60_000 };

/**
 * Usage limits under real concurrency (decision 020). PGlite runs one transaction at a time, so
 * these run on the PostgreSQL server only (TEST_DATABASE_URL).
 */
describe.each(TEST_DRIVERS)('codes under concurrent checkouts on %s', (driver) => {
  const onServer = it.skipIf(driver === 'pglite');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { rateLimitRules: { checkoutPerUser: UNLIMITED, checkoutPerIp: UNLIMITED } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const statuses = (responses: { statusCode: number }[]) =>
    responses.reduce<Record<number, number>>((counts, r) => ({ ...counts, [r.statusCode]: (counts[r.statusCode] ?? 0) + 1 }), {});
  const usedCount = async (id: number) => (await t.db.select().from(promotions).where(eq(promotions.id, id)))[0]!.usedCount;

  onServer('a code with 10 uses left and 200 shoppers checking out at once is used exactly 10 times', async () => {
    const { seller, product, variant } = await sellerWithProduct(t.db, { price: '60.00', stock: 500 });
    const code = await createPromotion(t.db, { code: 'TENLEFT', sellerId: seller.id, kind: 'fixed', value: '10.00', usageLimit: 12, usedCount: 2 });
    const shoppers = [];
    for (let i = 0; i < 200; i++) {
      const shopper = await shopperWithCart(t.db, [{ productId: product.id }]);
      await t.db.insert(cartCodes).values({ userId: shopper.user.id, promotionId: code.id });
      shoppers.push(shopper);
    }
    // Every shopper was quoted $50.00 with the code.
    const responses = await Promise.all(shoppers.map(({ cookie }) => postCheckout(t, cookie, '50.00')));
    expect(statuses(responses)).toEqual({ 201: 10, 409: 190 });
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json().errors).toMatchObject({
        code: 'price_changed', quote: { grandTotal: '60.00', notApplied: [{ code: 'TENLEFT', reason: PROMOTION_MESSAGES.usedUp }] },
      });
    }
    expect(await usedCount(code.id)).toBe(12);
    expect(await t.db.select().from(orderDiscounts).where(eq(orderDiscounts.promotionId, code.id))).toHaveLength(10);
    expect(await t.db.select().from(promotionRedemptions).where(eq(promotionRedemptions.promotionId, code.id))).toHaveLength(10);
    // Nothing half-written: only the ten placed orders exist and took stock; the refused carts are intact.
    const placed = await t.db.select().from(orders).where(eq(orders.sellerId, seller.id));
    expect(placed).toHaveLength(10);
    expect(placed.every((order) => order.total === '50.00' && order.shopDiscount === '10.00')).toBe(true);
    expect(await variantStock(t.db, variant.id)).toBe(490);
    const refusedIds = shoppers.filter((_, i) => responses[i]!.statusCode === 409).map((shopper) => shopper.user.id);
    const stillCarted = await t.db.select().from(cartItems).where(eq(cartItems.productId, product.id));
    expect(stillCarted.map((line) => line.userId).sort()).toEqual(refusedIds.sort());
  }, 180_000);

  onServer('a per-shopper limit of 1 holds across two tabs checking out at once', async () => {
    const { seller, product } = await sellerWithProduct(t.db, { price: '40.00', stock: 50 });
    const code = await createPromotion(t.db, { code: 'ONEEACH', sellerId: seller.id, perCustomerLimit: 1 });
    for (let round = 0; round < 5; round++) {
      const { user, cookie } = await shopperWithCart(t.db, [{ productId: product.id }]);
      await t.db.insert(cartCodes).values({ userId: user.id, promotionId: code.id });
      // The second tab fills the cart again and keeps the code while the first is checking out.
      const refill = async () => {
        await t.db.insert(cartItems).values({ userId: user.id, productId: product.id, quantity: 1, size: 'M', color: 'Black' })
          .onConflictDoNothing();
        await t.db.insert(cartCodes).values({ userId: user.id, promotionId: code.id }).onConflictDoNothing();
        return postCheckout(t, cookie, '41.99');
      };
      const responses = await Promise.all([postCheckout(t, cookie, '41.99'), refill()]);
      expect(statuses(responses)[201]).toBe(1);
      const uses = await t.db.select().from(promotionRedemptions)
        .where(and(eq(promotionRedemptions.promotionId, code.id), eq(promotionRedemptions.userId, user.id), isNull(promotionRedemptions.releasedAt)));
      expect(uses).toHaveLength(1);
      const discounted = await t.db.select().from(orders).where(and(eq(orders.userId, user.id), eq(orders.shopDiscount, '4.00')));
      expect(discounted).toHaveLength(1);
    }
    expect(await usedCount(code.id)).toBe(5);
  }, 120_000);

  onServer("a platform code's use comes back once when both of its orders are cancelled at the same moment", async () => {
    const a = await sellerWithProduct(t.db, { price: '30.00', stock: 50 });
    const b = await sellerWithProduct(t.db, { price: '30.00', stock: 50 });
    const code = await createPromotion(t.db, { code: 'BOTHGONE', kind: 'fixed', value: '2.00' });
    for (let round = 0; round < 5; round++) {
      const { user, cookie } = await shopperWithCart(t.db, [{ productId: a.product.id }, { productId: b.product.id }]);
      await t.db.insert(cartCodes).values({ userId: user.id, promotionId: code.id });
      const placed = await postCheckout(t, cookie, '69.98');
      expect(placed.statusCode, placed.body).toBe(201);
      expect(await usedCount(code.id)).toBe(1);
      const cancels = await Promise.all(placed.json().orders.map((order: { id: number }) => t.app.inject({
        method: 'POST', url: `/api/orders/${order.id}/cancel`, headers: { cookie }, payload: { reason: 'Changed my mind' },
      })));
      expect(cancels.map((reply) => reply.statusCode)).toEqual([200, 200]);
      expect(await usedCount(code.id)).toBe(0);
    }
  }, 120_000);
});
