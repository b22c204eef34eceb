import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createSeller, createUser } from '../../seed/factories.js';
import { productVariants, rateLimitHits } from '../../db/schema/index.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { expectError } from '../accounts/account-test-helpers.js';
import { CSV_COLUMNS } from '../../../shared/admin-schemas.js';
import { PRODUCT_SIZES } from '../../../shared/catalog-constants.js';
import { MAX_PRODUCT_COLORS, MAX_PRODUCT_VARIANTS, PRODUCT_MESSAGES } from '../../../shared/product-schemas.js';
import { BIDI_CONTROLS_MESSAGE } from '../../../shared/text.js';
import { PRODUCT_WRITE_LIMIT_MESSAGE, PRODUCT_WRITE_RATE_LIMIT } from './product-write-limit.js';
import { replaceVariants } from './product-writes.repo.js';

const IMAGE = 'https://images.example.com/tee.webp';
const colorsNamed = (count: number, prefix = 'Colour') => Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`);

/**
 * Issue 20, security finding 3 and the product part of finding 6: how much one product may hold
 * (colours, sizes, stock rows), what a listing carries of it, how often a shop may write, and no
 * text-direction controls in what lists show beside other text.
 */
describe.each(TEST_DRIVERS)('product limits on %s', (driver) => {
  let t: TestApp;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp(driver);
    categoryId = (await createCategory(t.db, { slug: 't-shirts', name: 'T-Shirts' })).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function shop() {
    const seller = await createSeller(t.db);
    return { seller, cookie: await sessionCookieFor(t.db, seller.userId) };
  }
  const newProduct = (overrides: Record<string, unknown> = {}) => ({
    name: 'Midnight Tee', price: '29.99', categoryId, images: [IMAGE], sizes: ['S', 'M'], colors: ['Black'], stock: 2, ...overrides,
  });
  const call = (cookie: string | null, options: InjectOptions) =>
    t.app.inject({ ...options, headers: { ...(cookie ? { cookie } : {}), ...options.headers } });
  const create = (cookie: string, payload: unknown) => call(cookie, { method: 'POST', url: '/api/products', payload: payload as object });
  const update = (cookie: string, id: number, payload: unknown) =>
    call(cookie, { method: 'PUT', url: `/api/products/${id}`, payload: payload as object });
  const variantCount = async (productId: number) =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(productVariants).where(eq(productVariants.productId, productId)))[0]!.n;

  describe('caps per product', () => {
    it('refuses more than 20 colours, 11 sizes or 220 stock entries with 400 and says the limit', async () => {
      const { cookie } = await shop();
      expectError(await create(cookie, newProduct({ colors: colorsNamed(MAX_PRODUCT_COLORS + 1) })), 400, 'At most 20 colours');
      expectError(await create(cookie, newProduct({ sizes: [...PRODUCT_SIZES, 'M'] })), 400, 'At most 11 sizes');
      const tooManyEntries = Array.from({ length: MAX_PRODUCT_VARIANTS + 1 }, () => ({ size: 'M', color: 'Black', stock: 1 }));
      expectError(await create(cookie, newProduct({ variants: tooManyEntries, stock: undefined })), 400,
        'At most 220 stock entries, one per size and colour');
      const product = (await create(cookie, newProduct())).json();
      expectError(await update(cookie, product.id, { colors: colorsNamed(21) }), 400, PRODUCT_MESSAGES.colorsTooMany);
      expect(await variantCount(product.id)).toBe(2);
    });

    it('answers 2,000 colours with 400, not a database error, and writes nothing', async () => {
      const { cookie, seller } = await shop();
      const response = await create(cookie, newProduct({ sizes: [...PRODUCT_SIZES], colors: colorsNamed(2_000, 'C') }));
      expectError(response, 400, PRODUCT_MESSAGES.colorsTooMany);
      const listed = await call(cookie, { method: 'GET', url: `/api/products?seller=${seller.id}` });
      expect(listed.json()).toEqual([]);
    });

    it('stores the largest product allowed, 11 sizes x 20 colours, and rewrites its stock', async () => {
      const { cookie } = await shop();
      const colors = colorsNamed(MAX_PRODUCT_COLORS);
      const created = await create(cookie, newProduct({ sizes: [...PRODUCT_SIZES], colors, stock: 3 }));
      expect(created.statusCode, created.body).toBe(201);
      const product = created.json();
      expect(product.variants).toHaveLength(220);
      expect(product.stock).toBe(660);
      expect(await variantCount(product.id)).toBe(220);
      const variants = PRODUCT_SIZES.flatMap((size) => colors.map((color) => ({ size, color, stock: size === 'XS' ? 1 : 0 })));
      const edited = await update(cookie, product.id, { variants });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().stock).toBe(20);
      const narrowed = await update(cookie, product.id, { colors: colors.slice(0, 2) });
      expect(narrowed.json().variants).toHaveLength(22);
      expect(await variantCount(product.id)).toBe(22);
    });

    it('writes and trims more stock rows than one statement could bind as parameters (over 16,383)', async () => {
      const seller = await createSeller(t.db);
      const product = await createProduct(t.db, { categoryId, sellerId: seller.id, variants: [] });
      const colors = colorsNamed(1_820, 'Shade');
      const variants = PRODUCT_SIZES.flatMap((size) => colors.map((color) => ({ size, color, stock: 1 })));
      expect(variants.length * 4).toBeGreaterThan(65_535);
      await t.db.transaction((tx) => replaceVariants(tx, product.id, variants));
      expect(await variantCount(product.id)).toBe(20_020);
      // The ids kept are more than 16,383 too: the rest are deleted in one statement.
      await t.db.transaction((tx) => replaceVariants(tx, product.id, variants.slice(0, 17_000)));
      expect(await variantCount(product.id)).toBe(17_000);
    }, 60_000);
  });

  describe('listing replies', () => {
    it('carry what a card needs, not the variants, on every path; the product itself carries them', async () => {
      const { cookie, seller } = await shop();
      const created = await create(cookie, newProduct({ sizes: [...PRODUCT_SIZES], colors: colorsNamed(MAX_PRODUCT_COLORS), stock: 5 }));
      const product = created.json();
      const admin = await createUser(t.db, { role: 'admin' });
      const adminCookie = await sessionCookieFor(t.db, admin.id);
      await t.app.catalogReadModel?.ready();
      await t.app.catalogReadModel?.sync();
      // A visitor (read model), the owner and an admin (SQL).
      for (const viewer of [null, cookie, adminCookie]) {
        const list = await call(viewer, { method: 'GET', url: `/api/products?seller=${seller.id}` });
        expect(list.statusCode).toBe(200);
        const [summary] = list.json();
        expect(summary).toMatchObject({ id: product.id, stock: 1_100, sizes: PRODUCT_SIZES, category: { id: categoryId } });
        expect(summary).not.toHaveProperty('variants');
        // 11 sizes x 20 colours: about 1 KB in a list, where the variants alone were 9 KB.
        expect(list.body.length).toBeLessThan(1_500);
        const detail = await call(viewer, { method: 'GET', url: `/api/products/${product.id}` });
        expect(detail.json().variants).toHaveLength(220);
      }
    });
  });

  describe('write rate per shop', () => {
    it(`lets a shop make ${PRODUCT_WRITE_RATE_LIMIT.limit} writes a minute, then answers 429 with Retry-After; other shops go on`, async () => {
      const a = await shop();
      const b = await shop();
      const product = (await create(a.cookie, newProduct())).json();
      // A seller editing 30 products by hand in a minute, and their stock, is far inside the limit.
      for (let i = 1; i < PRODUCT_WRITE_RATE_LIMIT.limit; i++) {
        const response = await update(a.cookie, product.id, i % 2 ? { price: `${20 + i}.00` } : { stock: i });
        expect(response.statusCode, response.body).toBe(200);
      }
      const refused = await update(a.cookie, product.id, { price: '99.00' });
      expectError(refused, 429, PRODUCT_WRITE_LIMIT_MESSAGE);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expectError(await create(a.cookie, newProduct()), 429, PRODUCT_WRITE_LIMIT_MESSAGE);
      expectError(await call(a.cookie, { method: 'DELETE', url: `/api/products/${product.id}` }), 429, PRODUCT_WRITE_LIMIT_MESSAGE);
      expect((await create(b.cookie, newProduct())).statusCode).toBe(201);
      const detail = await call(a.cookie, { method: 'GET', url: `/api/products/${product.id}` });
      expect(detail.json().price).not.toBe('99.00');
    }, 60_000);

    it('does not count a write refused for its body', async () => {
      const { cookie } = await shop();
      for (let i = 0; i < PRODUCT_WRITE_RATE_LIMIT.limit + 5; i++) {
        expect((await create(cookie, newProduct({ colors: colorsNamed(30) }))).statusCode).toBe(400);
      }
      expect((await create(cookie, newProduct())).statusCode).toBe(201);
    }, 60_000);
  });

  describe('text-direction controls', () => {
    it('are refused in a product name, colour, stock entry colour and tag, and kept in a description', async () => {
      const { cookie } = await shop();
      expectError(await create(cookie, newProduct({ name: 'Tee \u202Egpj.exe' })), 400, BIDI_CONTROLS_MESSAGE);
      expectError(await create(cookie, newProduct({ colors: ['Bl\u202Eack'] })), 400, PRODUCT_MESSAGES.colorBidi);
      expectError(await create(cookie, newProduct({ colors: ['Black'], stock: undefined, variants: [{ size: 'M', color: 'Bl\u2066ack', stock: 1 }] })),
        400, PRODUCT_MESSAGES.colorBidi);
      expectError(await create(cookie, newProduct({ tags: ['\u202Ex'] })), 400, PRODUCT_MESSAGES.tagBidi);
      const product = (await create(cookie, newProduct({ description: 'English, then \u200Fעברית\u200F.' }))).json();
      expect(product.description).toContain('\u200F');
      expectError(await update(cookie, product.id, { name: 'Tee \u200Fx' }), 400, BIDI_CONTROLS_MESSAGE);
      expectError(await update(cookie, product.id, { tags: ['ok', 'n\u202Bo'] }), 400, PRODUCT_MESSAGES.tagBidi);
    });

    it('are refused in the admin CSV import, with the row and column', async () => {
      const admin = await createUser(t.db, { role: 'admin' });
      const cookie = await sessionCookieFor(t.db, admin.id);
      const row = (name: string, colors: string, tags: string) => `"${name}",,10,,t-shirts,M,${colors},${IMAGE},${tags},1,,,,`;
      const csvContent = [CSV_COLUMNS.join(','), row('Tee \u202Egpj.exe', 'Black', ''), row('Cap', 'Bl\u202Eack', ''), row('Hat', 'Black', '\u202Ex')].join('\n');
      const response = await call(cookie, { method: 'POST', url: '/api/admin/import-products', payload: { csvContent } });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { row: 2, column: 'name', message: BIDI_CONTROLS_MESSAGE },
        { row: 3, column: 'colors', message: PRODUCT_MESSAGES.colorBidi },
        { row: 4, column: 'tags', message: PRODUCT_MESSAGES.tagBidi },
      ]);
    });
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

/** With REDIS_URL the write limit is counted in Redis, as the sign-in limits are, so every instance shares it. */
describe.skipIf(!redisUrl)('product write rate in Redis', () => {
  const prefix = `threadline-test-${randomUUID()}:`;
  let t: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    t = await createTestApp('pglite', { REDIS_URL: redisUrl!, REDIS_PREFIX: prefix });
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    const keys = await redis?.keys(`${prefix}*`);
    if (keys?.length) await redis.del(...keys);
    await redis?.quit();
    await t?.close();
  });

  it('answers 429 past the limit, with the hits in Redis and none in the database', async () => {
    const categoryId = (await createCategory(t.db)).id;
    const seller = await createSeller(t.db);
    const cookie = await sessionCookieFor(t.db, seller.userId);
    const payload = { name: 'Tee', price: '10.00', categoryId, images: [IMAGE], sizes: ['M'], colors: ['Black'] };
    for (let i = 0; i < PRODUCT_WRITE_RATE_LIMIT.limit; i++) {
      expect((await t.app.inject({ method: 'POST', url: '/api/products', headers: { cookie }, payload })).statusCode).toBe(201);
    }
    expectError(await t.app.inject({ method: 'POST', url: '/api/products', headers: { cookie }, payload }), 429, PRODUCT_WRITE_LIMIT_MESSAGE);
    expect(await redis.keys(`${prefix}*productWrites*`)).toHaveLength(1);
    expect(await t.db.select().from(rateLimitHits).where(eq(rateLimitHits.bucket, 'productWrites'))).toEqual([]);
  }, 60_000);
});
