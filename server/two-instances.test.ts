import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { openPostgres, type Database } from './db/client.js';
import { createCategory, createProduct, createSeller, createUser } from './seed/factories.js';
import { products, users } from './db/schema/index.js';
import { loadEnv } from './env.js';
import { createStorage } from './storage/create-storage.js';
import { sessionCookieOf } from './test/test-app.js';
import { buyerWithDeliveredItem, shopWithProduct } from './features/reviews/review-test-helpers.js';
import { createServerDatabase } from './test/test-database.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const BUCKET = 'threadline-two-instances';

/** Two app instances, A and B, on one PostgreSQL database and one S3 bucket: they behave as one shop. */
describe.skipIf(!serverUrl)('two instances on one PostgreSQL server (issue 10)', () => {
  let server: Awaited<ReturnType<typeof createServerDatabase>>;
  let dataDir: string;
  let s3: S3rver;
  const databases: Database[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  let deaf: FastifyInstance;

  beforeAll(async () => {
    server = await createServerDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'threadline-two-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(dataDir, 's3'), configureBuckets: [{ name: BUCKET }] });
    const { port } = await s3.run();
    const env = loadEnv({
      NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', DATABASE_URL: server.url,
      S3_BUCKET: BUCKET, S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    const instance = async (options: { deaf?: boolean } = {}) => {
      const opened = await openPostgres(server.url, 5);
      databases.push(opened);
      const database = options.deaf ? { ...opened, listen: async () => undefined } : opened;
      await database.migrate();
      const app = await buildApp({ env, database, storage: await createStorage(env), clientDir: path.join(dataDir, 'no-client') });
      await app.ready();
      await app.catalogReadModel?.ready();
      return app;
    };
    a = await instance();
    b = await instance();
    // An instance whose listener hears nothing: every notification to it is lost.
    deaf = await instance({ deaf: true });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await deaf?.close();
    for (const database of databases) await database.close();
    await s3?.close();
    await server?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const db = () => databases[0]!.db;
  const signIn = (app: FastifyInstance, email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

  it('a session made on A works on B, and signing out on B ends it on A', async () => {
    const user = await createUser(db(), { password: 'correct horse' });
    const cookie = sessionCookieOf(await signIn(a, user.email, 'correct horse'));
    const me = await b.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(user.email);
    await b.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect((await a.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('failed sign-ins on A count on B', async () => {
    const user = await createUser(db(), { password: 'correct horse' });
    for (let i = 0; i < 10; i += 1) expect((await signIn(i % 2 ? a : b, user.email, 'wrong password')).statusCode).toBe(401);
    const limited = await signIn(b, user.email, 'correct horse');
    expect(limited.statusCode).toBe(429);
    expect((await signIn(a, user.email, 'correct horse')).statusCode).toBe(429);
  });

  it("a seller's edit on A is what visitors of B see within a second, cached or not", async () => {
    const seller = await createSeller(db());
    const product = await createProduct(db(), { categoryId: (await createCategory(db())).id, sellerId: seller.id, price: '30.00' });
    const seen = async () => (await b.inject({ method: 'GET', url: `/api/products/${product.id}` })).json().price as string;
    expect(await seen()).toBe('30.00');
    const sellerCookie = sessionCookieOf(await signIn(a, await userEmail(seller.userId), 'password123'));
    const edited = await a.inject({ method: 'PUT', url: `/api/products/${product.id}`, headers: { cookie: sellerCookie }, payload: { price: '24.50' } });
    expect(edited.statusCode, edited.body).toBe(200);
    const started = Date.now();
    while ((await seen()) !== '24.50' && Date.now() - started < 1_000) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await seen()).toBe('24.50');
  });

  it("a review posted on A moves the product's rating, and the Top Rated sort, on B within a second", async () => {
    const shop = await shopWithProduct(db());
    const buyer = await buyerWithDeliveredItem(db(), shop);
    const firstRated = async () => {
      const [top] = (await b.inject({ method: 'GET', url: '/api/products?sort=rating&pageSize=1' })).json() as { id: number; rating: string }[];
      return top;
    };
    expect((await firstRated())?.id).not.toBe(shop.product.id);
    const posted = await a.inject({
      method: 'POST', url: `/api/order-items/${buyer.item.id}/review`, headers: { cookie: buyer.cookie },
      payload: { stars: 5, text: 'Heavy cotton, the print survived ten washes.', fit: 'true' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const started = Date.now();
    while ((await firstRated())?.id !== shop.product.id && Date.now() - started < 1_000) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await firstRated()).toMatchObject({ id: shop.product.id, rating: '5.00', totalReviews: 1 });
  });

  it('a write whose notification B never hears still reaches B within a second', async () => {
    const seller = await createSeller(db());
    const product = await createProduct(db(), { categoryId: (await createCategory(db())).id, sellerId: seller.id, price: '18.00' });
    const seen = async () => (await deaf.inject({ method: 'GET', url: `/api/products/${product.id}` })).json().price as string | undefined;
    const listed = Date.now();
    while ((await seen()) !== '18.00' && Date.now() - listed < 1_500) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await seen()).toBe('18.00');
    expect(Date.now() - listed).toBeLessThanOrEqual(1_100);
    await db().update(products).set({ price: '12.00' }).where(eq(products.id, product.id));
    const started = Date.now();
    while ((await seen()) !== '12.00' && Date.now() - started < 1_500) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await seen()).toBe('12.00');
    expect(Date.now() - started).toBeLessThanOrEqual(1_100);
  });

  it('an image uploaded through A is served by B', async () => {
    const seller = await createSeller(db());
    const cookie = sessionCookieOf(await signIn(a, await userEmail(seller.userId), 'password123'));
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#334455' } }).png().toBuffer();
    // Declared size and type: the slot is a URL presigned for the bucket itself, which B reads.
    const slot = await a.inject({
      method: 'POST', url: '/api/objects/upload', headers: { cookie }, payload: { size: png.length, contentType: 'image/png' },
    });
    const uploadURL = slot.json().uploadURL as string;
    expect((await fetch(uploadURL, { method: 'PUT', body: new Uint8Array(png), headers: { 'content-type': 'image/png' } })).status).toBe(200);
    const normalized = await a.inject({ method: 'POST', url: '/api/objects/normalize', headers: { cookie }, payload: { imageURL: uploadURL.split('?')[0] } });
    expect(normalized.statusCode, normalized.body).toBe(200);
    const served = await b.inject({ method: 'GET', url: normalized.json().objectPath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  async function userEmail(userId: number): Promise<string> {
    const [user] = await db().select({ email: users.email }).from(users).where(eq(users.id, userId));
    return user!.email;
  }
});
