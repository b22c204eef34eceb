import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../seed/factories.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { postCheckout, sellerWithProduct, shopperWithCart } from './orders-test-helpers.js';

describe.each(TEST_DRIVERS)('checkout lookup and payment methods on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows a checkout to its buyer only, with its orders as they are now', async () => {
    const { product } = await sellerWithProduct(t.db, { price: '20.00' });
    const { cookie } = await shopperWithCart(t.db, [{ productId: product.id }]);
    const placed = (await postCheckout(t, cookie, '25.99')).json();
    const url = `/api/checkouts/${placed.checkout.number}`;

    const own = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ checkout: { number: placed.checkout.number, grandTotal: '25.99' }, payment: { method: 'bank_transfer' } });

    await t.app.inject({ method: 'POST', url: `/api/orders/${placed.orders[0].id}/cancel`, headers: { cookie }, payload: { reason: 'Changed my mind' } });
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).json().orders[0].status).toBe('cancelled');

    const stranger = await sessionCookieFor(t.db, (await createUser(t.db)).id);
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: stranger } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/checkouts/TL-999999', headers: { cookie } })).statusCode).toBe(404);
    // A malformed number names no checkout either: 404, as for anyone else's.
    expect((await t.app.inject({ method: 'GET', url: '/api/checkouts/not-a-checkout', headers: { cookie } })).statusCode).toBe(404);
  });

  it('lists only the payment methods that are configured', async () => {
    const cookie = await sessionCookieFor(t.db, (await createUser(t.db)).id);
    const reply = await t.app.inject({ method: 'GET', url: '/api/checkout/payment-methods', headers: { cookie } });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().methods.map((method: { id: string }) => method.id)).toEqual(['bank_transfer']);
  });
});
