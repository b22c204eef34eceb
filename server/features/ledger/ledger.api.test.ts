import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../seed/factories.js';
import { auditLog, ledgerEntries, orders, sellers } from '../../db/schema/index.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { postCheckout, sellerWithProduct, shopperWithCart } from '../orders/orders-test-helpers.js';
import { deliveredDaysAgo } from './ledger-test-helpers.js';

describe.each(TEST_DRIVERS)('ledger, payouts and sales figures on %s', (driver) => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    adminCookie = await sessionCookieFor(t.db, (await createUser(t.db, { role: 'admin' })).id);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (cookie: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  /**
   * A seller's order for `quantity` units at `price`, paid, shipped and (unless told) delivered,
   * with its delivery moved back past the earnings hold unless `held`.
   */
  async function deliveredOrder(
    shop: Awaited<ReturnType<typeof sellerWithProduct>>, quantity: number, expectedTotal: string, deliver = true, held = false,
  ) {
    const buyer = await shopperWithCart(t.db, [{ productId: shop.product.id, quantity }]);
    const placed = await postCheckout(t, buyer.cookie, expectedTotal);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().orders[0];
    expect((await call(adminCookie, 'POST', `/api/admin/orders/${order.id}/mark-paid`)).statusCode).toBe(200);
    const sellerCookie = await sessionCookieFor(t.db, shop.seller.userId);
    expect((await call(sellerCookie, 'POST', `/api/orders/${order.id}/ship`, { carrier: 'UPS', trackingNumber: `1Z${order.id}` })).statusCode).toBe(200);
    if (deliver) expect((await call(buyer.cookie, 'POST', `/api/orders/${order.id}/deliver`)).statusCode).toBe(200);
    if (deliver && !held) await deliveredDaysAgo(t.db, order.id);
    return { order, buyer, sellerCookie };
  }

  it('writes the earning once when delivered, and keeps units sold and the figures in step', async () => {
    const shop = await sellerWithProduct(t.db, { price: '10.01', stock: 20, commissionRate: '12.50' });
    const { order, buyer, sellerCookie } = await deliveredOrder(shop, 3, '36.02');
    // 30.03 subtotal, 12.5% commission = 3.75375 -> 3.75 (half up), net = 36.02 - 3.75.
    expect((await call(buyer.cookie, 'POST', `/api/orders/${order.id}/deliver`)).statusCode).toBe(409);
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id));
    expect(entries).toMatchObject([{ kind: 'earning', amount: '32.27', sellerId: shop.seller.id, payoutId: null }]);

    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(Number(row!.sellerNet) + Number(row!.commissionAmount)).toBeCloseTo(Number(row!.total), 2);
    const [seller] = await t.db.select({ totalSales: sellers.totalSales }).from(sellers).where(eq(sellers.id, shop.seller.id));
    expect(seller!.totalSales).toBe(3);
    expect((await call(sellerCookie, 'GET', '/api/seller/stats')).json()).toMatchObject({ orders: 1, revenue: '32.27', unitsSold: 3 });
    const overview = (await call(adminCookie, 'GET', '/api/admin/overview')).json();
    expect(Number(overview.platformCommission)).toBeGreaterThanOrEqual(3.75);

    const days = (await call(sellerCookie, 'GET', '/api/seller/stats/daily')).json();
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), orders: 1, units: 3, revenue: '32.27' });
    expect(days[0]).toMatchObject({ orders: 0, units: 0, revenue: '0.00' });
    expect((await call(null, 'GET', '/api/seller/stats/daily')).statusCode).toBe(401);
  });

  it('refunding a delivered order reverses the earning and the units; a second refund is refused', async () => {
    const shop = await sellerWithProduct(t.db, { price: '60.00', stock: 5, commissionRate: '10.00' });
    const { order, sellerCookie } = await deliveredOrder(shop, 1, '60.00');
    const refunded = await call(adminCookie, 'POST', `/api/admin/orders/${order.id}/refund`, { reason: 'Returned: too small' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ status: 'delivered', paymentStatus: 'refunded' });
    expect((await call(adminCookie, 'POST', `/api/admin/orders/${order.id}/refund`, { reason: 'again' })).statusCode).toBe(409);
    const entries = await t.db.select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount }).from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id));
    expect(entries).toEqual([{ kind: 'earning', amount: '54.00' }, { kind: 'reversal', amount: '-54.00' }]);
    expect((await call(sellerCookie, 'GET', '/api/seller/stats')).json()).toMatchObject({ revenue: '0.00', unitsSold: 0 });
    const [seller] = await t.db.select({ totalSales: sellers.totalSales }).from(sellers).where(eq(sellers.id, shop.seller.id));
    expect(seller!.totalSales).toBe(0);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'order.refund'))).not.toHaveLength(0);
    // Not the admin's to refund for someone else: sellers and buyers get 403 from the admin guard.
    expect((await call(sellerCookie, 'POST', `/api/admin/orders/${order.id}/refund`, { reason: 'x' })).statusCode).toBe(403);
  });

  it('pays each positive balance once: payouts made twice pay nothing twice, and mark-paid happens once', async () => {
    const shop = await sellerWithProduct(t.db, { price: '20.00', stock: 10, commissionRate: '15.00' });
    const other = await sellerWithProduct(t.db, { price: '50.00', stock: 10, commissionRate: '15.00' });
    await deliveredOrder(shop, 1, '25.99');
    await deliveredOrder(shop, 1, '25.99');
    await deliveredOrder(other, 1, '50.00', false);
    const balances = (await call(adminCookie, 'GET', '/api/admin/payouts/balances')).json();
    expect(balances).toContainEqual({ sellerId: shop.seller.id, businessName: shop.seller.businessName, payoutMethod: 'paypal', payoutDestination: null, balance: '45.98', held: '0.00' });
    // Shipped but not delivered: nothing earned yet.
    expect(balances.find((row: { sellerId: number }) => row.sellerId === other.seller.id)).toBeUndefined();

    const created = await call(adminCookie, 'POST', '/api/admin/payouts');
    expect(created.statusCode, created.body).toBe(201);
    const payout = created.json().payouts.find((row: { sellerId: number }) => row.sellerId === shop.seller.id);
    expect(payout).toMatchObject({ amount: '45.98', status: 'pending', method: 'paypal' });
    const again = await call(adminCookie, 'POST', '/api/admin/payouts');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('No seller has a balance to pay out');

    const noReference = await call(adminCookie, 'POST', `/api/admin/payouts/${payout.id}/mark-paid`, {});
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().message).toBe('Enter the payment reference (bank transfer, PayPal or Stripe id)');
    const paid = await call(adminCookie, 'POST', `/api/admin/payouts/${payout.id}/mark-paid`, { reference: 'PAYPAL-123' });
    expect(paid.json()).toMatchObject({ status: 'paid', reference: 'PAYPAL-123' });
    expect((await call(adminCookie, 'POST', `/api/admin/payouts/${payout.id}/mark-paid`, { reference: 'PAYPAL-124' })).statusCode).toBe(409);

    const sellerCookie = await sessionCookieFor(t.db, shop.seller.userId);
    const own = (await call(sellerCookie, 'GET', '/api/seller/payouts')).json();
    expect(own).toMatchObject({ balance: '0.00', held: '0.00', payouts: [{ id: payout.id, amount: '45.98', status: 'paid' }] });
    const otherCookie = await sessionCookieFor(t.db, other.seller.userId);
    expect((await call(otherCookie, 'GET', '/api/seller/payouts')).json().payouts).toEqual([]);
    for (const url of ['/api/admin/payouts', '/api/admin/payouts/balances']) {
      expect((await call(null, 'GET', url)).statusCode).toBe(401);
      expect((await call(sellerCookie, 'GET', url)).statusCode).toBe(403);
    }
    expect((await call(sellerCookie, 'POST', '/api/admin/payouts')).statusCode).toBe(403);
  });

  it('holds a delivered order\'s earning for 7 days: shown as held, not paid out, then paid once the hold ends', async () => {
    const shop = await sellerWithProduct(t.db, { price: '40.00', stock: 10, commissionRate: '10.00' });
    // The seller ships and marks it delivered themselves, at once: the earning is written, and held.
    const { order, sellerCookie } = await deliveredOrder(shop, 1, '45.99', true, true);
    const sellerDelivers = await deliveredOrder(shop, 1, '45.99', false);
    expect((await call(sellerDelivers.sellerCookie, 'POST', `/api/orders/${sellerDelivers.order.id}/deliver`)).statusCode).toBe(200);
    const earnings = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.sellerId, shop.seller.id));
    expect(earnings).toHaveLength(2);

    const row = async () => ((await call(adminCookie, 'GET', '/api/admin/payouts/balances')).json() as { sellerId: number }[])
      .find((balance) => balance.sellerId === shop.seller.id);
    expect(await row()).toEqual({ sellerId: shop.seller.id, businessName: shop.seller.businessName, payoutMethod: 'paypal', payoutDestination: null, balance: '0.00', held: '83.98' });
    expect((await call(sellerCookie, 'GET', '/api/seller/payouts')).json()).toMatchObject({ balance: '0.00', held: '83.98', payouts: [] });
    const run = await call(adminCookie, 'POST', '/api/admin/payouts');
    if (run.statusCode === 201) expect(run.json().payouts.map((payout: { sellerId: number }) => payout.sellerId)).not.toContain(shop.seller.id);
    else expect(run.json().message).toBe('No seller has a balance to pay out');
    const unclaimed = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.sellerId, shop.seller.id));
    expect(unclaimed.map((entry) => entry.payoutId)).toEqual([null, null]);

    // A minute short of 7 days is still held; 7 days after delivery the first one is payable, alone.
    await deliveredDaysAgo(t.db, order.id, 7 - 1 / 1440 - 1 / 86_400);
    expect(await row()).toMatchObject({ balance: '0.00', held: '83.98' });
    await deliveredDaysAgo(t.db, order.id);
    expect(await row()).toMatchObject({ balance: '41.99', held: '41.99' });
    const paid = await call(adminCookie, 'POST', '/api/admin/payouts');
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().payouts.find((payout: { sellerId: number }) => payout.sellerId === shop.seller.id)).toMatchObject({ amount: '41.99' });
    expect((await call(sellerCookie, 'GET', '/api/seller/payouts')).json()).toMatchObject({ balance: '0.00', held: '41.99', payouts: [{ amount: '41.99' }] });

    // Refunded while held: the earning and its reversal wait together, and net to nothing.
    expect((await call(adminCookie, 'POST', `/api/admin/orders/${sellerDelivers.order.id}/refund`, { reason: 'Never arrived' })).statusCode).toBe(200);
    expect(await row()).toBeUndefined();
    expect((await call(sellerCookie, 'GET', '/api/seller/payouts')).json()).toMatchObject({ balance: '0.00', held: '0.00' });
  });

  it.skipIf(driver === 'pglite')('payouts created by several admins at once still pay each entry once (PostgreSQL server only)', async () => {
    const shop = await sellerWithProduct(t.db, { price: '70.00', stock: 10, commissionRate: '10.00' });
    await deliveredOrder(shop, 1, '70.00');
    const replies = await Promise.all(Array.from({ length: 6 }, () => call(adminCookie, 'POST', '/api/admin/payouts')));
    expect(replies.filter((reply) => reply.statusCode === 201)).toHaveLength(1);
    expect(replies.filter((reply) => reply.statusCode >= 500)).toHaveLength(0);
    const [unpaid] = await t.db.select({ count: sql<number>`count(*)::int` }).from(ledgerEntries)
      .where(sql`${ledgerEntries.payoutId} is null and ${ledgerEntries.sellerId} = ${shop.seller.id}`);
    expect(unpaid!.count).toBe(0);
    const paidOut = await t.db.execute(sql`select coalesce(sum(amount), 0)::text as total from payouts where seller_id = ${shop.seller.id}`);
    expect((paidOut as unknown as { rows: { total: string }[] }).rows[0]!.total).toBe('63.00');
  });
});
