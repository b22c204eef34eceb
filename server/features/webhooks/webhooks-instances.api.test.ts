import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openPostgres, type Database } from '../../db/client.js';
import { products, webhookDeliveries } from '../../db/schema/index.js';
import { loadEnv } from '../../env.js';
import { createCategory, createProduct, createSeller, createUser } from '../../seed/factories.js';
import { createDiskStorage } from '../../storage/disk-storage.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { createServerDatabase } from '../../test/test-database.js';
import { startReceiver, type Receiver } from './test-receiver.js';
import { payloadOf } from './webhooks-test-helpers.js';

const serverUrl = process.env.TEST_DATABASE_URL;

/** Two app instances on one PostgreSQL database, both sending: each delivery is made once, by one of them. */
describe.skipIf(!serverUrl)('webhooks from two instances on one PostgreSQL server (issue 27)', () => {
  let server: Awaited<ReturnType<typeof createServerDatabase>>;
  let dataDir: string;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  let shopHook: Receiver;
  let platformHook: Receiver;

  beforeAll(async () => {
    server = await createServerDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'threadline-webhooks-two-'));
    // One sealing secret for both, as several machines must share it.
    const env = loadEnv({
      NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', DATABASE_URL: server.url,
      WEBHOOKS_ALLOW_LOOPBACK: 'true', WEBHOOKS_SECRET: 'a-webhook-sealing-secret-for-tests-only-0123456789',
    });
    for (let i = 0; i < 2; i += 1) {
      const database = await openPostgres(server.url, 5);
      databases.push(database);
      await database.migrate();
      const app = await buildApp({ env, database, storage: createDiskStorage(path.join(dataDir, 'uploads')), clientDir: path.join(dataDir, 'no-client') });
      await app.ready();
      apps.push(app);
    }
    // Slow receivers keep claims open while the other instance looks for work.
    shopHook = await startReceiver([200], { delayMs: 20 });
    platformHook = await startReceiver([200], { delayMs: 20 });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await shopHook?.close();
    await platformHook?.close();
    await server?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives exactly one delivery record and one POST per event per endpoint', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const db = databases[0]!.db;
    const owner = await createUser(db);
    const seller = await createSeller(db, { userId: owner.id });
    const categoryId = (await createCategory(db)).id;
    const shopCookie = await sessionCookieFor(db, owner.id);
    const adminCookie = await sessionCookieFor(db, (await createUser(db, { role: 'admin' })).id);
    const register = async (app: FastifyInstance, cookie: string, audience: string, url: string) => {
      const reply = await app.inject({ method: 'POST', url: `/api/${audience}/webhooks`, headers: { cookie }, payload: { url, events: ['product.updated'] } });
      expect(reply.statusCode, reply.body).toBe(201);
    };
    await register(a, shopCookie, 'seller', shopHook.url());
    await register(b, adminCookie, 'admin', platformHook.url());

    const EVENTS = 40;
    const made = await Promise.all(Array.from({ length: EVENTS }, (_, i) => createProduct(db, { categoryId, sellerId: seller.id, price: `${10 + i}.00` })));
    for (const product of made) await db.update(products).set({ price: '99.00' }).where(eq(products.id, product.id));

    // Both instances heard the NOTIFY and are sending in the background; each drain sends what is left.
    await Promise.all([a.webhookWorker.drain(), b.webhookWorker.drain()]);

    const rows = await db.select().from(webhookDeliveries);
    expect(rows).toHaveLength(2 * EVENTS);
    expect(rows.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
    for (const hook of [shopHook, platformHook]) {
      const ids = hook.calls.map((call) => payloadOf(call).id);
      expect(ids).toHaveLength(EVENTS);
      expect(new Set(ids).size).toBe(EVENTS);
    }
    // Nothing is left for either to send again.
    expect(await Promise.all([a.webhookWorker.drain(), b.webhookWorker.drain()])).toEqual([0, 0]);
  });
});
