import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products, sellers } from '../../db/schema/index.js';
import { createCategory, createProduct, createSeller, createUser } from '../../seed/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { sessionCookieFor } from '../../test/sign-in.js';

interface ProductReply { id: number; name: string; price: string; sizes: string[]; seller: { businessName: string } | null; category: { slug: string } }

describe.each(TEST_DRIVERS)('catalogue API on %s', (driver) => {
  let t: TestApp;
  let ids: Record<'cheapTee' | 'saleTee' | 'featuredHoodie' | 'zipHoodie' | 'inactive' | 'ofHiddenSeller' | 'ofPendingSeller' | 'unassigned' | 'inRetiredCategory', number>;
  let tees: { id: number };
  let visibleSeller: { id: number; userId: number };
  let hiddenSeller: { id: number };

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const names = (body: string) => (JSON.parse(body) as ProductReply[]).map((p) => p.name);

  beforeAll(async () => {
    t = await createTestApp(driver);
    const { db } = t;
    tees = await createCategory(db, { name: 'T-Shirts', slug: 't-shirts' });
    const hoodies = await createCategory(db, { name: 'Hoodies', slug: 'hoodies' });
    const retired = await createCategory(db, { name: 'Retired', slug: 'retired', isActive: false });
    visibleSeller = await createSeller(db, { businessName: 'Concrete Saints', specialty: 'Skate graphics', rating: '4.80', totalReviews: 20, taxId: 'TAX-SECRET', businessEmail: 'private@saints.example', paypalClientSecret: 'pp-secret' });
    const otherSeller = await createSeller(db, { businessName: 'Neon Alley', specialty: 'Glow prints', rating: '4.20' });
    hiddenSeller = await createSeller(db, { businessName: 'Switched Off', isActive: false });
    const pendingSeller = await createSeller(db, { businessName: 'Still Waiting', status: 'pending' });
    const day = 24 * 3600 * 1000;
    const make = (name: string, values: Partial<typeof products.$inferInsert>) =>
      createProduct(db, { name, categoryId: tees.id, sellerId: visibleSeller.id, ...values }).then((p) => p.id);
    ids = {
      cheapTee: await make('Asphalt Tee', { price: '19.99', sizes: ['S', 'M'], totalReviews: 5, rating: '3.50', createdAt: new Date(Date.now() - 30 * day) }),
      saleTee: await make('Riot Graphic Tee', { price: '29.99', originalPrice: '39.99', isOnSale: true, sizes: ['L', 'XL'], totalReviews: 50, rating: '4.90', tags: ['skate'] }),
      featuredHoodie: await make('Midnight Fleece Hoodie', { categoryId: hoodies.id, price: '79.00', isFeatured: true, sizes: ['M', '2XL'], totalReviews: 20, rating: '4.10', sellerId: otherSeller.id, description: 'Brushed fleece with reflective print' }),
      zipHoodie: await make('Oversized Zip Hoodie', { categoryId: hoodies.id, price: '99.50', sizes: ['XL'], totalReviews: 1, createdAt: new Date(Date.now() - 2 * day) }),
      inactive: await make('Inactive Tee', { isActive: false }),
      ofHiddenSeller: await make('Hidden Seller Tee', { sellerId: hiddenSeller.id }),
      ofPendingSeller: await make('Pending Seller Tee', { sellerId: pendingSeller.id }),
      unassigned: await make('Unassigned Tee', { sellerId: null }),
      inRetiredCategory: await make('Retired Category Tee', { categoryId: retired.id }),
    };
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('GET /api/products', () => {
    it('lists only what shoppers may see, most popular first, with the total in X-Total-Count', async () => {
      const response = await get('/api/products');
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-total-count']).toBe('4');
      expect(names(response.body)).toEqual(['Riot Graphic Tee', 'Midnight Fleece Hoodie', 'Asphalt Tee', 'Oversized Zip Hoodie']);
    });

    it('carries the category, the seller summary and money as strings', async () => {
      const [first] = JSON.parse((await get('/api/products?sort=price-low')).body) as Array<Record<string, unknown>>;
      expect(first).toMatchObject({ name: 'Asphalt Tee', price: '19.99', originalPrice: null, category: { slug: 't-shirts' }, seller: { businessName: 'Concrete Saints' } });
      expect(first).not.toHaveProperty('searchVector');
      expect(typeof first!.createdAt).toBe('string');
      expect(new Date(first!.createdAt as string).toISOString()).toBe(first!.createdAt);
    });

    it.each([
      ['category=hoodies', ['Midnight Fleece Hoodie', 'Oversized Zip Hoodie']],
      [`seller=SELLER`, ['Riot Graphic Tee', 'Asphalt Tee', 'Oversized Zip Hoodie']],
      ['sizes=XL', ['Riot Graphic Tee', 'Oversized Zip Hoodie']],
      ['sizes=S,XXL', ['Midnight Fleece Hoodie', 'Asphalt Tee']],
      ['minPrice=25&maxPrice=80', ['Riot Graphic Tee', 'Midnight Fleece Hoodie']],
      ['featured=true', ['Midnight Fleece Hoodie']],
      ['sale=true', ['Riot Graphic Tee']],
      ['category=hoodies&sizes=XL&maxPrice=100&sort=price-low', ['Oversized Zip Hoodie']],
      ['category=nothing-here', []],
    ])('filters by %s', async (query, expected) => {
      const response = await get(`/api/products?${query.replace('SELLER', String(visibleSeller.id))}`);
      expect(response.statusCode).toBe(200);
      expect(names(response.body)).toEqual(expected);
      expect(response.headers['x-total-count']).toBe(String(expected.length));
    });

    it('takes the first of a repeated parameter, and every repeated size', async () => {
      expect(names((await get('/api/products?category=hoodies&category=t-shirts')).body)).toEqual(['Midnight Fleece Hoodie', 'Oversized Zip Hoodie']);
      expect(names((await get('/api/products?sizes=S&sizes=XXL')).body)).toEqual(['Midnight Fleece Hoodie', 'Asphalt Tee']);
      expect((await get('/api/products?sort=evil&sort=price-low')).statusCode).toBe(400);
    });

    it.each([
      ['price-low', ['Asphalt Tee', 'Riot Graphic Tee', 'Midnight Fleece Hoodie', 'Oversized Zip Hoodie']],
      ['price-high', ['Oversized Zip Hoodie', 'Midnight Fleece Hoodie', 'Riot Graphic Tee', 'Asphalt Tee']],
      ['rating', ['Riot Graphic Tee', 'Midnight Fleece Hoodie', 'Asphalt Tee', 'Oversized Zip Hoodie']],
      ['popular', ['Riot Graphic Tee', 'Midnight Fleece Hoodie', 'Asphalt Tee', 'Oversized Zip Hoodie']],
    ])('sorts by %s', async (sort, expected) => {
      expect(names((await get(`/api/products?sort=${sort}`)).body)).toEqual(expected);
    });

    it('sorts newest first', async () => {
      const newest = names((await get('/api/products?sort=newest')).body);
      expect(newest.at(-1)).toBe('Asphalt Tee');
      expect(newest.indexOf('Oversized Zip Hoodie')).toBeGreaterThan(newest.indexOf('Riot Graphic Tee'));
    });

    it('pages without overlap and keeps the total', async () => {
      const pages = await Promise.all([1, 2, 3].map((page) => get(`/api/products?sort=price-low&pageSize=2&page=${page}`)));
      expect(pages.map((p) => names(p.body))).toEqual([
        ['Asphalt Tee', 'Riot Graphic Tee'], ['Midnight Fleece Hoodie', 'Oversized Zip Hoodie'], [],
      ]);
      expect(pages.every((p) => p.headers['x-total-count'] === '4')).toBe(true);
    });

    it('searches name, description, tags, category and seller name', async () => {
      expect(names((await get('/api/products?search=hoodie')).body)).toHaveLength(2);
      expect(names((await get('/api/products?search=reflective')).body)).toEqual(['Midnight Fleece Hoodie']);
      expect(names((await get('/api/products?search=skate')).body)).toEqual(['Riot Graphic Tee']);
      expect(names((await get('/api/products?search=neon%20alley')).body)).toEqual(['Midnight Fleece Hoodie']);
      expect(names((await get('/api/products?search=t-shirts&sort=price-low')).body)).toEqual(['Asphalt Tee', 'Riot Graphic Tee']);
      expect(names((await get('/api/products?search=HOODIES&category=hoodies&sizes=XL')).body)).toEqual(['Oversized Zip Hoodie']);
    });

    it('ranks the better match first', async () => {
      expect(names((await get('/api/products?search=fleece')).body)[0]).toBe('Midnight Fleece Hoodie');
    });

    it.each(['hoddie', 'hodoie', 'hoodei', 'hoodiee', 'hoodes'])('forgives one typo: %s finds the hoodies', async (typo) => {
      expect(names((await get(`/api/products?search=${typo}`)).body).sort()).toEqual(['Midnight Fleece Hoodie', 'Oversized Zip Hoodie']);
    });

    it('does not stretch further than one typo', async () => {
      const response = await get('/api/products?search=hdooei');
      expect(response.headers['x-total-count']).toBe('0');
      expect(JSON.parse(response.body)).toEqual([]);
    });

    it('finds nothing for words that are nowhere, and for punctuation only', async () => {
      expect(names((await get('/api/products?search=zzzqqq')).body)).toEqual([]);
      expect(names((await get(`/api/products?search=${encodeURIComponent("'&|!():*")}`)).body)).toEqual([]);
    });

    it.each([
      ['page=-1', /page/i], ['page=0', /page/i], ['page=abc', /page/i], ['pageSize=10000', /page size/i],
      ['pageSize=0', /page size/i], ['sort=evil', /sort/i], [`search=${'a'.repeat(5000)}`, /search/i],
      ['minPrice=cheap', /amount/i], ['minPrice=50&maxPrice=10', /minimum/i], ['sizes=XXXXL', /size/i],
      ['featured=yes', /true or false/i], ['seller=0', /positive/i], ['seller=99999999999', /range/i],
      ['category=DROP%20TABLE', /slug/i],
    ])('answers 400 with a clear message for %s', async (query, message) => {
      const response = await get(`/api/products?${query}`);
      expect(response.statusCode).toBe(400);
      expect(JSON.parse(response.body).message).toMatch(message);
    });

    it('shows admins everything, unassigned and inactive included', async () => {
      const admin = await createUser(t.db, { role: 'admin' });
      const response = await get('/api/products?pageSize=100', await sessionCookieFor(t.db, admin.id));
      expect(response.headers['x-total-count']).toBe('9');
    });

    it('shows a seller all of their own shop, and only the public view of others', async () => {
      const cookie = await sessionCookieFor(t.db, visibleSeller.userId);
      const own = names((await get(`/api/products?seller=${visibleSeller.id}&pageSize=100`, cookie)).body);
      expect(own).toEqual(expect.arrayContaining(['Inactive Tee', 'Unassigned Tee'].slice(0, 1)));
      expect(own).not.toContain('Hidden Seller Tee');
      const others = names((await get(`/api/products?seller=${hiddenSeller.id}`, cookie)).body);
      expect(others).toEqual([]);
    });
  });

  describe('GET /api/products/{id}', () => {
    it('answers one visible product', async () => {
      const response = await get(`/api/products/${ids.saleTee}`);
      expect(response.statusCode).toBe(200);
      expect(JSON.parse(response.body)).toMatchObject({ id: ids.saleTee, price: '29.99', originalPrice: '39.99', isOnSale: true });
    });

    it.each(['inactive', 'ofHiddenSeller', 'ofPendingSeller', 'unassigned', 'inRetiredCategory'] as const)('hides the %s product from shoppers', async (key) => {
      const response = await get(`/api/products/${ids[key]}`);
      expect(response.statusCode).toBe(404);
      expect(JSON.parse(response.body)).toEqual({ message: 'Product not found' });
    });

    it('lets an admin open a hidden product', async () => {
      const admin = await createUser(t.db, { role: 'admin' });
      expect((await get(`/api/products/${ids.unassigned}`, await sessionCookieFor(t.db, admin.id))).statusCode).toBe(200);
    });

    it.each([['999999', 404], ['0', 400], ['-3', 400], ['abc', 400], ['1.5', 400], ['99999999999', 400]])('answers %s with %i', async (id, status) => {
      const response = await get(`/api/products/${id}`);
      expect(response.statusCode).toBe(status);
      expect(JSON.parse(response.body).message).toEqual(expect.any(String));
    });
  });

  describe('GET /api/categories', () => {
    it('lists active categories with the real count of visible products', async () => {
      const list = JSON.parse((await get('/api/categories')).body);
      expect(list).toEqual([
        expect.objectContaining({ name: 'T-Shirts', slug: 't-shirts', productCount: 2 }),
        expect.objectContaining({ name: 'Hoodies', slug: 'hoodies', productCount: 2 }),
        // The reference categories exist on every database, with or without demo data.
        expect.objectContaining({ name: 'Hats', slug: 'hats', productCount: 0 }),
      ]);
    });
  });

  describe('GET /api/sellers', () => {
    const businessNames = (body: string) => (JSON.parse(body) as Array<{ businessName: string }>).map((s) => s.businessName);

    it('lists active, approved sellers, best rated first, without private fields', async () => {
      const response = await get('/api/sellers');
      expect(businessNames(response.body)).toEqual(['Concrete Saints', 'Neon Alley']);
      for (const secret of ['TAX-SECRET', 'private@saints.example', 'pp-secret', 'password', 'taxId', 'businessEmail', 'userId', 'commissionRate']) {
        expect(response.body).not.toContain(secret);
      }
      expect(JSON.parse(response.body)[0]).toMatchObject({ productCount: 3, rating: '4.80', specialty: 'Skate graphics' });
    });

    it.each([
      ['search=neon', ['Neon Alley']], ['search=SKATE', ['Concrete Saints']], ['search=%25', []],
      ['sort=name', ['Concrete Saints', 'Neon Alley']], ['sort=newest', ['Neon Alley', 'Concrete Saints']],
      ['sort=oldest', ['Concrete Saints', 'Neon Alley']], ['featured=true', ['Neon Alley']],
    ])('answers %s', async (query, expected) => {
      expect(businessNames((await get(`/api/sellers?${query}`)).body)).toEqual(expected);
    });

    it('answers 400 for a bad sort and 404 for a hidden or unknown seller', async () => {
      expect((await get('/api/sellers?sort=evil')).statusCode).toBe(400);
      expect((await get(`/api/sellers/${hiddenSeller.id}`)).statusCode).toBe(404);
      expect((await get('/api/sellers/424242')).statusCode).toBe(404);
      expect((await get('/api/sellers/abc')).statusCode).toBe(400);
      const one = await get(`/api/sellers/${visibleSeller.id}`);
      expect(JSON.parse(one.body)).toMatchObject({ businessName: 'Concrete Saints', productCount: 3 });
      expect(one.body).not.toContain('TAX-SECRET');
    });
  });

  describe('what visitors see is cached and every write clears it', () => {
    it('shows a price change, a deactivated seller and a new product right after the write', async () => {
      const before = await get(`/api/products/${ids.cheapTee}`);
      expect(JSON.parse(before.body).price).toBe('19.99');
      await t.db.update(products).set({ price: '17.50' }).where(eq(products.id, ids.cheapTee));
      await expect.poll(async () => JSON.parse((await get(`/api/products/${ids.cheapTee}`)).body).price, { timeout: 3000 }).toBe('17.50');

      await t.db.update(sellers).set({ isActive: false }).where(eq(sellers.id, visibleSeller.id));
      await expect.poll(async () => (await get('/api/products')).headers['x-total-count'], { timeout: 3000 }).toBe('1');
      await t.db.update(sellers).set({ isActive: true }).where(eq(sellers.id, visibleSeller.id));
      await expect.poll(async () => (await get('/api/products')).headers['x-total-count'], { timeout: 3000 }).toBe('4');

      await t.db.update(categories).set({ name: 'Tees' }).where(eq(categories.id, tees.id));
      await expect.poll(async () => JSON.parse((await get('/api/categories')).body)[0].name, { timeout: 3000 }).toBe('Tees');
      await expect.poll(async () => names((await get('/api/products?search=tees')).body).length, { timeout: 3000 }).toBe(2);
    });
  });

  it('keeps the listing right through later changes to categories, sellers and products', async () => {
    const count = async () => (await get('/api/products')).headers['x-total-count'];
    const before = Number(await count());
    const category = await createCategory(t.db, { name: 'Beanies', slug: 'beanies' });
    const waiting = await createSeller(t.db, { businessName: 'Late Bloomer', status: 'pending' });
    const product = await createProduct(t.db, { name: 'Late Beanie', categoryId: category.id, sellerId: waiting.id });
    expect(Number(await count())).toBe(before);

    await t.db.update(sellers).set({ status: 'approved', isActive: true }).where(eq(sellers.id, waiting.id));
    await expect.poll(async () => Number(await count()), { timeout: 3000 }).toBe(before + 1);
    await t.db.update(categories).set({ isActive: false }).where(eq(categories.id, category.id));
    await expect.poll(async () => Number(await count()), { timeout: 3000 }).toBe(before);
    await t.db.update(categories).set({ isActive: true }).where(eq(categories.id, category.id));
    await expect.poll(async () => Number(await count()), { timeout: 3000 }).toBe(before + 1);

    // The flag is the database's to keep: writing it directly changes nothing.
    await t.db.update(products).set({ isActive: false, isListed: true }).where(eq(products.id, product.id));
    await expect.poll(async () => Number(await count()), { timeout: 3000 }).toBe(before);
  });

  it.each([
    ['/api/sellers?search=%00', 'GET', undefined],
    ['/api/products?search=a%00b', 'GET', undefined],
    ['/api/register', 'POST', { username: 'nul_user', email: 'nul@example.com', password: 'secret123', firstName: 'a\u0000b', lastName: 'x' }],
  ] as const)('answers a NUL character in %s with 400, never 500', async (url, method, payload) => {
    const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ message: 'Text must not contain the NUL character' });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await get('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('sets the security headers on every reply', async () => {
    const response = await get('/api/categories');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});
