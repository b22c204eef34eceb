import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../seed/factories.js';
import { ledgerEntries, orders, sellers } from '../../db/schema/index.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { toCents, toSignedCents } from '../../../shared/money.js';
import { postCheckout, sellerWithProduct, shopperWithCart } from '../orders/orders-test-helpers.js';
import { recordEarning } from './ledger.repo.js';
import { recordOrderRefund } from './refunds.js';
import { deliveredDaysAgo } from './ledger-test-helpers.js';

type Shop = Awaited<ReturnType<typeof sellerWithProduct>>;
type Stage = 'placed' | 'paid' | 'shipped' | 'delivered';

describe.each(TEST_DRIVERS)('the ledger adds up on %s', (driver) => {
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
  const ok = async (cookie: string | null, method: 'GET' | 'POST', url: string, payload?: object) => {
    const reply = await call(cookie, method, url, payload);
    expect(reply.statusCode, `${method} ${url}: ${reply.body}`).toBeLessThan(300);
    return reply.json();
  };

  /** One order of `quantity` units from `shop`, taken as far as `stage` through the API; delivered means over 7 days ago. */
  async function orderAt(shop: Shop, quantity: number, expectedTotal: string, stage: Stage, shippingMethod = 'standard') {
    const buyer = await shopperWithCart(t.db, [{ productId: shop.product.id, quantity }]);
    const placed = await postCheckout(t, buyer.cookie, expectedTotal, { body: { shippingMethod } });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().orders[0] as { id: number };
    const sellerCookie = await sessionCookieFor(t.db, shop.seller.userId);
    if (stage !== 'placed') await ok(adminCookie, 'POST', `/api/admin/orders/${order.id}/mark-paid`);
    if (stage === 'shipped' || stage === 'delivered') {
      await ok(sellerCookie, 'POST', `/api/orders/${order.id}/ship`, { carrier: 'DHL', trackingNumber: `JD${order.id}` });
    }
    if (stage === 'delivered') {
      await ok(buyer.cookie, 'POST', `/api/orders/${order.id}/deliver`);
      // Past the earnings hold, so payout runs see it (the hold itself: ledger.api.test.ts).
      await deliveredDaysAgo(t.db, order.id);
    }
    return { id: order.id, buyer, sellerCookie };
  }

  const entriesOf = (orderId: number) =>
    t.db.select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount }).from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
  const totalSalesOf = async (sellerId: number) =>
    (await t.db.select({ totalSales: sellers.totalSales }).from(sellers).where(eq(sellers.id, sellerId)))[0]!.totalSales;
  const overview = async () => (await call(adminCookie, 'GET', '/api/admin/overview')).json() as { revenue: string; platformCommission: string; orders: number };

  it('writes an earning once however often it is recorded, and a reversal only of an earning', async () => {
    const shop = await sellerWithProduct(t.db, { price: '25.00', commissionRate: '10.00' });
    const delivered = await orderAt(shop, 2, '50.00', 'delivered');
    const shipped = await orderAt(shop, 1, '30.99', 'shipped');
    // A retried delivery (a second request, or the same work run again inside a transaction) adds nothing.
    expect((await call(shipped.buyer.cookie, 'POST', `/api/orders/${delivered.id}/deliver`)).statusCode).toBe(404);
    expect((await call(delivered.buyer.cookie, 'POST', `/api/orders/${delivered.id}/deliver`)).statusCode).toBe(409);
    await t.db.transaction(async (tx) => {
      await recordEarning(tx, delivered.id);
      await recordEarning(tx, delivered.id);
      await recordOrderRefund(tx, shipped.id, 'Returned');
    });
    expect(await entriesOf(delivered.id)).toEqual([{ kind: 'earning', amount: '45.00' }]);
    expect(await entriesOf(shipped.id)).toEqual([]);
    await t.db.transaction(async (tx) => {
      await recordOrderRefund(tx, delivered.id, 'Returned');
      await recordOrderRefund(tx, delivered.id, 'Returned');
    });
    expect(await entriesOf(delivered.id)).toEqual([{ kind: 'earning', amount: '45.00' }, { kind: 'reversal', amount: '-45.00' }]);
  });

  it('a buyer and a seller delivering at once make one earning', async () => {
    const shop = await sellerWithProduct(t.db, { price: '80.00', commissionRate: '20.00' });
    const order = await orderAt(shop, 1, '80.00', 'shipped');
    const replies = await Promise.all([
      call(order.buyer.cookie, 'POST', `/api/orders/${order.id}/deliver`),
      call(order.sellerCookie, 'POST', `/api/orders/${order.id}/deliver`),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(await entriesOf(order.id)).toEqual([{ kind: 'earning', amount: '64.00' }]);
  });

  it('net plus commission is the total of every delivered order; earnings, balances, payouts and the commission figure agree', async () => {
    const before = await overview();
    const a = await sellerWithProduct(t.db, { price: '10.01', stock: 30, commissionRate: '12.50' });
    const b = await sellerWithProduct(t.db, { price: '19.99', stock: 30, commissionRate: '7.25' });
    const placed = [
      await orderAt(a, 3, '36.02', 'delivered'), // 30.03 + 5.99; commission 3.75375 -> 3.75
      await orderAt(a, 5, '63.04', 'delivered', 'express'), // 50.05 + 12.99; commission 6.25625 -> 6.26
      await orderAt(b, 2, '45.97', 'delivered'), // 39.98 + 5.99; commission 2.89855 -> 2.90
      await orderAt(b, 3, '59.97', 'delivered'), // free shipping; commission 4.34783 -> 4.35
    ];
    const ids = placed.map((order) => order.id);
    const rows = await t.db.select().from(orders).where(inArray(orders.id, ids));
    const sum = (pick: (row: (typeof rows)[number]) => string) => rows.reduce((total, row) => total + toCents(pick(row)), 0);
    expect(sum((row) => row.commissionAmount)).toBe(375 + 626 + 290 + 435);
    expect(sum((row) => row.sellerNet) + sum((row) => row.commissionAmount)).toBe(sum((row) => row.total));

    const earned = await t.db.select({ amount: ledgerEntries.amount }).from(ledgerEntries)
      .where(and(inArray(ledgerEntries.orderId, ids), eq(ledgerEntries.kind, 'earning')));
    expect(earned.reduce((total, entry) => total + toSignedCents(entry.amount), 0)).toBe(sum((row) => row.sellerNet));

    const after = await overview();
    expect(toCents(after.platformCommission) - toCents(before.platformCommission)).toBe(sum((row) => row.commissionAmount));
    expect(toCents(after.revenue) - toCents(before.revenue)).toBe(sum((row) => row.total));

    const balances = (await ok(adminCookie, 'GET', '/api/admin/payouts/balances')) as { sellerId: number; balance: string }[];
    const netOf = (sellerId: number) => rows.filter((row) => row.sellerId === sellerId).reduce((total, row) => total + toCents(row.sellerNet), 0);
    for (const shop of [a, b]) {
      expect(toCents(balances.find((row) => row.sellerId === shop.seller.id)!.balance)).toBe(netOf(shop.seller.id));
    }
    const created = (await ok(adminCookie, 'POST', '/api/admin/payouts')).payouts as { sellerId: number; amount: string }[];
    for (const shop of [a, b]) expect(toCents(created.find((row) => row.sellerId === shop.seller.id)!.amount)).toBe(netOf(shop.seller.id));
    // Every payout is exactly the sum of the entries stamped with its id.
    const mismatched = await t.db.execute(sql`
      select p.id from payouts p left join ledger_entries e on e.payout_id = p.id
      group by p.id having p.amount <> coalesce(sum(e.amount), 0)`);
    expect((mismatched as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('a reversal after a payout leaves a negative balance, settled by later earnings', async () => {
    const shop = await sellerWithProduct(t.db, { price: '30.00', stock: 10, commissionRate: '10.00' });
    const first = await orderAt(shop, 2, '60.00', 'delivered'); // net 54.00
    await ok(adminCookie, 'POST', '/api/admin/payouts');
    await ok(adminCookie, 'POST', `/api/admin/orders/${first.id}/refund`, { reason: 'Returned unworn' });
    const own = () => call(first.sellerCookie, 'GET', '/api/seller/payouts').then((reply) => reply.json());
    expect(await own()).toMatchObject({ balance: '-54.00', payouts: [{ amount: '54.00', status: 'pending' }] });
    const listed = async () => ((await ok(adminCookie, 'GET', '/api/admin/payouts/balances')) as { sellerId: number; balance: string }[])
      .find((row) => row.sellerId === shop.seller.id);
    expect(await listed()).toBeUndefined();

    await orderAt(shop, 1, '35.99', 'delivered'); // net 32.99: still owed nothing (-21.01)
    expect(await listed()).toBeUndefined();
    const nothing = await call(adminCookie, 'POST', '/api/admin/payouts');
    if (nothing.statusCode === 201) expect(nothing.json().payouts.map((row: { sellerId: number }) => row.sellerId)).not.toContain(shop.seller.id);
    else expect(nothing.statusCode).toBe(409);

    await orderAt(shop, 2, '60.00', 'delivered'); // +54.00 -> 32.99
    expect(await listed()).toMatchObject({ balance: '32.99' });
    const paid = (await ok(adminCookie, 'POST', '/api/admin/payouts')).payouts.find((row: { sellerId: number }) => row.sellerId === shop.seller.id);
    expect(paid).toMatchObject({ amount: '32.99' });
    const covered = await t.db.select({ kind: ledgerEntries.kind }).from(ledgerEntries).where(eq(ledgerEntries.payoutId, paid.id));
    expect(covered.map((entry) => entry.kind).sort()).toEqual(['earning', 'earning', 'reversal']);
    expect((await own()).balance).toBe('0.00');
  });

  it('units sold follow paid orders: an unpaid order never counts, a paid one cancelled gives its units back', async () => {
    const shop = await sellerWithProduct(t.db, { price: '12.00', stock: 20 });
    await orderAt(shop, 2, '29.99', 'paid');
    expect(await totalSalesOf(shop.seller.id)).toBe(2);
    const unpaid = await orderAt(shop, 1, '17.99', 'placed');
    await ok(unpaid.buyer.cookie, 'POST', `/api/orders/${unpaid.id}/cancel`, { reason: 'Changed my mind' });
    expect(await totalSalesOf(shop.seller.id)).toBe(2);
    const later = await orderAt(shop, 3, '41.99', 'paid');
    expect(await totalSalesOf(shop.seller.id)).toBe(5);
    await ok(later.sellerCookie, 'POST', `/api/orders/${later.id}/cancel`, { reason: 'Out of this print' });
    expect(await totalSalesOf(shop.seller.id)).toBe(2);
    expect(await ok(later.sellerCookie, 'GET', '/api/seller/stats')).toMatchObject({ unitsSold: 2, orders: 1 });
    // The shop's public page shows the same number once the catalogue cache hears of the change.
    await expect.poll(async () => (await ok(null, 'GET', `/api/sellers/${shop.seller.id}`)).totalSales, { timeout: 5_000 }).toBe(2);
  });

  it('daily sales: thirty UTC days ending today, empty days zero, older orders left out', async () => {
    const shop = await sellerWithProduct(t.db, { price: '25.00', stock: 20, commissionRate: '15.00' });
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const threeDaysAgo = await orderAt(shop, 2, '50.00', 'delivered'); // net 42.50
    const longAgo = await orderAt(shop, 1, '30.99', 'paid');
    await orderAt(shop, 1, '30.99', 'placed'); // today: an order, no sale yet
    await t.db.update(orders).set({ createdAt: daysAgo(3) }).where(eq(orders.id, threeDaysAgo.id));
    await t.db.update(orders).set({ createdAt: daysAgo(40) }).where(eq(orders.id, longAgo.id));

    const days = (await ok(threeDaysAgo.sellerCookie, 'GET', '/api/seller/stats/daily')) as { date: string; orders: number; units: number; revenue: string }[];
    const iso = (date: Date) => date.toISOString().slice(0, 10);
    expect(days.map((day) => day.date)).toEqual(Array.from({ length: 30 }, (_, index) => iso(daysAgo(29 - index))));
    expect(days[26]).toEqual({ date: iso(daysAgo(3)), orders: 1, units: 2, revenue: '42.50' });
    expect(days[29]).toEqual({ date: iso(new Date()), orders: 1, units: 0, revenue: '0.00' });
    const quiet = days.filter((_, index) => index !== 26 && index !== 29);
    expect(quiet.every((day) => day.orders === 0 && day.units === 0 && day.revenue === '0.00')).toBe(true);
    // Another seller's chart is their own.
    const other = await sellerWithProduct(t.db, { price: '25.00' });
    const theirs = await ok(await sessionCookieFor(t.db, other.seller.userId), 'GET', '/api/seller/stats/daily');
    expect(theirs.every((day: { orders: number }) => day.orders === 0)).toBe(true);
  });

  it('the payouts list is paged with X-Total-Count and filtered by status; mark-paid is once, even at once', async () => {
    const shop = await sellerWithProduct(t.db, { price: '90.00', commissionRate: '10.00' });
    await orderAt(shop, 1, '90.00', 'delivered');
    const payout = (await ok(adminCookie, 'POST', '/api/admin/payouts')).payouts.find((row: { sellerId: number }) => row.sellerId === shop.seller.id);
    const page = await call(adminCookie, 'GET', '/api/admin/payouts?pageSize=1');
    expect(page.json()).toHaveLength(1);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
    expect((await call(adminCookie, 'GET', '/api/admin/payouts?pageSize=500')).statusCode).toBe(400);
    expect((await call(adminCookie, 'POST', '/api/admin/payouts/999999/mark-paid', { reference: 'X' })).statusCode).toBe(404);

    const replies = await Promise.all(Array.from({ length: 4 }, (_, index) =>
      call(adminCookie, 'POST', `/api/admin/payouts/${payout.id}/mark-paid`, { reference: `WIRE-${index}` })));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const paid = (await ok(adminCookie, 'GET', '/api/admin/payouts?status=paid&pageSize=100')) as { id: number; status: string }[];
    expect(paid.every((row) => row.status === 'paid')).toBe(true);
    expect(paid.map((row) => row.id)).toContain(payout.id);
    const pending = (await ok(adminCookie, 'GET', '/api/admin/payouts?status=pending&pageSize=100')) as { id: number }[];
    expect(pending.map((row) => row.id)).not.toContain(payout.id);
  });
});
