import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createSeller, createUser } from '../../seed/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { sessionCookieFor } from '../../test/sign-in.js';

/** Issue 6, findings 3 (cache memory, /api/sellers pages) and 7 (caches in front of the app). */
describe.each(TEST_DRIVERS)('catalogue caching on %s', (driver) => {
  let t: TestApp;
  let seller: { id: number; userId: number };
  let adminCookie: string;
  let sellerCookie: string;
  let customerCookie: string;
  let categoryId: number;
  const vendors: Array<{ id: number; businessName: string }> = [];

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    t = await createTestApp(driver);
    const category = await createCategory(t.db, { name: 'Tees', slug: 'tees' });
    categoryId = category.id;
    seller = await createSeller(t.db, { businessName: 'Vendor 00', rating: '5.00' });
    for (let i = 1; i <= 29; i += 1) vendors.push(await createSeller(t.db, { businessName: `Vendor ${String(i).padStart(2, '0')}`, rating: (4 - i / 100).toFixed(2) }));
    await createProduct(t.db, { name: 'Shown Tee', categoryId: category.id, sellerId: seller.id, isFeatured: true });
    await createProduct(t.db, { name: 'Hidden Tee', categoryId: category.id, sellerId: seller.id, isActive: false });
    adminCookie = await sessionCookieFor(t.db, (await createUser(t.db, { role: 'admin' })).id);
    sellerCookie = await sessionCookieFor(t.db, seller.userId);
    customerCookie = await sessionCookieFor(t.db, (await createUser(t.db)).id);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => t.app.catalogCache.invalidate());

  describe('Cache-Control and Vary', () => {
    it('lets a CDN keep the visitor catalogue briefly, and varies every API reply by Cookie', async () => {
      for (const url of ['/api/products', '/api/products?page=2', '/api/categories', '/api/stats', '/api/sellers', `/api/sellers/${seller.id}`]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe('public, max-age=30');
        expect(response.headers.vary, url).toMatch(/\bCookie\b/);
      }
      const customer = await get('/api/products', customerCookie);
      expect(customer.headers['cache-control']).toBe('public, max-age=30');
    });

    it("never lets a shared cache keep an admin's or an owner's view", async () => {
      const admin = await get('/api/products', adminCookie);
      expect(admin.headers['x-total-count']).toBe('2');
      const own = await get(`/api/products?seller=${seller.id}`, sellerCookie);
      expect(own.headers['x-total-count']).toBe('2');
      for (const response of [admin, own]) {
        expect(response.headers['cache-control']).toBe('private, no-store');
        expect(response.headers.vary).toMatch(/\bCookie\b/);
      }
      const visitor = await get('/api/products');
      expect(visitor.headers['x-total-count']).toBe('1');
    });

    it("never answers an admin or an owner from a visitor's reply stored under the same URL", async () => {
      for (const url of ['/api/products', `/api/products?seller=${seller.id}`]) {
        expect((await get(url)).headers['x-total-count'], url).toBe('1');
        expect((await get(url)).headers['x-total-count'], url).toBe('1');
      }
      expect((await get('/api/products', adminCookie)).headers['x-total-count']).toBe('2');
      expect((await get(`/api/products?seller=${seller.id}`, sellerCookie)).headers['x-total-count']).toBe('2');
    });

    it('marks account, cart and error replies private', async () => {
      for (const [url, cookie] of [['/api/user/me', customerCookie], ['/api/cart', customerCookie], ['/api/user/me', undefined], ['/api/nothing-here', undefined]] as const) {
        const response = await get(url, cookie);
        expect(response.headers['cache-control'], url).toBe('private, no-store');
        expect(response.headers.vary, url).toMatch(/\bCookie\b/);
      }
    });
  });

  describe('the visitor cache', () => {
    it('keeps equivalent queries under one key', async () => {
      for (const query of ['', 'search=', 'search=%20', 'search=%20%20', 'sort=popular', 'minPrice=0&maxPrice=1000', 'minPrice=00&maxPrice=1000.0', 'minPrice=0.00&maxPrice=01000']) {
        expect((await get(`/api/products?${query}`)).statusCode).toBe(200);
      }
      // '' / ' ' / '  ' / sort=popular are one key; the three price forms another.
      expect(t.app.catalogCache.size).toBe(2);
      await get('/api/products?search=Tee');
      await get('/api/products?search=%20tee%20');
      await get('/api/products?search=TEE!');
      expect(t.app.catalogCache.size).toBe(3);
      await get('/api/products?sizes=M,S');
      await get('/api/products?sizes=s,m');
      expect(t.app.catalogCache.size).toBe(4);
    });

    it('does not store deep pages, but serves them', async () => {
      for (let asked = 0; asked < 2; asked++) {
        const deep = await get('/api/products?page=6');
        expect(deep.statusCode).toBe(200);
        expect(deep.json()).toEqual([]);
      }
      expect(t.app.catalogCache.size).toBe(0);
      // Kept from its second request (docs/decisions/002).
      await get('/api/products?page=5');
      expect(t.app.catalogCache.size).toBe(0);
      await get('/api/products?page=5');
      expect(t.app.catalogCache.size).toBe(1);
      await get('/api/sellers?page=6&pageSize=1');
      await get('/api/sellers?page=6&pageSize=1');
      expect(t.app.catalogCache.size).toBe(1);
    });

    it('does not store a product the read model answers from memory (issue 28: the bookkeeping cost more)', async () => {
      await t.app.catalogReadModel!.ready();
      const [shown] = (await get('/api/products?search=shown')).json() as Array<{ id: number }>;
      t.app.catalogCache.invalidate();
      for (let asked = 0; asked < 3; asked++) expect((await get(`/api/products/${shown!.id}`)).json()).toMatchObject({ name: 'Shown Tee' });
      expect(t.app.catalogCache.size).toBe(0);
    });
  });

  describe('GET /api/sellers pages', () => {
    // The directory lists shops with something for sale (docs/decisions/014).
    beforeAll(async () => {
      for (const vendor of vendors) await createProduct(t.db, { name: `${vendor.businessName} Tee`, categoryId, sellerId: vendor.id });
    });

    it('answers pages of pageSize with X-Total-Count, 24 by default', async () => {
      const first = await get('/api/sellers');
      expect(first.headers['x-total-count']).toBe('30');
      expect(first.json()).toHaveLength(24);
      const second = await get('/api/sellers?page=2');
      expect(second.json().map((s: { businessName: string }) => s.businessName)).toEqual(
        Array.from({ length: 6 }, (_, i) => `Vendor ${String(24 + i).padStart(2, '0')}`),
      );
      const small = await get('/api/sellers?page=3&pageSize=5&sort=name');
      expect(small.headers['x-total-count']).toBe('30');
      expect(small.json().map((s: { businessName: string }) => s.businessName)).toEqual(['Vendor 10', 'Vendor 11', 'Vendor 12', 'Vendor 13', 'Vendor 14']);
      expect((await get('/api/sellers?search=vendor%200&pageSize=3')).headers['x-total-count']).toBe('10');
      expect((await get('/api/sellers?pageSize=101')).statusCode).toBe(400);
      expect((await get('/api/sellers?page=0')).statusCode).toBe(400);
    });

    it('still answers featured sellers unpaged, up to 8', async () => {
      const featured = await get('/api/sellers?featured=true&page=3');
      expect(featured.json().map((s: { id: number }) => s.id)).toEqual([seller.id]);
      expect(featured.headers['x-total-count']).toBe('1');
    });
  });
});
