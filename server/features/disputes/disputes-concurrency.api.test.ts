import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds } from '../../db/schema/index.js';
import { createUser } from '../../seed/factories.js';
import { afterSaleOrder } from '../../test/after-sale.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { toCents } from '../../../shared/money.js';
import { insertOrderMessage, insertReturn } from './dispute-test-helpers.js';

/**
 * PostgreSQL server only (TEST_DATABASE_URL), where transactions really run at once: an admin's
 * dispute refund of everything and the shop marking the return received (which refunds its goods)
 * race on one order, through their routes, and the overlapping money is paid once.
 */
describe.each(TEST_DRIVERS)('dispute refunds under concurrency on %s', (driver) => {
  const onServer = it.skipIf(driver !== 'postgres');
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    if (driver !== 'postgres') return;
    t = await createTestApp(driver);
    adminCookie = await sessionCookieFor(t.db, (await createUser(t.db, { role: 'admin' })).id);
  });
  afterAll(async () => {
    await t?.close();
  });

  onServer('a return refund and a dispute refund racing on one order pay the goods once', async () => {
    const outcomes = { disputeWon: 0, returnWon: 0 };
    for (let round = 0; round < 6; round += 1) {
      const o = await afterSaleOrder(t, { adminCookie, deliveredDaysAgo: 1 });
      const shipped = await insertReturn(t, o, { status: 'shipped', days: 1 });
      await insertOrderMessage(t, o.orderId, 'buyer', 4);
      const opened = await t.app.inject({
        method: 'POST', url: `/api/orders/${o.orderId}/disputes`, headers: { cookie: o.buyer.cookie }, payload: { reason: 'no_answer', note: 'Silence' },
      });
      expect(opened.statusCode, opened.body).toBe(201);
      const [order] = await t.db.select().from(orders).where(eq(orders.id, o.orderId));
      const goodsCents = toCents(order!.subtotal);

      const returnRefund = t.app.inject({
        method: 'POST', url: `/api/returns/${shipped.id}/receive`, headers: { cookie: o.seller.cookie }, payload: { restock: false },
      }).then((reply) => ({ ok: reply.statusCode === 200, status: reply.statusCode }));
      const decide = t.app.inject({
        method: 'POST', url: `/api/admin/disputes/${opened.json().id}/decide`, headers: { cookie: adminCookie }, payload: { outcome: 'refund', note: 'All back' },
      });
      const [returned, decided] = await Promise.all([returnRefund, decide]);
      expect(decided.statusCode, decided.body).toBeLessThan(500);
      expect(returned.status).toBeLessThan(500);

      const paid = await t.db.select().from(refunds).where(eq(refunds.orderId, o.orderId));
      const sumCents = paid.reduce((sum, refund) => sum + toCents(refund.amount), 0);
      const goodsPaidCents = paid.reduce((sum, refund) => sum + toCents(refund.amount) - toCents(refund.shippingAmount), 0);
      const [after] = await t.db.select({ refundedTotal: orders.refundedTotal, total: orders.total }).from(orders).where(eq(orders.id, o.orderId));
      expect(sumCents).toBeLessThanOrEqual(toCents(after!.total));
      expect(goodsPaidCents).toBe(goodsCents);
      expect(toCents(after!.refundedTotal)).toBe(sumCents);
      // Either the dispute took everything first (it closes the return, whose receipt is then
      // refused, 409), or the return took the goods and the dispute the shipping fee that was left.
      if (decided.statusCode === 200 && !returned.ok) {
        expect(returned.status).toBe(409);
        expect(paid.map((r) => r.source)).toEqual(['dispute']);
        outcomes.disputeWon += 1;
      } else {
        expect(returned.ok).toBe(true);
        expect(paid.map((r) => r.source).sort()).toEqual(decided.statusCode === 200 ? ['dispute', 'return'] : ['return']);
        outcomes.returnWon += 1;
      }
      const [{ count }] = (await t.db.execute<{ count: number }>(sql`select count(*)::int as count from ledger_entries where order_id = ${o.orderId} and kind = 'reversal'`)
        .then((r) => (r as unknown as { rows: { count: number }[] }).rows)) as [{ count: number }];
      expect(count).toBe(paid.filter((r) => toCents(r.sellerAmount) > 0).length);
    }
    expect(outcomes.disputeWon + outcomes.returnWon).toBe(6);
  });
});
