import { eq, like, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../db/client.js';
import { notificationEvents, notifications, outbox, products, stockAlerts } from '../../db/schema/index.js';
import { memoryMailTransport } from '../../test/test-app.js';
import { createServerDatabase } from '../../test/test-database.js';
import { createMailer, type Mailer } from '../mail/mailer.js';
import { createTextSealer } from '../mail/sealed-text.js';
import { insertShoppers } from './fan-out-test-helpers.js';
import { insertFollows, setVariantStock, shopWithProduct } from '../../test/notifications.js';
import { createNotificationWorker, type NotificationWorker } from './notification-worker.js';
import { createUnsubscribeCodes } from './unsubscribe-codes.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const BATCH = 100;
const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

/**
 * Two instances fanning out on one PostgreSQL database, each with its own connections (named, so
 * the test can cut one instance's), one of them killed mid-run: every shopper of every audience is
 * told exactly once (decision 018). PostgreSQL server only: PGlite has one connection and no other
 * instance.
 */
describe.skipIf(!serverUrl)('the fan-out on two instances, one killed mid-run (PostgreSQL server)', () => {
  let server: Awaited<ReturnType<typeof createServerDatabase>>;
  let setup: Database;
  /** Watches and cuts connections; never inside a transaction, where pg_stat_activity would stay as first read. */
  let admin: pg.Client;
  /** Holds row locks for a test, inside its own transaction. */
  let locker: pg.Client;
  const opened: Database[] = [];
  const mailers: Mailer[] = [];

  beforeAll(async () => {
    server = await createServerDatabase();
    setup = await openPostgres(server.url, 3);
    await setup.migrate();
    admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    locker = new pg.Client({ connectionString: server.url });
    await locker.connect();
  });
  afterAll(async () => {
    // First: a failed test may have left a worker waiting on its lock.
    await locker?.end();
    for (const mailer of mailers) await mailer.close();
    for (const database of opened) await database.close();
    await admin?.end();
    await setup?.close();
    await server?.drop();
  });

  /** An instance's worker on connections of its own, named so they can be cut. */
  async function instance(name: string): Promise<NotificationWorker> {
    const url = new URL(server.url);
    url.searchParams.set('application_name', name);
    const database = await openPostgres(url.toString(), 3);
    opened.push(database);
    const mailer = createMailer({
      db: database.db, transport: memoryMailTransport(), from: 'Threadline <shop@threadline.example>', log: quiet,
      sealer: createTextSealer('fan-out instances test secret, 32+ characters'),
    });
    mailers.push(mailer);
    return createNotificationWorker({
      db: database.db, mailer, log: quiet, unsubscribe: createUnsubscribeCodes('fan-out instances unsubscribe secret'), batchSize: BATCH,
    });
  }

  /** The instance dies: its connections are cut (its open transaction rolls back) and it never runs again. */
  async function kill(name: string, worker: NotificationWorker, running: Promise<number>) {
    // Heard from the start: the cut may fail the run before this function looks at it.
    const outcome = running.then(() => 'ran to the end', (error: Error) => `failed: ${error.message}`);
    const cut = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [name]);
    expect(cut.rowCount).toBeGreaterThan(0);
    expect(await outcome).toMatch(/^failed: /);
    await worker.stop();
  }

  const db = () => setup.db;
  const toldUsers = async (groupKey: string) =>
    (await db().select({ userId: notifications.userId }).from(notifications).where(eq(notifications.groupKey, groupKey)))
      .map((row) => row.userId).sort((a, b) => a - b);
  const eventOf = async (where: ReturnType<typeof sql>) => (await db().select().from(notificationEvents).where(where))[0]!;
  const committedTold = async () => (await db().select({ told: sql<number>`coalesce(sum(${notificationEvents.told}), 0)::int` }).from(notificationEvents))[0]!.told;

  async function waitFor(condition: () => Promise<boolean>, timeoutMs = 20_000) {
    const started = Date.now();
    while (!(await condition())) {
      if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  async function waitingFor(productId: number, userIds: number[]) {
    await db().execute(sql`
      INSERT INTO stock_alerts (user_id, product_id, size, color)
      SELECT id, ${productId}::int, 'S', 'Black' FROM unnest(${sql.param(userIds)}::int[]) AS u(id) ORDER BY id`);
  }

  it('a worker killed in the middle of a batch: its batch is done again by the other, and each waiting shopper is told once', async () => {
    const shop = await shopWithProduct(db());
    await setVariantStock(db(), shop.product.id, 'S', 'Black', 0);
    const shoppers = await insertShoppers(db(), 1_000, 'kill');
    await waitingFor(shop.product.id, shoppers);
    const alertIds = (await db().select({ id: stockAlerts.id }).from(stockAlerts).where(eq(stockAlerts.productId, shop.product.id)))
      .map((row) => row.id).sort((x, y) => x - y);

    // Hold the 450th alert: the worker's fifth batch stops on it, inside its transaction, event claimed.
    await locker.query('BEGIN');
    await locker.query('SELECT id FROM stock_alerts WHERE id = $1 FOR UPDATE', [alertIds[449]]);
    await setVariantStock(db(), shop.product.id, 'S', 'Black', 5);
    const a = await instance('fanout_a');
    const b = await instance('fanout_b');
    const runningA = a.drain();
    await waitFor(async () => (await admin.query(
      "SELECT 1 FROM pg_stat_activity WHERE application_name = 'fanout_a' AND wait_event_type = 'Lock'",
    )).rowCount! > 0);
    const event = await eventOf(sql`${notificationEvents.productId} = ${shop.product.id}`);
    expect(event).toMatchObject({ told: 4 * BATCH, cursor: alertIds[4 * BATCH - 1], finishedAt: null });
    // B comes while A holds the event: it skips it rather than wait or tell anyone twice.
    expect(await b.drain()).toBe(0);

    await kill('fanout_a', a, runningA);
    await locker.query('ROLLBACK');
    expect(await b.drain()).toBe(1_000 - 4 * BATCH);

    expect(await toldUsers(`restock:${event.id}`)).toEqual(shoppers);
    expect(await db().select().from(stockAlerts).where(eq(stockAlerts.productId, shop.product.id))).toEqual([]);
    expect(await eventOf(sql`${notificationEvents.id} = ${event.id}`)).toMatchObject({ told: 1_000, finishedAt: expect.any(Date) });
    // Mail too, one each: queued in the batch's transaction, so the killed batch's were rolled back.
    for (const mailer of mailers) await mailer.flush();
    const mails = await db().select({ to: outbox.to }).from(outbox).where(like(outbox.to, 'kill.%'));
    expect(mails).toHaveLength(1_000);
    expect(new Set(mails.map((m) => m.to)).size).toBe(1_000);
  }, 60_000);

  it('two workers at once on three audiences, one cut off mid-run: every follower, saver and waiting shopper told exactly once', async () => {
    const dropShop = await shopWithProduct(db());
    const saved = await shopWithProduct(db(), { price: '40.00' });
    const restock = await shopWithProduct(db());
    // Names of this attempt's own: a retry in CI runs on the same database.
    const attempt = Date.now().toString(36);
    const followers = await insertShoppers(db(), 1_500, `both_f${attempt}`);
    const savers = await insertShoppers(db(), 1_200, `both_s${attempt}`);
    const waiting = await insertShoppers(db(), 800, `both_w${attempt}`);
    await insertFollows(db(), dropShop.seller.id, followers);
    await db().execute(sql`
      INSERT INTO favourites (user_id, product_id, saved_price, saved_in_stock, alert_price)
      SELECT id, ${saved.product.id}::int, 40.00, true, 40.00 FROM unnest(${sql.param(savers)}::int[]) AS u(id)`);
    await setVariantStock(db(), restock.product.id, 'S', 'Black', 0);
    await waitingFor(restock.product.id, waiting);
    const before = await committedTold();

    const a = await instance('fanout_c');
    const b = await instance('fanout_d');
    await db().insert(products).values({
      name: 'Drop Hoodie', price: '60.00', categoryId: dropShop.product.categoryId, sellerId: dropShop.seller.id, sizes: ['M'], colors: ['Black'],
    });
    await db().update(products).set({ price: '30.00' }).where(eq(products.id, saved.product.id));
    await setVariantStock(db(), restock.product.id, 'S', 'Black', 9);

    // Hold the 450th shopper of each audience: telling them (their notification's key on users) waits
    // on the lock. Whichever audience A takes, its run stops inside its fifth batch's transaction, so
    // the cut always lands mid-run. Cut at a moment of its own choosing, A was once seen to finish
    // first; and cut between two batches, its pool would just open a new connection and run on.
    await locker.query('BEGIN');
    await locker.query('SELECT id FROM users WHERE id = ANY($1) FOR UPDATE', [[followers[449], savers[449], waiting[449]]]);
    const runningA = a.drain();
    const runningB = b.drain();
    await waitFor(async () => (await admin.query(
      "SELECT 1 FROM pg_stat_activity WHERE application_name = 'fanout_c' AND wait_event_type = 'Lock'",
    )).rowCount! > 0);
    await kill('fanout_c', a, runningA);
    await locker.query('ROLLBACK');
    await runningB;
    // The timer's next look (every 5 s): B takes up what A held when it died.
    await b.drain();

    const today = (await db().execute(sql`SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day`) as unknown as { rows: [{ day: string }] }).rows[0].day;
    expect(await toldUsers(`drop:${dropShop.seller.id}:${today}`)).toEqual(followers);
    const priceEvent = await eventOf(sql`${notificationEvents.productId} = ${saved.product.id}`);
    expect(await toldUsers(`price:${priceEvent.id}`)).toEqual(savers);
    const restockEvent = await eventOf(sql`${notificationEvents.productId} = ${restock.product.id}`);
    expect(await toldUsers(`restock:${restockEvent.id}`)).toEqual(waiting);
    // A second drop joined nothing twice: each follower's entry counts the one product.
    const counts = await db().execute(sql`
      SELECT DISTINCT (data ->> 'productCount')::int AS count FROM notifications WHERE group_key = ${`drop:${dropShop.seller.id}:${today}`}`);
    expect((counts as unknown as { rows: Array<{ count: number }> }).rows).toEqual([{ count: 1 }]);
    expect(await db().select().from(notificationEvents).where(sql`${notificationEvents.finishedAt} is null`)).toEqual([]);
    expect(await committedTold()).toBe(before + 3_500);
  }, 60_000);
});
