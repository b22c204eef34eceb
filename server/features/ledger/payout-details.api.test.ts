import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../seed/factories.js';
import { auditLog, users } from '../../db/schema/index.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { postCheckout, sellerWithProduct, shopperWithCart } from '../orders/orders-test-helpers.js';
import { deliveredDaysAgo } from './ledger-test-helpers.js';
import { PAYOUT_MESSAGES } from '../../../shared/payout-schemas.js';
import { PAYOUT_REVEAL_RATE_LIMIT } from './payouts.service.js';

describe.each(TEST_DRIVERS)('payout details on the admin payout row on %s', (driver) => {
  let t: TestApp;
  let admin: { id: number; cookie: string };
  beforeAll(async () => {
    t = await createTestApp(driver);
    const user = await createUser(t.db, { role: 'admin' });
    admin = { id: user.id, cookie: await sessionCookieFor(t.db, user.id) };
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (cookie: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  /** A shop with saved payout `settings` and one delivered order past its hold: a payout to make. */
  async function shopOwed(settings: object, price = '30.00') {
    const shop = await sellerWithProduct(t.db, { price, stock: 5, commissionRate: '10.00' });
    const sellerCookie = await sessionCookieFor(t.db, shop.seller.userId);
    const saved = await call(sellerCookie, 'PUT', `/api/sellers/${shop.seller.id}`, settings);
    expect(saved.statusCode, saved.body).toBe(200);
    const buyer = await shopperWithCart(t.db, [{ productId: shop.product.id, quantity: 2 }]);
    const placed = await postCheckout(t, buyer.cookie, (Number(price) * 2).toFixed(2));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().orders[0];
    expect((await call(admin.cookie, 'POST', `/api/admin/orders/${order.id}/mark-paid`)).statusCode).toBe(200);
    expect((await call(sellerCookie, 'POST', `/api/orders/${order.id}/ship`, { carrier: 'UPS', trackingNumber: `1Z${order.id}` })).statusCode).toBe(200);
    expect((await call(buyer.cookie, 'POST', `/api/orders/${order.id}/deliver`)).statusCode).toBe(200);
    await deliveredDaysAgo(t.db, order.id);
    return { ...shop, sellerCookie };
  }

  async function payoutOf(sellerId: number) {
    const run = await call(admin.cookie, 'POST', '/api/admin/payouts');
    expect(run.statusCode, run.body).toBe(201);
    return run.json().payouts.find((payout: { sellerId: number }) => payout.sellerId === sellerId);
  }

  const reveals = (payoutId: number) => t.db.select().from(auditLog)
    .where(and(eq(auditLog.action, 'payout.reveal_details'), eq(auditLog.entityId, payoutId)));

  it('shows where to send the money masked, reveals it in full only through the audited call, and tells the seller once paid', async () => {
    const shop = await shopOwed({
      payoutMethod: 'bank_transfer', payoutBankDetails: { accountHolder: 'Maya Chen', iban: 'DE89 3704 0044 0532 0130 00' },
      payoutEmailPaypal: 'maya@example.com',
    });
    const balances = (await call(admin.cookie, 'GET', '/api/admin/payouts/balances')).json();
    expect(balances.find((row: { sellerId: number }) => row.sellerId === shop.seller.id))
      .toMatchObject({ payoutMethod: 'bank_transfer', payoutDestination: 'IBAN •••• 3000 (Maya Chen)' });

    const payout = await payoutOf(shop.seller.id);
    expect(payout).toMatchObject({ method: 'bank_transfer', destination: 'IBAN •••• 3000 (Maya Chen)' });
    const list = await call(admin.cookie, 'GET', '/api/admin/payouts');
    expect(list.body).not.toContain('DE89');
    expect(list.json().find((row: { id: number }) => row.id === payout.id)).toMatchObject({ destination: 'IBAN •••• 3000 (Maya Chen)' });

    expect(await reveals(payout.id)).toHaveLength(0);
    const revealed = await call(admin.cookie, 'POST', `/api/admin/payouts/${payout.id}/details`);
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.headers['cache-control']).toBe('private, no-store');
    // Only the payout method's details: the PayPal email saved beside them stays sealed.
    expect(revealed.json()).toEqual({
      payoutId: payout.id, sellerId: shop.seller.id, businessName: shop.seller.businessName, method: 'bank_transfer',
      paypalEmail: null, stripeAccountId: null,
      bankAccount: { accountHolder: 'Maya Chen', iban: 'DE89370400440532013000', accountNumber: null, routingNumber: null },
    });
    expect(await reveals(payout.id)).toMatchObject([{ actorId: admin.id, entityType: 'payout', after: { sellerId: shop.seller.id, method: 'bank_transfer' } }]);

    const paid = await call(admin.cookie, 'POST', `/api/admin/payouts/${payout.id}/mark-paid`, { reference: 'SEPA-2026-1127' });
    expect(paid.statusCode, paid.body).toBe(200);
    await t.settle();
    const [owner] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, shop.seller.userId));
    const mail = t.mails.find((sent) => sent.to === owner!.email && sent.subject === 'Your Threadline payout of $54.00 was sent');
    expect(mail?.text).toContain('Reference: SEPA-2026-1127');
    expect(mail?.text).toContain('Sent to: IBAN •••• 3000 (Maya Chen)');
    expect(mail?.text).not.toContain('DE89');
    // The seller sees the payout, its reference and where it went.
    const own = (await call(shop.sellerCookie, 'GET', '/api/seller/payouts')).json();
    expect(own.payouts).toMatchObject([{ id: payout.id, status: 'paid', reference: 'SEPA-2026-1127', destination: 'IBAN •••• 3000 (Maya Chen)' }]);
  });

  it('reveals a PayPal email or a US account for their methods, and says when nothing is saved', async () => {
    const paypal = await shopOwed({ payoutMethod: 'paypal', payoutEmailPaypal: 'Pay.Out@Example.com' }, '26.00');
    const us = await shopOwed({
      payoutMethod: 'bank_transfer', payoutBankDetails: { accountHolder: 'Lee Park', accountNumber: '000123456789', routingNumber: '011000015' },
    }, '27.00');
    const none = await shopOwed({ payoutMethod: 'bank_transfer' }, '28.00');
    const run = await call(admin.cookie, 'POST', '/api/admin/payouts');
    const payouts = run.json().payouts as Array<{ id: number; sellerId: number; destination: string | null }>;
    const of = (sellerId: number) => payouts.find((payout) => payout.sellerId === sellerId)!;
    expect(of(paypal.seller.id).destination).toBe('PayPal p•••@example.com');
    expect(of(us.seller.id).destination).toBe('US account •••• 6789 (Lee Park)');
    expect(of(none.seller.id).destination).toBeNull();

    expect((await call(admin.cookie, 'POST', `/api/admin/payouts/${of(paypal.seller.id).id}/details`)).json())
      .toMatchObject({ method: 'paypal', paypalEmail: 'pay.out@example.com', bankAccount: null });
    expect((await call(admin.cookie, 'POST', `/api/admin/payouts/${of(us.seller.id).id}/details`)).json())
      .toMatchObject({ bankAccount: { accountHolder: 'Lee Park', iban: null, accountNumber: '000123456789', routingNumber: '011000015' } });
    const missing = await call(admin.cookie, 'POST', `/api/admin/payouts/${of(none.seller.id).id}/details`);
    expect({ status: missing.statusCode, message: missing.json().message }).toEqual({ status: 409, message: PAYOUT_MESSAGES.noDetails });
    expect(await reveals(of(none.seller.id).id)).toHaveLength(0);
    expect((await call(admin.cookie, 'POST', '/api/admin/payouts/2000000000/details')).statusCode).toBe(404);
  });

  it('lets only admins reveal, and no more than the limit an hour', async () => {
    const shop = await shopOwed({ payoutMethod: 'paypal', payoutEmailPaypal: 'limit@example.com' }, '29.00');
    const payout = await payoutOf(shop.seller.id);
    const url = `/api/admin/payouts/${payout.id}/details`;
    expect((await call(null, 'POST', url)).statusCode).toBe(401);
    expect((await call(shop.sellerCookie, 'POST', url)).statusCode).toBe(403);
    expect(await reveals(payout.id)).toHaveLength(0);

    const other = await createUser(t.db, { role: 'admin' });
    const otherCookie = await sessionCookieFor(t.db, other.id);
    for (let i = 0; i < PAYOUT_REVEAL_RATE_LIMIT.limit; i++) expect((await call(otherCookie, 'POST', url)).statusCode).toBe(200);
    const refused = await call(otherCookie, 'POST', url);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(PAYOUT_MESSAGES.revealLimited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await reveals(payout.id)).toHaveLength(PAYOUT_REVEAL_RATE_LIMIT.limit);
    // Counted per admin: another admin still may.
    expect((await call(admin.cookie, 'POST', url)).statusCode).toBe(200);
  });
});
