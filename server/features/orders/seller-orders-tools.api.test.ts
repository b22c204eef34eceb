import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../seed/factories.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { ADDRESS, postCheckout, sellerWithProduct, shopperWithCart } from './orders-test-helpers.js';

describe.each(TEST_DRIVERS)('the seller\'s orders tab: search, sort, packing slips (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  /** One shop with two orders: one unit of a cheaper product and two of a dearer one, placed in that order. */
  async function shopWithOrders() {
    const tee = await sellerWithProduct(t.db, { price: '20.00', businessName: `Slip Shop ${Math.random().toString(36).slice(2, 8)}` });
    const buyer = await shopperWithCart(t.db, [{ productId: tee.product.id }]);
    const first = (await postCheckout(t, buyer.cookie, '25.99')).json().orders[0];
    const again = await shopperWithCart(t.db, [{ productId: tee.product.id, quantity: 3 }]);
    const second = (await postCheckout(t, again.cookie, '60.00', { body: { shippingAddress: { ...ADDRESS, fullName: 'Grace Hopper' } } })).json().orders[0];
    return { tee, first, second, cookie: await sessionCookieFor(t.db, tee.seller.userId) };
  }
  const ids = async (cookie: string, url: string) => {
    const reply = await get(cookie, url);
    expect(reply.statusCode, reply.body).toBe(200);
    return (reply.json() as { id: number }[]).map((order) => order.id);
  };

  it('answers as before without the new parameters: newest first', async () => {
    const { first, second, cookie } = await shopWithOrders();
    expect(await ids(cookie, '/api/seller/orders')).toEqual([second.id, first.id]);
  });

  it('sorts by date and total on the server', async () => {
    const { first, second, cookie } = await shopWithOrders();
    expect(await ids(cookie, '/api/seller/orders?sort=oldest')).toEqual([first.id, second.id]);
    expect(await ids(cookie, '/api/seller/orders?sort=total-low')).toEqual([first.id, second.id]);
    expect(await ids(cookie, '/api/seller/orders?sort=total-high')).toEqual([second.id, first.id]);
    expect((await get(cookie, '/api/seller/orders?sort=biggest')).statusCode).toBe(400);
  });

  it('searches the order number, the ship-to name and the products, and counts what it found', async () => {
    const { first, second, cookie } = await shopWithOrders();
    expect(await ids(cookie, `/api/seller/orders?search=${second.number.toLowerCase()}`)).toEqual([second.id]);
    expect(await ids(cookie, '/api/seller/orders?search=hopper')).toEqual([second.id]);
    const reply = await get(cookie, '/api/seller/orders?search=ada%20love');
    expect(reply.json().map((order: { id: number }) => order.id)).toEqual([first.id]);
    expect(reply.headers['x-total-count']).toBe('1');
    expect(await ids(cookie, '/api/seller/orders?search=product&sort=oldest')).toEqual([first.id, second.id]);
    expect(await ids(cookie, '/api/seller/orders?search=nothing-like-this')).toEqual([]);
    expect(await ids(cookie, '/api/seller/orders?search=hopper&status=cancelled')).toEqual([]);
  });

  it('gives the order\'s seller a packing slip without prices', async () => {
    const { second, cookie } = await shopWithOrders();
    const reply = await get(cookie, `/api/seller/orders/${second.id}/packing-slip`);
    expect(reply.statusCode, reply.body).toBe(200);
    const slip = reply.json();
    expect(slip).toMatchObject({
      orderId: second.id, number: second.number, shipTo: { fullName: 'Grace Hopper', line1: ADDRESS.line1, postalCode: ADDRESS.postalCode },
      items: [{ size: 'M', color: 'Black', quantity: 3 }], units: 3,
    });
    expect(reply.body).not.toMatch(/price|total|60\.00/i);
  });

  it('refuses another shop\'s order to a seller (404) and the buyer, and serves any order to an admin', async () => {
    const { second, cookie } = await shopWithOrders();
    const other = await sellerWithProduct(t.db, { price: '10.00' });
    const otherCookie = await sessionCookieFor(t.db, other.seller.userId);
    expect((await get(otherCookie, `/api/seller/orders/${second.id}/packing-slip`)).statusCode).toBe(404);
    expect((await get(cookie, '/api/seller/orders/999999/packing-slip')).statusCode).toBe(404);
    const customer = await sessionCookieFor(t.db, (await createUser(t.db)).id);
    expect((await get(customer, `/api/seller/orders/${second.id}/packing-slip`)).statusCode).toBe(403);
    expect((await get(customer, `/api/admin/orders/${second.id}/packing-slip`)).statusCode).toBe(403);
    const admin = await sessionCookieFor(t.db, (await createUser(t.db, { role: 'admin' })).id);
    const asAdmin = await get(admin, `/api/admin/orders/${second.id}/packing-slip`);
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    expect(asAdmin.json()).toMatchObject({ orderId: second.id, units: 3 });
  });
});
