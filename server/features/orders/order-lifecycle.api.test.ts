import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../seed/factories.js';
import { orderEvents, orderItems, orders, outbox, payments, refunds, sellers, stockMovements } from '../../db/schema/index.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { ORDER_MESSAGES } from '../../../shared/orders-schemas.js';
import { EXPIRED_REASON } from './orders-sweeper.js';
import { postCheckout, sellerWithProduct, shopperWithCart, variantStock } from './orders-test-helpers.js';

describe.each(TEST_DRIVERS)('order lifecycle on %s', (driver) => {
  let t: TestApp;
  let adminCookie: string;

  beforeAll(async () => {
    t = await createTestApp(driver, { PAYMENTS_DEMO: 'true' });
    adminCookie = await sessionCookieFor(t.db, (await createUser(t.db, { role: 'admin' })).id);
  });
  afterAll(async () => {
    await t?.close();
  });

  const markPaid = (id: number) => t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/mark-paid`, headers: { cookie: adminCookie } });

  it('marks only a bank transfer received by hand: a card or demo payment answers 409 and nothing moves', async () => {
    const { product, seller } = await sellerWithProduct(t.db, { price: '20.00', stock: 5 });
    const demoBuyer = await shopperWithCart(t.db, [{ productId: product.id }]);
    const demo = (await postCheckout(t, demoBuyer.cookie, '25.99', { body: { paymentMethod: 'demo' } })).json().orders[0];
    const refused = await markPaid(demo.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ORDER_MESSAGES.bankTransferOnly);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, demo.id));
    expect(row).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect(await t.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, demo.id), eq(orderEvents.toStatus, 'processing')))).toHaveLength(0);
    const [shop] = await t.db.select({ totalSales: sellers.totalSales }).from(sellers).where(eq(sellers.id, seller.id));
    expect(shop!.totalSales).toBe(0);

    const transferBuyer = await shopperWithCart(t.db, [{ productId: product.id }]);
    const transfer = (await postCheckout(t, transferBuyer.cookie, '25.99')).json().orders[0];
    expect((await markPaid(transfer.id)).json()).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
  });

  it("the sweeper's cancel has the effects of an admin's cancel: stock back, timeline, mail; no refund, no units sold", async () => {
    const { product, variant } = await sellerWithProduct(t.db, { price: '20.00', stock: 6 });
    const place = async () => {
      const buyer = await shopperWithCart(t.db, [{ productId: product.id, quantity: 2 }]);
      return (await postCheckout(t, buyer.cookie, '45.99')).json().orders[0].id as number;
    };
    const [byAdmin, bySweeper] = [await place(), await place()];
    expect(await variantStock(t.db, variant.id)).toBe(2);

    const cancelled = await t.app.inject({
      method: 'POST', url: `/api/orders/${byAdmin}/cancel`, headers: { cookie: adminCookie }, payload: { reason: EXPIRED_REASON },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Only this order is past its expiry now; the other tests' unpaid orders are not.
    await t.db.update(orders).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(orders.id, bySweeper));
    expect(await t.app.ordersSweeper.sweep(new Date())).toBe(1);
    expect(await variantStock(t.db, variant.id)).toBe(6);

    const effectsOf = async (id: number) => {
      const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
      const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
      return {
        order: { status: order!.status, cancelReason: order!.cancelReason, cancelled: order!.cancelledAt !== null },
        lastEvent: { fromStatus: events.at(-1)!.fromStatus, toStatus: events.at(-1)!.toStatus, note: events.at(-1)!.note },
        released: (await t.db.select({ delta: stockMovements.delta }).from(stockMovements)
          .innerJoin(orderItems, eq(orderItems.id, stockMovements.orderItemId))
          .where(and(eq(orderItems.orderId, id), eq(stockMovements.reason, 'release')))).map((movement) => movement.delta),
        mails: (await t.db.select().from(outbox).where(eq(outbox.subject, `Your order ${order!.number} was cancelled`))).length,
        refunds: (await t.db.select().from(refunds).where(eq(refunds.orderId, id))).length,
        paymentStatus: order!.paymentStatus,
      };
    };
    const admin = await effectsOf(byAdmin);
    const sweeper = await effectsOf(bySweeper);
    expect(admin).toMatchObject({ order: { status: 'cancelled', cancelReason: EXPIRED_REASON, cancelled: true }, released: [2], mails: 1, refunds: 0 });
    // One difference, and the table says it: the sweeper's cancel also expires the payment nobody awaits.
    expect({ ...sweeper, paymentStatus: admin.paymentStatus }).toEqual(admin);
    expect([admin.paymentStatus, sweeper.paymentStatus]).toEqual(['pending', 'expired']);
  });

  it("a buyer's cancel of an unpaid checkout expires its payment once no order of it awaits payment, as the sweeper's does", async () => {
    const a = await sellerWithProduct(t.db, { price: '20.00', stock: 5 });
    const b = await sellerWithProduct(t.db, { price: '30.00', stock: 5 });
    const buyer = await shopperWithCart(t.db, [{ productId: a.product.id }, { productId: b.product.id }]);
    const placed = (await postCheckout(t, buyer.cookie, '61.98', { body: { paymentMethod: 'demo' } })).json();
    expect(placed.orders).toHaveLength(2);
    const paymentOf = async () => (await t.db.select({ status: payments.status }).from(payments).where(eq(payments.checkoutId, placed.checkout.id)))[0]!.status;
    const cancel = (id: number) => t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: { cookie: buyer.cookie }, payload: { reason: 'Changed my mind' } });

    expect((await cancel(placed.orders[0].id)).statusCode).toBe(200);
    // The other order still awaits the payment.
    expect(await paymentOf()).toBe('pending');
    expect((await cancel(placed.orders[1].id)).statusCode).toBe(200);
    expect(await paymentOf()).toBe('expired');
  });
});
