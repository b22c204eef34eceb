import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeller, createUser } from '../../seed/factories.js';
import { sellers, sessions, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { expectError } from '../accounts/account-test-helpers.js';
import { auditCount, auditRows, caller, signedInAdmin } from './admin-test-helpers.js';
import { createAdminUsersService } from './admin-users.service.js';

describe.each(TEST_DRIVERS)('admin users on %s', (driver) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    t = await createTestApp(driver);
    call = caller(t);
    admin = await signedInAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const setActive = (cookie: string, id: number, isActive: boolean) =>
    call(cookie, { method: 'PATCH', url: `/api/admin/users/${id}`, payload: { isActive } });
  const list = (query: string) => call(admin.cookie, { method: 'GET', url: `/api/admin/users${query}` });

  it('lists users newest first with search, role and status filters, pages and X-Total-Count, and the seller record', async () => {
    const seller = await createSeller(t.db, { businessName: 'Percent_Shop' });
    const [owner] = await t.db.select().from(users).where(eq(users.id, seller.userId));
    await createUser(t.db, { username: 'zed_100pct', email: 'zed@under.example.com' });
    await createUser(t.db, { username: 'zed_plain', email: 'ZED2@under.example.com', isActive: false });

    const found = await list('?search=ZED');
    expect(found.headers['x-total-count']).toBe('2');
    expect(found.json().map((u: { username: string }) => u.username)).toEqual(['zed_plain', 'zed_100pct']);
    // % and _ are literal, not wildcards.
    expect((await list('?search=100%25')).json()).toEqual([]);
    expect((await list('?search=zed_p')).json().map((u: { username: string }) => u.username)).toEqual(['zed_plain']);
    expect((await list('?search=zed&status=inactive')).json()).toHaveLength(1);
    const sellersOnly = (await list('?role=seller')).json();
    expect(sellersOnly.find((u: { id: number }) => u.id === owner!.id)).toMatchObject({
      role: 'seller', isActive: true, lastLogin: null, seller: { id: seller.id, businessName: 'Percent_Shop', status: 'approved', isActive: true },
    });
    const page = await list('?search=zed&pageSize=1&page=2');
    expect(page.headers['x-total-count']).toBe('2');
    expect(page.json().map((u: { username: string }) => u.username)).toEqual(['zed_100pct']);
    expect(page.json()[0].seller).toBeNull();
    expect(page.body).not.toContain('password');
    expect((await list('?role=boss')).statusCode).toBe(400);
    expect((await list('?pageSize=101')).statusCode).toBe(400);
  });

  it('deactivates a user, ends their sessions in the same change, and reactivates them', async () => {
    const user = await createUser(t.db);
    const cookie = await sessionCookieFor(t.db, user.id);
    expect((await call(cookie, { method: 'GET', url: '/api/user/me' })).statusCode).toBe(200);

    const off = await setActive(admin.cookie, user.id, false);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ id: user.id, isActive: false });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await call(cookie, { method: 'GET', url: '/api/user/me' })).statusCode).toBe(401);
    expect((await auditRows(t))[0]).toMatchObject({
      action: 'user.deactivate', actorId: admin.admin.id, entityType: 'user', entityId: user.id,
      before: { isActive: true }, after: { isActive: false }, ip: '127.0.0.1',
    });

    const on = await setActive(admin.cookie, user.id, true);
    expect(on.json()).toMatchObject({ isActive: true });
    expect((await auditRows(t))[0]).toMatchObject({ action: 'user.activate', entityId: user.id });
    expectError(await setActive(admin.cookie, 999_999, false), 404, 'User not found');
  });

  it('refuses self-deactivation and removing the last active admin, writing no audit row', async () => {
    const t2 = await createTestApp(driver);
    try {
      const first = await signedInAdmin(t2);
      const second = await signedInAdmin(t2);
      const call2 = caller(t2);
      const patch = (cookie: string, id: number) => call2(cookie, { method: 'PATCH', url: `/api/admin/users/${id}`, payload: { isActive: false } });
      const before = await auditCount(t2);
      expectError(await patch(first.cookie, first.admin.id), 409, 'You cannot deactivate your own account');
      expect(await auditCount(t2)).toBe(before);

      // Two admins removing each other at the same moment: one wins, the other is refused.
      const results = await Promise.all([patch(first.cookie, second.admin.id), patch(second.cookie, first.admin.id)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, expect.any(Number)]);
      const active = await t2.db.select().from(users).where(eq(users.isActive, true));
      expect(active.filter((u) => u.role === 'admin')).toHaveLength(1);

      // The rule itself, whoever asks (a session can only belong to an active admin, so through
      // the API it only bites in a race like the one above).
      const lastAdminId = active.find((u) => u.role === 'admin')!.id;
      const service = createAdminUsersService({ db: t2.db, catalog: { invalidate: () => undefined } });
      const auditBefore = await auditCount(t2);
      await expect(service.setActive({ id: null, username: 'system', ip: '127.0.0.1' }, lastAdminId, false))
        .rejects.toMatchObject({ kind: 'conflict', message: 'The last active admin cannot be deactivated' });
      expect((await t2.db.select().from(users).where(eq(users.id, lastAdminId)))[0]!.isActive).toBe(true);
      expect(await auditCount(t2)).toBe(auditBefore);
    } finally {
      await t2.close();
    }
  });

  it('promotes a customer to an approved, active seller, and upserts an existing seller row', async () => {
    const customer = await createUser(t.db, { username: 'soon_seller' });
    const response = await call(admin.cookie, {
      method: 'POST', url: `/api/admin/users/${customer.id}/promote-to-seller`, payload: { businessName: 'soon_seller Store' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ id: customer.id, role: 'seller', seller: { businessName: 'soon_seller Store', status: 'approved', isActive: true } });
    expect(body.seller).toMatchObject({ userId: customer.id, businessName: 'soon_seller Store', status: 'approved', isActive: true, commissionRate: '15.00', productCount: 0 });
    const [row] = await t.db.select().from(sellers).where(eq(sellers.userId, customer.id));
    expect(row).toMatchObject({ approvedBy: admin.admin.id });
    expect(row!.approvedAt).not.toBeNull();
    expect((await auditRows(t))[0]).toMatchObject({
      action: 'user.promote', entityId: customer.id, before: { role: 'customer' }, after: { role: 'seller', sellerId: row!.id },
    });

    expectError(await call(admin.cookie, { method: 'POST', url: `/api/admin/users/${customer.id}/promote-to-seller`, payload: { businessName: 'Again Store' } }),
      409, 'This user is already a seller');

    // A customer whose earlier seller record was rejected: the same row comes back approved.
    const rejected = await createUser(t.db);
    const old = await createSeller(t.db, { userId: rejected.id, status: 'rejected', isActive: false });
    const again = await call(admin.cookie, { method: 'POST', url: `/api/admin/users/${rejected.id}/promote-to-seller`, payload: { businessName: 'Second Chance' } });
    expect(again.json().seller).toMatchObject({ id: old.id, businessName: 'Second Chance', status: 'approved', isActive: true });
    expectError(await call(admin.cookie, { method: 'POST', url: `/api/admin/users/${rejected.id}/promote-to-seller`, payload: { businessName: 'ab' } }),
      400, 'Business name must be at least 3 characters');
  });

  it('refuses to promote an admin (409, nothing written): a shop needs an account of its own', async () => {
    const other = await createUser(t.db, { role: 'admin' });
    const before = await auditCount(t);
    for (const id of [other.id, admin.admin.id]) {
      expectError(await call(admin.cookie, { method: 'POST', url: `/api/admin/users/${id}/promote-to-seller`, payload: { businessName: 'Admin Store' } }),
        409, 'Admins cannot be promoted to seller: use a separate account for a shop');
    }
    expect(await t.db.select().from(sellers).where(eq(sellers.userId, other.id))).toEqual([]);
    expect((await t.db.select().from(users).where(eq(users.id, other.id)))[0]!.role).toBe('admin');
    expect(await auditCount(t)).toBe(before);
  });
});
