import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createCategory, createProduct, createSeller, createSellerApplication, createUser,
} from '../../seed/factories.js';
import { products, sellerApplications, sellers, sessions, users } from '../../db/schema/index.js';
import { createTestApp, sessionCookieOf, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { expectError } from '../accounts/account-test-helpers.js';
import { auditCount, auditRows, caller } from './admin-test-helpers.js';

describe.each(TEST_DRIVERS)('admin access on %s', (driver) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp(driver);
    call = caller(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => t.app.authRateLimits.clear());

  const login = (username: string, password: string, cookie?: string) =>
    call(cookie ?? null, { method: 'POST', url: '/api/admin/login', payload: { username, password } });

  it('refuses every admin call to a visitor (401), a customer and a seller (403), and changes nothing', async () => {
    const category = await createCategory(t.db);
    const seller = await createSeller(t.db);
    const target = await createUser(t.db);
    const product = await createProduct(t.db, { categoryId: category.id, sellerId: null });
    const application = await createSellerApplication(t.db);
    const customer = await createUser(t.db);
    const calls = [
      { method: 'POST', url: '/api/admin/logout' },
      { method: 'GET', url: '/api/admin/me' },
      { method: 'GET', url: '/api/admin/overview' },
      { method: 'GET', url: '/api/admin/health' },
      { method: 'GET', url: '/api/admin/audit' },
      { method: 'GET', url: '/api/admin/audit/actions' },
      { method: 'GET', url: '/api/admin/products' },
      { method: 'PATCH', url: `/api/admin/products/${product.id}`, payload: { isActive: false } },
      { method: 'PATCH', url: `/api/admin/assign-product/${product.id}`, payload: { sellerId: seller.id } },
      { method: 'GET', url: '/api/admin/users' },
      { method: 'PATCH', url: `/api/admin/users/${target.id}`, payload: { isActive: false } },
      { method: 'POST', url: `/api/admin/users/${target.id}/promote-to-seller`, payload: { businessName: 'Stolen Store' } },
      { method: 'GET', url: '/api/admin/sellers' },
      { method: 'PATCH', url: `/api/admin/sellers/${seller.id}`, payload: { isActive: false, commissionRate: 1 } },
      { method: 'GET', url: '/api/admin/seller-applications' },
      { method: 'POST', url: `/api/admin/seller-applications/${application.id}/approve` },
      { method: 'POST', url: `/api/admin/seller-applications/${application.id}/reject`, payload: { adminNotes: 'no' } },
      { method: 'POST', url: '/api/admin/import-products', payload: { csvContent: 'name,price\nx,1' } },
    ] as const;
    const snapshot = async () => ({
      users: await t.db.select().from(users).orderBy(users.id),
      sellers: await t.db.select().from(sellers).orderBy(sellers.id),
      products: await t.db.select().from(products).orderBy(products.id),
      applications: await t.db.select().from(sellerApplications).orderBy(sellerApplications.id),
      audit: await auditCount(t),
    });
    const before = await snapshot();
    const sellerUser = await t.db.select().from(users).where(eq(users.id, seller.userId));
    for (const [cookie, status] of [
      [null, 401],
      [await sessionCookieFor(t.db, customer.id), 403],
      [await sessionCookieFor(t.db, sellerUser[0]!.id), 403],
    ] as const) {
      for (const options of calls) {
        const response = await call(cookie, options);
        expect({ url: options.url, method: options.method, status: response.statusCode }).toEqual({ url: options.url, method: options.method, status });
      }
    }
    // Sessions of the callers were made above; nothing the calls could change has changed.
    expect(await snapshot()).toEqual(before);
  });

  it('signs an admin in with a rotated session cookie and records admin.login', async () => {
    const admin = await createUser(t.db, { username: 'Ops_Lead', role: 'admin', password: 'admin-pass-1' });
    const planted = await sessionCookieFor(t.db, admin.id);
    const response = await login('ops_lead', 'admin-pass-1', planted);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      user: { id: admin.id, username: 'Ops_Lead', email: admin.email, firstName: 'Test', lastName: 'User', role: 'admin' },
    });
    const cookie = sessionCookieOf(response);
    expect(cookie).not.toBe(planted);
    expect((await call(planted, { method: 'GET', url: '/api/admin/me' })).statusCode).toBe(401);
    const me = await call(cookie, { method: 'GET', url: '/api/admin/me' });
    expect(me.json()).toMatchObject({ user: { id: admin.id, role: 'admin' } });
    const [row] = await auditRows(t);
    expect(row).toMatchObject({ action: 'admin.login', actorId: admin.id, actorUsername: 'Ops_Lead', entityType: 'user', entityId: admin.id, ip: '127.0.0.1' });
    const [stored] = await t.db.select({ lastLogin: users.lastLogin }).from(users).where(eq(users.id, admin.id));
    expect(stored!.lastLogin).not.toBeNull();

    const logout = await call(cookie, { method: 'POST', url: '/api/admin/logout', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(logout.statusCode).toBe(204);
    expect((await call(cookie, { method: 'GET', url: '/api/admin/me' })).statusCode).toBe(401);
    expect((await auditRows(t))[0]).toMatchObject({ action: 'admin.logout', actorId: admin.id });
  });

  it('answers the same 401 to a wrong password, a customer, a seller, an unknown name and a deactivated admin', async () => {
    await createUser(t.db, { username: 'real_admin', role: 'admin', password: 'admin-pass-1' });
    await createUser(t.db, { username: 'plain_customer', password: 'admin-pass-1' });
    const seller = await createSeller(t.db);
    const [sellerUser] = await t.db.select().from(users).where(eq(users.id, seller.userId));
    await createUser(t.db, { username: 'retired_admin', role: 'admin', password: 'admin-pass-1', isActive: false });
    const sessionsBefore = (await t.db.select().from(sessions)).length;
    for (const [username, password] of [
      ['real_admin', 'wrong-pass'], ['plain_customer', 'admin-pass-1'], [sellerUser!.username, 'password123'],
      ['nobody_here', 'admin-pass-1'], ['retired_admin', 'admin-pass-1'],
    ]) {
      const before = await auditCount(t);
      const response = await login(username!, password!);
      expectError(response, 401, 'Invalid admin credentials');
      expect(response.cookies).toHaveLength(0);
      const rows = await auditRows(t);
      expect(rows.length).toBe(before + 1);
      expect(rows[0]).toMatchObject({ action: 'admin.login_failed', actorId: null, actorUsername: username, ip: '127.0.0.1' });
    }
    expect((await t.db.select().from(sessions)).length).toBe(sessionsBefore);
  });

  it('checks the form and truncates an overlong attempted name in the trail', async () => {
    expectError(await login('', 'x'), 400, 'Username is required');
    expectError(await login('someone', ''), 400, 'Password is required');
    const longName = 'x'.repeat(200);
    expectError(await login(longName, 'whatever'), 401, 'Invalid admin credentials');
    expect((await auditRows(t))[0]!.actorUsername).toBe('x'.repeat(100));
  });

  it('limits failed admin sign-ins per account like /api/login (10 per 15 minutes)', async () => {
    await createUser(t.db, { username: 'guarded_admin', role: 'admin', password: 'admin-pass-1' });
    for (let i = 0; i < 10; i += 1) expect((await login('guarded_admin', `wrong-${i}`)).statusCode).toBe(401);
    const limited = await login('guarded_admin', 'admin-pass-1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
