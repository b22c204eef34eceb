import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../seed/factories.js';
import { cartItems, checkouts, orders } from '../../db/schema/index.js';
import { AUTH_RATE_LIMITS } from '../../plugins/rate-limit.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { MAX_UNPAID_CHECKOUTS, ORDER_MESSAGES } from '../../../shared/orders-schemas.js';
import { addToCart, cartSize, postCheckout, sellerWithProduct, shopperWithCart, variantStock } from './orders-test-helpers.js';

/** Issue 20, finding 4: one shopper could hold a product's whole stock with unpaid checkouts. */
describe.each(TEST_DRIVERS)('unpaid holds on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });
  // Every test here checks out from one address; the checkout rate limits are the last test's subject.
  beforeEach(async () => {
    await t.app.authRateLimits.clear();
  });

  const checkoutsOf = async (userId: number) => (await t.db.select().from(checkouts).where(eq(checkouts.userId, userId))).length;
  const ordersOf = (checkoutId: number) => t.db.select().from(orders).where(eq(orders.checkoutId, checkoutId)).orderBy(orders.id);
  const cancel = (cookie: string, orderId: number) =>
    t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: { cookie }, payload: { reason: 'Changed my mind' } });

  /** A shopper whose cart is refilled with one unit before each of `count` bank-transfer checkouts. */
  async function shopperWithUnpaidCheckouts(productId: number, count: number) {
    const shopper = await shopperWithCart(t.db, []);
    const placed = [];
    for (let i = 0; i < count; i++) {
      await addToCart(t.db, shopper.user.id, productId);
      const key = randomUUID();
      const response = await postCheckout(t, shopper.cookie, '60.00', { key });
      expect(response.statusCode, response.body).toBe(201);
      placed.push({ key, body: response.body, id: response.json().checkout.id as number });
    }
    return { ...shopper, placed };
  }

  it(`refuses a ${MAX_UNPAID_CHECKOUTS + 1}th unpaid checkout with 409 and changes nothing; a replay still answers`, async () => {
    const { product, variant } = await sellerWithProduct(t.db, { price: '60.00', stock: 20 });
    const shopper = await shopperWithUnpaidCheckouts(product.id, MAX_UNPAID_CHECKOUTS);
    await addToCart(t.db, shopper.user.id, product.id, 5);
    const stockBefore = await variantStock(t.db, variant.id);

    const refused = await postCheckout(t, shopper.cookie, '300.00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: ORDER_MESSAGES.tooManyUnpaid, errors: { code: 'too_many_unpaid', limit: 3 } });
    expect(refused.json().message).toBe(
      'You already have 3 checkouts awaiting payment. Please pay for or cancel one of them in Your orders before placing a new one.',
    );
    expect(await variantStock(t.db, variant.id)).toBe(stockBefore);
    expect(await cartSize(t.db, shopper.user.id)).toBe(1);
    expect(await checkoutsOf(shopper.user.id)).toBe(MAX_UNPAID_CHECKOUTS);

    // A retry of a placed checkout (same key, same body) is not a new hold: it answers as before.
    const first = shopper.placed[0]!;
    const replay = await postCheckout(t, shopper.cookie, '60.00', { key: first.key });
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(first.body);
  });

  it('paying, cancelling or expiry frees a slot; a checkout with one order still unpaid keeps holding it', async () => {
    const a = await sellerWithProduct(t.db, { price: '60.00', stock: 50 });
    const b = await sellerWithProduct(t.db, { price: '60.00', stock: 50 });
    const shopper = await shopperWithUnpaidCheckouts(a.product.id, MAX_UNPAID_CHECKOUTS - 1);
    // The third checkout makes an order with each seller.
    await addToCart(t.db, shopper.user.id, a.product.id);
    await addToCart(t.db, shopper.user.id, b.product.id);
    const twoSellers = await postCheckout(t, shopper.cookie, '120.00');
    expect(twoSellers.statusCode).toBe(201);
    const [withA, withB] = await ordersOf(twoSellers.json().checkout.id);

    const tryAnother = async () => {
      await addToCart(t.db, shopper.user.id, a.product.id);
      const response = await postCheckout(t, shopper.cookie, '60.00');
      if (response.statusCode !== 201) await t.db.delete(cartItems).where(eq(cartItems.userId, shopper.user.id));
      return response;
    };

    expect((await cancel(shopper.cookie, withA!.id)).statusCode).toBe(200);
    expect((await tryAnother()).json().errors?.code).toBe('too_many_unpaid');
    expect((await cancel(shopper.cookie, withB!.id)).statusCode).toBe(200);
    const afterCancel = await tryAnother();
    expect(afterCancel.statusCode, afterCancel.body).toBe(201);
    expect((await tryAnother()).statusCode).toBe(409);

    const admin = await createUser(t.db, { role: 'admin' });
    const [paid] = await ordersOf(shopper.placed[0]!.id);
    const markPaid = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${paid!.id}/mark-paid`, headers: { cookie: await sessionCookieFor(t.db, admin.id) } });
    expect(markPaid.statusCode).toBe(200);
    expect((await tryAnother()).statusCode).toBe(201);
    expect((await tryAnother()).statusCode).toBe(409);

    // Past its expiry an order holds nothing the shopper can be blamed for; the sweeper gives the stock back.
    const [expiring] = await ordersOf(shopper.placed[1]!.id);
    await t.db.update(orders).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(orders.id, expiring!.id));
    await t.app.ordersSweeper.sweep();
    expect((await tryAnother()).statusCode).toBe(201);
  });

  it('shows a seller the stock their unpaid orders hold, and only their own shop\'s', async () => {
    const a = await sellerWithProduct(t.db, { price: '60.00', stock: 30 });
    const b = await sellerWithProduct(t.db, { price: '60.00', stock: 30 });
    const place = async (productId: number, quantity: number, total: string) => {
      const shopper = await shopperWithCart(t.db, [{ productId, quantity }]);
      const response = await postCheckout(t, shopper.cookie, total);
      expect(response.statusCode, response.body).toBe(201);
      return { ...shopper, orderId: response.json().orders[0].id as number, expiresAt: response.json().orders[0].expiresAt as string };
    };
    const first = await place(a.product.id, 2, '120.00');
    await place(a.product.id, 3, '180.00');
    const paid = await place(a.product.id, 4, '240.00');
    const cancelled = await place(a.product.id, 5, '300.00');
    await place(b.product.id, 1, '60.00');
    await t.db.update(orders).set({ status: 'processing', paymentStatus: 'paid' }).where(eq(orders.id, paid.orderId));
    expect((await cancel(cancelled.cookie, cancelled.orderId)).statusCode).toBe(200);

    const heldStock = async (userId: number) =>
      t.app.inject({ method: 'GET', url: '/api/seller/held-stock', headers: { cookie: await sessionCookieFor(t.db, userId) } });
    const ofA = await heldStock(a.seller.userId);
    expect(ofA.statusCode).toBe(200);
    expect(ofA.headers['cache-control']).toBe('private, no-store');
    expect(ofA.json()).toEqual([{ productId: a.product.id, productName: a.product.name, units: 5, orders: 2, firstExpiresAt: first.expiresAt }]);
    // The variant's own stock is what is left after those holds (and the paid sale).
    expect(await variantStock(t.db, a.variant.id)).toBe(30 - 5 - 4);
    expect((await heldStock(b.seller.userId)).json()).toEqual([
      { productId: b.product.id, productName: b.product.name, units: 1, orders: 1, firstExpiresAt: expect.any(String) },
    ]);
    const shopperOnly = await createUser(t.db);
    expect((await heldStock(shopperOnly.id)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/seller/held-stock' })).statusCode).toBe(401);
  });

  // About 340 checkouts: seconds alone, but past the default timeout on a machine busy with other work.
  it('rate-limits checkout attempts: 30 per shopper and 300 per IP in 10 minutes, then 429', { timeout: 120_000 }, async () => {
    const { checkoutPerUser, checkoutPerIp } = AUTH_RATE_LIMITS;
    expect([checkoutPerUser.limit, checkoutPerIp.limit]).toEqual([30, 300]);
    const shopper = await shopperWithCart(t.db, []);
    for (let i = 0; i < checkoutPerUser.limit; i++) expect((await postCheckout(t, shopper.cookie, '1.00')).json().errors?.code).toBe('cart_empty');
    const limited = await postCheckout(t, shopper.cookie, '1.00');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many checkout attempts. Please try again later.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);
    // Another shopper on the same address is not held up by the first.
    expect((await postCheckout(t, (await shopperWithCart(t.db, [])).cookie, '1.00')).statusCode).toBe(409);

    await t.app.authRateLimits.clear();
    const crowd = '203.0.113.7';
    for (let i = 0; i < checkoutPerIp.limit / checkoutPerUser.limit; i++) {
      const { cookie } = await shopperWithCart(t.db, []);
      for (let j = 0; j < checkoutPerUser.limit; j++) expect((await postCheckout(t, cookie, '1.00', { remoteAddress: crowd })).statusCode).toBe(409);
    }
    const late = await shopperWithCart(t.db, []);
    const byAddress = await postCheckout(t, late.cookie, '1.00', { remoteAddress: crowd });
    expect(byAddress.statusCode).toBe(429);
    expect(byAddress.json().message).toBe(ORDER_MESSAGES.tooManyCheckouts);
    // The refused attempt was not charged to the shopper, who checks out elsewhere.
    expect(await t.app.authRateLimits.checkoutPerUser.count(String(late.user.id))).toBe(0);
    expect((await postCheckout(t, late.cookie, '1.00', { remoteAddress: '198.51.100.9' })).statusCode).toBe(409);
  });
});
