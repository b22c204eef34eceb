import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { openPostgres, type Database } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import { scheduledSaleProducts, scheduledSales } from '../../db/schema/index.js';
import { createServerDatabase } from '../../test/test-database.js';
import { createScheduledSalesSweeper } from './scheduled-sales-sweeper.js';
import { shopWithProducts } from './scheduled-sales-test-helpers.js';

const MEASURE_MS = 5_000;

/**
 * What the sweeper costs when nothing is due: it runs on every instance every second, so the
 * queries it sends a quiet database are the price of the feature. Counted at the driver, with
 * 2,000 scheduled and 2,000 live sales that are not due.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('the scheduled-sale sweeper when nothing is due', () => {
  let server: Awaited<ReturnType<typeof createServerDatabase>>;
  let database: Database;
  let pool: pg.Pool;
  let queries: string[] = [];
  let counted: Db;

  beforeAll(async () => {
    server = await createServerDatabase();
    database = await openPostgres(server.url, 2);
    await database.migrate();
    const shop = await shopWithProducts(database.db, [{ price: '10.00' }]);
    const far = Date.now() + 30 * 86_400_000;
    const rows = Array.from({ length: 4_000 }, (_, i) => ({
      sellerId: shop.seller.id, name: `Sale ${i}`, percent: 10,
      startsAt: new Date(i % 2 ? far + i * 60_000 : Date.now() - 86_400_000), endsAt: new Date(far + (i + 1) * 60_000),
      status: (i % 2 ? 'scheduled' : 'live') as 'scheduled' | 'live',
    }));
    const ids = await database.db.insert(scheduledSales).values(rows).returning({ id: scheduledSales.id });
    await database.db.insert(scheduledSaleProducts).values(ids.slice(0, 1).map(({ id }) => ({ saleId: id, productId: shop.products[0]!.id })));
    await database.db.execute(sql`analyze scheduled_sales`);
    pool = new pg.Pool({ connectionString: server.url, max: 2 });
    counted = drizzle(pool, { schema, logger: { logQuery: (query) => void queries.push(query) } }) as unknown as Db;
  });
  afterAll(async () => {
    await pool?.end();
    await database?.close();
    await server?.drop();
  });

  it('sends one query a second, an index walk on each partial index', async () => {
    const sweeper = createScheduledSalesSweeper({ db: counted, catalogWrites: { invalidate: () => undefined }, log: { error: () => undefined } });
    queries = [];
    sweeper.start();
    await new Promise((resolve) => setTimeout(resolve, MEASURE_MS + 50));
    await sweeper.stop();
    const perSecond = queries.length / (MEASURE_MS / 1_000);
    const horizon = new Date().toISOString();
    const plan = (await database.db.execute(sql.raw(`explain (analyze, costs off, timing on)
      (select id, 'start' as move, starts_at as at from scheduled_sales where status = 'scheduled' and starts_at <= '${horizon}'::timestamptz order by starts_at limit 50)
      union all
      (select id, 'end' as move, ends_at as at from scheduled_sales where status = 'live' and ends_at <= '${horizon}'::timestamptz order by ends_at limit 50)`))) as unknown as { rows: Array<Record<string, string>> };
    const lines = plan.rows.map((row) => Object.values(row)[0]!);
    console.info(`[postgres] sweeper with 4,000 sales not due: ${queries.length} queries in ${MEASURE_MS} ms (${perSecond}/s)\n  ${lines.join('\n  ')}`);
    expect(perSecond).toBeLessThanOrEqual(1);
    expect(perSecond).toBeGreaterThanOrEqual(0.6);
    expect(lines.join('\n')).toContain('scheduled_sales_due_start_idx');
    expect(lines.join('\n')).toContain('scheduled_sales_due_end_idx');
  });
});
