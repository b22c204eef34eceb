import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openPostgres, type Database } from '../../db/client.js';
import { loadEnv } from '../../env.js';
import { createDiskStorage } from '../../storage/disk-storage.js';
import { createServerDatabase, createTestDatabase, TEST_DRIVERS } from '../../test/test-database.js';
import { postSale, shopWithProducts } from './scheduled-sales-test-helpers.js';

const VISIBLE_WITHIN_MS = 1_000;

interface Listed { id: number; price: string; originalPrice: string | null; isOnSale: boolean }

/**
 * Issue 26: a scheduled sale reaches the storefront of every instance within a second of its start
 * and of its end: the sale filter, a price filter and a price sort, through the read model and
 * the reply cache, as a visitor sees them. The sale is planned on one instance and started and
 * ended by that instance's sweeper; the other, whose sweeper is stopped, only hears of it.
 */
describe.each(TEST_DRIVERS)('a scheduled sale on the storefront of another instance, on %s', (driver) => {
  let dataDir: string;
  const apps: FastifyInstance[] = [];
  const closers: Array<() => Promise<void>> = [];
  let planner: FastifyInstance;
  let shopper: FastifyInstance;
  let plannerDb: Database;

  const start = async (database: Database) => {
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
    const app = await buildApp({ env, database, storage: createDiskStorage(path.join(dataDir, 'uploads')), clientDir: path.join(dataDir, 'no-client') });
    await app.ready();
    await app.catalogReadModel!.ready();
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'threadline-sales-'));
    if (driver === 'postgres') {
      // Two instances as deployed: each its own pool and listener on one database.
      const server = await createServerDatabase();
      plannerDb = await openPostgres(server.url, 5);
      await plannerDb.migrate();
      const shopperDb = await openPostgres(server.url, 5);
      closers.push(() => plannerDb.close(), () => shopperDb.close(), () => server.drop());
      planner = await start({ ...plannerDb, close: async () => undefined });
      shopper = await start({ ...shopperDb, close: async () => undefined });
    } else {
      // PGlite is one process's database: two apps share it.
      const test = await createTestDatabase('pglite');
      plannerDb = test.database;
      closers.push(() => test.drop());
      planner = await start({ ...test.database, close: async () => undefined });
      shopper = await start({ ...test.database, close: async () => undefined });
    }
    await shopper.scheduledSalesSweeper.stop();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const close of closers) await close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const visitorSees = async (url: string): Promise<Listed[]> => {
    const reply = await shopper.inject({ method: 'GET', url });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as Listed[];
  };

  it('shows the sale price within a second of the start, and the list price within a second of the end', async () => {
    const shop = await shopWithProducts(plannerDb.db, [{ price: '40.00' }, { price: '38.00' }]);
    const onSale = shop.products[0]!;
    const cheaper = shop.products[1]!;
    const views = {
      sale: `/api/products?sale=true&seller=${shop.seller.id}`,
      under35: `/api/products?seller=${shop.seller.id}&maxPrice=35.00&sort=price-low`,
      priceLow: `/api/products?seller=${shop.seller.id}&sort=price-low`,
    };
    /** What the three views say of the product: on sale in all three, or in none. */
    const look = async () => {
      const [sale, under35, priceLow] = await Promise.all([visitorSees(views.sale), visitorSees(views.under35), visitorSees(views.priceLow)]);
      const shown = sale.find((p) => p.id === onSale.id);
      const salePrice = shown?.price === '30.00' && shown.originalPrice === '40.00' && shown.isOnSale;
      const filtered = under35.some((p) => p.id === onSale.id && p.price === '30.00');
      const first = priceLow[0]?.id === onSale.id && priceLow[0].price === '30.00' && priceLow[0].isOnSale;
      const listPrice = !shown && !filtered && priceLow.map((p) => p.id).join() === `${cheaper.id},${onSale.id}`
        && priceLow[1]!.price === '40.00' && priceLow[1]!.originalPrice === null && !priceLow[1]!.isOnSale;
      return { onSale: salePrice && filtered && first, listPrice };
    };
    expect(await look()).toEqual({ onSale: false, listPrice: true });

    const startsAt = new Date(Date.now() + 1_500);
    const endsAt = new Date(startsAt.getTime() + 2_500);
    const planned = await postSale(planner, shop.cookie, { percent: 25, productIds: [onSale.id], startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() });
    expect(planned.statusCode, planned.body).toBe(201);

    /** Polls the other instance until `wanted` holds; answers when it first did, relative to `moment`. */
    const firstSeen = async (wanted: (seen: Awaited<ReturnType<typeof look>>) => boolean, moment: Date) => {
      const deadline = moment.getTime() + 3_000;
      for (;;) {
        const seen = await look();
        if (wanted(seen)) return Date.now() - moment.getTime();
        if (Date.now() > deadline) throw new Error(`not seen by ${new Date(deadline).toISOString()}: ${JSON.stringify(seen)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    const startLag = await firstSeen((seen) => seen.onSale, startsAt);
    const endLag = await firstSeen((seen) => seen.listPrice, endsAt);
    // Measured when the look that saw it ended: an upper bound on when the storefront changed.
    console.info(`[${driver}] scheduled sale seen on the other instance ${startLag} ms after its start, ${endLag} ms after its end`);
    expect(startLag).toBeGreaterThanOrEqual(0);
    expect(startLag).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);
    expect(endLag).toBeGreaterThanOrEqual(0);
    expect(endLag).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);
  });
});
