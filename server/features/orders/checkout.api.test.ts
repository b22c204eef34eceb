import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, checkouts, orderEvents, orderItems, orders, outbox, products, productVariants, sellers, stockMovements } from '../../db/schema/index.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { DEMO_BANK_TRANSFER_DETAILS } from '../../env.js';
import { ORDER_MESSAGES } from '../../../shared/orders-schemas.js';
import { ADDRESS, cartSize, postCheckout, sellerWithProduct, shopperWithCart, variantStock } from './orders-test-helpers.js';

describe.each(TEST_DRIVERS)('checkout API on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  const quote = (cookie: string, method = 'standard') =>
    t.app.inject({ method: 'GET', url: `/api/checkout/quote?shippingMethod=${method}`, headers: { cookie } });

  it('quotes per seller: $49.99 pays $5.99 standard, $50.00 ships free, express is $12.99 each', async () => {
    const a = await sellerWithProduct(t.db, { price: '49.99', businessName: 'Concrete Saints' });
    const b = await sellerWithProduct(t.db, { price: '25.00' });
    const { cookie } = await shopperWithCart(t.db, [{ productId: a.product.id }, { productId: b.product.id, quantity: 2 }]);
    const standard = await quote(cookie);
    expect(standard.statusCode).toBe(200);
    expect(standard.json()).toMatchObject({
      sellers: [
        { sellerId: a.seller.id, businessName: 'Concrete Saints', subtotal: '49.99', shippingFee: '5.99', total: '55.98', freeShippingRemaining: '0.01' },
        { sellerId: b.seller.id, subtotal: '50.00', shippingFee: '0.00', total: '50.00', freeShippingRemaining: null },
      ],
      itemsTotal: '99.99', shippingTotal: '5.99', grandTotal: '105.98',
    });
    expect((await quote(cookie, 'express')).json()).toMatchObject({ shippingTotal: '25.98', grandTotal: '125.97' });
    expect((await t.app.inject({ method: 'GET', url: '/api/checkout/quote' })).statusCode).toBe(401);
  });

  it('places one order per seller with snapshots, takes stock, empties the cart and queues the confirmation', async () => {
    const a = await sellerWithProduct(t.db, { price: '10.10', stock: 5, commissionRate: '15.00' });
    const b = await sellerWithProduct(t.db, { price: '60.00', stock: 5, commissionRate: '10.00' });
    const { user, cookie } = await shopperWithCart(t.db, [{ productId: a.product.id, quantity: 1 }, { productId: b.product.id }]);
    const response = await postCheckout(t, cookie, '76.09');
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.checkout.number).toMatch(/^TL-\d{6}$/);
    expect(body.payment).toMatchObject({ method: 'bank_transfer', reference: body.checkout.number });
    expect(body.payment.instructions).toContain(body.checkout.number);
    // No BANK_TRANSFER_DETAILS in this app: the labelled demo account, never a promise of a mail that does not come.
    expect(body.payment.instructions).toContain(`to ${DEMO_BANK_TRANSFER_DETAILS} with the reference ${body.checkout.number}`);
    expect(body.payment.instructions).not.toContain('we will email you');
    expect(body.orders).toHaveLength(2);
    const [first, second] = body.orders;
    expect(first).toMatchObject({
      number: `${body.checkout.number}-1`, sellerId: a.seller.id, status: 'pending', paymentStatus: 'pending',
      subtotal: '10.10', shippingFee: '5.99', total: '16.09', commissionRate: null, commissionAmount: null, sellerNet: null,
      shippingAddress: ADDRESS, items: [{ productName: a.product.name, quantity: 1, price: '10.10', lineTotal: '10.10', size: 'M', color: 'Black' }],
      events: [{ fromStatus: null, toStatus: 'pending', actorRole: 'system' }],
    });
    expect(second).toMatchObject({ number: `${body.checkout.number}-2`, subtotal: '60.00', shippingFee: '0.00' });
    // The commission is frozen on the order, and only its seller and admins see it.
    const frozen = await t.db.select().from(orders).where(eq(orders.checkoutId, body.checkout.id)).orderBy(orders.id);
    expect(frozen.map((o) => [o.commissionRate, o.commissionAmount, o.sellerNet])).toEqual([['15.00', '1.52', '14.57'], ['10.00', '6.00', '54.00']]);
    const sellerView = await t.app.inject({ method: 'GET', url: `/api/orders/${first.id}`, headers: { cookie: await sessionCookieFor(t.db, a.seller.userId) } });
    expect(sellerView.json()).toMatchObject({ commissionAmount: '1.52', sellerNet: '14.57', buyerName: 'Test User' });
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${first.id}`, headers: { cookie } })).json().sellerNet).toBeNull();
    expect(JSON.stringify(body)).not.toContain(user.email);
    const expires = new Date(first.expiresAt).getTime() - Date.now();
    expect(expires).toBeGreaterThan(71 * 3_600_000);
    expect(expires).toBeLessThanOrEqual(72 * 3_600_000);
    expect(await variantStock(t.db, a.variant.id)).toBe(4);
    expect(await cartSize(t.db, user.id)).toBe(0);
    const movements = await t.db.select().from(stockMovements).where(eq(stockMovements.variantId, a.variant.id));
    expect(movements).toMatchObject([{ delta: -1, reason: 'sale' }]);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(mails.map((mail) => mail.subject)).toEqual([`Your Threadline order ${body.checkout.number}`]);
    await t.settle();
    expect(t.mails.some((mail) => mail.to === user.email && mail.text.includes(body.checkout.number))).toBe(true);
  });

  it('sums quantities per variant and refuses what stock cannot cover, changing nothing', async () => {
    const a = await sellerWithProduct(t.db, { price: '20.00', stock: 3 });
    const { user, cookie } = await shopperWithCart(t.db, [{ productId: a.product.id, quantity: 4 }]);
    const response = await postCheckout(t, cookie, '80.00');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errors: { code: 'out_of_stock', lines: [`${a.product.name} (M / Black)`] } });
    expect(response.json().message).toContain(a.product.name);
    expect(await variantStock(t.db, a.variant.id)).toBe(3);
    expect(await cartSize(t.db, user.id)).toBe(1);
    expect(await t.db.select().from(checkouts).where(eq(checkouts.userId, user.id))).toHaveLength(0);
  });

  it('refuses a line whose size and colour no longer exists, naming it', async () => {
    const a = await sellerWithProduct(t.db, { price: '20.00' });
    const b = await sellerWithProduct(t.db, { price: '20.00', stock: 4 });
    const { cookie } = await shopperWithCart(t.db, [{ productId: a.product.id }, { productId: b.product.id }]);
    await t.db.delete(productVariants).where(eq(productVariants.id, a.variant.id));
    const response = await postCheckout(t, cookie, '51.98');
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ code: 'out_of_stock', lines: [`${a.product.name} (M / Black)`] });
    expect(await variantStock(t.db, b.variant.id)).toBe(4);
  });

  it('answers 409 with the new quote when the price moved, and for hidden products or inactive sellers', async () => {
    const a = await sellerWithProduct(t.db, { price: '20.00' });
    const { cookie } = await shopperWithCart(t.db, [{ productId: a.product.id }]);
    const moved = await postCheckout(t, cookie, '19.99');
    expect(moved.statusCode).toBe(409);
    expect(moved.json().errors).toMatchObject({ code: 'price_changed', quote: { grandTotal: '25.99' } });

    await t.db.update(sellers).set({ isActive: false }).where(eq(sellers.id, a.seller.id));
    const hidden = await postCheckout(t, cookie, '25.99');
    expect(hidden.statusCode).toBe(409);
    expect(hidden.json()).toMatchObject({ errors: { code: 'unavailable', lines: [a.product.name] } });
    expect(await variantStock(t.db, a.variant.id)).toBe(20);

    const b = await sellerWithProduct(t.db, { price: '20.00' });
    const other = await shopperWithCart(t.db, [{ productId: b.product.id }]);
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, b.product.id));
    expect((await postCheckout(t, other.cookie, '25.99')).json()).toMatchObject({ errors: { code: 'unavailable', lines: [b.product.name] } });
  });

  it("lists the buyer's orders newest first, a page at a time", async () => {
    const a = await sellerWithProduct(t.db, { price: '20.00' });
    const { user, cookie } = await shopperWithCart(t.db, [{ productId: a.product.id }]);
    const first = (await postCheckout(t, cookie, '25.99')).json();
    await t.db.insert(cartItems).values({ userId: user.id, productId: a.product.id, quantity: 1, size: 'M', color: 'Black' });
    const second = (await postCheckout(t, cookie, '25.99')).json();
    const page = await t.app.inject({ method: 'GET', url: '/api/orders?pageSize=1', headers: { cookie } });
    expect(page.headers['x-total-count']).toBe('2');
    expect(page.json().map((order: { id: number }) => order.id)).toEqual([second.orders[0].id]);
    const next = await t.app.inject({ method: 'GET', url: '/api/orders?pageSize=1&page=2', headers: { cookie } });
    expect(next.json().map((order: { id: number }) => order.id)).toEqual([first.orders[0].id]);
  });

  it('needs an Idempotency-Key, a buyable cart and bank transfer for now', async () => {
    const a = await sellerWithProduct(t.db, { price: '20.00' });
    const { cookie } = await shopperWithCart(t.db, [{ productId: a.product.id }]);
    expect((await postCheckout(t, cookie, '25.99', { key: null })).json()).toEqual({ message: 'An Idempotency-Key header is required' });
    for (const paymentMethod of ['stripe', 'demo']) {
      const response = await postCheckout(t, cookie, '25.99', { body: { paymentMethod } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('This payment method is not available');
    }
    const invalid = await postCheckout(t, cookie, '25.99', { body: { shippingAddress: { ...ADDRESS, fullName: ' ' } } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Full name is required');
    const empty = await shopperWithCart(t.db, []);
    expect((await postCheckout(t, empty.cookie, '0.00')).json()).toMatchObject({ errors: { code: 'cart_empty' } });
  });

  it('refuses, with 400 and nothing placed, a cart whose total is above what one checkout can carry', async () => {
    const a = await sellerWithProduct(t.db, { price: '99999999.00' });
    const { user, cookie } = await shopperWithCart(t.db, [{ productId: a.product.id, quantity: 2 }]);
    for (const response of [await quote(cookie), await postCheckout(t, cookie, '99999999.99')]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(ORDER_MESSAGES.tooLarge);
    }
    expect(await t.db.select().from(checkouts).where(eq(checkouts.userId, user.id))).toEqual([]);
    expect(await variantStock(t.db, a.variant.id)).toBe(20);
  });

  it('replays the same key and refuses the same key with another body', async () => {
    const a = await sellerWithProduct(t.db, { price: '20.00' });
    const { cookie } = await shopperWithCart(t.db, [{ productId: a.product.id }]);
    const first = await postCheckout(t, cookie, '25.99', { key: 'same-key' });
    const again = await postCheckout(t, cookie, '25.99', { key: 'same-key' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const other = await postCheckout(t, cookie, '25.99', { key: 'same-key', body: { shippingMethod: 'express' } });
    expect(other.statusCode).toBe(409);
    expect(await variantStock(t.db, a.variant.id)).toBe(19);
  });

  it('keeps the order history when a sold product is deleted', async () => {
    const a = await sellerWithProduct(t.db, { price: '20.00' });
    const { cookie } = await shopperWithCart(t.db, [{ productId: a.product.id }]);
    const placed = (await postCheckout(t, cookie, '25.99')).json();
    const sellerCookie = await sessionCookieFor(t.db, a.seller.userId);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/products/${a.product.id}`, headers: { cookie: sellerCookie } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await t.db.select().from(products).where(eq(products.id, a.product.id))).toHaveLength(0);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, placed.orders[0].id));
    expect(item).toMatchObject({ productId: null, variantId: null, productName: a.product.name, price: '20.00' });
    expect(await t.db.select().from(orders).where(eq(orders.id, placed.orders[0].id))).toHaveLength(1);
    expect(await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, placed.orders[0].id))).toHaveLength(1);
  });
});
