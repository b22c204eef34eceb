import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, payments, refunds } from '../../db/schema/index.js';
import type { TestApp } from '../../test/test-app.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { postCheckout, sellerWithProduct, shopperWithCart } from '../orders/orders-test-helpers.js';
import { createStripeTestApp, deliverStripeEvent, fakeStripe, intentEvent, type FakeStripe } from '../payments/stripe-test-helpers.js';

describe.each(TEST_DRIVERS)('a card return refunded through Stripe on %s', (driver) => {
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

  const call = (cookie: string, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('refunds the returned items by amount, with the refund as its idempotency key, after the commit', async () => {
    const shop = await sellerWithProduct(t.db, { price: '25.00', stock: 5 });
    const buyer = await shopperWithCart(t.db, [{ productId: shop.product.id, quantity: 2 }]);
    const placed = await postCheckout(t, buyer.cookie, '50.00', { body: { paymentMethod: 'stripe' } });
    expect(placed.statusCode, placed.body).toBe(201);
    const checkoutId = placed.json().checkout.id as number;
    const [payment] = await t.db.select().from(payments).where(eq(payments.checkoutId, checkoutId));
    expect((await deliverStripeEvent(t, intentEvent(`evt_paid_${payment!.providerRef}`, 'payment_intent.succeeded', payment!.providerRef!))).statusCode).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.checkoutId, checkoutId));
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    const sellerCookie = await sessionCookieFor(t.db, shop.seller.userId);
    expect((await call(sellerCookie, `/api/orders/${order!.id}/ship`, { carrier: 'UPS', trackingNumber: '1Z1' })).statusCode).toBe(200);
    expect((await call(buyer.cookie, `/api/orders/${order!.id}/deliver`)).statusCode).toBe(200);

    const created = await call(buyer.cookie, `/api/orders/${order!.id}/returns`, { items: [{ orderItemId: item!.id, quantity: 1 }], reason: 'changed_mind' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };
    expect((await call(sellerCookie, `/api/returns/${id}/accept`, { instructions: 'Use the prepaid label in the box' })).json().instructions)
      .toBe('Use the prepaid label in the box');
    expect((await call(buyer.cookie, `/api/returns/${id}/ship`, { carrier: 'UPS', trackingNumber: '1ZRET' })).statusCode).toBe(200);
    const before = stripe.calls.filter((recorded) => recorded.path === '/v1/refunds').length;
    const received = await call(sellerCookie, `/api/returns/${id}/receive`, { restock: true });
    expect(received.statusCode, received.body).toBe(200);

    const [refund] = await t.db.select().from(refunds).where(eq(refunds.returnId, id));
    expect(refund).toMatchObject({ amount: '25.00', source: 'return', providerRef: expect.stringMatching(/^re_test_/) });
    const sent = stripe.calls.filter((recorded) => recorded.path === '/v1/refunds').slice(before);
    expect(sent).toEqual([expect.objectContaining({
      idempotencyKey: `refund-${refund!.id}`, body: expect.objectContaining({ payment_intent: payment!.providerRef, amount: '2500' }),
    })]);
    expect((await t.db.select().from(orders).where(eq(orders.id, order!.id)))[0]).toMatchObject({ paymentStatus: 'partially_refunded', refundedTotal: '25.00' });
  });
});
