import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createSeller, createSellerApplication, createUser } from '../../seed/factories.js';
import { sellerApplications, sellers, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { expectError } from '../accounts/account-test-helpers.js';
import { auditCount, auditRows, caller, signedInAdmin } from './admin-test-helpers.js';

describe.each(TEST_DRIVERS)('admin sellers and applications on %s', (driver) => {
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

  const patchSeller = (id: number, payload: object) => call(admin.cookie, { method: 'PATCH', url: `/api/admin/sellers/${id}`, payload });
  const visitorProductCount = async (sellerId: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/products?seller=${sellerId}` })).headers['x-total-count'];

  it('lists sellers with owner, real product count in the same query, search, status filter and paging', async () => {
    const shop = await createSeller(t.db, { businessName: 'Gutter Glam Works', specialty: 'Bleach dye' });
    await createProduct(t.db, { categoryId, sellerId: shop.id });
    await createProduct(t.db, { categoryId, sellerId: shop.id, isActive: false });
    await createSeller(t.db, { businessName: 'Gutter Pending', status: 'pending' });
    const [owner] = await t.db.select().from(users).where(eq(users.id, shop.userId));

    const found = await call(admin.cookie, { method: 'GET', url: '/api/admin/sellers?search=gutter' });
    expect(found.headers['x-total-count']).toBe('2');
    expect(found.json()[1]).toEqual({
      id: shop.id, userId: shop.userId, businessName: 'Gutter Glam Works', specialty: 'Bleach dye',
      ownerEmail: owner!.email, ownerUsername: owner!.username, ownerIsActive: true, totalSales: 0, rating: '0.00', totalReviews: 0,
      status: 'approved', isActive: true, commissionRate: '15.00', productCount: 2, createdAt: shop.createdAt.toISOString(),
    });
    const byOwner = await call(admin.cookie, { method: 'GET', url: `/api/admin/sellers?search=${encodeURIComponent(owner!.email.toUpperCase())}` });
    expect(byOwner.json().map((s: { id: number }) => s.id)).toEqual([shop.id]);
    const pending = await call(admin.cookie, { method: 'GET', url: '/api/admin/sellers?search=gutter&status=pending' });
    expect(pending.json().map((s: { businessName: string }) => s.businessName)).toEqual(['Gutter Pending']);
    const second = await call(admin.cookie, { method: 'GET', url: '/api/admin/sellers?search=gutter&pageSize=1&page=2' });
    expect(second.json().map((s: { id: number }) => s.id)).toEqual([shop.id]);
  });

  it('deactivating a seller hides their shop and products from shoppers at once; reactivating shows them again', async () => {
    const shop = await createSeller(t.db, { businessName: 'Hidden Hand' });
    await createProduct(t.db, { categoryId, sellerId: shop.id });
    expect(await visitorProductCount(shop.id)).toBe('1'); // now cached
    const sellerCookie = await sessionCookieFor(t.db, shop.userId);

    const off = await patchSeller(shop.id, { isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ id: shop.id, isActive: false, productCount: 1 });
    await expect.poll(() => visitorProductCount(shop.id), { timeout: 3000 }).toBe('0');
    expect((await t.app.inject({ method: 'GET', url: `/api/sellers/${shop.id}` })).statusCode).toBe(404);
    // The seller keeps their dashboard (their session and own view).
    expect((await call(sellerCookie, { method: 'GET', url: '/api/user/me' })).json().seller).toMatchObject({ id: shop.id, isActive: false });
    expect((await auditRows(t))[0]).toMatchObject({
      action: 'seller.deactivate', entityType: 'seller', entityId: shop.id, before: { isActive: true }, after: { isActive: false },
    });

    await patchSeller(shop.id, { isActive: true });
    await expect.poll(() => visitorProductCount(shop.id), { timeout: 3000 }).toBe('1');
    expect((await auditRows(t))[0]).toMatchObject({ action: 'seller.activate', entityId: shop.id });
  });

  it('sets the commission rate (0-100, two decimals) and refuses anything else with nothing written', async () => {
    const shop = await createSeller(t.db);
    const changed = await patchSeller(shop.id, { commissionRate: 7.5 });
    expect(changed.json()).toMatchObject({ commissionRate: '7.50' });
    expect((await auditRows(t))[0]).toMatchObject({
      action: 'seller.commission', entityId: shop.id, before: { commissionRate: '15.00' }, after: { commissionRate: '7.50' },
    });
    expect((await patchSeller(shop.id, { commissionRate: '0' })).json().commissionRate).toBe('0.00');
    expect((await patchSeller(shop.id, { commissionRate: '100.00' })).json().commissionRate).toBe('100.00');
    const before = await auditCount(t);
    for (const commissionRate of [100.01, -1, '12.345', 'abc', '', null, '1e2']) {
      expectError(await patchSeller(shop.id, { commissionRate }), 400, 'Commission rate must be a number from 0 to 100 with at most two decimals');
    }
    expectError(await patchSeller(shop.id, {}), 400, 'Send isActive or commissionRate');
    expectError(await patchSeller(999_999, { isActive: false }), 404, 'Seller not found');
    expect(await auditCount(t)).toBe(before);
    expect((await t.db.select().from(sellers).where(eq(sellers.id, shop.id)))[0]!.commissionRate).toBe('100.00');
  });

  it('lists applications with applicant, search and status filter', async () => {
    const applicant = await createUser(t.db, { email: 'neon.applicant@example.com' });
    const application = await createSellerApplication(t.db, { userId: applicant.id, businessName: 'Neon Rag Co', taxId: 'ABN-1' });
    const response = await call(admin.cookie, { method: 'GET', url: '/api/admin/seller-applications?search=NEON&status=pending' });
    expect(response.headers['x-total-count']).toBe('1');
    expect(response.json()).toEqual([{
      id: application.id, userId: applicant.id, businessName: 'Neon Rag Co', businessDescription: application.businessDescription,
      businessEmail: application.businessEmail, businessPhone: application.businessPhone, businessAddress: '', taxId: 'ABN-1',
      portfolioLinks: ['https://portfolio.example.com'], experienceDescription: 'Five years of printing.',
      applicantEmail: 'neon.applicant@example.com', applicantUsername: applicant.username, applicantEmailVerified: false,
      status: 'pending', adminNotes: null,
      createdAt: application.createdAt.toISOString(), reviewedAt: null,
    }]);
    expect((await call(admin.cookie, { method: 'GET', url: '/api/admin/seller-applications?search=neon&status=approved' })).json()).toEqual([]);
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, applicant.id));
    const verified = await call(admin.cookie, { method: 'GET', url: '/api/admin/seller-applications?search=NEON' });
    expect(verified.json()[0]).toMatchObject({ id: application.id, applicantEmailVerified: true });
    expect((await call(admin.cookie, { method: 'GET', url: '/api/admin/seller-applications?status=maybe' })).statusCode).toBe(400);
  });

  it('approves a pending application once: seller approved and active, user a seller, then 409', async () => {
    const application = await createSellerApplication(t.db, { businessName: 'Approved Alley' });
    const approve = () => call(admin.cookie, {
      method: 'POST', url: `/api/admin/seller-applications/${application.id}/approve`, headers: { 'content-type': 'application/json' }, payload: '',
    });
    const response = await approve();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.application).toMatchObject({ id: application.id, status: 'approved' });
    expect(body.application.reviewedAt).not.toBeNull();
    expect(body.seller).toMatchObject({ userId: application.userId, businessName: 'Approved Alley', status: 'approved', isActive: true });
    const [seller] = await t.db.select().from(sellers).where(eq(sellers.userId, application.userId));
    expect(seller).toMatchObject({ approvedBy: admin.admin.id, status: 'approved', isActive: true });
    expect((await t.db.select().from(users).where(eq(users.id, application.userId)))[0]!.role).toBe('seller');
    expect((await auditRows(t))[0]).toMatchObject({
      action: 'application.approve', entityType: 'seller_application', entityId: application.id,
      before: { status: 'pending' }, after: { status: 'approved', sellerId: seller!.id },
    });

    const before = await auditCount(t);
    expectError(await approve(), 409, 'This application has already been reviewed');
    expectError(await call(admin.cookie, { method: 'POST', url: `/api/admin/seller-applications/${application.id}/reject` }),
      409, 'This application has already been reviewed');
    expectError(await call(admin.cookie, { method: 'POST', url: '/api/admin/seller-applications/999999/approve' }), 404, 'Application not found');
    expect(await auditCount(t)).toBe(before);
  });

  it('rejects a pending application with an optional note the applicant sees, once', async () => {
    const application = await createSellerApplication(t.db);
    const reject = (payload?: object) => call(admin.cookie, {
      method: 'POST', url: `/api/admin/seller-applications/${application.id}/reject`, ...(payload ? { payload } : {}),
    });
    expectError(await reject({ adminNotes: 'x'.repeat(1001) }), 400, 'Notes must be at most 1000 characters');
    const response = await reject({ adminNotes: 'Portfolio links do not open' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().application).toMatchObject({ status: 'rejected', adminNotes: 'Portfolio links do not open' });
    const [stored] = await t.db.select().from(sellerApplications).where(eq(sellerApplications.id, application.id));
    expect(stored).toMatchObject({ reviewedBy: admin.admin.id, status: 'rejected' });
    expect((await t.db.select().from(users).where(eq(users.id, application.userId)))[0]!.role).toBe('customer');
    expect(await t.db.select().from(sellers).where(eq(sellers.userId, application.userId))).toEqual([]);
    expect((await auditRows(t))[0]).toMatchObject({ action: 'application.reject', entityId: application.id, after: { status: 'rejected' } });

    expectError(await reject(), 409, 'This application has already been reviewed');
    // No payload at all is fine for a pending one.
    const other = await createSellerApplication(t.db);
    const bare = await call(admin.cookie, { method: 'POST', url: `/api/admin/seller-applications/${other.id}/reject` });
    expect(bare.json().application).toMatchObject({ status: 'rejected', adminNotes: null });
  });

  const mailsTo = async (to: string) => {
    await t.settle();
    return t.mails.filter((mail) => mail.to === to);
  };

  it('mails the applicant the approval with the admin\'s note, queued with the decision, and keeps the note', async () => {
    const applicant = await createUser(t.db, { email: 'approved.mail@example.com', firstName: 'Rae' });
    const application = await createSellerApplication(t.db, { userId: applicant.id, businessName: 'Mailed Approval Co' });
    const response = await call(admin.cookie, {
      method: 'POST', url: `/api/admin/seller-applications/${application.id}/approve`, payload: { adminNotes: 'Welcome aboard: add sizes to every tee.' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().application).toMatchObject({ status: 'approved', adminNotes: 'Welcome aboard: add sizes to every tee.' });
    const mails = await mailsTo('approved.mail@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your Threadline shop Mailed Approval Co is approved');
    expect(mails[0]!.text).toContain('Hi Rae,');
    expect(mails[0]!.text).toContain('Welcome aboard: add sizes to every tee.');
    expect(mails[0]!.text).toMatch(/Open your seller dashboard: http\S+\/seller-dashboard/);
    expect((await auditRows(t))[0]).toMatchObject({ action: 'application.approve', after: { adminNotes: 'Welcome aboard: add sizes to every tee.' } });

    // A second, refused decision sends nothing more.
    await call(admin.cookie, { method: 'POST', url: `/api/admin/seller-applications/${application.id}/reject` });
    expect(await mailsTo('approved.mail@example.com')).toHaveLength(1);
    expectError(await call(admin.cookie, {
      method: 'POST', url: `/api/admin/seller-applications/${application.id}/approve`, payload: { adminNotes: 'x'.repeat(1001) },
    }), 400, 'Notes must be at most 1000 characters');
  });

  it('mails the applicant the rejection, with the note when there is one', async () => {
    const applicant = await createUser(t.db, { email: 'rejected.mail@example.com', firstName: null, username: 'rej_mail' });
    const application = await createSellerApplication(t.db, { userId: applicant.id, businessName: 'Mailed Rejection Co' });
    const response = await call(admin.cookie, {
      method: 'POST', url: `/api/admin/seller-applications/${application.id}/reject`, payload: { adminNotes: 'Portfolio links do not open' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await mailsTo('rejected.mail@example.com');
    expect(mail).toMatchObject({ subject: 'Your Threadline seller application for Mailed Rejection Co' });
    expect(mail!.text).toContain('Hi rej_mail,');
    expect(mail!.text).toContain('cannot approve it');
    expect(mail!.text).toContain('Portfolio links do not open');

    const quiet = await createSellerApplication(t.db, { businessName: 'Quiet Rejection Co' });
    await call(admin.cookie, { method: 'POST', url: `/api/admin/seller-applications/${quiet.id}/reject` });
    const [owner] = await t.db.select().from(users).where(eq(users.id, quiet.userId));
    const [plain] = await mailsTo(owner!.email);
    expect(plain!.text).not.toContain('A note from the Threadline team');
  });

  it('tells the seller when and why their shop was switched off, and forgets it when switched on', async () => {
    const shop = await createSeller(t.db, { businessName: 'Noted Shop' });
    const sellerCookie = await sessionCookieFor(t.db, shop.userId);
    const off = await patchSeller(shop.id, { isActive: false, note: 'Unpaid commission: write to support' });
    expect(off.statusCode, off.body).toBe(200);
    const own = (await call(sellerCookie, { method: 'GET', url: '/api/user/me' })).json().seller;
    expect(own).toMatchObject({ isActive: false, deactivationNote: 'Unpaid commission: write to support' });
    expect(Date.parse(own.deactivatedAt)).not.toBeNaN();
    expect((await auditRows(t))[0]).toMatchObject({ action: 'seller.deactivate', after: { isActive: false, note: 'Unpaid commission: write to support' } });
    expectError(await patchSeller(shop.id, { isActive: false, note: 'x'.repeat(501) }), 400, 'The note must be at most 500 characters');

    await patchSeller(shop.id, { isActive: true });
    expect((await call(sellerCookie, { method: 'GET', url: '/api/user/me' })).json().seller)
      .toMatchObject({ isActive: true, deactivatedAt: null, deactivationNote: null });
    // A shop never switched off says so too; the public never sees either field.
    expect((await t.app.inject({ method: 'GET', url: `/api/sellers/${shop.id}` })).body).not.toContain('deactivat');
  });

  it('names people and shops in the audit trail, joined in the same query', async () => {
    const shop = await createSeller(t.db, { businessName: 'Named In Audit' });
    const [owner] = await t.db.select().from(users).where(eq(users.id, shop.userId));
    await patchSeller(shop.id, { commissionRate: '11.00' });
    await call(admin.cookie, { method: 'PATCH', url: `/api/admin/users/${owner!.id}`, payload: { isActive: false } });
    const application = await createSellerApplication(t.db, { businessName: 'Audited Application' });
    await call(admin.cookie, { method: 'POST', url: `/api/admin/seller-applications/${application.id}/reject` });
    const [applicant] = await t.db.select().from(users).where(eq(users.id, application.userId));

    const audit = (await call(admin.cookie, { method: 'GET', url: '/api/admin/audit?pageSize=3' })).json();
    expect(audit.map((entry: { action: string; entityName: string; entityEmail: string }) => [entry.action, entry.entityName, entry.entityEmail])).toEqual([
      ['application.reject', 'Audited Application', applicant!.email],
      ['user.deactivate', owner!.username, owner!.email],
      ['seller.commission', 'Named In Audit', owner!.email],
    ]);
    const overview = (await call(admin.cookie, { method: 'GET', url: '/api/admin/overview' })).json();
    expect(overview.recentActivity[0]).toMatchObject({ action: 'application.reject', entityName: 'Audited Application' });
  });
});
