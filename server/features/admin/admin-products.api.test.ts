import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createSeller, createSellerApplication } from '../../seed/factories.js';
import { products } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { expectError } from '../accounts/account-test-helpers.js';
import { auditCount, auditRows, caller, signedInAdmin } from './admin-test-helpers.js';

describe.each(TEST_DRIVERS)('admin products, overview and audit on %s', (driver) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  let category: Awaited<ReturnType<typeof createCategory>>;
  let shop: Awaited<ReturnType<typeof createSeller>>;
  beforeAll(async () => {
    t = await createTestApp(driver);
    call = caller(t);
    admin = await signedInAdmin(t);
    category = await createCategory(t.db, { name: 'Caps', slug: 'caps' });
    shop = await createSeller(t.db, { businessName: 'Cap Cartel' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string) => call(admin.cookie, { method: 'GET', url });
  const visitorSees = async (productId: number) => (await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })).statusCode;

  it('lists every product newest first with search (literal % and _), status filter, pages and X-Total-Count', async () => {
    const old = await createProduct(t.db, { categoryId: category.id, sellerId: shop.id, name: 'Snap_Back 100%', createdAt: new Date('2024-01-01') });
    const off = await createProduct(t.db, { categoryId: category.id, sellerId: shop.id, name: 'Snapback Faded', isActive: false });
    const loose = await createProduct(t.db, { categoryId: category.id, sellerId: null, name: 'Snapback Orphan' });

    const all = await get('/api/admin/products?search=snap');
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.json().map((p: { id: number }) => p.id)).toEqual([loose.id, off.id, old.id]);
    expect(all.json()[0]).toEqual({
      id: loose.id, name: 'Snapback Orphan', price: '25.00', images: loose.images, isActive: true, createdAt: loose.createdAt.toISOString(),
      stock: 120, category: { id: category.id, name: 'Caps', slug: 'caps' }, seller: null, takeDown: null,
    });
    expect(all.json()[1].seller).toEqual({ id: shop.id, businessName: 'Cap Cartel' });
    expect((await get('/api/admin/products?search=100%25')).json().map((p: { id: number }) => p.id)).toEqual([old.id]);
    expect((await get('/api/admin/products?search=p_b')).json().map((p: { id: number }) => p.id)).toEqual([old.id]);
    expect((await get('/api/admin/products?search=snap&status=inactive')).json().map((p: { id: number }) => p.id)).toEqual([off.id]);
    expect((await get('/api/admin/products?search=snap&status=unassigned')).json().map((p: { id: number }) => p.id)).toEqual([loose.id]);
    expect((await get('/api/admin/products?search=snap&status=active')).json()).toHaveLength(2);
    const page = await get('/api/admin/products?search=snap&pageSize=2&page=2');
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().map((p: { id: number }) => p.id)).toEqual([old.id]);
    expect((await get('/api/admin/products?status=gone')).statusCode).toBe(400);
  });

  it('takes a product down (gone from the storefront at once) and reinstates it, with audit rows', async () => {
    const product = await createProduct(t.db, { categoryId: category.id, sellerId: shop.id, name: 'Takedown Cap' });
    expect(await visitorSees(product.id)).toBe(200);
    const down = await call(admin.cookie, { method: 'PATCH', url: `/api/admin/products/${product.id}`, payload: { isActive: false, reason: 'Fake' } });
    expect(down.statusCode, down.body).toBe(200);
    expect(down.json()).toMatchObject({ id: product.id, takeDown: { reason: 'Fake' } });
    await expect.poll(() => visitorSees(product.id), { timeout: 3000 }).toBe(404);
    expect((await auditRows(t))[0]).toMatchObject({
      action: 'product.take_down', entityType: 'product', entityId: product.id, before: { takenDownAt: null }, after: { reason: 'Fake' },
    });
    await call(admin.cookie, { method: 'PATCH', url: `/api/admin/products/${product.id}`, payload: { isActive: true } });
    await expect.poll(() => visitorSees(product.id), { timeout: 3000 }).toBe(200);
    expect((await auditRows(t))[0]).toMatchObject({ action: 'product.reinstate', entityId: product.id });
    expectError(await call(admin.cookie, { method: 'PATCH', url: '/api/admin/products/999999', payload: { isActive: false, reason: 'Fake' } }), 404, 'Product not found');
    expect((await call(admin.cookie, { method: 'PATCH', url: `/api/admin/products/${product.id}`, payload: { isActive: 'no' } })).statusCode).toBe(400);
  });

  it('assigns an unassigned product to a seller, which lists it; an unknown seller is refused with nothing written', async () => {
    const product = await createProduct(t.db, { categoryId: category.id, sellerId: null, name: 'Stray Beanie' });
    expect(await visitorSees(product.id)).toBe(404);
    const before = await auditCount(t);
    expectError(await call(admin.cookie, { method: 'PATCH', url: `/api/admin/assign-product/${product.id}`, payload: { sellerId: 999_999 } }),
      400, 'Seller does not exist');
    expectError(await call(admin.cookie, { method: 'PATCH', url: '/api/admin/assign-product/999999', payload: { sellerId: shop.id } }),
      404, 'Product not found');
    expect(await auditCount(t)).toBe(before);
    expect((await t.db.select().from(products).where(eq(products.id, product.id)))[0]!.sellerId).toBeNull();

    const assigned = await call(admin.cookie, { method: 'PATCH', url: `/api/admin/assign-product/${product.id}`, payload: { sellerId: shop.id } });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().seller).toEqual({ id: shop.id, businessName: 'Cap Cartel' });
    await expect.poll(() => visitorSees(product.id), { timeout: 3000 }).toBe(200);
    expect((await auditRows(t))[0]).toMatchObject({
      action: 'product.assign', entityId: product.id, before: { sellerId: null }, after: { sellerId: shop.id },
    });
  });

  it('answers the overview with real counts and the latest audit entries, and a real health check', async () => {
    const t2 = await createTestApp(driver);
    try {
      const boss = await signedInAdmin(t2);
      const cat = await createCategory(t2.db);
      const seller = await createSeller(t2.db);
      await createSeller(t2.db, { status: 'pending' });
      await createProduct(t2.db, { categoryId: cat.id, sellerId: seller.id });
      await createProduct(t2.db, { categoryId: cat.id, sellerId: null });
      await createSellerApplication(t2.db);
      await caller(t2)(boss.cookie, { method: 'PATCH', url: `/api/admin/sellers/${seller.id}`, payload: { commissionRate: 10 } });
      const overview = await caller(t2)(boss.cookie, { method: 'GET', url: '/api/admin/overview' });
      expect(overview.statusCode, overview.body).toBe(200);
      expect(overview.json()).toMatchObject({
        totalProducts: 2, unassignedProducts: 1, activeSellers: 1, totalSellers: 2, pendingApplications: 1,
        totalUsers: 4, activeUsers: 4, revenue: '0.00', orders: 0,
        recentActivity: [{ action: 'seller.commission', actorId: boss.admin.id, entityId: seller.id }],
      });
      const health = await caller(t2)(boss.cookie, { method: 'GET', url: '/api/admin/health' });
      expect(health.json()).toMatchObject({ status: 'ONLINE', database: { ok: true } });
      expect(typeof health.json().database.latencyMs).toBe('number');
    } finally {
      await t2.close();
    }
  });

  it('pages and filters the audit trail newest first, and lists the actions used', async () => {
    const target = await createProduct(t.db, { categoryId: category.id, sellerId: shop.id, name: 'Audit Cap' });
    await call(admin.cookie, { method: 'PATCH', url: `/api/admin/products/${target.id}`, payload: { isActive: false, reason: 'Fake' } });
    await call(admin.cookie, { method: 'PATCH', url: `/api/admin/products/${target.id}`, payload: { isActive: true } });
    const forProduct = await get(`/api/admin/audit?entityType=product&entityId=${target.id}`);
    expect(forProduct.headers['x-total-count']).toBe('2');
    expect(forProduct.json().map((e: { action: string }) => e.action)).toEqual(['product.reinstate', 'product.take_down']);
    expect(forProduct.json()[0]).toMatchObject({ actorId: admin.admin.id, actorUsername: admin.admin.username, ip: '127.0.0.1' });
    const paged = await get(`/api/admin/audit?entityType=product&entityId=${target.id}&pageSize=1&page=2`);
    expect(paged.json().map((e: { action: string }) => e.action)).toEqual(['product.take_down']);
    const byAction = await get(`/api/admin/audit?action=product.reinstate&actorId=${admin.admin.id}`);
    expect(byAction.json().every((e: { action: string }) => e.action === 'product.reinstate')).toBe(true);
    const actions = (await get('/api/admin/audit/actions')).json();
    expect(actions).toEqual([...actions].sort());
    expect(actions).toEqual(expect.arrayContaining(['product.reinstate', 'product.take_down']));
    expect((await get('/api/admin/audit?actorId=abc')).statusCode).toBe(400);
  });
});
