import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { readTogether } from './reads-together.js';

/** Queries sent to PostgreSQL that had not answered yet, the most at once since the last reset. */
function countQueriesInFlight() {
  const original = pg.Client.prototype.query;
  const counts = { now: 0, most: 0 };
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    counts.now++;
    counts.most = Math.max(counts.most, counts.now);
    // The pool passes a callback; a transaction's client is awaited.
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...results: unknown[]) => { counts.now--; callback(...results); };
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    }
    return (original as (...a: unknown[]) => Promise<unknown>).apply(this, args).finally(() => counts.now--);
  } as typeof original;
  return { counts, restore: () => { pg.Client.prototype.query = original; } };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('reads sent together', () => {
  let test: TestDatabase;
  let spy: ReturnType<typeof countQueriesInFlight>;
  beforeAll(async () => {
    test = await createTestDatabase('postgres');
  });
  afterEach(() => spy?.restore());
  afterAll(async () => {
    await test?.drop();
  });

  // A drizzle query, which runs only once awaited, as readTogether expects.
  const slowRead = (db: TestDatabase['database']['db'], value: number) => db.execute(sql`select ${value}::int as value, pg_sleep(0.05)`);
  const valuesOf = (results: unknown[]) => results.map((result) => (result as { rows: { value: number }[] }).rows[0]!.value);

  it('go together on the pool, each on a connection of its own', async () => {
    const { db } = test.database;
    spy = countQueriesInFlight();
    const values = await readTogether(db, [slowRead(db, 1), slowRead(db, 2), slowRead(db, 3)]);
    expect(valuesOf(values)).toEqual([1, 2, 3]);
    expect(spy.counts.most).toBe(3);
  });

  it('go one after another in a transaction, so its connection never queues a query', async () => {
    spy = countQueriesInFlight();
    const values = await test.database.db.transaction((tx) => readTogether(tx, [slowRead(tx, 1), slowRead(tx, 2), slowRead(tx, 3)]));
    expect(valuesOf(values)).toEqual([1, 2, 3]);
    expect(spy.counts.most).toBe(1);
  });
});
