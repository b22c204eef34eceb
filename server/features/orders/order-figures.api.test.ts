import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../seed/factories.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { postCheckout, sellerWithProduct, shopperWithCart } from './orders-test-helpers.js';

describe.each(TEST_DRIVERS)('dashboard figures come from orders (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (cookie: string, url: string) => (await t.app.inject({ method: 'GET', url, headers: { cookie } })).json();
  const post = (cookie: string, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('counts orders that are not cancelled and turns paid ones into revenue: the seller\'s net, the shop\'s gross', async () => {
    const shop = await sellerWithProduct(t.db, { price: '40.00', commissionRate: '15.00' });
    const sellerCookie = await sessionCookieFor(t.db, shop.seller.userId);
    const adminCookie = await sessionCookieFor(t.db, (await createUser(t.db, { role: 'admin' })).id);

    const paidBuyer = await shopperWithCart(t.db, [{ productId: shop.product.id }]);
    const placed = await postCheckout(t, paidBuyer.cookie, '45.99');
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = placed.json().orders;
    // Placed but not paid: an order, not yet revenue.
    expect(await get(sellerCookie, '/api/seller/stats')).toMatchObject({ orders: 1, revenue: '0.00' });
    expect(await get(adminCookie, '/api/admin/overview')).toMatchObject({ orders: 1, revenue: '0.00' });

    expect((await post(adminCookie, `/api/admin/orders/${order.id}/mark-paid`)).statusCode).toBe(200);
    // 45.99 paid; the seller keeps it minus 15% of the 40.00 subtotal (6.00).
    expect(await get(sellerCookie, '/api/seller/stats')).toMatchObject({ orders: 1, revenue: '39.99' });
    expect(await get(adminCookie, '/api/admin/overview')).toMatchObject({ orders: 1, revenue: '45.99' });

    const changedMind = await shopperWithCart(t.db, [{ productId: shop.product.id }]);
    const second = (await postCheckout(t, changedMind.cookie, '45.99')).json().orders[0];
    expect(await get(sellerCookie, '/api/seller/stats')).toMatchObject({ orders: 2, revenue: '39.99' });
    const cancelled = await post(changedMind.cookie, `/api/orders/${second.id}/cancel`, { reason: 'Ordered the wrong size' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await get(sellerCookie, '/api/seller/stats')).toMatchObject({ orders: 1, revenue: '39.99' });
    expect(await get(adminCookie, '/api/admin/overview')).toMatchObject({ orders: 1, revenue: '45.99' });
  });
});
