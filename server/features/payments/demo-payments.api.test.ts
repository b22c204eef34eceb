import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../seed/factories.js';
import { orderEvents, orders, outbox, payments, refunds, sellers } from '../../db/schema/index.js';
import { loadSecret } from '../../secrets.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { postCheckout, sellerWithProduct, shopperWithCart, variantStock } from '../orders/orders-test-helpers.js';

describe.each(TEST_DRIVERS)('demo payments on %s', (driver) => {
  let t: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { PAYMENTS_DEMO: 'true' });
    off = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
    await off?.close();
  });

  const demoCheckout = async (app: TestApp, price = '20.00') => {
    const { seller, product, variant } = await sellerWithProduct(app.db, { price, stock: 5 });
    const { user, cookie } = await shopperWithCart(app.db, [{ productId: product.id, quantity: 2 }]);
    const total = (Number(price) * 2 + (Number(price) * 2 >= 50 ? 0 : 5.99)).toFixed(2);
    const placed = await postCheckout(app, cookie, total, { body: { paymentMethod: 'demo' } });
    return { seller, variant, user, cookie, placed };
  };
  const press = (cookie: string, number: string, outcome: 'pay' | 'decline') =>
    t.app.inject({ method: 'POST', url: `/api/payments/demo/${number}/${outcome}`, headers: { cookie } });
  const webhook = (body: string, signature: string) =>
    t.app.inject({ method: 'POST', url: '/api/payments/demo/webhook', headers: { 'content-type': 'application/json', 'demo-signature': signature }, payload: body });

  it('is offered, and accepted, only when PAYMENTS_DEMO=true', async () => {
    const cookie = await sessionCookieFor(off.db, (await createUser(off.db)).id);
    expect((await off.app.inject({ method: 'GET', url: '/api/checkout/payment-methods', headers: { cookie } })).json().methods).toEqual([
      expect.objectContaining({ id: 'bank_transfer' }),
    ]);
    const refused = await demoCheckout(off);
    expect(refused.placed.statusCode).toBe(400);
    expect(refused.placed.json().message).toBe('This payment method is not available');
    expect((await off.app.inject({ method: 'POST', url: '/api/payments/demo/TL-000001/pay', headers: { cookie } })).statusCode).toBe(404);

    const onCookie = await sessionCookieFor(t.db, (await createUser(t.db)).id);
    const methods = (await t.app.inject({ method: 'GET', url: '/api/checkout/payment-methods', headers: { cookie: onCookie } })).json().methods;
    expect(methods).toContainEqual({ id: 'demo', label: 'Demo payment', description: 'Demo payment: no money moves.' });
  });

  it('declined, then paid: the orders wait, then move to processing through the signed event path', async () => {
    const { seller, cookie, placed } = await demoCheckout(t);
    expect(placed.statusCode, placed.body).toBe(201);
    const { checkout, payment, orders: [order] } = placed.json();
    expect(payment).toEqual({ method: 'demo', reference: checkout.number, status: 'pending' });
    // A card-like payment holds stock for 30 minutes, not 3 days.
    expect(new Date(order.expiresAt).getTime() - new Date(checkout.createdAt).getTime()).toBeLessThanOrEqual(31 * 60_000);

    const declined = await press(cookie, checkout.number, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().payment.status).toBe('failed');
    expect(declined.json().orders[0]).toMatchObject({ status: 'pending', paymentStatus: 'failed' });

    const paid = await press(cookie, checkout.number, 'pay');
    expect(paid.json().payment.status).toBe('paid');
    expect(paid.json().orders[0]).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect(paid.json().orders[0].events.map((event: { toStatus: string; actorRole: string }) => `${event.toStatus}:${event.actorRole}`))
      .toEqual(['pending:system', 'processing:system']);
    const [shop] = await t.db.select({ totalSales: sellers.totalSales }).from(sellers).where(eq(sellers.id, seller.id));
    expect(shop!.totalSales).toBe(2);
    await t.settle();
    const newOrderMails = await t.db.select().from(outbox).where(eq(outbox.subject, `New order ${order.number}`));
    expect(newOrderMails).toHaveLength(1);

    // Nothing is awaited any more; and the checkout is its buyer's alone.
    expect((await press(cookie, checkout.number, 'pay')).statusCode).toBe(409);
    const stranger = await sessionCookieFor(t.db, (await createUser(t.db)).id);
    expect((await press(stranger, checkout.number, 'pay')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/payments/demo/${checkout.number}/pay` })).statusCode).toBe(401);
  });

  /** Signs like the demo provider does, with the secret it keeps in DATA_DIR. */
  const signed = async (event: { id: string; type: string; checkoutNumber: string }, age = 0) => {
    const secret = await loadSecret(undefined, t.env.DATA_DIR, 'demo-payments-secret');
    const body = JSON.stringify(event);
    const timestamp = Math.floor(Date.now() / 1000) - age;
    return webhook(body, `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`);
  };

  it('refuses forged and stale events; a duplicate delivery and a failure after success change nothing', async () => {
    const { placed } = await demoCheckout(t);
    const { checkout } = placed.json();
    const event = (id: string, type = 'payment.succeeded') => ({ id, type, checkoutNumber: checkout.number });
    const now = Math.floor(Date.now() / 1000);
    const forged = await webhook(JSON.stringify(event('evt_forged')), `t=${now},v1=${'0'.repeat(64)}`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Invalid payment event signature');
    expect((await webhook(JSON.stringify(event('evt_unsigned')), '')).statusCode).toBe(400);
    expect((await signed(event(`evt_stale_${checkout.id}`), 3600)).statusCode).toBe(400);
    const status = async () => (await t.db.select().from(orders).where(eq(orders.checkoutId, checkout.id)))[0]!;
    expect(await status()).toMatchObject({ status: 'pending', paymentStatus: 'pending' });

    expect((await signed(event(`evt_fail_${checkout.id}`, 'payment.failed'))).statusCode).toBe(200);
    expect(await status()).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
    expect((await signed(event(`evt_ok_${checkout.id}`))).statusCode).toBe(200);
    expect(await status()).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect((await signed(event(`evt_late_fail_${checkout.id}`, 'payment.failed'))).statusCode).toBe(200);
    expect((await signed(event(`evt_ok_${checkout.id}`))).statusCode).toBe(200);
    expect(await status()).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    const [payment] = await t.db.select().from(payments).where(eq(payments.checkoutId, checkout.id));
    expect(payment!.status).toBe('paid');
    const orderId = (await status()).id;
    const events = await t.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, 'processing')));
    expect(events).toHaveLength(1);
  });

  it("refuses the review's forgeries and malformed events with 400, leaving another shopper's order unpaid", async () => {
    const { placed } = await demoCheckout(t);
    const { checkout } = placed.json();
    const status = async () => (await t.db.select().from(orders).where(eq(orders.checkoutId, checkout.id)))[0]!;
    const body = JSON.stringify({ id: `evt_forged_${checkout.id}`, type: 'payment.succeeded', checkoutNumber: checkout.number });
    const now = Math.floor(Date.now() / 1000);
    // A fractional t made the expected signature empty, a missing or empty v1 the given one: equal.
    for (const header of [`t=${now}.5`, `t=${now}.25,v1=`, `t=${now},v1=`, `t=${now}`, `v1=${'a'.repeat(64)}`, `t=${now},v1=${'a'.repeat(63)}`,
      `t=${now},v1=${'a'.repeat(64)},v1=${'b'.repeat(64)}`, `t=${now}.0,v1=${'a'.repeat(64)}`, `t=-${now},v1=${'a'.repeat(64)}`, `t=1e10,v1=${'a'.repeat(64)}`]) {
      const forged = await webhook(body, header);
      expect(forged.statusCode, header).toBe(400);
      expect(forged.json().message).toBe('Invalid payment event signature');
    }
    const notJson = await webhook('{not json', `t=${now}.5`);
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe('Invalid payment event signature');
    expect(await status()).toMatchObject({ status: 'pending', paymentStatus: 'pending' });

    // Signed with the provider's own secret, but not an event: 400 with what is wrong, never 500.
    const signedRaw = async (raw: string) => {
      const secret = await loadSecret(undefined, t.env.DATA_DIR, 'demo-payments-secret');
      return webhook(raw, `t=${now},v1=${createHmac('sha256', secret).update(`${now}.${raw}`).digest('hex')}`);
    };
    const signedNotJson = await signedRaw('{not json');
    expect(signedNotJson.statusCode).toBe(400);
    expect(signedNotJson.json().message).toBe('Invalid payment event: the body is not JSON');
    const event = { id: `evt_shape_${checkout.id}`, type: 'payment.succeeded', checkoutNumber: checkout.number };
    for (const raw of ['null', '[]', '"x"', '{}', JSON.stringify([event]), JSON.stringify({ ...event, id: undefined }),
      JSON.stringify({ ...event, id: 'evt\u0000' }), JSON.stringify({ ...event, type: 'payment.refunded' }), JSON.stringify({ ...event, checkoutNumber: 42 })]) {
      const refused = await signedRaw(raw);
      expect(refused.statusCode, raw).toBe(400);
      expect(refused.json().message).toMatch(/^Invalid payment event: /);
    }
    for (const raw of [JSON.stringify({ ...event, checkoutNumber: `${checkout.number}\u0000` }), JSON.stringify({ ...event, id: 'evt_\ud800' }),
      `${'['.repeat(5000)}${']'.repeat(5000)}`]) {
      const refused = await signedRaw(raw);
      expect(refused.statusCode, raw.slice(0, 40)).toBe(400);
    }
    expect(await status()).toMatchObject({ status: 'pending', paymentStatus: 'pending' });

    // The genuine article still pays.
    expect((await signed(event)).statusCode).toBe(200);
    expect(await status()).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
  });

  it('a payment arriving after the order expired is refunded, and the buyer is told', async () => {
    const { variant, placed } = await demoCheckout(t, '30.00');
    const { checkout, orders: [order] } = placed.json();
    expect(await variantStock(t.db, variant.id)).toBe(3);
    expect(await t.app.ordersSweeper.sweep(new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await variantStock(t.db, variant.id)).toBe(5);

    // The buyer paid in a tab opened before the expiry: the provider's event arrives late.
    expect((await signed({ id: `evt_late_${checkout.id}`, type: 'payment.succeeded', checkoutNumber: checkout.number })).statusCode).toBe(200);
    const [payment] = await t.db.select().from(payments).where(eq(payments.checkoutId, checkout.id));
    expect(payment!.status).toBe('refunded');
    expect(await t.db.select({ orderId: refunds.orderId, amount: refunds.amount }).from(refunds).where(eq(refunds.paymentId, payment!.id)))
      .toEqual([{ orderId: order.id, amount: '60.00' }]);
    const [cancelled] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await variantStock(t.db, variant.id)).toBe(5);
    await t.settle();
    expect(await t.db.select().from(outbox).where(eq(outbox.subject, `Refund for your order ${order.number}`))).toHaveLength(1);
  });

  it('records one payment row per checkout with its amount', async () => {
    const { placed } = await demoCheckout(t, '12.50');
    const { checkout } = placed.json();
    const rows = await t.db.select().from(payments).where(eq(payments.checkoutId, checkout.id));
    expect(rows).toMatchObject([{ provider: 'demo', amount: '30.99', status: 'pending' }]);
    expect(await t.db.select().from(refunds).where(and(eq(refunds.paymentId, rows[0]!.id)))).toEqual([]);
  });
});
