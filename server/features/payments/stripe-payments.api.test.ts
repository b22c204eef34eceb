import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, refunds } from '../../db/schema/index.js';
import type { TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { postCheckout, sellerWithProduct, shopperWithCart } from '../orders/orders-test-helpers.js';
import { createStripeTestApp, deliverStripeEvent, fakeStripe, intentEvent, type FakeStripe } from './stripe-test-helpers.js';

describe.each(TEST_DRIVERS)('Stripe payments on %s', (driver) => {
  let t: TestApp;
  let stripe: FakeStripe;

  beforeAll(async () => {
    stripe = await fakeStripe();
    t = await createStripeTestApp(driver, stripe);
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.server.close();
  });

  const cardCheckout = async () => {
    const { product } = await sellerWithProduct(t.db, { price: '25.00', stock: 5 });
    const { cookie } = await shopperWithCart(t.db, [{ productId: product.id, quantity: 2 }]);
    const placed = await postCheckout(t, cookie, '50.00', { body: { paymentMethod: 'stripe' } });
    expect(placed.statusCode, placed.body).toBe(201);
    return { cookie, body: placed.json() };
  };
  const deliver = (payload: string, options: { timestamp?: number; tamper?: boolean } = {}) => deliverStripeEvent(t, payload, options);
  const orderOf = async (checkoutId: number) => (await t.db.select().from(orders).where(eq(orders.checkoutId, checkoutId)))[0]!;

  it('creates one PaymentIntent per checkout after the commit, with the checkout as its idempotency key', async () => {
    const cookieMethods = (await cardCheckout()).cookie;
    const methods = (await t.app.inject({ method: 'GET', url: '/api/checkout/payment-methods', headers: { cookie: cookieMethods } })).json().methods;
    expect(methods.map((method: { id: string }) => method.id)).toEqual(['bank_transfer', 'stripe']);

    const { body } = await cardCheckout();
    const call = stripe.calls.filter((recorded) => recorded.path === '/v1/payment_intents').at(-1)!;
    expect(call.idempotencyKey).toBe(`checkout-${body.checkout.id}`);
    expect(call.body).toMatchObject({ amount: '5000', currency: 'usd', transfer_group: body.checkout.number, 'metadata[checkoutNumber]': body.checkout.number });
    expect(body.payment).toMatchObject({ method: 'stripe', status: 'pending', publishableKey: 'pk_test_threadline' });
    expect(body.payment.clientSecret).toMatch(/^pi_test_\d+_secret_abc$/);
    const [payment] = await t.db.select().from(payments).where(eq(payments.checkoutId, body.checkout.id));
    expect(payment!.providerRef).toMatch(/^pi_test_\d+$/);
  });

  it("lets the browser load Stripe's card form, and only Stripe's", async () => {
    const headers = (await t.app.inject({ method: 'GET', url: '/api/categories' })).headers;
    expect(headers['content-security-policy']).toContain("script-src 'self' https://js.stripe.com;");
    expect(headers['content-security-policy']).toContain('frame-src https://js.stripe.com https://hooks.stripe.com;');
    expect(headers['content-security-policy']).toContain('https://api.stripe.com');
  });

  it('a valid signed event pays the orders; tampered and stale ones are refused; duplicates and failure-after-success change nothing', async () => {
    const { body } = await cardCheckout();
    const [payment] = await t.db.select().from(payments).where(eq(payments.checkoutId, body.checkout.id));
    const intent = payment!.providerRef!;
    const succeeded = intentEvent(`evt_ok_${intent}`, 'payment_intent.succeeded', intent);

    const tampered = await deliver(succeeded, { tamper: true });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toBe('Invalid Stripe signature');
    expect((await deliver(succeeded, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).statusCode).toBe(400);
    expect(await orderOf(body.checkout.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });

    expect((await deliver(succeeded)).statusCode).toBe(200);
    expect(await orderOf(body.checkout.id)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect((await deliver(succeeded)).statusCode).toBe(200);
    expect((await deliver(intentEvent(`evt_fail_${intent}`, 'payment_intent.payment_failed', intent))).statusCode).toBe(200);
    expect(await orderOf(body.checkout.id)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    // An event type we do not act on is acknowledged, so Stripe stops resending it.
    expect((await deliver(intentEvent(`evt_other_${intent}`, 'payment_intent.created', intent))).statusCode).toBe(200);
  });

  it('a validly signed event of an unexpected shape answers 400, never 500, and changes nothing', async () => {
    const { body } = await cardCheckout();
    const [payment] = await t.db.select().from(payments).where(eq(payments.checkoutId, body.checkout.id));
    const intent = payment!.providerRef!;
    const event = JSON.parse(intentEvent(`evt_shape_${intent}`, 'payment_intent.succeeded', intent));
    const shapes = [
      JSON.stringify({ ...event, data: null }), JSON.stringify([event]), JSON.stringify({ ...event, id: undefined }), 'null', '"evt"', '{}',
      JSON.stringify({ ...event, id: 42 }), JSON.stringify({ ...event, data: {} }), JSON.stringify({ ...event, data: { object: 'pi' } }),
      JSON.stringify({ ...event, id: 'x'.repeat(256) }), JSON.stringify({ ...event, data: { object: { ...event.data.object, id: 7 } } }),
    ];
    for (const payload of shapes) {
      const refused = await deliver(payload);
      expect(refused.statusCode, payload.slice(0, 60)).toBe(400);
      expect(refused.json().message, payload.slice(0, 60)).toBe('Invalid Stripe event: expected an object with an id, a type and data.object');
    }
    // Text the database cannot store, nesting no event has, and a body that is not JSON at all.
    const unstorable = [
      JSON.stringify({ ...event, data: { object: { ...event.data.object, description: 'a\u0000b' } } }),
      JSON.stringify({ ...event, data: { object: { ...event.data.object, description: 'a\ud800' } } }),
      JSON.stringify({ ...event, data: { object: { ...event.data.object, nested: JSON.parse(`${'['.repeat(40)}${']'.repeat(40)}`) } } }),
    ];
    for (const payload of unstorable) expect((await deliver(payload)).statusCode, payload.slice(-60)).toBe(400);
    const notJson = await deliver('{not json');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe('Invalid payment event: the body is not JSON');
    expect(await orderOf(body.checkout.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });

    expect((await deliver(JSON.stringify(event))).statusCode).toBe(200);
    expect(await orderOf(body.checkout.id)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
  });

  it('a card payment succeeding after the order expired is refunded through Stripe, once', async () => {
    const { body } = await cardCheckout();
    const [payment] = await t.db.select().from(payments).where(eq(payments.checkoutId, body.checkout.id));
    await t.app.ordersSweeper.sweep(new Date(Date.now() + 31 * 60_000));
    expect(await orderOf(body.checkout.id)).toMatchObject({ status: 'cancelled' });

    const late = intentEvent(`evt_late_${payment!.providerRef}`, 'payment_intent.succeeded', payment!.providerRef!);
    expect((await deliver(late)).statusCode).toBe(200);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id));
    expect(refund).toMatchObject({ amount: '50.00', providerRef: expect.stringMatching(/^re_test_/) });
    const refundCalls = stripe.calls.filter((call) => call.path === '/v1/refunds' && call.body.payment_intent === payment!.providerRef);
    expect(refundCalls).toEqual([expect.objectContaining({ idempotencyKey: `refund-${refund!.id}`, body: expect.objectContaining({ amount: '5000' }) })]);
    expect(await orderOf(body.checkout.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  });

  it('a buyer cancelling a paid card order before it ships is refunded through Stripe', async () => {
    const { cookie, body } = await cardCheckout();
    const [payment] = await t.db.select().from(payments).where(eq(payments.checkoutId, body.checkout.id));
    await deliver(intentEvent(`evt_paid_${payment!.providerRef}`, 'payment_intent.succeeded', payment!.providerRef!));
    const order = await orderOf(body.checkout.id);
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers: { cookie }, payload: { reason: 'Found it cheaper' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(refund).toMatchObject({ amount: '50.00', reason: 'Found it cheaper', providerRef: expect.stringMatching(/^re_test_/) });
    expect(stripe.calls.filter((call) => call.idempotencyKey === `refund-${refund!.id}`)).toHaveLength(1);
  });
});
