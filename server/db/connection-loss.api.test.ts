import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCheckout, sellerWithProduct, shopperWithCart } from '../features/orders/orders-test-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * A failover or pg_terminate_backend cuts the app's connections while a checkout transaction is
 * open (reliability review 1, section 3): the process lives on, that request answers 503 with
 * Retry-After, and the next one is served on a fresh connection. PostgreSQL server only.
 */
describe.skipIf(!serverUrl)('PostgreSQL connections cut during a checkout', () => {
  let t: TestApp;
  let other: pg.Client;
  // Watches and cuts from outside `other`'s transaction: inside one, pg_stat_activity stays as first read.
  let watcher: pg.Client;
  let ours: number[];
  beforeAll(async () => {
    t = await createTestApp('postgres');
    // The sales sweeper's query each second keeps an idle connection in the pool; cut with the
    // others, it could be handed to "the next read" before the pool has noticed it is gone.
    t.app.scheduledSalesSweeper.stop();
    const { rows } = await t.db.execute(sql`select current_database() as name`) as unknown as { rows: { name: string }[] };
    const connection = new URL(serverUrl!);
    connection.pathname = `/${rows[0]!.name}`;
    other = new pg.Client({ connectionString: connection.toString() });
    await other.connect();
    watcher = new pg.Client({ connectionString: connection.toString() });
    await watcher.connect();
    const backendPid = async (client: pg.Client) => (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    ours = [await backendPid(other), await backendPid(watcher)];
  });
  afterAll(async () => {
    await other?.end();
    await watcher?.end();
    await t?.close();
  });

  it('answers 503 with Retry-After, survives, and serves the next checkout', async () => {
    const { product, variant } = await sellerWithProduct(t.db, { price: '60.00', stock: 5 });
    const first = await shopperWithCart(t.db, [{ productId: product.id }]);

    // Hold the variant's row: the checkout's transaction stops at its stock update and stays open.
    await other.query('BEGIN');
    await other.query('SELECT id FROM product_variants WHERE id = $1 FOR UPDATE', [variant.id]);
    const pending = postCheckout(t, first.cookie, '60.00');
    await cutTheAppsConnectionsOnceOneWaits();
    const response = await pending;
    await other.query('ROLLBACK');

    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ message: 'The shop is briefly unavailable, please try again in a moment' });

    const retried = await postCheckout(t, first.cookie, '60.00');
    expect(retried.statusCode, retried.body).toBe(201);
  }, 30_000);

  it('a read cut in flight answers 503, not 500, and the next read is served', async () => {
    const { product } = await sellerWithProduct(t.db, { price: '20.00', stock: 5 });
    const shopper = await shopperWithCart(t.db, [{ productId: product.id }]);

    await other.query('BEGIN');
    await other.query('LOCK TABLE cart_items IN ACCESS EXCLUSIVE MODE');
    const pending = t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: shopper.cookie } });
    await cutTheAppsConnectionsOnceOneWaits();
    const response = await pending;
    await other.query('ROLLBACK');

    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    const next = await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: shopper.cookie } });
    expect(next.statusCode, next.body).toBe(200);
  }, 30_000);

  /**
   * Waits until one of the app's queries is blocked on our lock, then terminates every backend of
   * the app, and waits until they have exited. pg_terminate_backend only signals: on a busy machine
   * an idle backend of the pool could still take "the next read", and only then end, cutting it too.
   */
  async function cutTheAppsConnectionsOnceOneWaits(): Promise<void> {
    await waitFor(async () => (await watcher.query(
      "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> ALL($1)",
      [ours],
    )).rowCount! > 0);
    const cut = await watcher.query<{ pid: number }>(
      'SELECT pid, pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> ALL($1)',
      [ours],
    );
    expect(cut.rowCount).toBeGreaterThan(0);
    const pids = cut.rows.map((row) => row.pid);
    await waitFor(async () => (await watcher.query('SELECT 1 FROM pg_stat_activity WHERE pid = ANY($1)', [pids])).rowCount === 0);
  }
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
