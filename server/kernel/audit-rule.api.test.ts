import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createSeller, createUser } from '../seed/factories.js';
import { sessionCookieFor } from '../test/sign-in.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { TEST_DRIVERS } from '../test/test-database.js';
import { postCheckout, sellerWithProduct, shopperWithCart } from '../features/orders/orders-test-helpers.js';
import { auditRows, caller, signedInAdmin } from '../features/admin/admin-test-helpers.js';

/**
 * Security finding 5 (issue 20): an admin acting through the routes everyone uses, on something
 * that is not theirs, leaves an audit row (actor, action, before and after); owners acting on
 * their own leave none.
 */
describe.each(TEST_DRIVERS)('admin actions through the shared routes on %s', (driver) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestApp(driver);
    call = caller(t);
    admin = await signedInAdmin(t);
    categoryId = (await createCategory(t.db)).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const newestAudit = async () => (await auditRows(t))[0];
  const auditTotal = async () => (await auditRows(t)).length;
  const byAdmin = { actorId: 0, actorUsername: '', ip: '127.0.0.1' };
  beforeAll(() => {
    byAdmin.actorId = admin.admin.id;
    byAdmin.actorUsername = admin.admin.username;
  });

  it("audits an admin's edit and move of a shop's product; the owner's own edit leaves none", async () => {
    const shop = await createSeller(t.db);
    const otherShop = await createSeller(t.db);
    const product = await createProduct(t.db, { categoryId, sellerId: shop.id, price: '25.00' });

    const owners = await auditTotal();
    const own = await call(await sessionCookieFor(t.db, shop.userId), { method: 'PUT', url: `/api/products/${product.id}`, payload: { price: '26.00' } });
    expect(own.statusCode, own.body).toBe(200);
    expect(await auditTotal()).toBe(owners);

    const edit = await call(admin.cookie, { method: 'PUT', url: `/api/products/${product.id}`, payload: { price: '30.00', name: 'Renamed Tee' } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await newestAudit()).toMatchObject({
      ...byAdmin, action: 'product.update', entityType: 'product', entityId: product.id,
      before: { price: '26.00', name: product.name }, after: { price: '30.00', name: 'Renamed Tee' },
    });

    const move = await call(admin.cookie, { method: 'PUT', url: `/api/products/${product.id}`, payload: { sellerId: otherShop.id } });
    expect(move.statusCode, move.body).toBe(200);
    expect(await newestAudit()).toMatchObject({
      ...byAdmin, action: 'product.update', entityId: product.id, before: { sellerId: shop.id }, after: { sellerId: otherShop.id },
    });
  });

  it("audits an admin's deletion of a shop's product with what it was", async () => {
    const shop = await createSeller(t.db);
    const product = await createProduct(t.db, { categoryId, sellerId: shop.id, name: 'Doomed Hoodie', price: '55.00' });
    const removed = await call(admin.cookie, { method: 'DELETE', url: `/api/products/${product.id}` });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await newestAudit()).toMatchObject({
      ...byAdmin, action: 'product.delete', entityType: 'product', entityId: product.id,
      before: { name: 'Doomed Hoodie', price: '55.00', sellerId: shop.id }, after: null,
    });
  });

  it("audits an admin's change of a shop's payout account, secrets redacted; the owner's own change leaves none", async () => {
    const shop = await createSeller(t.db);
    const owners = await auditTotal();
    const own = await call(await sessionCookieFor(t.db, shop.userId), { method: 'PUT', url: `/api/sellers/${shop.id}`, payload: { specialty: 'Denim' } });
    expect(own.statusCode, own.body).toBe(200);
    expect(await auditTotal()).toBe(owners);

    const payout = await call(admin.cookie, {
      method: 'PUT', url: `/api/sellers/${shop.id}`, payload: { paymentGateway: 'stripe', stripeAccountId: 'acct_attacker', payoutMethod: 'stripe' },
    });
    expect(payout.statusCode, payout.body).toBe(200);
    expect(await newestAudit()).toMatchObject({
      ...byAdmin, action: 'seller.update', entityType: 'seller', entityId: shop.id,
      before: { stripeAccountId: null, payoutMethod: shop.payoutMethod },
      after: { paymentGateway: 'stripe', stripeAccountId: 'acct_attacker', payoutMethod: 'stripe' },
    });

    const secret = await call(admin.cookie, {
      method: 'PUT', url: `/api/sellers/${shop.id}`, payload: {
        paymentGateway: 'paypal', paypalClientId: 'AppId123', paypalClientSecret: 'hunter2hunter2', payoutEmailPaypal: 'shop@example.com',
        payoutBankDetails: { accountHolder: 'Shop Owner', iban: 'NL91ABNA0417164300' },
      },
    });
    expect(secret.statusCode, secret.body).toBe(200);
    const row = await newestAudit();
    // Payout details appear masked and as "[sealed]"; the ignored gateway secret not at all.
    expect(row).toMatchObject({
      action: 'seller.update',
      after: { paypalClientId: 'AppId123', payoutPaypalSealed: '[sealed]', payoutPaypalMasked: 's•••@example.com', payoutBankSealed: '[sealed]', payoutBankMasked: 'IBAN •••• 4300 (Shop Owner)' },
    });
    for (const secret of ['hunter2', 'shop@example.com', 'NL91']) expect(JSON.stringify(row)).not.toContain(secret);
  });

  it("audits an admin's ship, deliver and cancel (with the refund) of a shop's order; the shop's own moves leave none", async () => {
    const { seller, product } = await sellerWithProduct(t.db, { price: '20.00', stock: 10 });
    const sellerCookie = await sessionCookieFor(t.db, seller.userId);
    const placeOrder = async () => {
      const buyer = await shopperWithCart(t.db, [{ productId: product.id }]);
      const placed = await postCheckout(t, buyer.cookie, '25.99');
      expect(placed.statusCode, placed.body).toBe(201);
      const id = placed.json().orders[0].id as number;
      expect((await call(admin.cookie, { method: 'POST', url: `/api/admin/orders/${id}/mark-paid` })).statusCode).toBe(200);
      return id;
    };

    const shipped = await placeOrder();
    const ship = await call(admin.cookie, { method: 'POST', url: `/api/orders/${shipped}/ship`, payload: { carrier: 'DHL', trackingNumber: 'JD01' } });
    expect(ship.statusCode, ship.body).toBe(200);
    expect(await newestAudit()).toMatchObject({
      ...byAdmin, action: 'order.ship', entityType: 'order', entityId: shipped, before: { status: 'processing' }, after: { status: 'shipped' },
    });
    const deliver = await call(admin.cookie, { method: 'POST', url: `/api/orders/${shipped}/deliver` });
    expect(deliver.statusCode, deliver.body).toBe(200);
    expect(await newestAudit()).toMatchObject({
      ...byAdmin, action: 'order.deliver', entityId: shipped, before: { status: 'shipped' }, after: { status: 'delivered' },
    });

    const cancelled = await placeOrder();
    const cancel = await call(admin.cookie, { method: 'POST', url: `/api/orders/${cancelled}/cancel`, payload: { reason: 'Suspected fraud' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await newestAudit()).toMatchObject({
      ...byAdmin, action: 'order.cancel', entityId: cancelled,
      before: { status: 'processing', paymentStatus: 'paid' }, after: { status: 'cancelled', paymentStatus: 'refunded', reason: 'Suspected fraud' },
    });

    const own = await placeOrder();
    const before = await auditTotal();
    expect((await call(sellerCookie, { method: 'POST', url: `/api/orders/${own}/ship`, payload: { carrier: 'UPS', trackingNumber: '1Z' } })).statusCode).toBe(200);
    expect((await call(sellerCookie, { method: 'POST', url: `/api/orders/${own}/deliver` })).statusCode).toBe(200);
    expect(await auditTotal()).toBe(before);
  });

  it('audits an admin signing in at /api/login as a sign-in, and nobody else', async () => {
    const boss = await createUser(t.db, { role: 'admin', password: 'password123' });
    const signIn = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: boss.email, password: 'password123' } });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(await newestAudit()).toMatchObject({
      actorId: boss.id, actorUsername: boss.username, action: 'admin.login', entityType: 'user', entityId: boss.id, after: { via: '/api/login' },
    });

    const shopper = await createUser(t.db, { password: 'password123' });
    const before = await auditTotal();
    expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: shopper.email, password: 'password123' } })).statusCode).toBe(200);
    expect(await auditTotal()).toBe(before);
  });

  it("does not audit an admin acting on their own shop's product; audits one on an unassigned product", async () => {
    const ownShop = await createSeller(t.db, { userId: admin.admin.id });
    const cookie = await sessionCookieFor(t.db, admin.admin.id);
    const mine = await createProduct(t.db, { categoryId, sellerId: ownShop.id });
    const before = await auditTotal();
    expect((await call(cookie, { method: 'PUT', url: `/api/products/${mine.id}`, payload: { price: '31.00' } })).statusCode).toBe(200);
    expect(await auditTotal()).toBe(before);

    const unassigned = await createProduct(t.db, { categoryId, sellerId: null });
    expect((await call(cookie, { method: 'PUT', url: `/api/products/${unassigned.id}`, payload: { price: '32.00' } })).statusCode).toBe(200);
    expect(await newestAudit()).toMatchObject({ action: 'product.update', entityId: unassigned.id, before: { price: '25.00' }, after: { price: '32.00' } });
  });
});
