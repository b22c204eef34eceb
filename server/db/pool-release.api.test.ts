import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * A transaction whose BEGIN meets a connection the server cut (drizzle sends BEGIN before its
 * try/finally, so it never releases that client): the pool must not keep the client for good, or
 * closing the database waits forever (pool-release.ts). PostgreSQL server only.
 */
describe.skipIf(!serverUrl)('a pool client whose connection is cut while checked out', () => {
  let test: TestDatabase;
  let dropped = false;
  beforeAll(async () => {
    test = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    if (!dropped) await test?.drop();
  });

  it('goes back to the pool, so the pool still serves and closes', async () => {
    const pool = (test.database.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    const { rows: [me] } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const lost = new Promise((resolve) => client.once('error', resolve));
    const { rows: [db] } = await client.query<{ name: string }>('select current_database() as name');
    const connection = new URL(serverUrl!);
    connection.pathname = `/${db!.name}`;
    const other = new pg.Client({ connectionString: connection.toString() });
    await other.connect();
    await other.query('select pg_terminate_backend($1)', [me!.pid]);
    await other.end();
    await lost;
    // As drizzle does after a failed BEGIN: the holder never calls release.
    await expect(client.query('begin')).rejects.toThrow();
    expect(pool.totalCount).toBe(0);
    expect((await test.database.db.execute(sql`select 1 as one`) as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    // A release that does come later is harmless.
    client.release();
    // Closing the database (and dropping it) waits for no client.
    const closed = await Promise.race([test.drop().then(() => 'closed'), new Promise((resolve) => setTimeout(() => resolve('still waiting'), 5_000))]);
    dropped = closed === 'closed';
    expect(closed).toBe('closed');
  });
});
