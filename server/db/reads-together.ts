import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

type Results<T extends readonly PromiseLike<unknown>[]> = { -readonly [K in keyof T]: Awaited<T[K]> };

/**
 * A request's independent reads, sent together on the pool (each takes a connection of its own)
 * and one after another in a transaction, whose one connection runs one query at a time:
 * node-postgres queues a query sent while another runs, warns from the third on, and version 9
 * refuses it. `reads` are drizzle queries, which run only when awaited, so none has started yet.
 */
export async function readTogether<const T extends readonly PromiseLike<unknown>[]>(db: Db, reads: T): Promise<Results<T>> {
  if (!is(db, PgTransaction)) return (await Promise.all(reads)) as Results<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read);
  return results as Results<T>;
}
