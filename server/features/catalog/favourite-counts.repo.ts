import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { favourites } from '../../db/schema/index.js';

/**
 * How many shoppers saved each of these products: one grouped count for a page, read from the
 * (product, user) index. Only a product's own shop and admins are shown it (decision 018).
 */
export async function favouritesCountsOf(db: Db, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: favourites.productId, saves: count() })
    .from(favourites)
    .where(sql`${favourites.productId} = ANY(${sql.param(productIds)}::int[])`)
    .groupBy(favourites.productId);
  return new Map(rows.map((row) => [row.productId, Number(row.saves)]));
}
