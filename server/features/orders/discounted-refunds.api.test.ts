import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../seed/factories.js';
import { cartCodes, ledgerEntries, orderItems, orders, refunds } from '../../db/schema/index.js';
import { createPromotion } from '../../test/promotions.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { postCheckout, sellerWithProduct, shopperWithCart } from './orders-test-helpers.js';

/**
 * Refunds of a discounted order (decision 020): 3 x $10.00 at 15%, the shop's 10% ($3.00) and the
 * platform's $1.00 off, $5.99 shipping. The buyer paid $31.99; commission is 15% of $27.00 = $4.05;
 * the shop's net is $31.99 + $1.00 − $4.05 = $28.94.
 */
describe.each(TEST_DRIVERS)('refunds of a discounted order on %s', (driver) => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    adminCookie = await sessionCookieFor(t.db, (await createUser(t.db, { role: 'admin' })).id);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = async (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) => {
    const reply = await t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    expect(reply.statusCode, `${method} ${url}: ${reply.body}`).toBeLessThan(300);
    return reply.json();
  };
  const ledgerOf = (orderId: number) => t.db.select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount, platformAmount: ledgerEntries.platformAmount })
    .from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId)).orderBy(asc(ledgerEntries.id));

  async function deliveredDiscountedOrder() {
    const shop = await sellerWithProduct(t.db, { price: '10.00', stock: 10, commissionRate: '15.00' });
    const buyer = await shopperWithCart(t.db, [{ productId: shop.product.id, quantity: 3 }]);
    const shopCode = await createPromotion(t.db, { code: 'SHOP10', sellerId: shop.seller.id });
    const platformCode = await createPromotion(t.db, { code: `ONEOFF${shop.seller.id}`, kind: 'fixed', value: '1.00' });
    await t.db.insert(cartCodes).values([{ userId: buyer.user.id, promotionId: shopCode.id }, { userId: buyer.user.id, promotionId: platformCode.id }]);
    const placed = await postCheckout(t, buyer.cookie, '31.99');
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orders[0].id as number;
    const sellerCookie = await sessionCookieFor(t.db, shop.seller.userId);
    await call(adminCookie, 'POST', `/api/admin/orders/${orderId}/mark-paid`);
    await call(sellerCookie, 'POST', `/api/orders/${orderId}/ship`, { carrier: 'DHL', trackingNumber: `JD${orderId}` });
    await call(buyer.cookie, 'POST', `/api/orders/${orderId}/deliver`);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    return { orderId, item: item!, buyer, seller: { ...shop.seller, cookie: sellerCookie } };
  }

  it("a delivered order's earning carries the platform's discount as platform_amount, and the admin ledger sums it", async () => {
    const o = await deliveredDiscountedOrder();
    expect(await t.db.select().from(orders).where(eq(orders.id, o.orderId))).toMatchObject([
      { total: '31.99', shopDiscount: '3.00', platformDiscount: '1.00', commissionAmount: '4.05', sellerNet: '28.94' },
    ]);
    expect(await ledgerOf(o.orderId)).toEqual([{ kind: 'earning', amount: '28.94', platformAmount: '1.00' }]);
    const page = await call(adminCookie, 'GET', `/api/admin/ledger?sellerId=${o.seller.id}`);
    expect(page).toMatchObject({ platformPromotionCost: '1.00', items: [{ kind: 'earning', amount: '28.94', platformAmount: '1.00' }] });
    const own = await call(o.seller.cookie, 'GET', '/api/seller/payouts');
    expect(own.entries).toMatchObject([{ kind: 'earning', amount: '28.94', platformAmount: '1.00' }]);
  });

  it('a partial return refunds the paid share, never more; a later whole-order refund closes every part exactly', async () => {
    const o = await deliveredDiscountedOrder();
    const returnOf = async (quantity: number) => {
      const requested = await call(o.buyer.cookie, 'POST', `/api/orders/${o.orderId}/returns`, {
        items: [{ orderItemId: o.item.id, quantity }], reason: 'doesnt_fit',
      });
      await call(o.seller.cookie, 'POST', `/api/returns/${requested.id}/accept`, {});
      await call(o.buyer.cookie, 'POST', `/api/returns/${requested.id}/ship`, { carrier: 'DHL', trackingNumber: 'RT1' });
      return requested.id as number;
    };

    // One unit: $10.00 less its shares of $3.00 and $1.00 (one third each, rounded down: $1.00 and $0.33).
    const first = await returnOf(1);
    expect((await call(o.seller.cookie, 'GET', `/api/returns/${first}`)).refundAmount).toBe('8.67');
    const received = await call(o.seller.cookie, 'POST', `/api/returns/${first}/receive`, { restock: false });
    expect(received.refund.amount).toBe('8.67');
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, o.orderId));
    // Commission comes back on what the shop sold it for ($9.00); the platform's $0.33 goes back to the platform.
    expect(refund).toMatchObject({ amount: '8.67', commissionAmount: '1.35', platformDiscountAmount: '0.33', sellerAmount: '7.65' });
    expect(await ledgerOf(o.orderId)).toEqual([
      { kind: 'earning', amount: '28.94', platformAmount: '1.00' },
      { kind: 'reversal', amount: '-7.65', platformAmount: '-0.33' },
    ]);

    // The other two units' preview takes the rest of their shares: $20.00 − $2.00 − $0.67.
    const second = await returnOf(2);
    expect((await call(o.buyer.cookie, 'GET', `/api/returns/${second}`)).refundAmount).toBe('17.33');
    const asSeller = await call(o.seller.cookie, 'GET', `/api/orders/${o.orderId}`);
    expect(asSeller.refunds).toMatchObject([{ amount: '8.67', platformDiscountAmount: '0.33' }]);
    expect((await call(o.buyer.cookie, 'GET', `/api/orders/${o.orderId}`)).refunds).toMatchObject([{ amount: '8.67', platformDiscountAmount: null }]);

    // The admin refunds the whole order: every remainder goes, and every part adds up to the order's.
    await call(adminCookie, 'POST', `/api/admin/orders/${o.orderId}/refund`, { reason: 'Refunded in full' });
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, o.orderId)).orderBy(asc(refunds.id));
    expect(rows.map(({ amount, commissionAmount, platformDiscountAmount, sellerAmount }) => ({ amount, commissionAmount, platformDiscountAmount, sellerAmount })))
      .toEqual([
        { amount: '8.67', commissionAmount: '1.35', platformDiscountAmount: '0.33', sellerAmount: '7.65' },
        { amount: '23.32', commissionAmount: '2.70', platformDiscountAmount: '0.67', sellerAmount: '21.29' },
      ]);
    expect((await t.db.select().from(orders).where(eq(orders.id, o.orderId)))[0]!.refundedTotal).toBe('31.99');
    expect(await ledgerOf(o.orderId)).toEqual([
      { kind: 'earning', amount: '28.94', platformAmount: '1.00' },
      { kind: 'reversal', amount: '-7.65', platformAmount: '-0.33' },
      { kind: 'reversal', amount: '-21.29', platformAmount: '-0.67' },
    ]);
    const page = await call(adminCookie, 'GET', `/api/admin/ledger?sellerId=${o.seller.id}`);
    expect(page.platformPromotionCost).toBe('0.00');
    expect(page.items.map((entry: { platformAmount: string }) => entry.platformAmount)).toEqual(['-0.67', '-0.33', '1.00']);
  });
});
