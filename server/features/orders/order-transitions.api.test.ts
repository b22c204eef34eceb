import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeller, createUser } from '../../seed/factories.js';
import { auditLog, orders, outbox } from '../../db/schema/index.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { ORDER_STATUSES, type OrderStatus } from '../../../shared/order-transitions.js';
import { postCheckout, sellerWithProduct, shopperWithCart, variantStock } from './orders-test-helpers.js';

type Role = 'buyer' | 'seller' | 'admin';
type Action = 'ship' | 'deliver' | 'cancel' | 'mark-paid';

// Written out by hand, not derived from the shared table, so a wrong table fails here.
const ALLOWED: Record<Action, Partial<Record<Role, string[]>>> = {
  ship: { seller: ['processing'], admin: ['processing'] },
  deliver: { buyer: ['shipped'], seller: ['shipped'], admin: ['shipped'] },
  cancel: { buyer: ['pending', 'processing'], seller: ['processing'], admin: ['pending', 'processing'] },
  'mark-paid': { admin: ['pending'] },
};
const TARGET: Record<Action, string> = { ship: 'shipped', deliver: 'delivered', cancel: 'cancelled', 'mark-paid': 'processing' };
const BODY: Record<Action, object | undefined> = {
  ship: { carrier: 'DHL', trackingNumber: 'JD0001' }, deliver: undefined, cancel: { reason: 'Changed my mind' }, 'mark-paid': undefined,
};

describe.each(TEST_DRIVERS)('order transitions on %s', (driver) => {
  let t: TestApp;
  let cookies: Record<Role | 'stranger' | 'otherSeller', string>;
  let orderId: number;
  let buyerEmail: string;

  beforeAll(async () => {
    t = await createTestApp(driver);
    const { seller, product } = await sellerWithProduct(t.db, { price: '20.00', stock: 10 });
    const buyer = await shopperWithCart(t.db, [{ productId: product.id, quantity: 2 }]);
    buyerEmail = buyer.user.email;
    orderId = (await postCheckout(t, buyer.cookie, '45.99')).json().orders[0].id;
    const admin = await createUser(t.db, { role: 'admin' });
    const otherSeller = await createSeller(t.db);
    cookies = {
      buyer: buyer.cookie,
      seller: await sessionCookieFor(t.db, seller.userId),
      admin: await sessionCookieFor(t.db, admin.id),
      stranger: await sessionCookieFor(t.db, (await createUser(t.db)).id),
      otherSeller: await sessionCookieFor(t.db, otherSeller.userId),
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  const act = (role: keyof typeof cookies, action: Action, id = orderId, body = BODY[action]) => t.app.inject({
    method: 'POST', url: action === 'mark-paid' ? `/api/admin/orders/${id}/mark-paid` : `/api/orders/${id}/${action}`,
    headers: { cookie: cookies[role] }, ...(body ? { payload: body } : {}),
  });
  const setStatus = (status: OrderStatus) => t.db.update(orders).set({ status, paymentStatus: 'pending' }).where(eq(orders.id, orderId));

  for (const action of Object.keys(ALLOWED) as Action[]) {
    for (const role of ['buyer', 'seller', 'admin'] as Role[]) {
      it(`${role} ${action}: allowed only from ${ALLOWED[action][role]?.join(', ') || 'nowhere'}`, async () => {
        for (const from of ORDER_STATUSES) {
          await setStatus(from);
          const response = await act(role, action);
          const allowed = ALLOWED[action][role]?.includes(from) ?? false;
          const expected = allowed ? 200 : action === 'mark-paid' && role !== 'admin' ? 403 : 409;
          expect(response.statusCode, `${role} ${action} from ${from}: ${response.body}`).toBe(expected);
          const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
          expect(row!.status).toBe(allowed ? TARGET[action] : from);
        }
      });
    }
  }

  it("someone else's order is not found, to strangers and other sellers alike", async () => {
    await setStatus('processing');
    for (const role of ['stranger', 'otherSeller'] as const) {
      expect((await act(role, 'ship')).statusCode).toBe(404);
      expect((await act(role, 'cancel')).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: { cookie: cookies[role] } })).statusCode).toBe(404);
    }
    for (const role of ['buyer', 'seller', 'admin'] as const) {
      expect((await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: { cookie: cookies[role] } })).statusCode).toBe(200);
    }
  });

  it('shipping needs a carrier and a tracking number, and mails the buyer the tracking', async () => {
    await setStatus('processing');
    const missing = await act('seller', 'ship', orderId, { carrier: 'DHL' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Tracking number is required');
    const shipped = await act('seller', 'ship', orderId, { carrier: 'UPS', trackingNumber: '1Z999' });
    expect(shipped.json()).toMatchObject({ status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999' });
    const mails = await t.db.select().from(outbox).where(and(eq(outbox.to, buyerEmail), eq(outbox.subject, `Your order ${shipped.json().number} has shipped`)));
    expect(mails.some((mail) => mail.body.includes('Tracking number: 1Z999'))).toBe(true);
  });

  it('a transfer marked received pays the order, audits it and mails the seller', async () => {
    await setStatus('pending');
    const paid = await act('admin', 'mark-paid');
    expect(paid.json()).toMatchObject({ status: 'processing', paymentStatus: 'paid', expiresAt: null });
    expect(paid.json().events.at(-1)).toMatchObject({ fromStatus: 'pending', toStatus: 'processing', actorRole: 'admin' });
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'order.mark_paid'), eq(auditLog.entityId, orderId)));
    expect(audits.length).toBeGreaterThan(0);
    const mails = await t.db.select().from(outbox).where(eq(outbox.subject, `New order ${paid.json().number}`));
    expect(mails.length).toBeGreaterThan(0);
  });

  it('cancelling before shipment gives the stock back exactly once and mails the buyer', async () => {
    const { product, variant } = await sellerWithProduct(t.db, { price: '20.00', stock: 5 });
    const buyer = await shopperWithCart(t.db, [{ productId: product.id, quantity: 3 }]);
    const placed = (await postCheckout(t, buyer.cookie, '60.00')).json();
    expect(await variantStock(t.db, variant.id)).toBe(2);
    const id = placed.orders[0].id;
    const cancel = () => t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: { cookie: buyer.cookie }, payload: { reason: 'Wrong size' } });
    expect((await cancel()).json()).toMatchObject({ status: 'cancelled', cancelReason: 'Wrong size' });
    expect(await variantStock(t.db, variant.id)).toBe(5);
    expect((await cancel()).statusCode).toBe(409);
    // Even a status forced back cannot release twice: the release movement is unique per item.
    await t.db.update(orders).set({ status: 'pending' }).where(eq(orders.id, id));
    expect((await cancel()).statusCode).toBe(200);
    expect(await variantStock(t.db, variant.id)).toBe(5);
    const mails = await t.db.select().from(outbox).where(and(eq(outbox.to, buyer.user.email), eq(outbox.subject, `Your order ${placed.orders[0].number} was cancelled`)));
    expect(mails.length).toBeGreaterThan(0);
  });

  it('lists: the buyer their own newest first, the seller theirs without the buyer email, admins all', async () => {
    const mine = await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: cookies.buyer } });
    expect(mine.headers['x-total-count']).toBe('1');
    expect(mine.json().map((order: { id: number }) => order.id)).toEqual([orderId]);
    const seller = await t.app.inject({ method: 'GET', url: '/api/seller/orders', headers: { cookie: cookies.seller } });
    expect(seller.json().map((order: { id: number }) => order.id)).toEqual([orderId]);
    expect(seller.body).not.toContain(buyerEmail);
    const filtered = await t.app.inject({ method: 'GET', url: '/api/seller/orders?status=delivered', headers: { cookie: cookies.seller } });
    expect(filtered.headers['x-total-count']).toBe(String(filtered.json().length));
    expect((await t.app.inject({ method: 'GET', url: '/api/seller/orders', headers: { cookie: cookies.otherSeller } })).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/seller/orders', headers: { cookie: cookies.stranger } })).statusCode).toBe(403);
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie: cookies.admin } });
    expect(Number(all.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie: cookies.buyer } })).statusCode).toBe(403);
  });
});
