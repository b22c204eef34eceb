import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../seed/factories.js';
import { orders, refunds, returns } from '../../db/schema/index.js';
import { afterSaleOrder, type AfterSaleOrder } from '../../test/after-sale.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { toCents } from '../../../shared/money.js';
import { RETURN_MESSAGES } from '../../../shared/return-schemas.js';

/**
 * PGlite runs one transaction at a time, so these races cannot happen there: they run on the
 * PostgreSQL server only (TEST_DATABASE_URL), where concurrent transactions really interleave.
 */
describe.each(TEST_DRIVERS)('returns under concurrency on %s', (driver) => {
  const onServer = it.skipIf(driver === 'pglite');
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    adminCookie = await sessionCookieFor(t.db, (await createUser(t.db, { role: 'admin' })).id);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (cookie: string, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const statuses = (replies: { statusCode: number }[]) => replies.map((reply) => reply.statusCode).sort();
  const shippedReturn = async (o: AfterSaleOrder, quantity: number) => {
    const created = await call(o.buyer.cookie, `/api/orders/${o.orderId}/returns`, { items: [{ orderItemId: o.item.id, quantity }], reason: 'damaged' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };
    expect((await call(o.seller.cookie, `/api/returns/${id}/accept`, {})).statusCode).toBe(200);
    expect((await call(o.buyer.cookie, `/api/returns/${id}/ship`, { carrier: 'DHL', trackingNumber: 'R1' })).statusCode).toBe(200);
    return id;
  };
  const refundedOf = async (orderId: number) => {
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    return { rows, order: order!, sum: rows.reduce((sum, row) => sum + toCents(row.amount), 0) };
  };

  onServer('two receive calls at once: one 200, one 409, one refund', async () => {
    for (let round = 0; round < 5; round++) {
      const o = await afterSaleOrder(t, { adminCookie, quantity: 2, deliveredDaysAgo: 8 });
      const id = await shippedReturn(o, 1);
      const replies = await Promise.all([1, 2].map(() => call(o.seller.cookie, `/api/returns/${id}/receive`, { restock: true })));
      expect(statuses(replies)).toEqual([200, 409]);
      const refused = replies.find((reply) => reply.statusCode === 409)!;
      expect([RETURN_MESSAGES.changedMeanwhile, RETURN_MESSAGES.moveRefused('refunded')]).toContain(refused.json().message);
      const { rows } = await refundedOf(o.orderId);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.returnId).toBe(id);
    }
  });

  onServer('a return received while an admin refunds the order: never more than the total, no 5xx', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 8; round++) {
      const o = await afterSaleOrder(t, { adminCookie, price: '10.00', quantity: 2, deliveredDaysAgo: 8 });
      const id = await shippedReturn(o, 1);
      const [received, refunded] = await Promise.all([
        call(o.seller.cookie, `/api/returns/${id}/receive`, { restock: false }),
        call(adminCookie, `/api/admin/orders/${o.orderId}/refund`, { reason: 'Goodwill' }),
      ]);
      expect(refunded.statusCode, refunded.body).toBe(200);
      expect([200, 409]).toContain(received.statusCode);
      if (received.statusCode === 409) expect(received.json().message).toBe(RETURN_MESSAGES.refundTooLarge);
      outcomes.add(`${received.statusCode}`);
      const { rows, order, sum } = await refundedOf(o.orderId);
      // Whoever came first, the order is refunded exactly once in full.
      expect(sum).toBe(toCents(order.total));
      expect(order).toMatchObject({ refundedTotal: order.total, paymentStatus: 'refunded' });
      expect(rows.length).toBe(received.statusCode === 200 ? 2 : 1);
      const [ret] = await t.db.select().from(returns).where(eq(returns.id, id));
      expect(ret!.status).toBe(received.statusCode === 200 ? 'refunded' : 'shipped');
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  onServer('two return requests at once for every unit: one 201, one 409', async () => {
    for (let round = 0; round < 5; round++) {
      const o = await afterSaleOrder(t, { adminCookie, quantity: 2 });
      const body = { items: [{ orderItemId: o.item.id, quantity: 2 }], reason: 'doesnt_fit' };
      const replies = await Promise.all([1, 2].map(() => call(o.buyer.cookie, `/api/orders/${o.orderId}/returns`, body)));
      expect(statuses(replies)).toEqual([201, 409]);
      expect(replies.find((reply) => reply.statusCode === 409)!.json().message).toBe(RETURN_MESSAGES.quantityTooHigh);
      expect(await t.db.select().from(returns).where(eq(returns.orderId, o.orderId))).toHaveLength(1);
    }
  });
});
