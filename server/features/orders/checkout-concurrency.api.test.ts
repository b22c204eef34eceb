import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createSeller, createUser } from '../../seed/factories.js';
import { cartItems, checkouts, orderEvents, orderItems, orders, products, productVariants } from '../../db/schema/index.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { MAX_UNPAID_CHECKOUTS } from '../../../shared/orders-schemas.js';
import { postCheckout, sellerWithProduct, shopperWithCart, variantStock } from './orders-test-helpers.js';

// Hundreds of checkouts from one address and one shopper's many tries: races, not rate limits, are the subject here.
const UNLIMITED = { limit: 100_000, windowMs: 60_000 };

/**
 * PGlite runs one transaction at a time, so these races cannot happen there: they run on the
 * PostgreSQL server only (TEST_DATABASE_URL), where concurrent transactions really interleave.
 */
describe.each(TEST_DRIVERS)('checkout under concurrency on %s', (driver) => {
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

  onServer('200 shoppers for 10 in stock: exactly 10 sold, 190 refused, no 5xx, stock 0', async () => {
    const { product, variant } = await sellerWithProduct(t.db, { price: '60.00', stock: 10 });
    const shoppers = [];
    for (let i = 0; i < 200; i++) shoppers.push(await shopperWithCart(t.db, [{ productId: product.id }]));
    const responses = await Promise.all(shoppers.map(({ cookie }) => postCheckout(t, cookie, '60.00')));
    expect(statuses(responses)).toEqual({ 201: 10, 409: 190 });
    expect(responses.filter((r) => r.statusCode === 409).every((r) => r.json().errors.code === 'out_of_stock')).toBe(true);
    expect(await variantStock(t.db, variant.id)).toBe(0);
    const [sold] = await t.db.select({ units: sql<number>`sum(${orderItems.quantity})::int` }).from(orderItems).where(eq(orderItems.variantId, variant.id));
    expect(sold!.units).toBe(10);
  }, 120_000);

  onServer('two-line carts taken in opposite orders never deadlock', async () => {
    const a = await sellerWithProduct(t.db, { price: '30.00', stock: 500 });
    const b = await sellerWithProduct(t.db, { price: '30.00', stock: 500 });
    const shoppers = [];
    for (let i = 0; i < 100; i++) {
      const lines = [{ productId: a.product.id }, { productId: b.product.id }];
      shoppers.push(await shopperWithCart(t.db, i % 2 ? lines.reverse() : lines));
    }
    const responses = await Promise.all(shoppers.map(({ cookie }) => postCheckout(t, cookie, '71.98')));
    expect(statuses(responses)).toEqual({ 201: 100 });
    expect(await variantStock(t.db, a.variant.id)).toBe(400);
    expect(await variantStock(t.db, b.variant.id)).toBe(400);
  }, 120_000);

  onServer('20 concurrent requests with one key make one checkout and the same answer', async () => {
    const { product, variant } = await sellerWithProduct(t.db, { price: '60.00', stock: 5 });
    const { user, cookie } = await shopperWithCart(t.db, [{ productId: product.id }]);
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 20 }, () => postCheckout(t, cookie, '60.00', { key })));
    expect(statuses(responses)).toEqual({ 201: 20 });
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(await t.db.select().from(checkouts).where(inArray(checkouts.userId, [user.id]))).toHaveLength(1);
    expect(await variantStock(t.db, variant.id)).toBe(4);
  }, 60_000);

  onServer('two tabs with different keys: one order, one 409 cart_empty', async () => {
    const { product, variant } = await sellerWithProduct(t.db, { price: '60.00', stock: 5 });
    const { cookie } = await shopperWithCart(t.db, [{ productId: product.id }]);
    const responses = await Promise.all([postCheckout(t, cookie, '60.00'), postCheckout(t, cookie, '60.00')]);
    expect(statuses(responses)).toEqual({ 201: 1, 409: 1 });
    expect(responses.find((r) => r.statusCode === 409)!.json().errors.code).toBe('cart_empty');
    expect(await variantStock(t.db, variant.id)).toBe(4);
  }, 60_000);

  onServer('a concurrent ship and cancel have exactly one winner, and stock moves only with the cancel', async () => {
    const { seller, product, variant } = await sellerWithProduct(t.db, { price: '60.00', stock: 50 });
    const sellerCookie = await sessionCookieFor(t.db, seller.userId);
    for (let round = 0; round < 10; round++) {
      const buyer = await shopperWithCart(t.db, [{ productId: product.id }]);
      const id = (await postCheckout(t, buyer.cookie, '60.00')).json().orders[0].id;
      await t.db.update(orders).set({ status: 'processing', paymentStatus: 'paid' }).where(eq(orders.id, id));
      const before = await variantStock(t.db, variant.id);
      const [ship, cancel] = await Promise.all([
        t.app.inject({ method: 'POST', url: `/api/orders/${id}/ship`, headers: { cookie: sellerCookie }, payload: { carrier: 'DHL', trackingNumber: `T${round}` } }),
        t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: { cookie: buyer.cookie }, payload: { reason: 'Too slow' } }),
      ]);
      expect([ship.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
      expect(row!.status).toBe(ship.statusCode === 200 ? 'shipped' : 'cancelled');
      expect(await variantStock(t.db, variant.id)).toBe(cancel.statusCode === 200 ? before + 1 : before);
      expect(await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).toHaveLength(2);
    }
  }, 60_000);

  onServer("200 checkouts across one product's six variants leave its total equal to the sum of its variants", async () => {
    const seller = await createSeller(t.db);
    const product = await createProduct(t.db, {
      categoryId: (await createCategory(t.db)).id, sellerId: seller.id, price: '60.00',
      sizes: ['S', 'M', 'L'], colors: ['Black', 'White'], variantStock: 100,
    });
    const variants = await t.db.select().from(productVariants).where(eq(productVariants.productId, product.id));
    const shoppers = [];
    for (let i = 0; i < 200; i++) {
      const user = await createUser(t.db);
      const { size, color } = variants[i % variants.length]!;
      await t.db.insert(cartItems).values({ userId: user.id, productId: product.id, quantity: 1, size, color });
      shoppers.push(await sessionCookieFor(t.db, user.id));
    }
    const responses = await Promise.all(shoppers.map((cookie) => postCheckout(t, cookie, '60.00')));
    expect(statuses(responses)).toEqual({ 201: 200 });
    const [total] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id));
    const [sum] = await t.db.select({ stock: sql<number>`sum(${productVariants.stock})::int` })
      .from(productVariants).where(eq(productVariants.productId, product.id));
    expect(sum!.stock).toBe(600 - 200);
    expect(total!.stock).toBe(sum!.stock);
  }, 120_000);

  onServer(`one shopper checking out from 8 tabs at once, refilling the cart as they go, gets ${MAX_UNPAID_CHECKOUTS} unpaid checkouts, no more`, async () => {
    // A product per tab: lines that do not merge, so a tab's add never waits for another tab's checkout.
    const stocked = await Promise.all(Array.from({ length: 8 }, () => sellerWithProduct(t.db, { price: '60.00', stock: 50 })));
    const { user, cookie } = await shopperWithCart(t.db, []);
    const refusals: string[] = [];
    // Each tab adds a unit and checks out until it has placed one or is told the cap is reached;
    // a tab whose line another tab took (cart_empty, price_changed) adds another and tries again.
    const tab = async (productId: number) => {
      for (let attempt = 0; attempt < 12; attempt++) {
        const added = await t.app.inject({ method: 'POST', url: '/api/cart', headers: { cookie }, payload: { productId, size: 'M', color: 'Black' } });
        expect(added.statusCode).toBeLessThan(300);
        const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } })).json() as { quantity: number }[];
        const units = cart.reduce((sum, line) => sum + line.quantity, 0);
        const response = await postCheckout(t, cookie, (units * 60).toFixed(2));
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode === 201) return 'placed';
        const code = response.json().errors?.code as string;
        refusals.push(code);
        if (code === 'too_many_unpaid') return 'refused';
      }
      return 'gave up';
    };
    const outcomes = await Promise.all(stocked.map(({ product }) => tab(product.id)));
    const placed = await t.db.select().from(checkouts).where(eq(checkouts.userId, user.id));
    expect(placed.length).toBeLessThanOrEqual(MAX_UNPAID_CHECKOUTS);
    expect(outcomes.filter((outcome) => outcome === 'placed')).toHaveLength(placed.length);
    expect(refusals.every((code) => ['cart_empty', 'price_changed', 'too_many_unpaid'].includes(code))).toBe(true);
    for (const { variant } of stocked) {
      const [sold] = await t.db.select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` }).from(orderItems).where(eq(orderItems.variantId, variant.id));
      expect(await variantStock(t.db, variant.id)).toBe(50 - sold!.units);
    }
  }, 120_000);

  onServer('two overlapping checkouts of one shopper at the cap\'s edge: the second waits, counts the first, and is refused', async () => {
    // Made deterministic: the test holds the payments table, so the first checkout stops just before
    // its commit, its cart already emptied; the second then has a line of its own to buy.
    // Two products: a cart line is unique per product, size and colour, and the first checkout's
    // deleted line would make a new line of the same product wait for its commit.
    const [one, other] = await Promise.all([1, 2].map(() => sellerWithProduct(t.db, { price: '60.00', stock: 50 })));
    const { user, cookie } = await shopperWithCart(t.db, []);
    const add = (productId = one!.product.id) => t.db.insert(cartItems).values({ userId: user.id, productId, quantity: 1, size: 'M', color: 'Black' });
    for (let i = 0; i < MAX_UNPAID_CHECKOUTS - 1; i++) {
      await add();
      expect((await postCheckout(t, cookie, '60.00')).statusCode).toBe(201);
    }
    const started = await t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table payments in share mode`);
      const waiting = async (count: number) => {
        for (let tries = 0; tries < 200; tries++) {
          const result = await tx.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
          if (Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n) >= count) return;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        throw new Error(`${count} checkouts never waited`);
      };
      await add();
      const first = postCheckout(t, cookie, '60.00');
      await waiting(1);
      await add(other!.product.id);
      const second = postCheckout(t, cookie, '60.00');
      await waiting(2);
      return [first, second];
    });
    const [first, second] = await Promise.all(started);
    expect(first!.statusCode, first!.body).toBe(201);
    expect(second!.statusCode, second!.body).toBe(409);
    expect(second!.json().errors.code).toBe('too_many_unpaid');
    expect(await t.db.select().from(checkouts).where(eq(checkouts.userId, user.id))).toHaveLength(MAX_UNPAID_CHECKOUTS);
  }, 60_000);
});
