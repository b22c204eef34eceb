import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../seed/factories.js';
import { orders, payments, refunds, sellers } from '../../db/schema/index.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import type { TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { deliveredDaysAgo } from '../ledger/ledger-test-helpers.js';
import { postCheckout, sellerWithProduct, shopperWithCart, variantStock } from '../orders/orders-test-helpers.js';
import { createStripeTestApp, deliverStripeEvent, fakeStripe, intentEvent, type FakeStripe } from './stripe-test-helpers.js';

describe.each(TEST_DRIVERS)('Stripe payments over an order\'s life on %s', (driver) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let adminCookie: string;

  beforeAll(async () => {
    stripe = await fakeStripe();
    t = await createStripeTestApp(driver, stripe);
    adminCookie = await sessionCookieFor(t.db, (await createUser(t.db, { role: 'admin' })).id);
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.server.close();
  });

  const call = (cookie: string, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const paymentOf = async (checkoutId: number) => (await t.db.select().from(payments).where(eq(payments.checkoutId, checkoutId)))[0]!;
  const orderOf = async (checkoutId: number) => (await t.db.select().from(orders).where(eq(orders.checkoutId, checkoutId)))[0]!;

  /** A card checkout of two units at $25.00 (free shipping): $50.00 to pay. */
  async function cardCheckout(shop?: Awaited<ReturnType<typeof sellerWithProduct>>) {
    const { seller, product, variant } = shop ?? await sellerWithProduct(t.db, { price: '25.00', stock: 5 });
    const { cookie } = await shopperWithCart(t.db, [{ productId: product.id, quantity: 2 }]);
    const placed = await postCheckout(t, cookie, '50.00', { body: { paymentMethod: 'stripe' } });
    expect(placed.statusCode, placed.body).toBe(201);
    return { seller, variant, cookie, body: placed.json() };
  }
  const pay = async (checkoutId: number) => {
    const intent = (await paymentOf(checkoutId)).providerRef!;
    expect((await deliverStripeEvent(t, intentEvent(`evt_paid_${intent}`, 'payment_intent.succeeded', intent))).statusCode).toBe(200);
  };

  it('a checkout placed while Stripe is unreachable stays placed and pending; looking again starts the payment', async () => {
    stripe.refuseIntents = true;
    const { cookie, body } = await cardCheckout().finally(() => { stripe.refuseIntents = false; });
    expect(body.payment).toMatchObject({ method: 'stripe', status: 'pending', clientSecret: null });
    expect(body.orders[0]).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect(await paymentOf(body.checkout.id)).toMatchObject({ status: 'pending', providerRef: null });

    const again = await t.app.inject({ method: 'GET', url: `/api/checkouts/${body.checkout.number}`, headers: { cookie } });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().payment.clientSecret).toMatch(/^pi_test_\d+_secret_abc$/);
    const intentCalls = stripe.calls.filter((recorded) => recorded.path === '/v1/payment_intents' && recorded.idempotencyKey === `checkout-${body.checkout.id}`);
    expect(intentCalls).toHaveLength(2);
    expect((await paymentOf(body.checkout.id)).providerRef).toMatch(/^pi_test_\d+$/);
    // Once started, looking again asks Stripe nothing more.
    await t.app.inject({ method: 'GET', url: `/api/checkouts/${body.checkout.number}`, headers: { cookie } });
    expect(stripe.calls.filter((recorded) => recorded.idempotencyKey === `checkout-${body.checkout.id}`)).toHaveLength(2);
  });

  it('a declined card leaves the orders waiting, marked failed; paying afterwards moves them on', async () => {
    const { body } = await cardCheckout();
    const intent = (await paymentOf(body.checkout.id)).providerRef!;
    expect((await deliverStripeEvent(t, intentEvent(`evt_declined_${intent}`, 'payment_intent.payment_failed', intent))).statusCode).toBe(200);
    expect(await paymentOf(body.checkout.id)).toMatchObject({ status: 'failed' });
    expect(await orderOf(body.checkout.id)).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
    await pay(body.checkout.id);
    expect(await paymentOf(body.checkout.id)).toMatchObject({ status: 'paid' });
    expect(await orderOf(body.checkout.id)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
  });

  it('expiry cancels the orders, expires the payment and cancels its PaymentIntent; a late success is refunded', async () => {
    const { variant, body } = await cardCheckout();
    const intent = (await paymentOf(body.checkout.id)).providerRef!;
    expect(await variantStock(t.db, variant.id)).toBe(3);
    await t.app.ordersSweeper.sweep(new Date(Date.now() + 31 * 60_000));
    expect(await orderOf(body.checkout.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'expired' });
    expect(await paymentOf(body.checkout.id)).toMatchObject({ status: 'expired' });
    expect(await variantStock(t.db, variant.id)).toBe(5);
    expect(stripe.calls.filter((recorded) => recorded.path === `/v1/payment_intents/${intent}/cancel`)).toHaveLength(1);

    expect((await deliverStripeEvent(t, intentEvent(`evt_late_${intent}`, 'payment_intent.succeeded', intent))).statusCode).toBe(200);
    expect(await paymentOf(body.checkout.id)).toMatchObject({ status: 'refunded' });
    expect(await orderOf(body.checkout.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(stripe.calls.filter((recorded) => recorded.path === '/v1/refunds' && recorded.body.payment_intent === intent)).toHaveLength(1);
  });

  it.skipIf(driver === 'pglite')('a success that waits on an expiry in flight refunds the order instead of keeping the money (PostgreSQL server only)', async () => {
    const { body } = await cardCheckout();
    const intent = (await paymentOf(body.checkout.id)).providerRef!;
    let delivery: ReturnType<typeof deliverStripeEvent> | undefined;
    // Holds the order's row as the sweeper does while the event arrives and waits for it.
    await t.db.transaction(async (tx) => {
      await tx.update(orders).set({ status: 'cancelled', paymentStatus: 'expired', cancelledAt: new Date(), cancelReason: 'Payment not received in time' })
        .where(eq(orders.checkoutId, body.checkout.id));
      delivery = deliverStripeEvent(t, intentEvent(`evt_racing_${intent}`, 'payment_intent.succeeded', intent));
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    expect((await delivery!).statusCode).toBe(200);
    expect(await orderOf(body.checkout.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await paymentOf(body.checkout.id)).toMatchObject({ status: 'refunded' });
    expect(stripe.calls.filter((recorded) => recorded.path === '/v1/refunds' && recorded.body.payment_intent === intent)).toHaveLength(1);
  });

  it('an admin refund cancels a paid order not yet shipped (stock back) and refunds it through Stripe', async () => {
    const { variant, body } = await cardCheckout();
    await pay(body.checkout.id);
    const order = await orderOf(body.checkout.id);
    const refunded = await call(adminCookie, `/api/admin/orders/${order.id}/refund`, { reason: 'Buyer asked by phone' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await variantStock(t.db, variant.id)).toBe(5);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(refund).toMatchObject({ amount: '50.00', reason: 'Buyer asked by phone', providerRef: expect.stringMatching(/^re_test_/) });
    expect(stripe.calls.filter((recorded) => recorded.idempotencyKey === `refund-${refund!.id}`))
      .toEqual([expect.objectContaining({ path: '/v1/refunds', body: expect.objectContaining({ amount: '5000' }) })]);
    expect((await call(adminCookie, `/api/admin/orders/${order.id}/refund`, { reason: 'again' })).statusCode).toBe(409);
  });

  it('an admin refund of a delivered order refunds through Stripe and keeps it delivered', async () => {
    const { seller, body } = await cardCheckout();
    await pay(body.checkout.id);
    const order = await orderOf(body.checkout.id);
    const sellerCookie = await sessionCookieFor(t.db, seller.userId);
    expect((await call(sellerCookie, `/api/orders/${order.id}/ship`, { carrier: 'UPS', trackingNumber: `1Z${order.id}` })).statusCode).toBe(200);
    expect((await call(adminCookie, `/api/orders/${order.id}/deliver`)).statusCode).toBe(200);
    const refunded = await call(adminCookie, `/api/admin/orders/${order.id}/refund`, { reason: 'Returned: wrong size' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ status: 'delivered', paymentStatus: 'refunded' });
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(stripe.calls.filter((recorded) => recorded.idempotencyKey === `refund-${refund!.id}`)).toHaveLength(1);
  });

  it("pays a seller with a connected account by one transfer per payout, keyed by the payout", async () => {
    const shop = await sellerWithProduct(t.db, { price: '25.00', stock: 5, commissionRate: '10.00' });
    await t.db.update(sellers).set({ payoutMethod: 'stripe', stripeAccountId: 'acct_test_threadline' }).where(eq(sellers.id, shop.seller.id));
    const { body } = await cardCheckout(shop);
    await pay(body.checkout.id);
    const order = await orderOf(body.checkout.id);
    const sellerCookie = await sessionCookieFor(t.db, shop.seller.userId);
    expect((await call(sellerCookie, `/api/orders/${order.id}/ship`, { carrier: 'UPS', trackingNumber: `1Z${order.id}` })).statusCode).toBe(200);
    expect((await call(adminCookie, `/api/orders/${order.id}/deliver`)).statusCode).toBe(200);
    await deliveredDaysAgo(t.db, order.id);

    const created = await call(adminCookie, '/api/admin/payouts');
    expect(created.statusCode, created.body).toBe(201);
    const payout = created.json().payouts.find((row: { sellerId: number }) => row.sellerId === shop.seller.id);
    // $50.00 less 10% commission on the $50.00 subtotal.
    expect(payout).toMatchObject({ amount: '45.00', method: 'stripe' });
    const paid = await call(adminCookie, `/api/admin/payouts/${payout.id}/mark-paid`, {});
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', reference: expect.stringMatching(/^tr_test_/) });
    expect(stripe.calls.filter((recorded) => recorded.path === '/v1/transfers')).toEqual([expect.objectContaining({
      idempotencyKey: `payout-${payout.id}`, body: expect.objectContaining({ amount: '4500', currency: 'usd', destination: 'acct_test_threadline' }),
    })]);
  });
});
