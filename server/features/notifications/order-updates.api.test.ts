import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.js';
import { createUser } from '../../seed/factories.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { postCheckout, sellerWithProduct, shopperWithCart } from '../orders/orders-test-helpers.js';
import { notificationsOf } from '../../test/notifications.js';
import { writePreferences } from './notification-preferences.repo.js';

describe.each(TEST_DRIVERS)("an order's moves in its buyer's centre and mail on %s", (driver) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(driver, { BANK_TRANSFER_DETAILS: 'Threadline Ltd, Example Bank, IBAN DE89 3704 0044 0532 0130 00' });
    admin = await sessionCookieFor(t.db, (await createUser(t.db, { role: 'admin' })).id);
  });
  afterAll(async () => {
    await t?.close();
  });

  const act = (cookie: string, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const mailsTo = (to: string, subject: string) => t.db.select().from(outbox).where(and(eq(outbox.to, to), like(outbox.subject, subject)));

  async function placed() {
    const { product, seller } = await sellerWithProduct(t.db, { price: '43.00', stock: 10, businessName: `Shop ${Math.random().toString(36).slice(2, 8)}` });
    const buyer = await shopperWithCart(t.db, [{ productId: product.id }]);
    const response = await postCheckout(t, buyer.cookie, '48.99');
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json().orders[0] as { id: number; number: string; businessName: string };
    return { buyer, order, sellerCookie: await sessionCookieFor(t.db, seller.userId) };
  }

  it('paid, shipped with tracking and delivered each write one entry and one mail with its unsubscribe link', async () => {
    const { buyer, order, sellerCookie } = await placed();
    expect((await act(admin, `/api/admin/orders/${order.id}/mark-paid`)).statusCode).toBe(200);
    expect((await act(sellerCookie, `/api/orders/${order.id}/ship`, { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' })).statusCode).toBe(200);
    expect((await act(buyer.cookie, `/api/orders/${order.id}/deliver`)).statusCode).toBe(200);

    const entries = await notificationsOf(t.db, buyer.user.id);
    expect(entries.map((entry) => [entry.kind, entry.groupKey, entry.orderId])).toEqual([
      ['order_update', `order:${order.id}:paid`, order.id],
      ['order_update', `order:${order.id}:shipped`, order.id],
      ['order_update', `order:${order.id}:delivered`, order.id],
    ]);
    expect(entries[1]!.data).toEqual({
      orderStatus: 'shipped', orderNumber: order.number, shopName: order.businessName,
      carrier: 'UPS', trackingNumber: '1Z999AA10123456784', trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/account/notifications', headers: { cookie: buyer.cookie } })).json();
    expect(listed.unread).toBe(3);
    expect(listed.items[0]).toMatchObject({ title: `Order ${order.number} delivered`, link: '/account/orders' });
    expect(listed.items[1]).toMatchObject({
      title: `Order ${order.number} shipped`, body: `On its way from ${order.businessName}: UPS tracking 1Z999AA10123456784.`,
    });

    const [shipped] = await mailsTo(buyer.user.email, `Your order ${order.number} has shipped`);
    expect(shipped!.listUnsubscribe).toMatch(/^http:\/\/localhost:5000\/api\/notifications\/unsubscribe\?code=\d+\.3\.[\w-]{32}$/);
    expect(shipped!.body).toContain('Unsubscribe: http://localhost:5000/unsubscribe?code=');
    expect(await mailsTo(buyer.user.email, `Payment received for your order ${order.number}`)).toHaveLength(1);
    expect(await mailsTo(buyer.user.email, `Your order ${order.number} was delivered`)).toHaveLength(1);
    // The mail's one-click address works as it is, without a session.
    const oneClick = await t.app.inject({ method: 'POST', url: shipped!.listUnsubscribe!.replace('http://localhost:5000', '') });
    expect(oneClick.json()).toMatchObject({ kind: 'order_update' });
  });

  it('with order-update email off: the entry, but no shipped mail; the refund mail still goes', async () => {
    const { buyer, order, sellerCookie } = await placed();
    await writePreferences(t.db, buyer.user.id, { order_update: { email: false } }, new Date());
    await act(admin, `/api/admin/orders/${order.id}/mark-paid`);
    await act(sellerCookie, `/api/orders/${order.id}/ship`, { carrier: 'UPS', trackingNumber: '1Z1' });
    await act(sellerCookie, `/api/orders/${order.id}/deliver`);
    const refunded = await act(admin, `/api/admin/orders/${order.id}/refund`, { reason: 'Returned: too small' });
    expect(refunded.statusCode, refunded.body).toBe(200);

    expect((await notificationsOf(t.db, buyer.user.id)).map((entry) => entry.data.orderStatus)).toEqual(['paid', 'shipped', 'delivered']);
    expect(await mailsTo(buyer.user.email, `Payment received for your order ${order.number}`)).toHaveLength(0);
    expect(await mailsTo(buyer.user.email, `Your order ${order.number} has shipped`)).toHaveLength(0);
    expect(await mailsTo(buyer.user.email, `Your order ${order.number} was delivered`)).toHaveLength(0);
    const [refund] = await mailsTo(buyer.user.email, `Refund for your order ${order.number}`);
    expect(refund!.listUnsubscribe).toBeNull();
    // The checkout confirmation went too: money owed is always mailed.
    expect((await mailsTo(buyer.user.email, 'Your Threadline order %'))).toHaveLength(1);
  });

  it('with in-app off: the mail, no entry; a cancel of a paid order mails its refund whatever the switch', async () => {
    const quiet = await placed();
    await writePreferences(t.db, quiet.buyer.user.id, { order_update: { inApp: false } }, new Date());
    await act(quiet.buyer.cookie, `/api/orders/${quiet.order.id}/cancel`, { reason: 'Changed my mind' });
    expect(await notificationsOf(t.db, quiet.buyer.user.id)).toEqual([]);
    const [cancelled] = await mailsTo(quiet.buyer.user.email, `Your order ${quiet.order.number} was cancelled`);
    expect(cancelled!.listUnsubscribe).toMatch(/unsubscribe\?code=/);

    const paid = await placed();
    await writePreferences(t.db, paid.buyer.user.id, { order_update: { email: false } }, new Date());
    await act(admin, `/api/admin/orders/${paid.order.id}/mark-paid`);
    expect((await act(paid.sellerCookie, `/api/orders/${paid.order.id}/cancel`, { reason: 'Out of stock' })).statusCode).toBe(200);
    expect((await notificationsOf(t.db, paid.buyer.user.id)).map((entry) => entry.data.orderStatus)).toEqual(['paid', 'cancelled']);
    const [refundedCancel] = await mailsTo(paid.buyer.user.email, `Your order ${paid.order.number} was cancelled`);
    expect(refundedCancel!.body).toContain('We are refunding $48.99');
    expect(refundedCancel!.listUnsubscribe).toBeNull();
  });
});
