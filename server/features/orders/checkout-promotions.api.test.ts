import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser } from '../../seed/factories.js';
import {
  cartCodes, cartItems, checkouts, orderDiscounts, orderItems, orders, payments, products, promotionRedemptions, promotions,
} from '../../db/schema/index.js';
import { createPromotion } from '../../test/promotions.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { MIN_CHARGE_CENTS, PROMOTION_MESSAGES } from '../../../shared/promotion-limits.js';
import { postCheckout, sellerWithProduct, shopperWithCart } from './orders-test-helpers.js';

const HOUR_MS = 3_600_000;

describe.each(TEST_DRIVERS)('checkout with codes on %s', (driver) => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    adminCookie = await sessionCookieFor(t.db, (await createUser(t.db, { role: 'admin' })).id);
  });
  afterAll(async () => {
    await t?.close();
  });

  let codeCount = 0;
  /** Codes are unique per owner: each test's platform codes get their own names. */
  const fresh = (prefix: string) => `${prefix}${++codeCount}`;
  const keep = (userId: number, ...promotionIds: number[]) =>
    t.db.insert(cartCodes).values(promotionIds.map((promotionId) => ({ userId, promotionId })));
  const quote = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/checkout/quote?shippingMethod=standard', headers: { cookie } });
  const promotion = async (id: number) => (await t.db.select().from(promotions).where(eq(promotions.id, id)))[0]!;
  const ordersOfUser = (userId: number) => t.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id));
  const cancel = (cookie: string, orderId: number) =>
    t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: { cookie }, payload: { reason: 'Changed my mind' } });

  /**
   * Shop A: 2 x $40.00 at 15% with its own 10% code ($8.00 off). Shop B: 1 x $60.00 at 10%. A
   * platform code of $10.00 off the cart splits over what is left, $72.00 and $60.00: $5.4545 and
   * $4.5454, so largest remainder gives A $5.45 and B $4.55. Both ship free (over $50 before codes).
   */
  async function twoShopCart() {
    const a = await sellerWithProduct(t.db, { price: '40.00', stock: 10, commissionRate: '15.00' });
    const b = await sellerWithProduct(t.db, { price: '60.00', stock: 10, commissionRate: '10.00' });
    const shopper = await shopperWithCart(t.db, [{ productId: a.product.id, quantity: 2 }, { productId: b.product.id }]);
    const shopCode = await createPromotion(t.db, { code: 'ALPHA10', sellerId: a.seller.id });
    const platformCode = await createPromotion(t.db, { code: fresh('TENOFF'), kind: 'fixed', value: '10.00' });
    await keep(shopper.user.id, shopCode.id, platformCode.id);
    return { a, b, shopper, shopCode, platformCode };
  }

  it('prices, places and records a shop code and a platform code across two shops', async () => {
    const { a, b, shopper, shopCode, platformCode } = await twoShopCart();
    const quoted = await quote(shopper.cookie);
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json()).toMatchObject({
      sellers: [
        { sellerId: a.seller.id, subtotal: '80.00', discount: '13.45', shippingFee: '0.00', total: '66.55',
          codes: [{ code: 'ALPHA10', fundedBy: 'seller', amount: '8.00' }, { code: platformCode.code, fundedBy: 'platform', amount: '5.45' }] },
        { sellerId: b.seller.id, subtotal: '60.00', discount: '4.55', total: '55.45', codes: [{ code: platformCode.code, fundedBy: 'platform', amount: '4.55' }] },
      ],
      itemsTotal: '140.00', discountTotal: '18.00', grandTotal: '122.00', notApplied: [],
    });

    const placed = await postCheckout(t, shopper.cookie, '122.00');
    expect(placed.statusCode, placed.body).toBe(201);
    const body = placed.json();
    expect(body.checkout).toMatchObject({ itemsTotal: '140.00', discountTotal: '18.00', grandTotal: '122.00' });
    expect(body.orders).toMatchObject([
      { sellerId: a.seller.id, subtotal: '80.00', discount: '13.45', total: '66.55', commissionAmount: null, sellerNet: null,
        codes: [{ code: 'ALPHA10', fundedBy: 'seller', amount: '8.00' }, { code: platformCode.code, fundedBy: 'platform', amount: '5.45' }],
        items: [{ quantity: 2, lineTotal: '80.00', discount: '13.45' }] },
      { sellerId: b.seller.id, subtotal: '60.00', discount: '4.55', total: '55.45', items: [{ discount: '4.55' }] },
    ]);

    // Commission on what the shop sold for; the platform's code does not lower the shop's net.
    const [rowA, rowB] = await ordersOfUser(shopper.user.id);
    expect(rowA).toMatchObject({ shopDiscount: '8.00', platformDiscount: '5.45', total: '66.55', commissionAmount: '10.80', sellerNet: '61.20' });
    expect(rowB).toMatchObject({ shopDiscount: '0.00', platformDiscount: '4.55', total: '55.45', commissionAmount: '6.00', sellerNet: '54.00' });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, rowA!.id));
    expect(items.map((item) => [item.shopDiscount, item.platformDiscount])).toEqual([['8.00', '5.45']]);
    const discounts = await t.db.select().from(orderDiscounts).where(eq(orderDiscounts.orderId, rowA!.id)).orderBy(asc(orderDiscounts.id));
    expect(discounts.map(({ promotionId, code, fundedBy, amount }) => ({ promotionId, code, fundedBy, amount }))).toEqual([
      { promotionId: shopCode.id, code: 'ALPHA10', fundedBy: 'seller', amount: '8.00' },
      { promotionId: platformCode.id, code: platformCode.code, fundedBy: 'platform', amount: '5.45' },
    ]);
    expect((await t.db.select().from(orderDiscounts).where(eq(orderDiscounts.orderId, rowB!.id))).map((row) => row.amount)).toEqual(['4.55']);

    const [checkout] = await t.db.select().from(checkouts).where(eq(checkouts.id, body.checkout.id));
    expect(checkout).toMatchObject({ discountTotal: '18.00', grandTotal: '122.00' });
    expect((await t.db.select().from(payments).where(eq(payments.checkoutId, body.checkout.id)))[0]!.amount).toBe('122.00');
    const redeemed = await t.db.select().from(promotionRedemptions).where(eq(promotionRedemptions.checkoutId, body.checkout.id)).orderBy(asc(promotionRedemptions.promotionId));
    expect(redeemed.map(({ promotionId, userId, amount }) => ({ promotionId, userId, amount }))).toEqual([
      { promotionId: shopCode.id, userId: shopper.user.id, amount: '8.00' },
      { promotionId: platformCode.id, userId: shopper.user.id, amount: '10.00' },
    ]);
    expect((await promotion(shopCode.id)).usedCount).toBe(1);
    expect((await promotion(platformCode.id)).usedCount).toBe(1);
    expect(await t.db.select().from(cartCodes).where(eq(cartCodes.userId, shopper.user.id))).toEqual([]);

    // The seller and the admin see the money; the seller's net is as if the platform's code were not there.
    const sellerA = await sessionCookieFor(t.db, a.seller.userId);
    const seen = await t.app.inject({ method: 'GET', url: `/api/orders/${rowA!.id}`, headers: { cookie: sellerA } });
    expect(seen.json()).toMatchObject({ discount: '13.45', commissionAmount: '10.80', sellerNet: '61.20', codes: [{ code: 'ALPHA10' }, { fundedBy: 'platform' }] });
    const asAdmin = await t.app.inject({ method: 'GET', url: `/api/orders/${rowB!.id}`, headers: { cookie: adminCookie } });
    expect(asAdmin.json()).toMatchObject({ discount: '4.55', sellerNet: '54.00', items: [{ discount: '4.55' }] });
    // The buyer's confirmation page replays the same figures.
    const again = await t.app.inject({ method: 'GET', url: `/api/checkouts/${body.checkout.number}`, headers: { cookie: shopper.cookie } });
    expect(again.json()).toMatchObject({ checkout: { discountTotal: '18.00' }, orders: [{ discount: '13.45' }, { discount: '4.55' }] });
  });

  it('refuses a quote made stale by a code that expired: nothing is written and the new quote explains it', async () => {
    const shop = await sellerWithProduct(t.db, { price: '40.00', stock: 5 });
    const shopper = await shopperWithCart(t.db, [{ productId: shop.product.id }]);
    const code = await createPromotion(t.db, { code: 'SOON', sellerId: shop.seller.id, endsAt: new Date(Date.now() + HOUR_MS) });
    await keep(shopper.user.id, code.id);
    expect((await quote(shopper.cookie)).json()).toMatchObject({ grandTotal: '41.99', discountTotal: '4.00' });
    await t.db.update(promotions).set({ endsAt: new Date(Date.now() - 1000) }).where(eq(promotions.id, code.id));
    const refused = await postCheckout(t, shopper.cookie, '41.99');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().errors).toMatchObject({
      code: 'price_changed', quote: { grandTotal: '45.99', discountTotal: '0.00', notApplied: [{ code: 'SOON', reason: PROMOTION_MESSAGES.expired }] },
    });
    expect(await ordersOfUser(shopper.user.id)).toEqual([]);
    expect((await promotion(code.id)).usedCount).toBe(0);
    expect(await t.db.select().from(cartCodes).where(eq(cartCodes.userId, shopper.user.id))).toHaveLength(1);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, shopper.user.id))).toHaveLength(1);
    // The new total goes through, without the code.
    expect((await postCheckout(t, shopper.cookie, '45.99')).statusCode).toBe(201);
    expect((await promotion(code.id)).usedCount).toBe(0);
  });

  it('refuses a quote made stale by a code that was used up', async () => {
    const shop = await sellerWithProduct(t.db, { price: '40.00', stock: 5 });
    const shopper = await shopperWithCart(t.db, [{ productId: shop.product.id }]);
    const code = await createPromotion(t.db, { code: 'LASTONE', sellerId: shop.seller.id, usageLimit: 1 });
    await keep(shopper.user.id, code.id);
    expect((await quote(shopper.cookie)).json().grandTotal).toBe('41.99');
    await t.db.update(promotions).set({ usedCount: 1 }).where(eq(promotions.id, code.id));
    const refused = await postCheckout(t, shopper.cookie, '41.99');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toMatchObject({ code: 'price_changed', quote: { grandTotal: '45.99', notApplied: [{ code: 'LASTONE', reason: PROMOTION_MESSAGES.usedUp }] } });
    expect(await ordersOfUser(shopper.user.id)).toEqual([]);
    expect((await promotion(code.id)).usedCount).toBe(1);
  });

  it('refuses a quote made stale by a minimum no longer met', async () => {
    const shop = await sellerWithProduct(t.db, { price: '30.00', stock: 5, businessName: 'Gamma Threads' });
    const shopper = await shopperWithCart(t.db, [{ productId: shop.product.id, quantity: 2 }]);
    const code = await createPromotion(t.db, { code: 'SPEND50', sellerId: shop.seller.id, kind: 'fixed', value: '5.00', minSubtotal: '50.00' });
    await keep(shopper.user.id, code.id);
    expect((await quote(shopper.cookie)).json()).toMatchObject({ grandTotal: '55.00', discountTotal: '5.00' });
    // The price drops below the minimum: $50.00 of items before the code becomes $48.00.
    await t.db.update(products).set({ price: '24.00' }).where(eq(products.id, shop.product.id));
    const refused = await postCheckout(t, shopper.cookie, '55.00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toMatchObject({
      code: 'price_changed',
      quote: { grandTotal: '53.99', notApplied: [{ code: 'SPEND50', reason: PROMOTION_MESSAGES.minimum('$50.00', 'Gamma Threads items') }] },
    });
    expect((await promotion(code.id)).usedCount).toBe(0);
  });

  it('refuses a checkout that codes bring below the smallest charge', async () => {
    // Free shipping counts the items before codes, so $50.00 less $49.60 leaves $0.40 to pay.
    const shop = await sellerWithProduct(t.db, { price: '50.00', stock: 5 });
    const shopper = await shopperWithCart(t.db, [{ productId: shop.product.id }]);
    const code = await createPromotion(t.db, { code: 'ALMOSTFREE', sellerId: shop.seller.id, kind: 'fixed', value: '49.60' });
    await keep(shopper.user.id, code.id);
    expect((await quote(shopper.cookie)).json().grandTotal).toBe('0.40');
    expect(40).toBeLessThan(MIN_CHARGE_CENTS);
    const refused = await postCheckout(t, shopper.cookie, '0.40');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: PROMOTION_MESSAGES.belowMinimumCharge, errors: { code: 'total_too_small' } });
    expect(await ordersOfUser(shopper.user.id)).toEqual([]);
    expect((await promotion(code.id)).usedCount).toBe(0);
    // $0.50 exactly is enough.
    await t.db.update(promotions).set({ value: '49.50' }).where(eq(promotions.id, code.id));
    expect((await postCheckout(t, shopper.cookie, '0.50')).statusCode).toBe(201);
  });

  it("a used code: the shopper's second checkout no longer gets it, and a cancel gives the use back", async () => {
    const shop = await sellerWithProduct(t.db, { price: '40.00', stock: 5 });
    const shopper = await shopperWithCart(t.db, [{ productId: shop.product.id }]);
    const code = await createPromotion(t.db, { code: 'ONCE', sellerId: shop.seller.id, perCustomerLimit: 1 });
    await keep(shopper.user.id, code.id);
    const first = await postCheckout(t, shopper.cookie, '41.99');
    expect(first.statusCode, first.body).toBe(201);
    await t.db.insert(cartItems).values({ userId: shopper.user.id, productId: shop.product.id, quantity: 1, size: 'M', color: 'Black' });
    await keep(shopper.user.id, code.id);
    expect((await quote(shopper.cookie)).json()).toMatchObject({ grandTotal: '45.99', notApplied: [{ code: 'ONCE', reason: PROMOTION_MESSAGES.alreadyUsed }] });
    expect((await postCheckout(t, shopper.cookie, '41.99')).json().errors.code).toBe('price_changed');

    // The buyer cancels the first order: the use comes back, once, and the code applies again.
    const [order] = await ordersOfUser(shopper.user.id);
    expect((await cancel(shopper.cookie, order!.id)).statusCode).toBe(200);
    expect((await promotion(code.id)).usedCount).toBe(0);
    const released = await t.db.select().from(promotionRedemptions).where(eq(promotionRedemptions.promotionId, code.id));
    expect(released).toHaveLength(1);
    expect(released[0]!.releasedAt).not.toBeNull();
    expect((await quote(shopper.cookie)).json().grandTotal).toBe('41.99');
    expect((await postCheckout(t, shopper.cookie, '41.99')).statusCode).toBe(201);
    expect((await promotion(code.id)).usedCount).toBe(1);
  });

  it('a platform code over two orders is given back only when both are cancelled', async () => {
    const { shopper, shopCode, platformCode } = await twoShopCart();
    expect((await postCheckout(t, shopper.cookie, '122.00')).statusCode).toBe(201);
    const [orderA, orderB] = await ordersOfUser(shopper.user.id);
    expect((await cancel(shopper.cookie, orderA!.id)).statusCode).toBe(200);
    expect((await promotion(shopCode.id)).usedCount).toBe(0);
    expect((await promotion(platformCode.id)).usedCount).toBe(1);
    expect((await cancel(shopper.cookie, orderB!.id)).statusCode).toBe(200);
    expect((await promotion(platformCode.id)).usedCount).toBe(0);
    const open = await t.db.select().from(promotionRedemptions)
      .where(and(eq(promotionRedemptions.userId, shopper.user.id), isNull(promotionRedemptions.releasedAt)));
    expect(open).toEqual([]);
  });

  it("the unpaid-expiry sweeper and a seller's cancel of a paid order give the uses back", async () => {
    const { a, shopper, shopCode, platformCode } = await twoShopCart();
    expect((await postCheckout(t, shopper.cookie, '122.00')).statusCode).toBe(201);
    const [orderA, orderB] = await ordersOfUser(shopper.user.id);
    // A is paid and the shop cancels it; B is never paid and expires.
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderA!.id}/mark-paid`, headers: { cookie: adminCookie } })).statusCode).toBe(200);
    const sellerA = await sessionCookieFor(t.db, a.seller.userId);
    expect((await cancel(sellerA, orderA!.id)).statusCode).toBe(200);
    expect((await promotion(shopCode.id)).usedCount).toBe(0);
    expect((await promotion(platformCode.id)).usedCount).toBe(1);
    await t.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, orderB!.id));
    await t.app.ordersSweeper.sweep();
    expect((await ordersOfUser(shopper.user.id)).map((order) => order.status)).toEqual(['cancelled', 'cancelled']);
    expect((await promotion(platformCode.id)).usedCount).toBe(0);
    // Sweeping again changes nothing.
    await t.app.ordersSweeper.sweep();
    expect((await promotion(platformCode.id)).usedCount).toBe(0);
  });

  it('a second product in the same shop shares the codes by largest remainder, item by item', async () => {
    const shop = await sellerWithProduct(t.db, { price: '10.00', stock: 5 });
    const other = await createProduct(t.db, {
      categoryId: shop.product.categoryId, sellerId: shop.seller.id, price: '20.00', sizes: ['M'], colors: ['Black'],
      variants: [{ size: 'M', color: 'Black', stock: 5 }],
    });
    const shopper = await shopperWithCart(t.db, [{ productId: shop.product.id }, { productId: other.id }]);
    // $1.00 off $30.00: 33.33 and 66.67 cents, so 33 and 67.
    const code = await createPromotion(t.db, { code: fresh('DOLLAR'), kind: 'fixed', value: '1.00' });
    await keep(shopper.user.id, code.id);
    const placed = await postCheckout(t, shopper.cookie, '34.99');
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().orders[0].items.map((item: { discount: string }) => item.discount)).toEqual(['0.33', '0.67']);
    const [row] = await ordersOfUser(shopper.user.id);
    expect(row).toMatchObject({ platformDiscount: '1.00', commissionAmount: '4.50', sellerNet: '31.49', total: '34.99' });
  });
});
