import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { products, sellers } from '../db/schema/index.js';

/** No shop and no product yet. Categories do not count: every database has them (migration 0003). */
export async function isCatalogEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({
    count: sql<number>`(SELECT count(*) FROM ${products})::int + (SELECT count(*) FROM ${sellers})::int`,
  }).from(sql`(SELECT 1) AS one`);
  return (row?.count ?? 0) === 0;
}
