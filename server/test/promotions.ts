import type { Db } from '../db/client.js';
import { promotions } from '../db/schema/index.js';

/** A promotion row for a test: a shop code when `sellerId` is given, else a platform code; 10% off with no limits by default. */
export async function createPromotion(db: Db, values: Partial<typeof promotions.$inferInsert> & { code: string }) {
  const [row] = await db.insert(promotions).values({ kind: 'percent', value: '10.00', ...values }).returning();
  return row!;
}
